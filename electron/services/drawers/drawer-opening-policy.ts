// When the app opens the cash drawer. Only when cash changes hands or must be counted, only for integrated
// drawers, never for card-only tenders. Pure, so the rule is in one place and tested on its own.
//
// Recorded cash transactions that open an integrated drawer (the caller records, then opens):
// - cash_sale, cash_refund, no_sale: sales, refunds and non-sales (the seed's three);
// - add_to_float, cash_pull, add_petty_cash, remove_petty_cash, transfer_in, transfer_out, daily_open: cash
//   goes in or out (daily_open: the counted float goes into the drawer).
// Counts are different: the cash is counted before the count is recorded, so the drawer opens when the
// associate starts counting (`start_count`), not after audit_count or daily_close is recorded.
// adjustment_in and adjustment_out never open it: they correct the books after a count, no cash is handled.
import type { PaymentMethod } from '../../../shared/contract/order';
import type { CashOperationMode, CashTransactionType } from '../../../shared/cash/transaction-types';

export const DRAWER_OPENING_TRANSACTION_TYPES: readonly CashTransactionType[] = [
  'cash_sale',
  'cash_refund',
  'no_sale',
  'add_to_float',
  'cash_pull',
  'add_petty_cash',
  'remove_petty_cash',
  'transfer_in',
  'transfer_out',
  'daily_open',
];

export type CountType = 'daily_open' | 'audit_count' | 'daily_close';

/** Why the drawer might open: a sale or refund by its tenders, a drawer transaction by its type, a count. */
export type DrawerOpeningRequest =
  | { kind: 'sale'; tenders: readonly PaymentMethod[] }
  | { kind: 'refund'; tenders: readonly PaymentMethod[] }
  | { kind: 'cash_transaction'; type: CashTransactionType }
  /** The associate starts counting the drawer (before the count is recorded). */
  | { kind: 'start_count'; type: CountType };

export type DrawerOpeningDecision =
  /** Integrated drawer and cash moves: send the kick. */
  | { action: 'kick' }
  /** Non-integrated drawer and cash moves: the associate opens it; the app only records. */
  | { action: 'open_by_hand' }
  /** Nothing to open: the store does not manage cash, or no cash moves (e.g. card only). */
  | { action: 'none'; reason: 'cash_management_off' | 'no_cash_moves' };

export function decideDrawerOpening(
  storeMode: CashOperationMode,
  request: DrawerOpeningRequest,
): DrawerOpeningDecision {
  if (storeMode === 'none') return { action: 'none', reason: 'cash_management_off' };
  if (!movesCash(request)) return { action: 'none', reason: 'no_cash_moves' };
  return storeMode === 'integrated' ? { action: 'kick' } : { action: 'open_by_hand' };
}

function movesCash(request: DrawerOpeningRequest): boolean {
  if (request.kind === 'start_count') return true;
  if (request.kind === 'cash_transaction') return DRAWER_OPENING_TRANSACTION_TYPES.includes(request.type);
  return request.tenders.includes('cash');
}
