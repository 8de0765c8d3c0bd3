// Sales history and returns in the selected store (they need the platform: it decides what may still be
// returned), and the end-of-day reports of its drawers.
import { z } from 'zod';
import { IdSchema, NonBlankTextSchema } from '../../contract/common';
import { defineCall } from '../define-call';
import { DocumentLanguageSchema } from '../views/document-language';
import { PrintJobViewSchema } from '../views/printing';
import { NonNegativeMoneySchema } from '../views/money';
import {
  CompletedReturnViewSchema,
  DrawerReportViewSchema,
  RefundPreviewViewSchema,
  SaleSummaryViewSchema,
  SaleViewSchema,
  StoreDayViewSchema,
} from '../views/returns';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date of the form YYYY-MM-DD');
const ReturnLinesSchema = z
  .array(
    z.strictObject({
      productId: IdSchema,
      quantity: z
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(9999, 'must be at most 9999'),
    }),
  )
  .min(1, 'must hold at least one line');
const JobsSchema = z.object({ jobs: z.array(PrintJobViewSchema) });

export const returnsCalls = {
  searchSales: defineCall('returns', 'searchSales', {
    summary: "The selected store's sales of a day (today when left out), narrowed by id, amount or card.",
    request: z.strictObject({
      date: DateSchema.optional(),
      query: z.string().trim().max(100, 'is too long').optional(),
      amount: NonNegativeMoneySchema.optional(),
      cardLastFour: z
        .string()
        .regex(/^\d{4}$/, 'must be the four last digits of the card')
        .optional(),
    }),
    response: z.object({ sales: z.array(SaleSummaryViewSchema) }),
  }),

  openSale: defineCall('returns', 'openSale', {
    summary: 'A sale by the code on its receipt (order id or sale number): lines, tenders, returns.',
    request: z.strictObject({ code: z.string().trim().min(1, 'must not be empty').max(100, 'is too long') }),
    response: SaleViewSchema,
  }),

  previewRefund: defineCall('returns', 'previewRefund', {
    summary: 'What returning these lines would give back, tender by tender (nothing is recorded).',
    request: z.strictObject({ orderId: IdSchema, lines: ReturnLinesSchema }),
    response: RefundPreviewViewSchema,
  }),

  complete: defineCall('returns', 'complete', {
    summary:
      'Returns the lines: the platform refunds each tender, the drawer opens for cash, a refund receipt prints.',
    request: z.strictObject({
      /** Chosen when the return starts: the same id twice records one return. */
      returnId: z.uuid('must be a UUID'),
      orderId: IdSchema,
      lines: ReturnLinesSchema,
      /** The customer brought the receipt; without it a manager approves. */
      receipt: z.boolean(),
      /** The card refund was confirmed on the terminal (required when part of the refund goes to a card). */
      cardRefundConfirmed: z.boolean().default(false),
      reason: NonBlankTextSchema.optional(),
      /** The drawer a cash refund comes out of; the drawer paired with this workstation when left out. */
      drawerId: IdSchema.optional(),
      managerApproval: z
        .strictObject({
          username: z.string().trim().min(1, 'must not be empty'),
          password: z.string().min(1, 'must not be empty'),
        })
        .optional(),
      /** The customer asked for their refund receipt in this language (default: the store's). */
      receiptLanguage: DocumentLanguageSchema.optional(),
    }),
    response: CompletedReturnViewSchema,
  }),

  reprintReceipt: defineCall('returns', 'reprintReceipt', {
    summary: "Prints a sale's receipt again on the receipt printer (marked as a copy).",
    request: z.strictObject({
      orderId: IdSchema,
      /** The customer asked for the copy in this language (default: the store's). */
      language: DocumentLanguageSchema.optional(),
    }),
    response: JobsSchema,
  }),

  listDrawerReports: defineCall('returns', 'listDrawerReports', {
    summary: "A drawer's Z reports of a day (manager).",
    request: z.strictObject({ drawerId: IdSchema, date: DateSchema.optional() }),
    response: z.object({ reports: z.array(DrawerReportViewSchema) }),
  }),

  getStoreDay: defineCall('returns', 'getStoreDay', {
    summary: "The selected store's day: every drawer's Z report, totals by tender, taxes (manager).",
    request: z.strictObject({ date: DateSchema }),
    response: StoreDayViewSchema,
  }),

  printDrawerReport: defineCall('returns', 'printDrawerReport', {
    summary: 'Prints a Z report on the receipt printer.',
    request: z.strictObject({ reportId: z.uuid('must be a report id') }),
    response: JobsSchema,
  }),
};
