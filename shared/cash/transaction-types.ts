// Cash drawer vocabulary shared by the contract schemas, the platform and the app.

/** Every kind of movement (or count) a cash drawer records. */
export const CASH_TRANSACTION_TYPES = [
  'daily_open',
  'audit_count',
  'daily_close',
  'cash_sale',
  'cash_refund',
  'add_to_float',
  'cash_pull',
  'add_petty_cash',
  'remove_petty_cash',
  'transfer_in',
  'transfer_out',
  'adjustment_in',
  'adjustment_out',
  'no_sale',
] as const;

export type CashTransactionType = (typeof CASH_TRANSACTION_TYPES)[number];

/** Non-sale movements that put cash into the drawer (they raise the expected amount). */
export const INFLOW_TYPES = [
  'add_to_float',
  'add_petty_cash',
  'transfer_in',
  'adjustment_in',
] as const satisfies readonly CashTransactionType[];

/** Non-refund movements that take cash out of the drawer (they lower the expected amount). */
export const OUTFLOW_TYPES = [
  'cash_pull',
  'remove_petty_cash',
  'transfer_out',
  'adjustment_out',
] as const satisfies readonly CashTransactionType[];

export type CashInflowType = (typeof INFLOW_TYPES)[number];
export type CashOutflowType = (typeof OUTFLOW_TYPES)[number];

/** How a store handles cash: not at all, through the POS drawer, or outside the POS. */
export const CASH_OPERATION_MODES = ['none', 'integrated', 'non_integrated'] as const;

export type CashOperationMode = (typeof CASH_OPERATION_MODES)[number];

export function isCashTransactionType(value: unknown): value is CashTransactionType {
  return typeof value === 'string' && (CASH_TRANSACTION_TYPES as readonly string[]).includes(value);
}

export function isCashOperationMode(value: unknown): value is CashOperationMode {
  return typeof value === 'string' && (CASH_OPERATION_MODES as readonly string[]).includes(value);
}
