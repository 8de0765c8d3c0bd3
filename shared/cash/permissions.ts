// Who may record which drawer transaction. The contract gives managers "drawer setup, audits, daily close";
// associates record what happens at the counter. Float changes, cash pulls, transfers and adjustments move
// cash outside a sale and change what an audit expects, so they are the manager's too.
import type { Role } from '../contract/auth';
import type { CashTransactionType } from './transaction-types';

/** Transactions an associate records at the counter (and opening the drawer at the start of the day). */
export const ASSOCIATE_CASH_TRANSACTION_TYPES = [
  'daily_open',
  'cash_sale',
  'cash_refund',
  'no_sale',
  'add_petty_cash',
  'remove_petty_cash',
] as const satisfies readonly CashTransactionType[];

/** Audits, the daily close and every movement of cash outside a sale: manager or admin. */
export const MANAGER_CASH_TRANSACTION_TYPES = [
  'audit_count',
  'daily_close',
  'add_to_float',
  'cash_pull',
  'transfer_in',
  'transfer_out',
  'adjustment_in',
  'adjustment_out',
] as const satisfies readonly CashTransactionType[];

export function roleNeededFor(type: CashTransactionType): Role {
  return (MANAGER_CASH_TRANSACTION_TYPES as readonly CashTransactionType[]).includes(type)
    ? 'manager'
    : 'associate';
}
