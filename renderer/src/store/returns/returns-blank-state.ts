// The returns slice's parts as they start: no filter, no sale opened, no return under way. The session reset
// and the actions that close a sale or a return put these back.
import { IDLE } from '../slice';
import type { SalesFilter } from '../returns-slice';

/** No return under way on the opened sale. */
export function noReturn() {
  return {
    returnDraft: null,
    returnLineRefusals: {},
    refundPreview: null,
    refundPreviewing: IDLE,
    returnCompletion: IDLE,
    managerApprovalNeeded: false,
    managerApprovalReason: null,
    completedReturn: null,
  };
}

/** No sale opened (and so no return, no reprint). */
export function noOpenedSale() {
  return { openedSale: null, saleOpening: IDLE, ...noReturn(), receiptReprint: IDLE, reprintJobs: [] };
}

export function emptyFilter(): SalesFilter {
  return { date: '', query: '', amountText: '', amount: null, cardLastFour: '' };
}
