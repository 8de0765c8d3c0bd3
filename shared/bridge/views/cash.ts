// Cash drawers of the selected store, their figures, their transactions, and the drawer paired here.
import { z } from 'zod';
import { DrawerNoticeSchema, DrawerProblemSchema } from '../../cash/drawer-problem';
import { CASH_OPERATION_MODES, CASH_TRANSACTION_TYPES } from '../../cash/transaction-types';
import { IdSchema } from '../../contract/common';
import { MoneySchema } from './money';

export const CashOperationModeViewSchema = z.enum(CASH_OPERATION_MODES);
export const CashTransactionTypeViewSchema = z.enum(CASH_TRANSACTION_TYPES);

export const CashDrawerViewSchema = z.object({
  drawerId: IdSchema,
  name: z.string(),
  recommendedFloat: MoneySchema,
  /** The serial printed on an integrated drawer; null for a non-integrated one. */
  serial: z.string().nullable(),
});
export type CashDrawerView = z.infer<typeof CashDrawerViewSchema>;

export const StoreCashSettingsSchema = z.object({
  /** The business allows cash management (application configuration capabilities.cash_management). */
  capabilityEnabled: z.boolean(),
  operationMode: CashOperationModeViewSchema,
  drawers: z.array(CashDrawerViewSchema),
});
export type StoreCashSettings = z.infer<typeof StoreCashSettingsSchema>;

export const DrawerSummaryViewSchema = z.object({
  drawerId: IdSchema,
  state: z.enum(['never_opened', 'open', 'closed']),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  openingFloat: MoneySchema,
  cashSales: MoneySchema,
  cashRefunds: MoneySchema,
  inflows: MoneySchema,
  outflows: MoneySchema,
  /** null for a blind count (an associate, unless the business shows the expected amount). */
  expectedAmount: MoneySchema.nullable(),
  lastCount: z
    .object({ type: z.enum(['audit_count', 'daily_close']), at: z.string(), countedAmount: MoneySchema })
    .nullable(),
  variance: MoneySchema.nullable(),
  /** Transactions made here that the platform has not acknowledged yet (included in the figures). */
  pendingTransactions: z.int().min(0),
});
export type DrawerSummaryView = z.infer<typeof DrawerSummaryViewSchema>;

export const CashTransactionViewSchema = z.object({
  transactionId: z.string(),
  drawerId: z.string(),
  type: CashTransactionTypeViewSchema,
  amount: MoneySchema,
  associate: z.string(),
  createdAt: z.string(),
  reasonCode: z.string().nullable(),
  orderId: z.string().nullable(),
  countedAmount: MoneySchema.nullable(),
  /** Face value in minor units → pieces. */
  denominations: z.record(z.string(), z.int().min(0)).nullable(),
  /** pending: waiting for the platform; failed: refused (see the outbox). */
  state: z.enum(['pending', 'recorded', 'failed', 'discarded']),
});
export type CashTransactionView = z.infer<typeof CashTransactionViewSchema>;

export const DiscoveredDrawerSchema = z.object({
  name: z.string(),
  serial: z.string().nullable(),
  host: z.string(),
  port: z.int(),
});
export type DiscoveredDrawer = z.infer<typeof DiscoveredDrawerSchema>;

/** The integrated drawer paired with this workstation, and whether it answers. */
export const DrawerStatusViewSchema = z.object({
  paired: z.object({ drawerId: z.string(), serial: z.string(), host: z.string(), port: z.int() }).nullable(),
  /** unknown: paired, not asked yet. */
  connection: z.enum(['not_paired', 'unknown', 'connected', 'unreachable']),
  /** Whether the drawer reports itself open; null when unknown. */
  open: z.boolean().nullable(),
  /** Why it is unreachable, as a code the screen words. */
  problem: DrawerProblemSchema.nullable(),
  checkedAt: z.string().nullable(),
});
export type DrawerStatusView = z.infer<typeof DrawerStatusViewSchema>;

/** What happened to the drawer after a transaction or a sale was recorded (it is recorded either way). */
export const DrawerOutcomeViewSchema = z.object({
  /**
   * opened: the integrated drawer paired here was kicked open; open_by_hand: a non-integrated drawer, the
   * associate opens it; not_needed: no cash moves (card only, a correction) or no cash management;
   * failed: the drawer could not be opened from here — the notice says to use the key.
   */
  outcome: z.enum(['opened', 'open_by_hand', 'not_needed', 'failed']),
  /** What the associate does with the drawer (open_by_hand, failed), as a code the screen words. */
  notice: DrawerNoticeSchema.nullable(),
});
export type DrawerOutcomeView = z.infer<typeof DrawerOutcomeViewSchema>;
