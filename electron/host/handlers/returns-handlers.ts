// returns.*: the selected store's sales history, returns (the platform decides what may still be returned
// and what each tender gets back; this side previews it with the same rule, opens the drawer for cash and
// prints the refund receipt) and the drawers' end-of-day reports.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { DrawerReportView, ReturnView, SaleView } from '../../../shared/bridge/views/returns';
import type { DrawerReport } from '../../../shared/contract/drawer-report';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { SaleDetail } from '../../../shared/contract/sales-history';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import { money } from '../../../shared/money/money';
import { planRefund, type RefundPlan } from '../../../shared/returns/refund-plan';
import {
  earlierReturnsOf,
  paidTendersOf,
  saleTotalOf,
  soldLinesOf,
} from '../../../shared/returns/sale-refund-inputs';
import { businessDateOf } from '../../../shared/time/business-day';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { LocalData } from '../../services/local-db/local-data';
import type { PrintService } from '../../services/printing/print-service';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { SaleDesk } from '../../services/sale/sale-desk';
import { drawerSummaryView } from '../views/cash-view';
import { moneyViewToWire, toMoneyView, wireToMoney } from '../../../shared/bridge/views/money-conversion';
import { toPrintJobView } from '../views/print-job-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';

export function returnsHandlers(deps: {
  session: WorkstationSession;
  data: LocalData;
  desk: SaleDesk;
  configs: WorkstationConfigs;
  client: PlatformApiClient;
  printing: PrintService;
  devices: WorkstationDevices;
  log: (message: string) => void;
}): BridgeImplementation['returns'] {
  const { session, data, desk, configs, client, printing, devices, log } = deps;
  const title = (productId: string) => data.catalog.get(productId)?.product.title ?? productId;

  function returnView(saleReturn: SaleReturn): ReturnView {
    const { currency } = saleReturn;
    return {
      returnId: saleReturn.return_id,
      createdAt: saleReturn.created_at,
      lines: saleReturn.lines.map((line) => ({
        productId: line.product_id,
        title: title(line.product_id),
        quantity: line.quantity,
        amount: wireToMoney(line.amount, currency),
      })),
      total: wireToMoney(saleReturn.total, currency),
      refunds: saleReturn.refunds.map((refund) => ({
        method: refund.method,
        amount: wireToMoney(refund.amount, currency),
        roundingAdjustment: wireToMoney(refund.rounding_adjustment, currency, { allowNegative: true }),
      })),
      totalRefunded: wireToMoney(saleReturn.total_refunded, currency),
      associate: saleReturn.associate,
      approvedBy: saleReturn.approved_by,
      receipt: saleReturn.receipt,
    };
  }

  function saleView(detail: SaleDetail): SaleView {
    const { order } = detail;
    const { currency } = order;
    // What the customer owed: the goods, plus the tax when it was added to the prices.
    const goods = saleTotalOf(order).minor;
    const paid = order.payments.reduce(
      (total, payment) => total + parseMoneyOrThrow(payment.amount, currency).minor,
      0,
    );
    return {
      orderId: order.order_id,
      externalId: order.external_id,
      kind: detail.kind,
      createdAt: order.created_at,
      currency,
      customer: order.customer?.name ?? null,
      lines: detail.lines.map((line) => ({
        productId: line.product_id,
        title: title(line.product_id),
        unitPrice: wireToMoney(line.unit_price, currency),
        sold: line.sold,
        returned: line.returned,
        returnable: line.returnable,
      })),
      tenders: order.payments.map((payment) => ({
        method: payment.method,
        amount: wireToMoney(payment.amount, currency),
        roundingAdjustment: wireToMoney(payment.rounding_adjustment, currency, { allowNegative: true }),
        cardLastFour: payment.card_last_four ?? null,
      })),
      total: toMoneyView(money(goods, currency)),
      taxLines: (order.taxes ?? []).map((line) => ({
        componentId: line.component_id,
        label: line.label,
        rate: line.rate,
        taxableAmount: wireToMoney(line.taxable_amount, currency),
        amount: wireToMoney(line.amount, currency),
      })),
      pricesIncludeTax: order.prices_include_tax ?? false,
      totalPaid: toMoneyView(money(order.payments.length > 0 ? paid : goods, currency)),
      returns: detail.returns.map(returnView),
      returnable: detail.returnable && detail.lines.some((line) => line.returnable > 0),
    };
  }

  /** The refund the platform will make, worked out with its rule from the sale as it stands now. */
  async function plan(detail: SaleDetail, lines: readonly { productId: string; quantity: number }[]) {
    const { order } = detail;
    const result = planRefund({
      currency: order.currency,
      sold: soldLinesOf(order),
      tenders: paidTendersOf(order),
      earlier: earlierReturnsOf(detail.returns),
      pricesIncludeTax: order.prices_include_tax === true,
      lines,
      rounding: await desk.roundingContext(session.requireStore()),
    });
    if (!result.ok) {
      throw new BridgeError({
        code: result.code,
        message: `The return was refused: ${result.message}.`,
        details: [{ path: result.field.replace('product_id', 'productId'), message: result.message }],
      });
    }
    return result.plan;
  }

  function previewView(refund: RefundPlan) {
    return {
      goods: toMoneyView(refund.goods),
      tax: toMoneyView(refund.tax),
      value: toMoneyView(refund.value),
      refunds: refund.refunds.map((entry) => ({
        method: entry.method,
        share: toMoneyView(entry.share),
        amount: toMoneyView(entry.amount),
        roundingAdjustment: toMoneyView(entry.roundingAdjustment),
      })),
      totalRefunded: toMoneyView(refund.totalRefunded),
    };
  }

  /** The drawer a cash refund comes out of: the one asked for, else the one paired here (or the store's only one), open. */
  async function refundDrawer(storeId: string, cash: boolean, requested: string | undefined) {
    const management = await configs.cashManagement(storeId);
    if (management.operation_mode === 'none') return undefined;
    const drawerId =
      requested ??
      devices.pairedDrawerId() ??
      (management.drawers.length === 1 ? management.drawers[0]?.drawer_id : undefined);
    const drawer = management.drawers.find((candidate) => candidate.drawer_id === drawerId);
    if (!drawer) {
      if (!cash) return undefined;
      throw new BridgeError({
        code: 'drawer_required',
        message:
          'A cash refund comes out of a drawer: pair this workstation with one of the store’s drawers.',
      });
    }
    if (cash) {
      const summary = drawerSummaryView(
        drawer.drawer_id,
        drawer.currency,
        data.cash.list(drawer.drawer_id),
        false,
      );
      if (summary.state !== 'open') {
        throw new BridgeError({
          code: 'drawer_closed',
          message: `Drawer ${drawer.name} is ${summary.state === 'closed' ? 'closed' : 'not opened yet'}: open it (daily open) before refunding cash.`,
        });
      }
    }
    return { drawer, mode: management.operation_mode };
  }

  function reportView(report: DrawerReport): DrawerReportView {
    const { currency } = report;
    const amount = (value: number) => wireToMoney(value, currency, { allowNegative: true });
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
      tenders: report.tenders.map((tender) => ({
        method: tender.method,
        sales: amount(tender.sales),
        refunds: amount(tender.refunds),
        net: amount(tender.net),
      })),
      taxes: report.taxes.map((tax) => ({ name: tax.name, amount: amount(tax.amount) })),
    };
  }

  return {
    async searchSales(request) {
      session.requireUser();
      const store = session.requireStore();
      // An id is looked for on every day; otherwise the day asked for, today by default.
      const date = request.date ?? (request.query ? undefined : businessDateOf(new Date(), store.timezone));
      const query = request.query?.trim();
      const answer = await client.listSales({
        store_id: store.store_id,
        ...(date ? { date } : {}),
        ...(query ? { q: query } : {}),
        ...(request.amount ? { amount: moneyViewToWire(request.amount) } : {}),
        ...(request.cardLastFour ? { card_last_four: request.cardLastFour } : {}),
        count: 200,
      });
      return {
        sales: answer.items.map((item) => ({
          orderId: item.order_id,
          externalId: item.external_id,
          kind: item.kind,
          createdAt: item.created_at,
          total: wireToMoney(item.total, item.currency),
          totalPaid: wireToMoney(item.total_paid, item.currency),
          tenders: item.tenders,
          itemCount: item.item_count,
          returnedCount: item.returned_count,
          totalRefunded: wireToMoney(item.total_refunded, item.currency),
        })),
      };
    },

    async openSale(request) {
      session.requireUser();
      return saleView(await client.getSale(request.code));
    },

    async previewRefund(request) {
      session.requireUser();
      return previewView(await plan(await client.getSale(request.orderId), request.lines));
    },

    async complete(request) {
      session.requireUser();
      const store = session.requireStore();
      const detail = await client.getSale(request.orderId);
      const refund = await plan(detail, request.lines);
      const methods = refund.refunds.map((entry) => entry.method);
      if (methods.includes('card') && !request.cardRefundConfirmed) {
        throw new BridgeError({
          code: 'card_refund_not_confirmed',
          message: 'Refund the card on the terminal first, then confirm it here.',
          details: [
            { path: 'cardRefundConfirmed', message: 'must be true: part of the refund goes to a card' },
          ],
        });
      }
      const drawer = await refundDrawer(store.store_id, methods.includes('cash'), request.drawerId);
      const saleReturn = await client.createReturn(detail.order.order_id, {
        return_id: request.returnId,
        lines: request.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
        receipt: request.receipt,
        ...(drawer ? { drawer_id: drawer.drawer.drawer_id } : {}),
        ...(request.reason ? { reason: request.reason } : {}),
        ...(request.managerApproval ? { manager_approval: request.managerApproval } : {}),
      });
      const cashRefund = saleReturn.refunds.find((entry) => entry.method === 'cash');
      if (drawer && cashRefund && saleReturn.cash_transaction_id) {
        // The platform took the cash out of the drawer; the drawer's figures here follow at once.
        data.cash.upsertRecorded(drawer.drawer.drawer_id, [
          {
            transaction_id: saleReturn.cash_transaction_id,
            store_id: saleReturn.store_id,
            type: 'cash_refund',
            amount: cashRefund.amount,
            currency: saleReturn.currency,
            associate: saleReturn.associate,
            created_at: saleReturn.created_at,
            order_id: saleReturn.order_id,
          },
        ]);
      }
      const drawerOutcome =
        drawer && cashRefund
          ? await devices.open(drawer.drawer.drawer_id, drawer.mode, {
              kind: 'refund',
              tenders: saleReturn.refunds.map((entry) => entry.method),
            })
          : { outcome: 'not_needed' as const, message: null };
      let receiptJobs: ReturnType<typeof toPrintJobView>[] = [];
      try {
        receiptJobs = printing
          .printRefundReceipt({
            saleReturn,
            store,
            ...(request.receiptLanguage ? { language: request.receiptLanguage } : {}),
          })
          .map(toPrintJobView);
      } catch (error) {
        log(`The refund receipt of ${saleReturn.return_id} was not printed: ${(error as Error).message}`);
      }
      return { saleReturn: returnView(saleReturn), drawer: drawerOutcome, receiptJobs };
    },

    async reprintReceipt(request) {
      session.requireUser();
      const { order } = await client.getSale(request.orderId);
      const jobs = printing.reprintReceipt({
        sale: {
          external_id: order.external_id,
          order_id: order.order_id,
          currency: order.currency,
          placed_at: order.created_at,
          shipments: order.shipments,
          payments: order.payments,
          // The tax it charged, so the copy adds up as the first receipt did.
          ...(order.taxes ? { taxes: order.taxes } : {}),
          ...(order.prices_include_tax !== undefined ? { prices_include_tax: order.prices_include_tax } : {}),
        },
        store: session.requireStore(),
        ...(request.language ? { language: request.language } : {}),
      });
      return { jobs: jobs.map(toPrintJobView) };
    },

    async listDrawerReports(request) {
      session.requireRole('manager', 'Reading Z reports');
      const answer = await client.listDrawerReports(request.drawerId, request.date);
      return { reports: answer.reports.map(reportView) };
    },

    async getStoreDay(request) {
      session.requireRole('manager', "Reading the store's day");
      const store = session.requireStore();
      const day = await client.getStoreDayReport(store.store_id, request.date);
      const amount = (value: number) => wireToMoney(value, day.currency, { allowNegative: true });
      return {
        businessDate: day.business_date,
        salesCount: day.sales_count,
        refundsCount: day.refunds_count,
        tenders: day.tenders.map((tender) => ({
          method: tender.method,
          sales: amount(tender.sales),
          refunds: amount(tender.refunds),
          net: amount(tender.net),
        })),
        taxes: day.taxes.map((tax) => ({ name: tax.name, amount: amount(tax.amount) })),
        drawers: day.drawers.map(reportView),
        cashExpected: amount(day.cash_expected),
        cashCounted: amount(day.cash_counted),
        cashVariance: amount(day.cash_variance),
        deposits: amount(day.deposits),
      };
    },

    async printDrawerReport(request) {
      session.requireUser();
      const report = await client.getDrawerReport(request.reportId);
      const jobs = printing.printZReport({ report, store: session.requireStore(), reprint: true });
      return { jobs: jobs.map(toPrintJobView) };
    },
  };
}

/** Prints a drawer's Z report once the platform has its close (it writes the report when the close lands). */
export async function printZReportOfClose(deps: {
  client: PlatformApiClient;
  printing: PrintService;
  session: WorkstationSession;
  closeTransactionId: string;
}): Promise<void> {
  const report = await deps.client.getDrawerReport(deps.closeTransactionId);
  deps.printing.printZReport({ report, store: deps.session.requireStore() });
}
