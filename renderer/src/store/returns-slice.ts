// The store's sales history and returns at the counter. A sale is found by the code on its receipt (scanned
// on the Sale screen) or searched (day, sale number, amount, card's last four); opened, it shows its lines,
// tenders and earlier returns, can print its receipt again, and starts a return. The return's quantities
// never go above what is left (sold minus already returned), the refund is previewed with the platform's
// own rule, and completing it asks the platform, which refunds each tender the way it was paid; a return
// without the receipt or above the business's amount is sent again with a manager's credentials.
//
// The actions live in store/returns/ (sales history, the return's draft, its completion); this file holds the
// slice's shape and session state and composes them.
import type { BridgeError } from '../../../shared/bridge';
import type { ReturnLineRefusal } from './returns/return-rules';
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import type {
  CompletedReturnView,
  RefundPreviewView,
  SaleSummaryView,
  SaleView,
} from '../../../shared/bridge/views/returns';
import type { Money } from '../../../shared/money';
import { returnCompletionActions } from './returns/return-completion-actions';
import { returnDraftActions } from './returns/return-draft-actions';
import { emptyFilter, noOpenedSale } from './returns/returns-blank-state';
import { salesHistoryActions } from './returns/sales-history-actions';
import { IDLE, type ActionNames, type ActionStatus, type PosSliceCreator } from './slice';

export { returnLinesOf, returnQuantityRefusal, type ReturnLineRefusal } from './returns/return-rules';

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
  /** Why the last quantity asked for on a line was refused (by product id), as facts the panel words. */
  returnLineRefusals: Record<string, ReturnLineRefusal>;
  refundPreview: RefundPreviewView | null;
  refundPreviewing: ActionStatus;
  returnCompletion: ActionStatus;
  /** The platform asked for a manager: the approval dialog is shown (the reason is in returnCompletion). */
  managerApprovalNeeded: boolean;
  /**
   * The platform's refusal that asked for a manager (its values say why: no receipt, above the amount),
   * kept while the dialog is open; the dialog words it in the session's language.
   */
  managerApprovalReason: BridgeError | null;
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

/** The returns part of a session as it starts (session-reset.ts puts it back for each new session). */
export function returnsSessionState(): Omit<ReturnsSlice, ActionNames<ReturnsSlice>> {
  return {
    salesFilter: emptyFilter(),
    sales: [],
    salesSearch: IDLE,
    ...noOpenedSale(),
  };
}

export const createReturnsSlice: PosSliceCreator<ReturnsSlice> = (bridge) => (set, get) => ({
  ...returnsSessionState(),
  ...salesHistoryActions(bridge)(set, get),
  ...returnDraftActions(bridge)(set, get),
  ...returnCompletionActions(bridge)(set, get),
});
