// The store's sales history: narrowing it (day, sale number, amount, card's last four), opening a sale by the
// code on its receipt or its order id (a scanned receipt starts its return at once), and reprinting its receipt.
import { DONE, failed, PENDING, sameSession, type ActionGroup } from '../slice';
import type { ReturnsSlice } from '../returns-slice';
import { noOpenedSale } from './returns-blank-state';

export const salesHistoryActions: ActionGroup<
  ReturnsSlice,
  'setSalesFilter' | 'searchSales' | 'openSale' | 'closeSale' | 'reprintSaleReceipt'
> = (bridge) => (set, get) => ({
  setSalesFilter(part) {
    set({ salesFilter: { ...get().salesFilter, ...part } });
  },

  async searchSales() {
    const current = sameSession(get);
    const { date, query, amount, cardLastFour } = get().salesFilter;
    set({ salesSearch: PENDING });
    try {
      const answer = await bridge.returns.searchSales({
        // A sale number is looked for on every day; otherwise the day chosen.
        ...(date && !query.trim() ? { date } : {}),
        ...(query.trim() ? { query: query.trim() } : {}),
        ...(amount ? { amount } : {}),
        ...(cardLastFour.trim() ? { cardLastFour: cardLastFour.trim() } : {}),
      });
      if (current()) set({ sales: answer.sales, salesSearch: DONE });
    } catch (error) {
      if (current()) set({ salesSearch: failed(error) });
    }
  },

  async openSale(code, options = {}) {
    const current = sameSession(get);
    set({ saleOpening: PENDING });
    try {
      const sale = await bridge.returns.openSale({ code });
      if (!current()) return false;
      set({ ...noOpenedSale(), openedSale: sale, saleOpening: DONE });
      if (options.startReturn && sale.returnable) get().startReturn({ receipt: options.receipt ?? true });
      return true;
    } catch (error) {
      if (current()) set({ saleOpening: failed(error) });
      return false;
    }
  },

  closeSale() {
    set(noOpenedSale());
  },

  async reprintSaleReceipt() {
    const sale = get().openedSale;
    if (!sale) return false;
    set({ receiptReprint: PENDING });
    try {
      const { jobs } = await bridge.returns.reprintReceipt({ orderId: sale.orderId });
      set({ receiptReprint: DONE, reprintJobs: jobs });
      return true;
    } catch (error) {
      set({ receiptReprint: failed(error) });
      return false;
    }
  },
});
