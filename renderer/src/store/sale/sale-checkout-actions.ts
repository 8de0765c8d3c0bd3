// Moving between the cart and the payment: payment starts once the main process has priced the cart from its
// own catalog and quoted its tax, and the store's cash rounding rule is known; going back drops the quote.
import type { SaleQuote } from '../../../../shared/bridge/views/sale';
import { equals } from '../../../../shared/money';
import type { CartLine } from '../../domain/cart-math';
import { EMPTY_DRAFT } from '../../domain/tender-plan';
import { DONE, failed, IDLE, localValidationError, PENDING, type ActionGroup } from '../slice';
import type { SaleSlice, SaleTaxQuote } from '../sale-slice';
import type { SaleUpdates } from './sale-updates';

/** The cart at the quoted unit prices (a price changed by a sync since the product was added is taken over). */
function repricedCart(cart: CartLine[], quote: SaleQuote): CartLine[] {
  return cart.map((line) => {
    const quoted = quote.lines.find((candidate) => candidate.productId === line.product.productId);
    return quoted && line.product.price && !equals(quoted.unitPrice, line.product.price)
      ? { ...line, product: { ...line.product, price: quoted.unitPrice } }
      : line;
  });
}

function taxQuoteOf(quote: SaleQuote): SaleTaxQuote {
  return {
    subtotal: quote.subtotal,
    pricesIncludeTax: quote.pricesIncludeTax,
    taxLines: quote.taxLines,
    totalTax: quote.totalTax,
    total: quote.total,
  };
}

export const saleCheckoutActions: ActionGroup<SaleSlice, 'startPayment' | 'backToCart', SaleUpdates> =
  (bridge, { update, notify }) =>
  (set, get) => ({
    async startPayment(mode) {
      const { cart, saleStep } = get();
      if (cart.length === 0 || saleStep === 'done') return false;
      set({ priceCheck: PENDING });
      // The cash due depends on the store's rounding rule: no payment is taken without knowing it.
      if (!get().roundingContext) await get().loadSaleContext();
      if (!get().roundingContext) {
        set({
          priceCheck: failed(
            get().saleContextLoad.error ??
              localValidationError('rounding_unknown', 'The store’s cash rounding rule is not known yet.'),
          ),
        });
        return false;
      }
      try {
        // The main process prices from its own catalog: a price changed by a sync since the product was
        // added is taken over before the customer is asked to pay.
        const quote = await bridge.sale.quote({
          lines: cart.map((line) => ({ productId: line.product.productId, quantity: line.quantity })),
          tenders: [{ method: 'card' }],
        });
        const repriced = repricedCart(get().cart, quote);
        const changed = repriced.some((line, index) => line !== get().cart[index]);
        update({
          cart: repriced,
          saleTax: taxQuoteOf(quote),
          saleStep: 'tender',
          tenderDraft: { ...EMPTY_DRAFT, mode: mode ?? get().tenderDraft.mode },
          priceCheck: DONE,
          saleCompletion: IDLE,
        });
        if (changed) {
          notify({
            tone: 'info',
            text: { kind: 'prices_updated' },
          });
        }
        return true;
      } catch (error) {
        set({ priceCheck: failed(error) });
        return false;
      }
    },

    backToCart() {
      if (get().saleStep !== 'tender' || get().saleCompletion.status === 'pending') return;
      update({ saleStep: 'cart', saleTax: null, tenderDraft: EMPTY_DRAFT, saleCompletion: IDLE });
    },
  });
