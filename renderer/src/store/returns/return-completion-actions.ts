// Completing the return: the platform refunds each tender the way it was paid (cash from the Sale screen's
// drawer); a return without the receipt or above the business's amount comes back asking for a manager,
// whose credentials send it again. After it, the sale is read again to show what is left to return.
import type { BridgeError } from '../../../../shared/bridge';
import { asBridgeError, DONE, failed, IDLE, PENDING, sameSession, type ActionGroup } from '../slice';
import type { ReturnsSlice } from '../returns-slice';
import { completionRefusal, returnLinesOf } from './return-rules';

/** What a refused completion shows: the refusal, and the manager dialog when the platform wants one. */
function refusedCompletion(
  refusal: BridgeError,
  reasonShown: BridgeError | null,
): Pick<ReturnsSlice, 'returnCompletion' | 'managerApprovalNeeded' | 'managerApprovalReason'> {
  const needsManager = refusal.code === 'manager_approval_required' || refusal.code === 'approval_refused';
  return {
    returnCompletion: failed(refusal),
    managerApprovalNeeded: needsManager,
    managerApprovalReason: refusal.code === 'manager_approval_required' ? refusal : reasonShown,
  };
}

export const returnCompletionActions: ActionGroup<
  ReturnsSlice,
  'completeReturn' | 'dismissManagerApproval' | 'finishReturn'
> = (bridge) => (set, get) => ({
  async completeReturn(approval) {
    const { openedSale, returnDraft, returnCompletion, refundPreview } = get();
    if (!openedSale || !returnDraft || returnCompletion.status === 'pending') return false;
    const refusal = completionRefusal(returnDraft, refundPreview);
    if (refusal) {
      set({ returnCompletion: failed(refusal) });
      return false;
    }
    const current = sameSession(get);
    set({ returnCompletion: PENDING });
    try {
      const completed = await bridge.returns.complete({
        returnId: returnDraft.returnId,
        orderId: openedSale.orderId,
        lines: returnLinesOf(returnDraft),
        receipt: returnDraft.receipt,
        cardRefundConfirmed: returnDraft.cardRefundConfirmed,
        // The drawer the Sale screen takes cash into gives the cash back (the paired one when left out).
        ...(get().saleDrawerId ? { drawerId: get().saleDrawerId as string } : {}),
        ...(returnDraft.reason.trim() ? { reason: returnDraft.reason.trim() } : {}),
        ...(approval ? { managerApproval: approval } : {}),
      });
      if (!current()) return false;
      set({
        completedReturn: completed,
        returnCompletion: DONE,
        managerApprovalNeeded: false,
        returnDraft: null,
      });
      return true;
    } catch (error) {
      if (!current()) return false;
      set(refusedCompletion(asBridgeError(error), get().managerApprovalReason));
      return false;
    }
  },

  dismissManagerApproval() {
    set({ managerApprovalNeeded: false, managerApprovalReason: null, returnCompletion: IDLE });
  },

  async finishReturn() {
    const sale = get().openedSale;
    set({ completedReturn: null, returnCompletion: IDLE });
    if (sale) await get().openSale(sale.orderId);
  },
});
