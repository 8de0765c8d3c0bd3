// A scanned or typed code at the sale: a product's EAN-13 or SKU adds it to the cart; the code printed on a
// sale's receipt (or a pickup order's) opens that sale's return in Sales history instead.
import { asBridgeError, CATALOG_LOADING, type ActionGroup } from '../slice';
import type { SaleSlice } from '../sale-slice';
import type { SaleUpdates } from './sale-updates';

export const saleScanActions: ActionGroup<SaleSlice, 'addByCode', SaleUpdates> =
  (bridge, { notify }) =>
  (_set, get) => ({
    async addByCode(code) {
      const trimmed = code.trim();
      if (!trimmed) return false;
      try {
        const { product } = await bridge.catalog.lookupCode({ code: trimmed });
        if (!product) {
          // The code printed on a sale's receipt (or a pickup order's) opens the return of that sale.
          if (await get().openSale(trimmed, { startReturn: true, receipt: true })) {
            get().navigate('history');
            return false;
          }
          const opening = get().saleOpening.error;
          const receiptProblem = opening && opening.code !== 'not_found' ? opening : null;
          notify({ tone: 'danger', text: { kind: 'unknown_code', code: trimmed, receiptProblem } });
          return false;
        }
        return get().addToCart(product);
      } catch (error) {
        const refusal = asBridgeError(error);
        notify({
          tone: 'danger',
          text:
            refusal.code === CATALOG_LOADING
              ? { kind: 'catalog_loading' }
              : { kind: 'lookup_failed', problem: refusal },
        });
        return false;
      }
    },
  });
