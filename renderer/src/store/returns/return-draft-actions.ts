// Preparing a return on the opened sale: starting it, the quantity coming back on each line (never above
// what is left), the receipt, the reason, the card refund confirmed; the refund previewed with the
// platform's own rule after each quantity change (only the latest preview's answer is shown).
import { DONE, failed, IDLE, localValidationError, PENDING, type ActionGroup } from '../slice';
import type { ReturnDraft, ReturnsSlice } from '../returns-slice';
import { noReturn } from './returns-blank-state';
import { newReturnDraft, returnLinesOf, returnQuantityRefusal } from './return-rules';

export const returnDraftActions: ActionGroup<
  ReturnsSlice,
  | 'startReturn'
  | 'cancelReturn'
  | 'setReturnQuantity'
  | 'setReturnReceipt'
  | 'setReturnReason'
  | 'setCardRefundConfirmed'
  | 'previewRefund'
> = (bridge) => (set, get) => {
  let previewRequest = 0;

  /** A change to the draft: the preview and any refusal of the last attempt no longer hold. */
  function changeDraft(part: Partial<ReturnDraft>, preview = true): void {
    const draft = get().returnDraft;
    if (!draft) return;
    set({
      returnDraft: { ...draft, ...part },
      returnCompletion: IDLE,
      managerApprovalNeeded: false,
    });
    if (preview) void get().previewRefund();
  }

  return {
    startReturn(options = {}) {
      const sale = get().openedSale;
      if (!sale) return;
      if (!sale.returnable) {
        set({
          returnCompletion: failed(
            localValidationError(
              'nothing_left_to_return',
              'Everything this sale sold was already returned: nothing is left to return.',
            ),
          ),
        });
        return;
      }
      set({ ...noReturn(), returnDraft: newReturnDraft(sale, options.receipt ?? false) });
    },

    cancelReturn() {
      set(noReturn());
    },

    setReturnQuantity(productId, quantity) {
      const { openedSale, returnDraft, returnLineRefusals } = get();
      const line = openedSale?.lines.find((candidate) => candidate.productId === productId);
      if (!returnDraft || !line) return false;
      const refusal = returnQuantityRefusal(line, quantity);
      if (refusal) {
        set({ returnLineRefusals: { ...returnLineRefusals, [productId]: refusal } });
        return false;
      }
      const { [productId]: _cleared, ...others } = returnLineRefusals;
      set({ returnLineRefusals: others });
      changeDraft({ quantities: { ...returnDraft.quantities, [productId]: quantity } });
      return true;
    },

    setReturnReceipt(receipt) {
      changeDraft({ receipt }, false);
    },

    setReturnReason(reason) {
      changeDraft({ reason }, false);
    },

    setCardRefundConfirmed(cardRefundConfirmed) {
      changeDraft({ cardRefundConfirmed }, false);
    },

    async previewRefund() {
      const { openedSale, returnDraft } = get();
      if (!openedSale || !returnDraft) return;
      const lines = returnLinesOf(returnDraft);
      const request = ++previewRequest;
      if (lines.length === 0) {
        set({ refundPreview: null, refundPreviewing: IDLE });
        return;
      }
      set({ refundPreviewing: PENDING });
      try {
        const preview = await bridge.returns.previewRefund({ orderId: openedSale.orderId, lines });
        if (request === previewRequest) set({ refundPreview: preview, refundPreviewing: DONE });
      } catch (error) {
        if (request === previewRequest) set({ refundPreview: null, refundPreviewing: failed(error) });
      }
    },
  };
};
