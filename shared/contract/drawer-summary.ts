// Drawer summary (GET /v0/d/cash_drawers/{drawer_id}/summary): the figures of the drawer's current (or
// last) session. Expected amount = opening float + cash sales (net of change) − cash refunds + inflows − outflows.
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  NonNegativeWireAmountSchema,
  refineAmountInCurrency,
  TimestampSchema,
  WireAmountSchema,
} from './common';

export const DRAWER_STATES = ['never_opened', 'open', 'closed'] as const;
export const DrawerStateSchema = z.enum(DRAWER_STATES);
export type DrawerState = z.infer<typeof DrawerStateSchema>;

/** The latest count of the session (an audit or the close). */
export const LastCountSchema = z.object({
  type: z.enum(['audit_count', 'daily_close']),
  at: TimestampSchema,
  counted_amount: NonNegativeWireAmountSchema,
});
export type LastCount = z.infer<typeof LastCountSchema>;

/**
 * `expected_amount` and `variance` are left out together for a caller without the manager role unless the
 * cash drawer configuration's expose_count_expected_amount is true (a blind count). `currency` is the
 * drawer's: every amount here is in it. `variance` (last count − expected amount at that moment; may be
 * negative) and `last_count` are null while nothing was counted since the open. `opened_at` is null for a
 * drawer never opened, `closed_at` unless the session ended with a daily_close. The figures mirror
 * shared/cash's summarizeDrawer.
 */
export const DrawerSummarySchema = z
  .object({
    state: DrawerStateSchema,
    currency: CurrencyCodeSchema,
    opened_at: TimestampSchema.nullable(),
    closed_at: TimestampSchema.nullable(),
    opening_float: NonNegativeWireAmountSchema,
    cash_sales: NonNegativeWireAmountSchema,
    cash_refunds: NonNegativeWireAmountSchema,
    inflows: NonNegativeWireAmountSchema,
    outflows: NonNegativeWireAmountSchema,
    /** May be negative when more cash left the drawer than was put in (a shortage to investigate). */
    expected_amount: WireAmountSchema.optional(),
    last_count: LastCountSchema.nullable(),
    variance: WireAmountSchema.nullable().optional(),
  })
  .superRefine((summary, ctx) => {
    const { currency } = summary;
    for (const field of ['opening_float', 'cash_sales', 'cash_refunds', 'inflows', 'outflows'] as const) {
      refineAmountInCurrency(ctx, { value: summary[field], currency, path: [field] });
    }
    if (summary.expected_amount !== undefined) {
      refineAmountInCurrency(ctx, {
        value: summary.expected_amount,
        currency,
        path: ['expected_amount'],
        allowNegative: true,
      });
    }
    if (summary.variance !== undefined && summary.variance !== null) {
      refineAmountInCurrency(ctx, {
        value: summary.variance,
        currency,
        path: ['variance'],
        allowNegative: true,
      });
    }
    if (summary.last_count !== null) {
      refineAmountInCurrency(ctx, {
        value: summary.last_count.counted_amount,
        currency,
        path: ['last_count', 'counted_amount'],
      });
    }
    const hidesExpected = summary.expected_amount === undefined;
    const hidesVariance = summary.variance === undefined;
    if (hidesExpected !== hidesVariance) {
      const missing = hidesExpected ? 'expected_amount' : 'variance';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `is required when ${hidesExpected ? 'variance' : 'expected_amount'} is given (a blind count hides both)`,
        input: undefined,
      });
    }
  });
export type DrawerSummary = z.infer<typeof DrawerSummarySchema>;
