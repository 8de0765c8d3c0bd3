// sale.*: counter sales in the selected store.
import type { DocumentLanguage } from '../../../shared/bridge/views/document-language';
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { CompletedSale } from '../../../shared/bridge/views/sale';
import type { LocalData } from '../../services/local-db/local-data';
import type { LocalSale } from '../../services/local-db/sale-repository';
import type { PosMutations, SaleInput } from '../../services/outbox/pos-mutations';
import type { PrintService } from '../../services/printing/print-service';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { PricedSale, SaleDesk } from '../../services/sale/sale-desk';
import type { Store } from '../../../shared/contract/store';
import { toPrintJobView } from '../views/print-job-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';
import type { Money } from '../../../shared/money/money';
import { toWireAmount } from '../../../shared/money/parse';

import { counterDrawerId, saleCashDrawer } from './sale-drawer';

type SaleCalls = BridgeImplementation['sale'];
type CompleteRequest = Parameters<SaleCalls['complete']>[0];

interface SaleHandlerDeps {
  session: WorkstationSession;
  data: LocalData;
  desk: SaleDesk;
  configs: WorkstationConfigs;
  mutations: PosMutations;
  printing: PrintService;
  devices: WorkstationDevices;
  log: (message: string) => void;
}

export function saleHandlers(deps: SaleHandlerDeps): SaleCalls {
  const { session, data, desk, mutations, devices } = deps;
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
          values: { saleId: request.externalId },
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
        return completedAgain(deps, already);
      }
      const priced = await desk.price(store, request.lines, request.tenders);
      const takesCash = priced.payments.some((payment) => payment.method === 'cash');
      const drawer = takesCash ? await saleCashDrawer(deps, store.store_id, request.drawerId) : undefined;
      const rungAt = drawer?.drawer.drawer_id ?? (await counterDrawerId(deps, store.store_id));
      const { sale } = mutations.recordSale(
        saleInputOf({ store, externalId, request, priced, rungAt }),
        { username: user.username },
        drawer ? { cashDrawerId: drawer.drawer.drawer_id } : {},
      );
      const drawerOutcome = drawer
        ? await devices.open(drawer.drawer.drawer_id, drawer.mode, {
            kind: 'sale',
            tenders: priced.payments.map((payment) => payment.method),
          })
        : { outcome: 'not_needed' as const, notice: null };
      const receiptJobs = receiptOf(deps, sale, user.username, request.receiptLanguage);
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

/** The sale as recorded here and queued for the platform: the lines at the prices and tax just worked out. */
function saleInputOf({
  store,
  externalId,
  request,
  priced,
  rungAt,
}: {
  store: Store;
  externalId: string;
  request: CompleteRequest;
  priced: PricedSale;
  rungAt: string | undefined;
}): SaleInput {
  return {
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
  };
}

/** A sale completed before, answered as it was recorded (its receipt jobs are the first call's). */
async function completedAgain(deps: SaleHandlerDeps, sale: LocalSale) {
  const { desk, session } = deps;
  return {
    externalId: sale.externalId,
    state: sale.state,
    orderId: sale.orderId,
    quote: await desk.quoteOfRecorded(session.requireStore(), sale.request),
    drawer: { outcome: 'not_needed' as const, notice: null },
    receiptJobs: receiptOf(deps, sale),
  };
}

/** The sale's receipt jobs: printed once per sale (a second call returns the first call's jobs). */
function receiptOf(
  { printing, session, log }: SaleHandlerDeps,
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
