// returns.searchSales / openSale / reprintReceipt: the store's sales as the platform keeps them, found by
// day, id, amount or card, opened for a return, or their receipt printed again.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { moneyViewToWire } from '../../../shared/bridge/views/money-conversion';
import { businessDateOf } from '../../../shared/time/business-day';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { PrintService } from '../../services/printing/print-service';
import { toPrintJobView } from '../views/print-job-view';
import { toSaleSummaryView, toSaleView, type ProductTitle } from '../views/sale-history-view';
import type { WorkstationSession } from '../workstation-session';

export function salesHistoryHandlers({
  session,
  client,
  printing,
  title,
}: {
  session: WorkstationSession;
  client: PlatformApiClient;
  printing: PrintService;
  title: ProductTitle;
}): Pick<BridgeImplementation['returns'], 'searchSales' | 'openSale' | 'reprintReceipt'> {
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
      return { sales: answer.items.map(toSaleSummaryView) };
    },

    async openSale(request) {
      session.requireUser();
      return toSaleView(await client.getSale(request.code), title);
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
  };
}
