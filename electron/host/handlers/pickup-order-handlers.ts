// pickup.getCounters / listOrders / getOrder: the store's pickup work as synced here, an order refreshed
// from the platform when it answers.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { ApiUnreachableError } from '../../services/api/api-errors';
import { toOrderEventView, toOrderSummary } from '../views/order-view';
import type { PickupContext } from './pickup-context';

export function pickupOrderHandlers(
  context: PickupContext,
): Pick<BridgeImplementation['pickup'], 'getCounters' | 'listOrders' | 'getOrder'> {
  const { session, data, sync, pendingOrderIds, storeOrder, summaryContext, view } = context;
  return {
    async getCounters() {
      const store = session.requireStore();
      // Counter sales are recorded as orders too; they are no pickup work.
      return { counts: data.orders.countByStatus(store.store_id, { pickupOnly: true }) };
    },

    async listOrders(request) {
      const store = session.requireStore();
      const page = data.orders.page({
        storeId: store.store_id,
        pickupOnly: true,
        ...(request.statuses ? { statuses: request.statuses } : {}),
        ...(request.query ? { search: request.query } : {}),
        offset: request.offset,
        limit: request.count,
      });
      const { context: summary } = await summaryContext(page.items.map((order) => order.order_id));
      return { items: page.items.map((order) => toOrderSummary(order, summary)), total: page.total };
    },

    async getOrder(request) {
      let order = storeOrder(request.orderId);
      // Fresh from the platform when it answers, unless a change made here is still on its way.
      if (!pendingOrderIds().has(order.order_id)) {
        try {
          order = await sync.refreshOrder(order.order_id);
        } catch (error) {
          if (!(error instanceof ApiUnreachableError)) throw error;
        }
      }
      return { order: await view(order), events: data.orders.events(order.order_id).map(toOrderEventView) };
    },
  };
}
