// End of day. When a drawer is closed the platform writes its Z report in the close's own transaction (kept,
// so the day's books read the same tomorrow; a process dying cannot leave a close without its report): the cash figures of the session (shared/cash summarizeDrawer, the same arithmetic as the
// drawer summary), the deposit (the counted cash above the drawer's recommended float), and the sales and
// returns rung at the drawer between its open and its close — by tender, and their tax by component.
import { depositAtClose } from '../../../shared/cash/deposit';
import { summarizeDrawer } from '../../../shared/cash';
import type { DrawerReport, StoreDayReport, TaxTotal } from '../../../shared/contract/drawer-report';
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import { money } from '../../../shared/money/money';
import { parseMoneyOrThrow, toWireAmount } from '../../../shared/money/parse';
import { businessDateOf, businessDayBounds } from '../../../shared/time/business-day';
import { CashManagementRepository } from '../cash/cash-management-repository';
import { CashTransactionRepository, type StoredCashTransaction } from '../cash/cash-transaction-repository';
import type { PlatformDatabase } from '../db/database';
import { OrderRepository, type StoredOrder } from '../orders/order-repository';
import { SaleReturnRepository } from '../returns/sale-return-repository';
import { StoreRepository } from '../stores/store-repository';
import { DrawerReportRepository } from './drawer-report-repository';
import { tenderTotals } from './tender-totals';

export interface DrawerReportDependencies {
  db: PlatformDatabase;
  orders: OrderRepository;
  stores: StoreRepository;
  drawers: CashManagementRepository;
  cash: CashTransactionRepository;
  returns: SaleReturnRepository;
  reports: DrawerReportRepository;
}

/** The Z reports over `db`, with repositories of their own (for a caller that has none of them at hand). */
export function drawerReportsOn(db: PlatformDatabase, now: () => Date): DrawerReports {
  return new DrawerReports({
    db,
    orders: new OrderRepository(db),
    stores: new StoreRepository(db, now),
    drawers: new CashManagementRepository(db, now),
    cash: new CashTransactionRepository(db, now),
    returns: new SaleReturnRepository(db),
    reports: new DrawerReportRepository(db),
  });
}

export class DrawerReports {
  constructor(private readonly deps: DrawerReportDependencies) {}

  /**
   * Writes the Z report of the session the daily_close `closeId` ended (once; a repeat changes nothing).
   * Only reads and writes the database: it runs inside the transaction that records the close.
   */
  recordClose(drawerId: string, closeId: string): DrawerReport | undefined {
    const existing = this.deps.reports.get(closeId);
    if (existing) return existing;
    const close = this.deps.cash.find(closeId);
    if (close?.drawerId !== drawerId) return undefined;
    // The session the close ended, even if the drawer was opened again since (through another process).
    const session = this.deps.cash.sessionUpTo(drawerId, close.seq);
    const open = session[0];
    const location = this.deps.drawers.locate(drawerId);
    if (!open || !location) return undefined;
    const report = this.build(session, location, open, close);
    this.deps.reports.insert(report);
    return report;
  }

  /**
   * Writes the Z report of every daily_close that has none: closes a version of the platform that wrote
   * the report after the close's commit left behind when its process died between the two. Run at start.
   */
  writeMissing(): number {
    const closes = this.deps.db
      .prepare(
        `SELECT drawer_id, transaction_id FROM cash_transactions
         WHERE type = 'daily_close'
           AND NOT EXISTS (SELECT 1 FROM drawer_reports WHERE report_id = cash_transactions.transaction_id)
         ORDER BY seq`,
      )
      .all() as Array<{ drawer_id: string; transaction_id: string }>;
    return closes.filter((close) =>
      this.deps.db.transaction(() => this.recordClose(close.drawer_id, close.transaction_id) !== undefined)(),
    ).length;
  }

  private build(
    session: readonly StoredCashTransaction[],
    location: NonNullable<ReturnType<CashManagementRepository['locate']>>,
    open: StoredCashTransaction,
    close: StoredCashTransaction,
  ): DrawerReport {
    const { drawer, storeId } = location;
    const currency = drawer.currency;
    const show = (minor: number) => toWireAmount(money(minor, currency));
    const figures = summarizeDrawer(
      session.map((entry) => ({
        type: entry.transaction.type,
        amountMinor: entry.amountMinor,
        countedAmountMinor: entry.countedMinor,
        createdAt: new Date(0).toISOString(),
      })),
      currency,
    );
    const counted = money(close.countedMinor ?? 0, currency);
    const deposit = depositAtClose({
      counted,
      floatToKeep: parseMoneyOrThrow(drawer.recommended_float, currency),
    }).deposit;
    const sales = this.salesOfSession(drawer.drawer_id, session, open.recordedAt, close.recordedAt);
    const returns = this.deps.returns.ofDrawerBetween(drawer.drawer_id, open.recordedAt, close.recordedAt);
    const timeZone = this.deps.stores.get(storeId)?.timezone ?? 'UTC';
    return {
      report_id: close.transaction.transaction_id,
      drawer_id: drawer.drawer_id,
      drawer_name: drawer.name,
      store_id: storeId,
      currency,
      business_date: businessDateOf(open.transaction.created_at, timeZone),
      opened_at: open.transaction.created_at,
      closed_at: close.transaction.created_at,
      opened_by: open.transaction.associate,
      closed_by: close.transaction.associate,
      opening_float: show(figures.openingFloat.minor),
      cash_sales: show(figures.cashSales.minor),
      cash_refunds: show(figures.cashRefunds.minor),
      cash_in: show(figures.inflows.minor),
      cash_out: show(figures.outflows.minor),
      expected_amount: show(figures.lastCount?.expectedAmount.minor ?? figures.expectedAmount.minor),
      counted_amount: show(counted.minor),
      variance: show(figures.lastCount?.variance.minor ?? counted.minor - figures.expectedAmount.minor),
      deposit: show(deposit.minor),
      sales_count: sales.length,
      refunds_count: returns.length,
      tenders: tenderTotals(sales, returns, currency),
      taxes: taxTotals(sales, returns, currency),
    };
  }

  /**
   * The sales rung at the drawer during its day: those that name it, and those whose cash went into it
   * (a cash_sale of the session carrying the order's id).
   */
  private salesOfSession(
    drawerId: string,
    session: readonly StoredCashTransaction[],
    from: string,
    to: string,
  ): StoredOrder[] {
    const named = this.deps.db
      .prepare('SELECT order_id FROM orders WHERE drawer_id = ? AND created_at >= ? AND created_at <= ?')
      .pluck()
      .all(drawerId, from, to) as string[];
    const byCash = session
      .filter((entry) => entry.transaction.type === 'cash_sale' && entry.transaction.order_id !== undefined)
      .map((entry) => entry.transaction.order_id as string);
    return [...new Set([...named, ...byCash])]
      .map((orderId) => this.deps.orders.get(orderId))
      .filter((order): order is StoredOrder => order !== undefined);
  }

  /** The store's day: its sales and returns of the day (every tender) and its drawers' Z reports. */
  storeDay(storeId: string, date: string): StoreDayReport {
    const store = this.deps.stores.get(storeId);
    const timeZone = store?.timezone ?? 'UTC';
    const { start, end } = businessDayBounds(date, timeZone);
    const saleIds = this.deps.db
      .prepare(
        `SELECT order_id FROM orders WHERE store_id = ? AND (kind = 'in_store_sale' OR status = 'picked_up')
           AND created_at >= ? AND created_at < ? ORDER BY created_at`,
      )
      .pluck()
      .all(storeId, start, end) as string[];
    const sales = saleIds
      .map((orderId) => this.deps.orders.get(orderId))
      .filter((order): order is StoredOrder => order !== undefined);
    const returns = this.deps.returns.ofStoreBetween(storeId, start, end);
    const drawers = this.deps.reports.ofStore(storeId, date);
    const currency =
      sales[0]?.currency ??
      drawers[0]?.currency ??
      this.deps.drawers.get(storeId).drawers[0]?.currency ??
      'USD';
    const sumOf = (pick: (report: DrawerReport) => number) =>
      toWireAmount(
        money(
          drawers.reduce(
            (total, report) =>
              total + parseMoneyOrThrow(pick(report), currency, { allowNegative: true }).minor,
            0,
          ),
          currency,
        ),
      );
    return {
      store_id: storeId,
      business_date: date,
      currency,
      sales_count: sales.length,
      refunds_count: returns.length,
      tenders: tenderTotals(sales, returns, currency),
      taxes: taxTotals(sales, returns, currency),
      drawers,
      cash_expected: sumOf((report) => report.expected_amount),
      cash_counted: sumOf((report) => report.counted_amount),
      cash_variance: sumOf((report) => report.variance),
      deposits: sumOf((report) => report.deposit),
    };
  }
}

/**
 * Tax collected per tax line (component at a rate, named as receipts print it: "HST 13%"), net of the tax
 * returns gave back; in the order the sales first charged them. Amounts are summed in minor units.
 */
function taxTotals(sales: readonly Order[], returns: readonly SaleReturn[], currency: string): TaxTotal[] {
  const totals = new Map<string, number>();
  const add = (label: string, rate: string, amount: number, sign: 1 | -1, of: string) => {
    const name = `${label} ${rate}%`;
    const minor = parseMoneyOrThrow(amount, of, { allowNegative: true }).minor;
    totals.set(name, (totals.get(name) ?? 0) + sign * minor);
  };
  for (const sale of sales) {
    for (const line of sale.taxes ?? []) add(line.label, line.rate, line.amount, 1, sale.currency);
  }
  for (const saleReturn of returns) {
    for (const line of saleReturn.taxes ?? []) {
      add(line.label, line.rate, line.amount, -1, saleReturn.currency);
    }
  }
  return [...totals].map(([name, minor]) => ({ name, amount: toWireAmount(money(minor, currency)) }));
}
