// pickup.startPicking / rejectItems / markReady / handOver / cancel: the associate's steps on an order,
// checked here, shown at once and delivered through the outbox; a ready order prints its documents.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { Order } from '../../../shared/contract/order';
import { toPrintJobView } from '../views/print-job-view';
import type { PickupContext } from './pickup-context';

export function pickupActionHandlers(
  context: PickupContext,
): Pick<
  BridgeImplementation['pickup'],
  'startPicking' | 'rejectItems' | 'markReady' | 'handOver' | 'cancel'
> {
  const { view, act } = context;
  return {
    async startPicking(request) {
      return { order: await view(await act(request.orderId, 'start_picking', {})) };
    },

    async rejectItems(request) {
      const order = await act(request.orderId, 'reject_items', {
        items: request.items.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
        reason: request.reason,
      });
      return { order: await view(order) };
    },

    async markReady(request) {
      const order = await act(request.orderId, 'mark_ready', {
        picked: request.picked.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
      });
      return { order: await view(order), printJobs: await printReadyDocuments(context, order) };
    },

    async handOver(request) {
      return {
        order: await view(await act(request.orderId, 'hand_over', { verified_by: request.verifiedBy })),
      };
    },

    async cancel(request) {
      return { order: await view(await act(request.orderId, 'cancel', { reason: request.reason })) };
    },
  };
}

/** The documents the print configuration asks for; a printing problem never undoes the action. */
async function printReadyDocuments({ session, configs, printing, log }: PickupContext, order: Order) {
  try {
    const [pickupConfig, printConfig] = await Promise.all([configs.get('pickup'), configs.get('print')]);
    if (!pickupConfig || !printConfig) return [];
    return printing
      .printForReadyOrder(order, session.requireStore(), pickupConfig, printConfig)
      .map(toPrintJobView);
  } catch (error) {
    log(`Pickup documents of order ${order.order_id} were not printed: ${(error as Error).message}`);
    return [];
  }
}
