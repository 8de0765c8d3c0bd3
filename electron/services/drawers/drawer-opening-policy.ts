// When the app opens the cash drawer. Only when cash changes hands or must be counted, only for integrated
// drawers, never for card-only tenders. Pure, so the rule is in one place and tested on its own.
//
// Cash transaction types that open an integrated drawer:
// - cash_sale, cash_refund, no_sale: sales, refunds and non-sales (the seed's three);
// - add_to_float, cash_pull, add_petty_cash, remove_petty_cash, transfer_in, transfer_out: cash goes in or out;
// - daily_open, audit_count, daily_close: the associate counts what is in the drawer.
// adjustment_in and adjustment_out do not: they correct the books after a count, no cash is handled.
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
  'audit_count',
  'daily_close',
];

/** Why the drawer might open: a sale or refund by its tenders, or a drawer transaction by its type. */
export type DrawerOpeningRequest =
  | { kind: 'sale'; tenders: readonly PaymentMethod[] }
  | { kind: 'refund'; tenders: readonly PaymentMethod[] }
  | { kind: 'cash_transaction'; type: CashTransactionType };

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
  if (request.kind === 'cash_transaction') return DRAWER_OPENING_TRANSACTION_TYPES.includes(request.type);
  return request.tenders.includes('cash');
}
