// What the associate fills in on the payment panel: cash, card or both, the amounts, the terminal's approval,
// the drawer that takes the cash and the receipt's language. Any change clears a failed completion.
import { IDLE, type ActionGroup } from '../slice';
import type { SaleSlice } from '../sale-slice';
import { EMPTY_DRAFT } from '../../domain/tender-plan';
import type { SaleUpdates } from './sale-updates';

type TenderActionNames =
  | 'setTenderMode'
  | 'setCashTendered'
  | 'setCardAmount'
  | 'setCardApproved'
  | 'chooseSaleDrawer'
  | 'chooseReceiptLanguage';

export const saleTenderActions: ActionGroup<SaleSlice, TenderActionNames, SaleUpdates> =
  (_bridge, { update }) =>
  (set, get) => ({
    setTenderMode(mode) {
      if (get().tenderDraft.mode === mode) return;
      update({ tenderDraft: { ...EMPTY_DRAFT, mode }, saleCompletion: IDLE });
    },

    setCashTendered(cashTendered) {
      update({ tenderDraft: { ...get().tenderDraft, cashTendered }, saleCompletion: IDLE });
    },

    setCardAmount(cardAmount) {
      // A new card part is a new charge on the terminal: the approval of another amount does not hold.
      update({
        tenderDraft: { ...get().tenderDraft, cardAmount, cardApproved: false },
        saleCompletion: IDLE,
      });
    },

    setCardApproved(cardApproved) {
      update({ tenderDraft: { ...get().tenderDraft, cardApproved } });
    },

    chooseSaleDrawer(drawerId) {
      set({ saleDrawerId: drawerId, saleCompletion: IDLE });
    },

    chooseReceiptLanguage(language) {
      set({ receiptLanguage: language });
    },
  });
