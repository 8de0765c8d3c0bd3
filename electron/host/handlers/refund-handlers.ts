// returns.previewRefund / complete: a return on a sale. The platform decides what may still be returned
// and what each tender gets back; this side previews it with the same rule, opens the drawer for cash and
// prints the refund receipt.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { CashDrawer, StoreCashManagement } from '../../../shared/contract/cash-management';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { SaleDetail } from '../../../shared/contract/sales-history';
import type { Store } from '../../../shared/contract/store';
import { planRefund } from '../../../shared/returns/refund-plan';
import { earlierReturnsOf, paidTendersOf, soldLinesOf } from '../../../shared/returns/sale-refund-inputs';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { LocalData } from '../../services/local-db/local-data';
import type { PrintService } from '../../services/printing/print-service';
import type { SaleDesk } from '../../services/sale/sale-desk';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import { toPrintJobView } from '../views/print-job-view';
import { drawerNotOpenAs } from './drawer-open-state';
import { toRefundPreviewView, toReturnView, type ProductTitle } from '../views/sale-history-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';

type ReturnsCalls = BridgeImplementation['returns'];
type CompleteRequest = Parameters<ReturnsCalls['complete']>[0];

export interface ReturnsHandlerDeps {
  session: WorkstationSession;
  data: LocalData;
  desk: SaleDesk;
  configs: WorkstationConfigs;
  client: PlatformApiClient;
  printing: PrintService;
  devices: WorkstationDevices;
  log: (message: string) => void;
}

type RefundDeps = ReturnsHandlerDeps & { title: ProductTitle };

export function refundHandlers(deps: RefundDeps): Pick<ReturnsCalls, 'previewRefund' | 'complete'> {
  const { session, data, client, devices, title } = deps;
  return {
    async previewRefund(request) {
      session.requireUser();
      return toRefundPreviewView(await plan(deps, await client.getSale(request.orderId), request.lines));
    },

    async complete(request) {
      session.requireUser();
      const store = session.requireStore();
      const detail = await client.getSale(request.orderId);
      const refund = await plan(deps, detail, request.lines);
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
      const drawer = await refundDrawer(deps, store.store_id, methods.includes('cash'), request.drawerId);
      const saleReturn = await client.createReturn(detail.order.order_id, {
        return_id: request.returnId,
        lines: request.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
        receipt: request.receipt,
        ...(drawer ? { drawer_id: drawer.drawer.drawer_id } : {}),
        ...(request.reason ? { reason: request.reason } : {}),
        ...(request.managerApproval ? { manager_approval: request.managerApproval } : {}),
      });
      const cashRefund = saleReturn.refunds.find((entry) => entry.method === 'cash');
      if (drawer && cashRefund) recordCashRefundHere(data, drawer.drawer, saleReturn, cashRefund);
      const drawerOutcome =
        drawer && cashRefund
          ? await devices.open(drawer.drawer.drawer_id, drawer.mode, {
              kind: 'refund',
              tenders: saleReturn.refunds.map((entry) => entry.method),
            })
          : { outcome: 'not_needed' as const, notice: null };
      const receiptJobs = printRefundReceipt(deps, saleReturn, store, request);
      return { saleReturn: toReturnView(saleReturn, title), drawer: drawerOutcome, receiptJobs };
    },
  };
}

/** The refund the platform will make, worked out with its rule from the sale as it stands now. */
async function plan(
  { desk, session }: RefundDeps,
  detail: SaleDetail,
  lines: readonly { productId: string; quantity: number }[],
) {
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

/** The drawer a cash refund comes out of: the one asked for, else the one paired here (or the store's only one), open. */
async function refundDrawer(
  { configs, devices, data }: RefundDeps,
  storeId: string,
  cash: boolean,
  requested: string | undefined,
): Promise<{ drawer: CashDrawer; mode: StoreCashManagement['operation_mode'] } | undefined> {
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
      message: 'A cash refund comes out of a drawer: pair this workstation with one of the store’s drawers.',
      values: { why: 'refund' },
    });
  }
  const notOpen = cash ? drawerNotOpenAs(data, drawer) : null;
  if (notOpen) {
    throw new BridgeError({
      code: 'drawer_closed',
      message: `Drawer ${drawer.name} is ${notOpen}: open it (daily open) before refunding cash.`,
    });
  }
  return { drawer, mode: management.operation_mode };
}

/** The platform took the cash out of the drawer; the drawer's figures here follow at once. */
function recordCashRefundHere(
  data: LocalData,
  drawer: CashDrawer,
  saleReturn: SaleReturn,
  cashRefund: SaleReturn['refunds'][number],
): void {
  if (!saleReturn.cash_transaction_id) return;
  data.cash.upsertRecorded(drawer.drawer_id, [
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

/** The refund receipt's print jobs; a printing problem never undoes the return (it is logged). */
function printRefundReceipt(
  { printing, log }: RefundDeps,
  saleReturn: SaleReturn,
  store: Store,
  request: CompleteRequest,
): ReturnType<typeof toPrintJobView>[] {
  try {
    return printing
      .printRefundReceipt({
        saleReturn,
        store,
        ...(request.receiptLanguage ? { language: request.receiptLanguage } : {}),
      })
      .map(toPrintJobView);
  } catch (error) {
    log(`The refund receipt of ${saleReturn.return_id} was not printed: ${(error as Error).message}`);
    return [];
  }
}
