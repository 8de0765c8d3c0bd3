// Cash drawer transactions (POST, GET /v0/d/cash_drawers/{drawer_id}/transactions). The app writes each
// transaction with a fresh uuid, which is also its idempotency key, so a retried POST never counts twice.
import { CASH_TRANSACTION_TYPES, type CashTransactionType } from '../cash/transaction-types';
import { currencyExponent, isCurrencyCode } from '../money/currency';
import { minorToDecimalText } from '../money/decimal-text';
import { parseMoney } from '../money/parse';
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  NonBlankTextSchema,
  NonNegativeWireAmountSchema,
  paginated,
  paginationQueryShape,
  refineAmountInCurrency,
  TimestampSchema,
  unlessMissing,
  UpdatedSinceSchema,
} from './common';

export const CashTransactionTypeSchema = z.enum(CASH_TRANSACTION_TYPES);

/** Transactions that record a count of the drawer: they may carry counted_amount and denominations. */
export const COUNTING_TYPES = [
  'daily_open',
  'audit_count',
  'daily_close',
] as const satisfies readonly CashTransactionType[];

/**
 * Counts whose counted_amount is required: an audit or a close without the counted cash has no variance
 * to report. A daily_open may carry it (the float as counted) but its `amount` already is the float.
 */
export const COUNT_REQUIRED_TYPES = [
  'audit_count',
  'daily_close',
] as const satisfies readonly CashTransactionType[];

/** Transactions that move no cash: their amount is 0. */
export const NO_CASH_MOVED_TYPES = [
  'audit_count',
  'no_sale',
] as const satisfies readonly CashTransactionType[];

/** Adjustments correct the drawer for a reason an auditor must be able to read. */
export const REASON_REQUIRED_TYPES = [
  'adjustment_in',
  'adjustment_out',
] as const satisfies readonly CashTransactionType[];

/**
 * A bill or coin: its face value in minor units, as shared/cash counts it ("2000" = a $20 bill, "25" = a
 * quarter). Whether the currency really issues it is left to shared/cash (a tenant may use other tables).
 */
export const DenominationSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be a face value in minor units, e.g. "2000" for a 20.00 bill');

/**
 * One drawer transaction. `amount` is always zero or more: the type says which way the cash went
 * (cash_refund and the outflow types take cash out). Rules beyond the fields, each on its field:
 * - audit_count and daily_close require counted_amount; only counting types may carry counted_amount;
 * - denominations (face value in minor units → number of pieces) break a count down and must add up to
 *   counted_amount; for audit_count and daily_close, counted_amount (not amount) is the cash counted;
 * - no_sale moves no cash (amount 0); adjustments need a reason_code;
 * - every amount fits the currency's decimals.
 * order_id is optional even on cash_sale: a sale made offline syncs before the platform numbered its order.
 */
const transactionShape = {
  transaction_id: z.uuid(unlessMissing('must be a UUID')),
  store_id: IdSchema,
  type: CashTransactionTypeSchema,
  amount: NonNegativeWireAmountSchema,
  currency: CurrencyCodeSchema,
  /** Username of the associate who made the transaction: the platform's authenticated caller. */
  associate: NonBlankTextSchema,
  /** When it happened at the drawer (maybe offline); the platform checks it against its window. */
  created_at: TimestampSchema,
  reason_code: NonBlankTextSchema.optional(),
  order_id: IdSchema.optional(),
  counted_amount: NonNegativeWireAmountSchema.optional(),
  denominations: z
    .record(DenominationSchema, z.int(unlessMissing('must be a whole number')).min(0, 'must be zero or more'))
    .optional(),
};

export const CashTransactionSchema = z
  .object({
    ...transactionShape,
    /** When the platform received it (its own clock); absent on a transaction not yet recorded. */
    received_at: TimestampSchema.optional(),
  })
  .superRefine(refineTransaction);
export type CashTransaction = z.infer<typeof CashTransactionSchema>;

/**
 * Body of POST /v0/d/cash_drawers/{drawer_id}/transactions: the transaction, the drawer from the path.
 * `associate` is decided by the platform (the caller); when sent it must be the caller's username.
 */
export const CreateCashTransactionRequestSchema = z
  .object({ ...transactionShape, associate: NonBlankTextSchema.optional() })
  .superRefine(refineTransaction);
export type CreateCashTransactionRequest = z.infer<typeof CreateCashTransactionRequestSchema>;

type RefinedTransaction = Omit<CashTransaction, 'associate' | 'received_at'>;

function refineTransaction(transaction: RefinedTransaction, ctx: z.RefinementCtx): void {
  const { type, currency } = transaction;
  refineAmountInCurrency(ctx, { value: transaction.amount, currency, path: ['amount'] });
  if (transaction.counted_amount !== undefined) {
    refineAmountInCurrency(ctx, { value: transaction.counted_amount, currency, path: ['counted_amount'] });
  }
  if (includes(COUNT_REQUIRED_TYPES, type) && transaction.counted_amount === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['counted_amount'],
      message: `is required for ${type}`,
      input: undefined,
    });
  }
  if (!includes(COUNTING_TYPES, type)) {
    for (const field of ['counted_amount', 'denominations'] as const) {
      if (transaction[field] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `is only given with ${COUNTING_TYPES.join(', ')}, not ${type}`,
          input: transaction[field],
        });
      }
    }
  }
  if (includes(NO_CASH_MOVED_TYPES, type) && transaction.amount !== 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: `must be 0: ${type} moves no cash`,
      input: transaction.amount,
    });
  }
  if (includes(REASON_REQUIRED_TYPES, type) && transaction.reason_code === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['reason_code'],
      message: `is required for ${type}`,
      input: undefined,
    });
  }
  if (transaction.denominations !== undefined) {
    refineDenominations(ctx, transaction.denominations, transaction.counted_amount, currency);
  }
}

/** Query of GET /v0/d/cash_drawers/{drawer_id}/transactions. */
export const CashTransactionListQuerySchema = z.object({
  updated_since: UpdatedSinceSchema.optional(),
  ...paginationQueryShape,
});
export type CashTransactionListQuery = z.infer<typeof CashTransactionListQuerySchema>;

/** GET /v0/d/cash_drawers/{drawer_id}/transactions, newest first (like the import job list). */
export const CashTransactionListResponseSchema = paginated(CashTransactionSchema);
export type CashTransactionListResponse = z.infer<typeof CashTransactionListResponseSchema>;

function includes(list: readonly CashTransactionType[], type: CashTransactionType): boolean {
  return list.includes(type);
}

/** The pieces add up (in integer minor units) to counted_amount, which must then be given. */
function refineDenominations(
  ctx: z.RefinementCtx,
  denominations: Record<string, number>,
  countedAmount: number | undefined,
  currency: string,
): void {
  if (!isCurrencyCode(currency)) return;
  if (countedAmount === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['counted_amount'],
      message: 'is required when denominations are given (they break the count down)',
      input: undefined,
    });
    return;
  }
  const counted = parseMoney(countedAmount, currency);
  if (!counted.ok) return; // already reported on counted_amount
  let totalMinor = 0n;
  for (const [face, pieces] of Object.entries(denominations)) totalMinor += BigInt(face) * BigInt(pieces);
  if (BigInt(counted.money.minor) !== totalMinor) {
    const exponent = currencyExponent(currency);
    ctx.addIssue({
      code: 'custom',
      path: ['denominations'],
      message: `add up to ${minorToDecimalText(totalMinor, exponent)} ${currency}, not the counted_amount ${minorToDecimalText(counted.money.minor, exponent)}`,
      input: denominations,
    });
  }
}
