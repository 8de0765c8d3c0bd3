// The rules a return follows before the platform is asked: what each line may take back, which lines go to
// the bridge, and what must be settled before completing (a line chosen, a card refund confirmed).
import type { BridgeError } from '../../../../shared/bridge';
import type { RefundPreviewView, SaleView } from '../../../../shared/bridge/views/returns';
import { localValidationError } from '../slice';
import type { ReturnDraft } from '../returns-slice';

/** A return starting on `sale`: nothing coming back yet, with an id chosen now (a retry records it once). */
export function newReturnDraft(sale: SaleView, receipt: boolean): ReturnDraft {
  return {
    returnId: crypto.randomUUID(),
    quantities: Object.fromEntries(sale.lines.map((line) => [line.productId, 0])),
    receipt,
    reason: '',
    cardRefundConfirmed: false,
  };
}

/** The return's lines as the bridge takes them (only those with something coming back). */
export function returnLinesOf(draft: ReturnDraft): { productId: string; quantity: number }[] {
  return Object.entries(draft.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** Why a line cannot take a quantity back, as facts: the return panel words them (history.return.lineRefusal). */
export type ReturnLineRefusal =
  | { why: 'not_whole' }
  | { why: 'all_returned'; sold: number }
  | { why: 'over_sold'; sold: number; returned: number; left: number };

/** Why a line cannot take `quantity` back, or null when it can. */
export function returnQuantityRefusal(
  line: Pick<SaleView['lines'][number], 'sold' | 'returned' | 'returnable'>,
  quantity: number,
): ReturnLineRefusal | null {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return { why: 'not_whole' };
  if (quantity === 0) return null;
  if (line.returnable === 0) return { why: 'all_returned', sold: line.sold };
  if (quantity > line.returnable) {
    return { why: 'over_sold', sold: line.sold, returned: line.returned, left: line.returnable };
  }
  return null;
}

/** Why the return cannot be completed yet (nothing coming back, a card part not refunded yet), or null. */
export function completionRefusal(draft: ReturnDraft, preview: RefundPreviewView | null): BridgeError | null {
  if (returnLinesOf(draft).length === 0) {
    return localValidationError(
      'no_return_line',
      'Choose at least one line and how many of it come back.',
      'lines',
    );
  }
  const cardPart = preview?.refunds.some((refund) => refund.method === 'card' && refund.amount.minor > 0);
  if (cardPart && !draft.cardRefundConfirmed) {
    return localValidationError(
      'card_refund_first',
      'Refund the card on the payment terminal first, then confirm it here.',
      'cardRefundConfirmed',
    );
  }
  return null;
}
