// Sales history, returns and end-of-day reports as the screens show them (money as minor units).
import { z } from 'zod';
import { DrawerOutcomeViewSchema } from './cash';
import { MoneySchema } from './money';
import { PrintJobViewSchema } from './printing';
import { SaleTaxLineViewSchema } from './sale';

const TenderMethodSchema = z.enum(['cash', 'card']);

export const SaleSummaryViewSchema = z.object({
  orderId: z.string(),
  externalId: z.string(),
  kind: z.enum(['in_store_sale', 'pickup']),
  createdAt: z.string(),
  total: MoneySchema,
  totalPaid: MoneySchema,
  tenders: z.array(TenderMethodSchema),
  itemCount: z.int(),
  returnedCount: z.int(),
  totalRefunded: MoneySchema,
});
export type SaleSummaryView = z.infer<typeof SaleSummaryViewSchema>;

export const ReturnViewSchema = z.object({
  returnId: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.object({ productId: z.string(), title: z.string(), quantity: z.int(), amount: MoneySchema }),
  ),
  total: MoneySchema,
  refunds: z.array(
    z.object({ method: TenderMethodSchema, amount: MoneySchema, roundingAdjustment: MoneySchema }),
  ),
  totalRefunded: MoneySchema,
  associate: z.string(),
  approvedBy: z.string().nullable(),
  receipt: z.boolean(),
});
export type ReturnView = z.infer<typeof ReturnViewSchema>;

export const SaleLineViewSchema = z.object({
  productId: z.string(),
  title: z.string(),
  unitPrice: MoneySchema,
  sold: z.int(),
  returned: z.int(),
  returnable: z.int(),
});
export type SaleLineView = z.infer<typeof SaleLineViewSchema>;

export const SaleViewSchema = z.object({
  orderId: z.string(),
  externalId: z.string(),
  kind: z.enum(['in_store_sale', 'pickup']),
  createdAt: z.string(),
  currency: z.string(),
  customer: z.string().nullable(),
  lines: z.array(SaleLineViewSchema),
  tenders: z.array(
    z.object({
      method: TenderMethodSchema,
      amount: MoneySchema,
      roundingAdjustment: MoneySchema,
      cardLastFour: z.string().nullable(),
    }),
  ),
  /** Sum of the lines as priced. */
  total: MoneySchema,
  /** The tax the sale charged, per component (contained in the prices when pricesIncludeTax). */
  taxLines: z.array(SaleTaxLineViewSchema),
  pricesIncludeTax: z.boolean(),
  totalPaid: MoneySchema,
  returns: z.array(ReturnViewSchema),
  /** Goods can still be returned (picked up, something left). */
  returnable: z.boolean(),
});
export type SaleView = z.infer<typeof SaleViewSchema>;

/** What a return would give back, worked out here with the platform's rule before it is sent. */
export const RefundPreviewViewSchema = z.object({
  goods: MoneySchema,
  tax: MoneySchema,
  value: MoneySchema,
  refunds: z.array(
    z.object({
      method: TenderMethodSchema,
      share: MoneySchema,
      amount: MoneySchema,
      roundingAdjustment: MoneySchema,
    }),
  ),
  totalRefunded: MoneySchema,
});
export type RefundPreviewView = z.infer<typeof RefundPreviewViewSchema>;

export const CompletedReturnViewSchema = z.object({
  saleReturn: ReturnViewSchema,
  drawer: DrawerOutcomeViewSchema,
  receiptJobs: z.array(PrintJobViewSchema),
});
export type CompletedReturnView = z.infer<typeof CompletedReturnViewSchema>;

const TenderTotalViewSchema = z.object({
  method: TenderMethodSchema,
  sales: MoneySchema,
  refunds: MoneySchema,
  net: MoneySchema,
});

export const DrawerReportViewSchema = z.object({
  reportId: z.string(),
  drawerId: z.string(),
  drawerName: z.string(),
  businessDate: z.string(),
  openedAt: z.string(),
  closedAt: z.string(),
  openedBy: z.string(),
  closedBy: z.string(),
  openingFloat: MoneySchema,
  cashSales: MoneySchema,
  cashRefunds: MoneySchema,
  cashIn: MoneySchema,
  cashOut: MoneySchema,
  expectedAmount: MoneySchema,
  countedAmount: MoneySchema,
  variance: MoneySchema,
  deposit: MoneySchema,
  salesCount: z.int(),
  refundsCount: z.int(),
  tenders: z.array(TenderTotalViewSchema),
  taxes: z.array(z.object({ name: z.string(), amount: MoneySchema })),
});
export type DrawerReportView = z.infer<typeof DrawerReportViewSchema>;

export const StoreDayViewSchema = z.object({
  businessDate: z.string(),
  salesCount: z.int(),
  refundsCount: z.int(),
  tenders: z.array(TenderTotalViewSchema),
  taxes: z.array(z.object({ name: z.string(), amount: MoneySchema })),
  drawers: z.array(DrawerReportViewSchema),
  cashExpected: MoneySchema,
  cashCounted: MoneySchema,
  cashVariance: MoneySchema,
  deposits: MoneySchema,
});
export type StoreDayView = z.infer<typeof StoreDayViewSchema>;
