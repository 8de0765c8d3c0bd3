// The selected store's facts a sale needs before payment: its cash rounding rule, its cash settings and
// drawers (kept by the cash slice: one copy), and the drawer this sale's cash goes into.
import { DONE, failed, PENDING, sameSession, type ActionGroup, type PosGet, type PosSet } from '../slice';
import type { SaleSlice } from '../sale-slice';
import { drawerForSale, selectSaleCashSetup } from './sale-selectors';
import type { SaleUpdates } from './sale-updates';

/** The store's cash settings and drawers (loaded into the cash slice), then the drawer this sale uses. */
export async function loadSaleCashSetup(set: PosSet, get: PosGet): Promise<void> {
  const current = sameSession(get);
  // The cash slice keeps the store's cash facts; the sale asks the paired drawer's status each time, as a
  // drawer paired or unpaired since is the sale's concern at once.
  await Promise.all([get().loadCash(), get().checkDrawerStatus()]);
  if (!current()) return;
  set({ saleDrawerId: drawerForSale(selectSaleCashSetup(get()), get().saleDrawerId) });
}

export const saleContextActions: ActionGroup<SaleSlice, 'loadSaleContext', SaleUpdates> =
  (bridge, { update }) =>
  (set, get) => ({
    async loadSaleContext() {
      // Another store or another associate started a fresh sale part already (session-reset.ts).
      const current = sameSession(get);
      set({ saleContextLoad: PENDING });
      const cash = loadSaleCashSetup(set, get);
      try {
        const roundingContext = await bridge.sale.getRoundingContext();
        if (current()) update({ roundingContext, saleContextLoad: DONE });
      } catch (error) {
        if (current()) set({ saleContextLoad: failed(error) });
      }
      await cash;
    },
  });
