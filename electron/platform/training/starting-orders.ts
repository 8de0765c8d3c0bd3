// The pickup orders a training tenant starts with: at every store, one order in each state a store sees,
// placed earlier today so their waiting times look like a real morning (one to pick is already past the
// store's promise). They are moved along by the platform's own steps and by colleagues' actions, each at
// its own time, so every history reads as it would have happened.
import type { OrderAction } from '../../../shared/pickup/order-status';
import type { OrderActionBodies } from '../../../shared/pickup/transition';
import type { PlatformUser } from '../auth/user-directory';
import type { PlatformContext } from '../context';
import type { StoredOrder } from '../orders/order-repository';
import { createOrderServices } from '../orders/order-services';
import { orderLines } from '../orders/order-lines';
import { normalizeBag } from '../pickup/bag';
import { TrainingCustomer } from './training-customer';

/** Settings entry marking a data folder whose training orders were placed (once per folder). */
export const STARTING_ORDERS_SETTING = 'training_starting_orders';

/** The colleague picking at another workstation; the training users can take the order over. */
export const COLLEAGUE: PlatformUser = { username: 'jordan', roles: ['associate'], store_ids: [] };

const MINUTE = 60_000;

type Step = (order: StoredOrder, at: (minutesAgo: number) => void) => void;

/**
 * Places the starting orders unless this folder has them. Returns how many were placed. Runs before the
 * platform listens, in one transaction: all of them are placed, or none.
 */
export function placeStartingOrders(ctx: PlatformContext): number {
  if (ctx.settings.get(STARTING_ORDERS_SETTING)) return 0;
  const start = ctx.now().getTime();
  let clock = start;
  const now = () => new Date(clock);
  const services = createOrderServices({ ...ctx, now }, now);
  const customer = new TrainingCustomer({ ...ctx, now }, services, true);
  const { actions, routing } = services;
  const at = (minutesAgo: number) => {
    clock = start - minutesAgo * MINUTE;
  };
  const act = <A extends OrderAction>(order: StoredOrder, action: A, body: OrderActionBodies[A]) =>
    actions.act(order.order_id, action, body, COLLEAGUE);
  const picked = (order: StoredOrder) => ({ picked: normalizeBag(orderLines(order)) });
  const sendToStore = () => routing.sendDueOrdersToStores();

  const stories: Array<{ placedMinutesAgo: number; soldOut?: boolean; steps: Step[] }> = [
    // Picked up this morning.
    {
      placedMinutesAgo: 300,
      steps: [
        (order, time) => (time(290), sendToStore()),
        (order, time) => (time(280), act(order, 'start_picking', undefined)),
        (order, time) => (time(270), act(order, 'mark_ready', picked(order))),
        (order, time) => (time(200), act(order, 'hand_over', { verified_by: 'Photo ID' })),
      ],
    },
    // The customer called to cancel.
    {
      placedMinutesAgo: 240,
      steps: [
        (order, time) => (time(230), sendToStore()),
        (order, time) => (time(180), act(order, 'cancel', { reason: 'Customer called to cancel' })),
      ],
    },
    // Ready, waiting for its customer.
    {
      placedMinutesAgo: 95,
      steps: [
        (order, time) => (time(90), sendToStore()),
        (order, time) => (time(70), act(order, 'start_picking', undefined)),
        (order, time) => (time(55), act(order, 'mark_ready', picked(order))),
      ],
    },
    // Not enough stock: on hold for a reroute or new stock.
    { placedMinutesAgo: 150, soldOut: true, steps: [(order, time) => (time(145), sendToStore())] },
    // To pick, and past the store's promise already.
    { placedMinutesAgo: 140, steps: [(order, time) => (time(135), sendToStore())] },
    // Being picked by a colleague at another workstation.
    {
      placedMinutesAgo: 45,
      steps: [
        (order, time) => (time(40), sendToStore()),
        (order, time) => (time(12), act(order, 'start_picking', undefined)),
      ],
    },
    // To pick, just arrived.
    { placedMinutesAgo: 20, steps: [(order, time) => (time(15), sendToStore())] },
  ];

  // One transaction for them all: one commit instead of one per step (the load stays fast).
  return ctx.db.transaction(() => {
    let placed = 0;
    for (const store of services.stores.list()) {
      for (const story of stories) {
        at(story.placedMinutesAgo);
        const order = customer.placeOrder({
          storeId: store.store_id,
          stock: story.soldOut ? 'sold_out' : 'in_stock',
        });
        if (!order) continue;
        placed += 1;
        for (const step of story.steps) {
          const current = services.orders.get(order.order_id);
          if (current) step(current, at);
        }
      }
    }
    // Last, one order per store still in its grace period (placed a moment ago).
    at(0);
    for (const store of services.stores.list()) {
      if (customer.placeOrder({ storeId: store.store_id, stock: 'in_stock' })) placed += 1;
    }
    ctx.settings.put(STARTING_ORDERS_SETTING, { placed, at: new Date(start).toISOString() });
    return placed;
  })();
}
