// End-of-day reports: a drawer's Z report, kept by the platform when the drawer is closed
// (GET /v0/d/cash_drawers/{drawer_id}/reports, GET /v0/d/drawer_reports/{report_id}), and the store's
// summary of a day (GET /v0/d/stores/{store_id}/day_report?date=).
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  NonNegativeWireAmountSchema,
  TimestampSchema,
  WireAmountSchema,
} from './common';
import { PaymentMethodSchema } from './order';
import { BusinessDateSchema } from './sales-history';

/** Sales and refunds of one tender: net = sales − refunds (negative when more went back than came in). */
export const TenderTotalSchema = z.object({
  method: PaymentMethodSchema,
  sales: NonNegativeWireAmountSchema,
  refunds: NonNegativeWireAmountSchema,
  net: WireAmountSchema,
});
export type TenderTotal = z.infer<typeof TenderTotalSchema>;

/** Tax collected by one component (state, city, GST, QST, HST, VAT...), net of refunded tax. */
export const TaxTotalSchema = z.object({
  name: z.string(),
  amount: WireAmountSchema,
});
export type TaxTotal = z.infer<typeof TaxTotalSchema>;

/** The drawer's Z report: its day from daily_open to daily_close. */
export const DrawerReportSchema = z.object({
  /** The daily_close transaction's id. */
  report_id: z.uuid(),
  drawer_id: IdSchema,
  drawer_name: z.string(),
  store_id: IdSchema,
  currency: CurrencyCodeSchema,
  /** The day the drawer was opened, in the store's time zone. */
  business_date: BusinessDateSchema,
  opened_at: TimestampSchema,
  closed_at: TimestampSchema,
  opened_by: z.string(),
  closed_by: z.string(),
  opening_float: NonNegativeWireAmountSchema,
  /** Net cash kept from sales (tendered − change). */
  cash_sales: NonNegativeWireAmountSchema,
  cash_refunds: NonNegativeWireAmountSchema,
  /** add_to_float, add_petty_cash, transfer_in, adjustment_in. */
  cash_in: NonNegativeWireAmountSchema,
  /** cash_pull, remove_petty_cash, transfer_out, adjustment_out. */
  cash_out: NonNegativeWireAmountSchema,
  expected_amount: WireAmountSchema,
  counted_amount: NonNegativeWireAmountSchema,
  /** counted − expected. */
  variance: WireAmountSchema,
  /** Counted cash above the drawer's recommended float, taken to the bank. */
  deposit: NonNegativeWireAmountSchema,
  sales_count: z.int().min(0),
  refunds_count: z.int().min(0),
  tenders: z.array(TenderTotalSchema),
  taxes: z.array(TaxTotalSchema),
});
export type DrawerReport = z.infer<typeof DrawerReportSchema>;

export const DrawerReportListResponseSchema = z.object({ reports: z.array(DrawerReportSchema) });
export type DrawerReportListResponse = z.infer<typeof DrawerReportListResponseSchema>;

/** Query of GET /v0/d/stores/{store_id}/day_report and of a drawer's report list. */
export const DayQuerySchema = z.object({ date: BusinessDateSchema });
export const OptionalDayQuerySchema = z.object({ date: BusinessDateSchema.optional() });

/** The store's day: every sale and return of the day, and the Z reports of its drawers closed that day. */
export const StoreDayReportSchema = z.object({
  store_id: IdSchema,
  business_date: BusinessDateSchema,
  currency: CurrencyCodeSchema,
  sales_count: z.int().min(0),
  refunds_count: z.int().min(0),
  tenders: z.array(TenderTotalSchema),
  taxes: z.array(TaxTotalSchema),
  drawers: z.array(DrawerReportSchema),
  /** Sum of the drawers' cash figures. */
  cash_expected: WireAmountSchema,
  cash_counted: NonNegativeWireAmountSchema,
  cash_variance: WireAmountSchema,
  deposits: NonNegativeWireAmountSchema,
});
export type StoreDayReport = z.infer<typeof StoreDayReportSchema>;
