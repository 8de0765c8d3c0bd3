// A drawer's Z report and the store's day from the platform → the bridge's views (a variance or a net may
// be negative).
import type { DrawerReportView, StoreDayView } from '../../../shared/bridge/views/returns';
import { wireToMoney } from '../../../shared/bridge/views/money-conversion';
import type {
  DrawerReport,
  StoreDayReport,
  TaxTotal,
  TenderTotal,
} from '../../../shared/contract/drawer-report';

/** A wire amount of the report's currency, negative allowed. */
type ReportAmount = (value: number) => ReturnType<typeof wireToMoney>;

function signedAmountIn(currency: string): ReportAmount {
  return (value) => wireToMoney(value, currency, { allowNegative: true });
}

function tenderTotalsView(tenders: readonly TenderTotal[], amount: ReportAmount) {
  return tenders.map((tender) => ({
    method: tender.method,
    sales: amount(tender.sales),
    refunds: amount(tender.refunds),
    net: amount(tender.net),
  }));
}

function taxTotalsView(taxes: readonly TaxTotal[], amount: ReportAmount) {
  return taxes.map((tax) => ({ name: tax.name, amount: amount(tax.amount) }));
}

export function toDrawerReportView(report: DrawerReport): DrawerReportView {
  const amount = signedAmountIn(report.currency);
  return {
    reportId: report.report_id,
    drawerId: report.drawer_id,
    drawerName: report.drawer_name,
    businessDate: report.business_date,
    openedAt: report.opened_at,
    closedAt: report.closed_at,
    openedBy: report.opened_by,
    closedBy: report.closed_by,
    openingFloat: amount(report.opening_float),
    cashSales: amount(report.cash_sales),
    cashRefunds: amount(report.cash_refunds),
    cashIn: amount(report.cash_in),
    cashOut: amount(report.cash_out),
    expectedAmount: amount(report.expected_amount),
    countedAmount: amount(report.counted_amount),
    variance: amount(report.variance),
    deposit: amount(report.deposit),
    salesCount: report.sales_count,
    refundsCount: report.refunds_count,
    tenders: tenderTotalsView(report.tenders, amount),
    taxes: taxTotalsView(report.taxes, amount),
  };
}

export function toStoreDayView(day: StoreDayReport): StoreDayView {
  const amount = signedAmountIn(day.currency);
  return {
    businessDate: day.business_date,
    salesCount: day.sales_count,
    refundsCount: day.refunds_count,
    tenders: tenderTotalsView(day.tenders, amount),
    taxes: taxTotalsView(day.taxes, amount),
    drawers: day.drawers.map(toDrawerReportView),
    cashExpected: amount(day.cash_expected),
    cashCounted: amount(day.cash_counted),
    cashVariance: amount(day.cash_variance),
    deposits: amount(day.deposits),
  };
}
