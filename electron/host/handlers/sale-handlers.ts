// sale.*: counter sales in the selected store.
import type { DocumentLanguage } from '../../../shared/bridge/views/document-language';
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { CompletedSale } from '../../../shared/bridge/views/sale';
import type { LocalData } from '../../services/local-db/local-data';
import type { LocalSale } from '../../services/local-db/sale-repository';
import type { PosMutations } from '../../services/outbox/pos-mutations';
import type { PrintService } from '../../services/printing/print-service';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { SaleDesk } from '../../services/sale/sale-desk';
import { drawerSummaryView } from '../views/cash-view';
import { findStoreDrawer } from './find-store-drawer';
import { toPrintJobView } from '../views/print-job-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';
import type { Money } from '../../../shared/money/money';
import { toWireAmount } from '../../../shared/money/parse';

export function saleHandlers(deps: {
  session: WorkstationSession;
  data: LocalData;
  desk: SaleDesk;
  configs: WorkstationConfigs;
  mutations: PosMutations;
  printing: PrintService;
  devices: WorkstationDevices;
  log: (message: string) => void;
}): BridgeImplementation['sale'] {
  const { session, data, desk, configs, mutations, printing, devices, log } = deps;

  /** The drawer that takes the sale's cash: the one asked for, else the one paired here, else none. */
  async function cashDrawer(storeId: string, requested: string | undefined) {
    const management = await configs.cashManagement(storeId);
    if (management.operation_mode === 'none') {
      if (requested === undefined) return undefined;
      throw new BridgeError({
        code: 'cash_management_disabled',
        message: `Store ${storeId} does not use cash drawers.`,
        details: [{ path: 'drawerId', message: 'the store does not use cash drawers' }],
      });
    }
    const drawerId =
      requested ??
      devices.pairedDrawerId() ??
      (management.drawers.length === 1 ? management.drawers[0]?.drawer_id : undefined);
    if (drawerId === undefined) {
      throw new BridgeError({
        code: 'drawer_required',
        message:
          'Say which drawer takes the cash: this workstation has no paired drawer and the store has several.',
        details: [{ path: 'drawerId', message: 'is required: no drawer is paired with this workstation' }],
      });
    }
    const drawer = findStoreDrawer(management, storeId, drawerId);
    const summary = drawerSummaryView(
      drawer.drawer_id,
      drawer.currency,
      data.cash.list(drawer.drawer_id),
      false,
    );
    if (summary.state !== 'open') {
      throw new BridgeError({
        code: 'drawer_not_open',
        message: `Drawer ${drawer.name} is ${summary.state === 'closed' ? 'closed' : 'not opened yet'}: open it (daily open) before taking cash.`,
        details: [{ path: 'drawerId', message: 'the drawer is not open' }],
      });
    }
    return { drawer, mode: management.operation_mode };
  }

  /**
   * The drawer of this counter a sale is rung at, so that its Z report counts the sale whatever the tender:
   * the one paired here, when it is a drawer of the store (a card sale is never refused for want of one).
   */
  async function counterDrawerId(storeId: string): Promise<string | undefined> {
    const paired = devices.pairedDrawerId();
    if (paired === undefined) return undefined;
    const management = await configs.cashManagement(storeId).catch(() => undefined);
    return management?.drawers.some((drawer) => drawer.drawer_id === paired) ? paired : undefined;
  }

  async function completed(
    sale: LocalSale,
    extra: Omit<CompletedSale, 'externalId' | 'state' | 'orderId' | 'quote'>,
  ) {
    return {
      externalId: sale.externalId,
      state: sale.state,
      orderId: sale.orderId,
      quote: await desk.quoteOfRecorded(session.requireStore(), sale.request),
      ...extra,
    };
  }

  /** The sale's receipt jobs: printed once per sale (a second call returns the first call's jobs). */
  function receiptOf(
    sale: LocalSale,
    associate?: string,
    language?: DocumentLanguage,
  ): CompletedSale['receiptJobs'] {
    try {
      return printing
        .printReceipt({
          sale: {
            ...sale.request,
            payments: sale.request.payments ?? [],
            ...(sale.orderId ? { order_id: sale.orderId } : {}),
          },
          store: session.requireStore(),
          ...(associate ? { associate } : {}),
          ...(language ? { language } : {}),
        })
        .map(toPrintJobView);
    } catch (error) {
      log(`The receipt of ${sale.externalId} was not printed: ${(error as Error).message}`);
      return [];
    }
  }

  return {
    async getRoundingContext() {
      return desk.roundingContextView(session.requireStore());
    },

    async getSale(request) {
      session.requireUser();
      const sale = data.sales.get(request.externalId);
      if (!sale) {
        throw new BridgeError({
          code: 'sale_not_found',
          message: `No sale ${request.externalId} was completed at this workstation.`,
          details: [{ path: 'externalId', message: 'is not a sale completed here' }],
        });
      }
      return { externalId: sale.externalId, state: sale.state, orderId: sale.orderId };
    },

    async quote(request) {
      session.requireUser();
      return (await desk.price(session.requireStore(), request.lines, request.tenders)).quote;
    },

    async complete(request) {
      const user = session.requireUser();
      const store = session.requireStore();
      const externalId = `sale-${request.saleId}`;
      const already = data.sales.get(externalId);
      if (already) {
        // The same sale again (a double tap, a retried call): nothing more is recorded, kicked or printed.
        return completed(already, {
          drawer: { outcome: 'not_needed', message: null },
          receiptJobs: receiptOf(already),
        });
      }
      const priced = await desk.price(store, request.lines, request.tenders);
      const takesCash = priced.payments.some((payment) => payment.method === 'cash');
      const drawer = takesCash ? await cashDrawer(store.store_id, request.drawerId) : undefined;
      const rungAt = drawer?.drawer.drawer_id ?? (await counterDrawerId(store.store_id));
      const { sale } = mutations.recordSale(
        {
          external_id: externalId,
          shop: store.shop,
          currency: priced.currency,
          store_id: store.store_id,
          ...(rungAt !== undefined ? { drawer_id: rungAt } : {}),
          ...(request.customer ? { customer: request.customer } : {}),
          shipments: [
            {
              items: request.lines.map((line, index) => ({
                product_id: line.productId,
                quantity: line.quantity,
                price: toWireAmount(priced.units[index] as Money),
                taxes: priced.tax.lines[index] ?? [],
              })),
            },
          ],
          payments: priced.payments,
          prices_include_tax: priced.tax.prices_include_tax,
          taxes: priced.tax.taxes,
        },
        { username: user.username },
        drawer ? { cashDrawerId: drawer.drawer.drawer_id } : {},
      );
      const drawerOutcome = drawer
        ? await devices.open(drawer.drawer.drawer_id, drawer.mode, {
            kind: 'sale',
            tenders: priced.payments.map((payment) => payment.method),
          })
        : { outcome: 'not_needed' as const, message: null };
      const receiptJobs = receiptOf(sale, user.username, request.receiptLanguage);
      return {
        externalId: sale.externalId,
        state: sale.state,
        orderId: sale.orderId,
        quote: priced.quote,
        drawer: drawerOutcome,
        receiptJobs,
      };
    },
  };
}
