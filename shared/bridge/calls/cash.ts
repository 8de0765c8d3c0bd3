// Cash management in the selected store: drawer setup (manager), drawer figures and transactions
// (recorded here first, delivered through the outbox), and the integrated drawer paired with this workstation.
import { z } from 'zod';
import { IdSchema, NonBlankTextSchema } from '../../contract/common';
import { defineCall, NoRequestSchema } from '../define-call';
import {
  CashOperationModeViewSchema,
  CashTransactionTypeViewSchema,
  CashTransactionViewSchema,
  DiscoveredDrawerSchema,
  DrawerStatusViewSchema,
  DrawerOutcomeViewSchema,
  DrawerSummaryViewSchema,
  StoreCashSettingsSchema,
  CashDrawerViewSchema,
} from '../views/cash';
import { NonNegativeMoneySchema } from '../views/money';

const drawerId = IdSchema;

export const cashCalls = {
  getStoreSettings: defineCall('cash', 'getStoreSettings', {
    summary:
      "The selected store's operation mode and drawers, and whether the business allows cash management.",
    request: NoRequestSchema,
    response: StoreCashSettingsSchema,
  }),

  saveStoreSettings: defineCall('cash', 'saveStoreSettings', {
    summary: 'Sets the operation mode and drawers of the selected store (manager; needs the platform).',
    request: z.strictObject({
      operationMode: CashOperationModeViewSchema,
      drawers: z.array(
        z.strictObject({
          drawerId: IdSchema,
          name: NonBlankTextSchema,
          recommendedFloat: NonNegativeMoneySchema,
          serial: z.string().trim().min(1, 'must not be empty').nullable(),
        }),
      ),
    }),
    response: StoreCashSettingsSchema,
  }),

  listDrawers: defineCall('cash', 'listDrawers', {
    summary: 'The drawers of the selected store with their current figures.',
    request: NoRequestSchema,
    response: z.object({
      drawers: z.array(z.object({ drawer: CashDrawerViewSchema, summary: DrawerSummaryViewSchema })),
    }),
  }),

  getSummary: defineCall('cash', 'getSummary', {
    summary:
      "A drawer's figures: float, sales, refunds, movements, expected amount (unless blind), last count.",
    request: z.strictObject({ drawerId }),
    response: DrawerSummaryViewSchema,
  }),

  listTransactions: defineCall('cash', 'listTransactions', {
    summary: "A drawer's transactions of its current session and before, newest first.",
    request: z.strictObject({ drawerId }),
    response: z.object({ transactions: z.array(CashTransactionViewSchema) }),
  }),

  recordTransaction: defineCall('cash', 'recordTransaction', {
    summary:
      'Records a drawer transaction (open, count, close, pull, float, petty cash, transfer, adjustment, no sale); ' +
      'an integrated drawer paired here is kicked open when cash moves.',
    request: z.strictObject({
      /** Chosen by the screen: the same id twice records one transaction. */
      transactionId: z.uuid('must be a UUID'),
      drawerId,
      type: CashTransactionTypeViewSchema,
      /** Zero or more; the type says which way the cash goes. */
      amount: NonNegativeMoneySchema,
      reasonCode: NonBlankTextSchema.optional(),
      orderId: IdSchema.optional(),
      countedAmount: NonNegativeMoneySchema.optional(),
      denominations: z
        .record(z.string(), z.int('must be a whole number').min(0, 'must be zero or more'))
        .optional(),
    }),
    response: z.object({
      transaction: CashTransactionViewSchema,
      summary: DrawerSummaryViewSchema,
      drawer: DrawerOutcomeViewSchema,
    }),
  }),

  startCount: defineCall('cash', 'startCount', {
    summary:
      'The associate starts counting a drawer (daily open, audit, daily close): an integrated drawer paired here is ' +
      'opened now, since the count is recorded only once the cash has been counted.',
    request: z.strictObject({ drawerId, type: z.enum(['daily_open', 'audit_count', 'daily_close']) }),
    response: z.object({ drawer: DrawerOutcomeViewSchema }),
  }),

  discoverDrawers: defineCall('cash', 'discoverDrawers', {
    summary: 'Integrated cash drawers announcing themselves (mDNS) on this network.',
    request: NoRequestSchema,
    response: z.object({ drawers: z.array(DiscoveredDrawerSchema) }),
  }),

  pairDrawer: defineCall('cash', 'pairDrawer', {
    summary:
      'Pairs this workstation with a drawer of the store (manager): the drawer whose barcode was scanned is found ' +
      "on the network, must answer from here, and its serial is recorded on the store's drawer.",
    request: z.strictObject({ drawerId, serial: z.string().trim().min(1, 'must not be empty') }),
    response: DrawerStatusViewSchema,
  }),

  unpairDrawer: defineCall('cash', 'unpairDrawer', {
    summary: 'Forgets the drawer paired with this workstation.',
    request: NoRequestSchema,
    response: DrawerStatusViewSchema,
  }),

  getDrawerStatus: defineCall('cash', 'getDrawerStatus', {
    summary: 'Asks the paired drawer whether it answers and is open.',
    request: NoRequestSchema,
    response: DrawerStatusViewSchema,
  }),
};
