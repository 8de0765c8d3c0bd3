// The store's sales history and returns at the counter. A sale is found by the code on its receipt (scanned
// on the Sale screen) or searched (day, sale number, amount, card's last four); opened, it shows its lines,
// tenders and earlier returns, can print its receipt again, and starts a return. The return's quantities
// never go above what is left (sold minus already returned), the refund is previewed with the platform's
// own rule, and completing it asks the platform, which refunds each tender the way it was paid; a return
// without the receipt or above the business's amount is sent again with a manager's credentials.
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import type {
  CompletedReturnView,
  RefundPreviewView,
  SaleSummaryView,
  SaleView,
} from '../../../shared/bridge/views/returns';
import type { Money } from '../../../shared/money';
import {
  asBridgeError,
  DONE,
  failed,
  IDLE,
  localValidationError,
  PENDING,
  sameSession,
  type ActionNames,
  type ActionStatus,
  type PosSliceCreator,
} from './slice';

/** What the history is narrowed by (every part optional; the day is today when nothing is given). */
export interface SalesFilter {
  /** YYYY-MM-DD, the store's day; empty: today in the store's time zone. */
  date: string;
  /** The start of a sale or order number. */
  query: string;
  /** The amount as typed, and its reading (null while empty or not an amount). */
  amountText: string;
  amount: Money | null;
  cardLastFour: string;
}

/** The return being prepared on the opened sale. */
export interface ReturnDraft {
  /** Chosen when the return starts: completing twice with the same id records one return. */
  returnId: string;
  /** How many of each product come back (0: the line stays with the customer). */
  quantities: Record<string, number>;
  /** The customer brought the receipt (the sale was scanned from it, or the associate ticked it). */
  receipt: boolean;
  reason: string;
  /** The card part was refunded on the terminal and confirmed here. */
  cardRefundConfirmed: boolean;
}

/** A manager's username and password, given on the spot; never kept beyond the call. */
export interface ManagerCredentials {
  username: string;
  password: string;
}

export interface ReturnsSlice {
  salesFilter: SalesFilter;
  sales: SaleSummaryView[];
  salesSearch: ActionStatus;

  openedSale: SaleView | null;
  saleOpening: ActionStatus;
  returnDraft: ReturnDraft | null;
  /** Why the last quantity asked for on a line was refused (by product id). */
  returnLineRefusals: Record<string, string>;
  refundPreview: RefundPreviewView | null;
  refundPreviewing: ActionStatus;
  returnCompletion: ActionStatus;
  /** The platform asked for a manager: the approval dialog is shown (the reason is in returnCompletion). */
  managerApprovalNeeded: boolean;
  /** Why the platform wants a manager ("the customer has no receipt"), kept while the dialog is open. */
  managerApprovalReason: string | null;
  completedReturn: CompletedReturnView | null;
  receiptReprint: ActionStatus;
  reprintJobs: PrintJobView[];

  setSalesFilter(part: Partial<SalesFilter>): void;
  searchSales(): Promise<void>;
  /** Opens a sale by its receipt code or order id; `startReturn` also starts its return (a scanned receipt). */
  openSale(code: string, options?: { startReturn?: boolean; receipt?: boolean }): Promise<boolean>;
  closeSale(): void;
  startReturn(options?: { receipt?: boolean }): void;
  cancelReturn(): void;
  /** Sets how many of a line come back; refuses more than is left, saying why. */
  setReturnQuantity(productId: string, quantity: number): boolean;
  setReturnReceipt(receipt: boolean): void;
  setReturnReason(reason: string): void;
  setCardRefundConfirmed(confirmed: boolean): void;
  previewRefund(): Promise<void>;
  /** Completes the return; with `approval` when a manager gave their credentials on the spot. */
  completeReturn(approval?: ManagerCredentials): Promise<boolean>;
  dismissManagerApproval(): void;
  /** After a completed return: the sale as it stands now (what is left to return). */
  finishReturn(): Promise<void>;
  reprintSaleReceipt(): Promise<boolean>;
}

/** The return's lines as the bridge takes them (only those with something coming back). */
export function returnLinesOf(draft: ReturnDraft): { productId: string; quantity: number }[] {
  return Object.entries(draft.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** Why a line cannot take `quantity` back, or null when it can. */
export function returnQuantityRefusal(
  line: Pick<SaleView['lines'][number], 'sold' | 'returned' | 'returnable'>,
  quantity: number,
): string | null {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return 'Enter a whole number of 0 or more';
  if (quantity === 0) return null;
  if (line.returnable === 0) return `Already returned: all ${line.sold} sold came back earlier`;
  if (quantity > line.returnable) {
    return line.returned > 0
      ? `Over the sold quantity: ${line.sold} sold, ${line.returned} already returned, at most ${line.returnable} left`
      : `Over the sold quantity: only ${line.sold} sold`;
  }
  return null;
}

/** No return under way on the opened sale. */
function noReturn() {
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
function noOpenedSale() {
  return { openedSale: null, saleOpening: IDLE, ...noReturn(), receiptReprint: IDLE, reprintJobs: [] };
}

function emptyFilter(): SalesFilter {
  return { date: '', query: '', amountText: '', amount: null, cardLastFour: '' };
}

/** The returns part of a session as it starts (session-reset.ts puts it back for each new session). */
export function returnsSessionState(): Omit<ReturnsSlice, ActionNames<ReturnsSlice>> {
  return {
    salesFilter: emptyFilter(),
    sales: [],
    salesSearch: IDLE,
    ...noOpenedSale(),
  };
}

export const createReturnsSlice: PosSliceCreator<ReturnsSlice> = (bridge) => (set, get) => {
  let previewRequest = 0;

  function draftFor(sale: SaleView, receipt: boolean): ReturnDraft {
    return {
      returnId: crypto.randomUUID(),
      quantities: Object.fromEntries(sale.lines.map((line) => [line.productId, 0])),
      receipt,
      reason: '',
      cardRefundConfirmed: false,
    };
  }

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
    ...returnsSessionState(),

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

    startReturn(options = {}) {
      const sale = get().openedSale;
      if (!sale) return;
      if (!sale.returnable) {
        set({
          returnCompletion: failed(
            localValidationError(
              'Everything this sale sold was already returned: nothing is left to return.',
            ),
          ),
        });
        return;
      }
      set({ ...noReturn(), returnDraft: draftFor(sale, options.receipt ?? false) });
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

    async completeReturn(approval) {
      const { openedSale, returnDraft, returnCompletion, refundPreview } = get();
      if (!openedSale || !returnDraft || returnCompletion.status === 'pending') return false;
      const lines = returnLinesOf(returnDraft);
      if (lines.length === 0) {
        set({
          returnCompletion: failed(
            localValidationError('Choose at least one line and how many of it come back.', 'lines'),
          ),
        });
        return false;
      }
      const cardPart = refundPreview?.refunds.some(
        (refund) => refund.method === 'card' && refund.amount.minor > 0,
      );
      if (cardPart && !returnDraft.cardRefundConfirmed) {
        set({
          returnCompletion: failed(
            localValidationError(
              'Refund the card on the payment terminal first, then confirm it here.',
              'cardRefundConfirmed',
            ),
          ),
        });
        return false;
      }
      const current = sameSession(get);
      set({ returnCompletion: PENDING });
      try {
        const completed = await bridge.returns.complete({
          returnId: returnDraft.returnId,
          orderId: openedSale.orderId,
          lines,
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
        const refusal = asBridgeError(error);
        const needsManager =
          refusal.code === 'manager_approval_required' || refusal.code === 'approval_refused';
        set({
          returnCompletion: failed(refusal),
          managerApprovalNeeded: needsManager,
          managerApprovalReason:
            refusal.code === 'manager_approval_required' ? refusal.message : get().managerApprovalReason,
        });
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
  };
};
