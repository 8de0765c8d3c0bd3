// Completing the sale (the main process records it, prints the receipt, opens an integrated drawer for cash
// and delivers it through the outbox), following its delivery on the summary, and starting the next sale.
import { tenderViewsOf } from '../../domain/tender-plan';
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { SaleSlice } from '../sale-slice';
import { loadSaleCashSetup } from './sale-context-actions';
import { selectCheckout, takesCash } from './sale-selectors';
import { startOver, type SaleUpdates } from './sale-updates';

type CompletionActionNames = 'completeSale' | 'refreshCompletedSale' | 'followCompletedSale' | 'startNewSale';

export const saleCompletionActions: ActionGroup<SaleSlice, CompletionActionNames, SaleUpdates> =
  (bridge, { update }) =>
  (set, get) => ({
    async completeSale() {
      const state = get();
      if (state.saleStep !== 'tender' || state.saleCompletion.status === 'pending') return false;
      if (!selectCheckout(state).ready) return false;
      set({ saleCompletion: PENDING });
      const drawerId = takesCash(state.tenderDraft) ? state.saleDrawerId : null;
      try {
        const sale = await bridge.sale.complete({
          saleId: state.saleId,
          lines: state.cart.map((line) => ({ productId: line.product.productId, quantity: line.quantity })),
          tenders: tenderViewsOf(state.tenderDraft),
          ...(drawerId ? { drawerId } : {}),
          ...(state.receiptLanguage ? { receiptLanguage: state.receiptLanguage } : {}),
        });
        set({ completedSale: sale, saleStep: 'done', saleCompletion: DONE, saleNotice: null });
        // The drawer's figures moved with the cash: the next sale sees them.
        if (takesCash(state.tenderDraft)) void loadSaleCashSetup(set, get);
        return true;
      } catch (error) {
        set({ saleCompletion: failed(error) });
        return false;
      }
    },

    async refreshCompletedSale() {
      const sale = get().completedSale;
      if (!sale || sale.state === 'recorded') return;
      try {
        const delivery = await bridge.sale.getSale({ externalId: sale.externalId });
        const current = get().completedSale;
        if (current?.externalId !== delivery.externalId) return;
        if (current.state !== delivery.state || current.orderId !== delivery.orderId) {
          set({ completedSale: { ...current, state: delivery.state, orderId: delivery.orderId } });
        }
      } catch {
        // The summary keeps what it showed; the next outbox change asks again.
      }
    },

    followCompletedSale() {
      const refresh = () => void get().refreshCompletedSale();
      const stops = [bridge.on('onOutboxChanged', refresh), bridge.on('onSyncStateChanged', refresh)];
      refresh();
      return () => stops.forEach((stop) => stop());
    },

    startNewSale() {
      update({ ...startOver(), saleNotice: null });
    },
  });
