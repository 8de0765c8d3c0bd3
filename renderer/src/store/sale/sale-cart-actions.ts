// The cart: adding products at the price book's price (one currency per sale), changing quantities, removing
// lines, clearing. Each change is announced by a notice; a change during payment goes back to the cart.
import type { ProductSummary } from '../../../../shared/bridge/views/catalog';
import { clampQuantity, type CartLine } from '../../domain/cart-math';
import type { ActionGroup } from '../slice';
import type { SaleNoticeText, SaleSlice } from '../sale-slice';
import { saleCurrencyOf } from './sale-selectors';
import { startOver, type SaleUpdates } from './sale-updates';

type CartActionNames =
  'addToCart' | 'setLineQuantity' | 'changeLineQuantity' | 'removeLine' | 'clearCart' | 'dismissSaleNotice';

/** Why the product cannot join this cart (no price, or another currency than the sale's), or null. */
function refusalOf(product: ProductSummary, cart: CartLine[], saleCurrency: string): SaleNoticeText | null {
  if (!product.price) return { kind: 'no_price', product: product.title };
  if (cart.length > 0 && product.price.currency !== saleCurrency) {
    return {
      kind: 'other_currency',
      product: product.title,
      currency: product.price.currency,
      saleCurrency,
    };
  }
  return null;
}

/** The cart with `quantity` more of the product: on its line when it has one, else on a new line. */
function cartWithMore(cart: CartLine[], product: ProductSummary, quantity: number): CartLine[] {
  const existing = cart.find((line) => line.product.productId === product.productId);
  return existing
    ? cart.map((line) =>
        line === existing ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
      )
    : [...cart, { product, quantity: clampQuantity(quantity) }];
}

export const saleCartActions: ActionGroup<SaleSlice, CartActionNames, SaleUpdates> =
  (_bridge, { update, notify, cartChanged }) =>
  (set, get) => ({
    addToCart(product, quantity = 1) {
      if (get().saleStep === 'done') set(startOver());
      const refusal = refusalOf(product, get().cart, saleCurrencyOf(get()));
      if (refusal) {
        notify({ tone: 'danger', text: refusal });
        return false;
      }
      const next = cartWithMore(get().cart, product, quantity);
      cartChanged(next);
      const added = next.find((line) => line.product.productId === product.productId);
      notify({
        tone: 'success',
        text: { kind: 'added', product: product.title, quantity: added?.quantity ?? 1 },
        productId: product.productId,
      });
      return true;
    },

    setLineQuantity(productId, quantity) {
      if (!Number.isSafeInteger(quantity) || quantity < 1) return;
      cartChanged(
        get().cart.map((line) =>
          line.product.productId === productId ? { ...line, quantity: clampQuantity(quantity) } : line,
        ),
      );
    },

    changeLineQuantity(productId, delta) {
      const line = get().cart.find((candidate) => candidate.product.productId === productId);
      if (!line) return;
      if (line.quantity + delta < 1) {
        get().removeLine(productId);
        return;
      }
      get().setLineQuantity(productId, line.quantity + delta);
    },

    removeLine(productId) {
      const removed = get().cart.find((line) => line.product.productId === productId);
      if (!removed) return;
      cartChanged(get().cart.filter((line) => line !== removed));
      notify({
        tone: 'info',
        text: { kind: 'removed', product: removed.product.title },
      });
    },

    clearCart() {
      update({ ...startOver(), saleId: get().saleId });
      set({ saleNotice: null });
    },

    dismissSaleNotice() {
      set({ saleNotice: null });
    },
  });
