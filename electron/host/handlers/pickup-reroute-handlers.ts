// pickup.getRerouteOptions / takeOver / reroute: a manager's moves on an order — nearby stores that could
// take it, taking it over, sending it to another store.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { Order } from '../../../shared/contract/order';
import { refusedChangesOf, type PickupContext } from './pickup-context';

export function pickupRerouteHandlers(
  context: PickupContext,
): Pick<BridgeImplementation['pickup'], 'getRerouteOptions' | 'takeOver' | 'reroute'> {
  const { session, client, outbox, replayer, storeOrder, view, act } = context;
  return {
    async getRerouteOptions(request) {
      session.requireRole('manager', 'Rerouting an order');
      const store = session.requireStore();
      const order = storeOrder(request.orderId);
      const { latitude, longitude } = store.physical_address;
      if (latitude === undefined || longitude === undefined) {
        throw new BridgeError({
          code: 'store_without_coordinates',
          message: `Store ${store.store_id} has no coordinates, so no nearby store can be looked up.`,
        });
      }
      const answer = await client.getPickupOptions({
        location: { geo: { latitude, longitude } },
        bag: bagOf(order),
        options: { show_stores_without_atp: true },
        // The delivery times in the associate's language, when the configuration has them.
        locale: session.snapshot().locale,
      });
      return {
        options: answer.options
          .filter((option) => option.store.store_id !== order.store_id)
          .map((option) => ({
            storeId: option.store.store_id,
            label: option.store.label,
            city: option.store.physical_address.city,
            distanceKm: option.distance_km,
            hasAtp: option.has_atp,
            deliveryTime: option.in_store_pickup_option.delivery_time,
            phoneNumber: option.store.phone_number ?? null,
          })),
      };
    },

    async takeOver(request) {
      session.requireRole('manager', 'Taking over an order');
      // Taking the order over answers a refused change made here on it: that change is given up, or the
      // take-over would wait behind it (an order's changes go in order).
      for (const refused of refusedChangesOf(outbox, request.orderId)) replayer.discard(refused.seq);
      return { order: await view(await act(request.orderId, 'take_over', {})) };
    },

    async reroute(request) {
      session.requireRole('manager', 'Rerouting an order');
      return { order: await view(await act(request.orderId, 'reroute', { store_id: request.storeId })) };
    },
  };
}

/** The order's items, one line per product across its shipments: what another store would have to hold. */
function bagOf(order: Order): { product_id: string; quantity: number }[] {
  const bag = new Map<string, number>();
  for (const item of order.shipments.flatMap((shipment) => shipment.items)) {
    bag.set(item.product_id, (bag.get(item.product_id) ?? 0) + item.quantity);
  }
  return [...bag].map(([product_id, quantity]) => ({ product_id, quantity }));
}
