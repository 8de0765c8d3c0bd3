// Brings the store's orders up to date: those changed since the last sync (all of them the first time)
// and the history of the ones still in progress. An order with changes still to be delivered keeps the state
// this workstation gave it; it is refreshed once the outbox has delivered them (the acknowledgement
// carries the platform's order). A refused change does not hold its order back: it was never applied.
import type { Order } from '../../../shared/contract/order';
import type { OrderStatus } from '../../../shared/pickup/order-status';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { LocalData } from '../local-db/local-data';
import type { Outbox } from '../outbox/outbox';
import { orderKey } from '../outbox/outbox-payloads';
import { pageThrough } from './page-through';

/** One cursor per store: a workstation moved to another store starts that store's orders from the start. */
const cursorOf = (storeId: string) => `orders.cursor:${storeId}`;

/**
 * Incremental syncs re-read a little before the cursor: an order changed in the same millisecond as the
 * newest one seen, but committed after that listing was read, would otherwise wait for the next full sync.
 * Re-read orders that did not change are neither written nor counted.
 */
const CURSOR_OVERLAP_MS = 2000;

/** Orders in these states are done: their history is read on demand only. */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['picked_up', 'canceled'];

export interface OrderSyncOptions {
  full: boolean;
  pageSize: number;
  onProgress(done: number, total: number): void;
  /** Filled with the orders that changed here, and those among them never seen here before. */
  changes?: { orderIds: string[]; createdOrderIds: string[] };
}

/** Returns the number of orders that changed here. */
export async function syncOrders(
  api: PlatformApiClient,
  data: LocalData,
  outbox: Outbox,
  storeId: string,
  options: OrderSyncOptions,
): Promise<number> {
  const cursor = options.full ? undefined : data.syncState.get(cursorOf(storeId));
  const since =
    cursor === undefined ? undefined : new Date(Date.parse(cursor) - CURSOR_OVERLAP_MS).toISOString();
  let newest = cursor ?? '';
  const changed = new Map<string, Order>();

  await pageThrough<Order>({
    pageSize: options.pageSize,
    fetchPage: (offset, count, after) =>
      api.listOrders({
        store_id: storeId,
        ...(since === undefined ? {} : { updated_since: since }),
        ...(after === undefined ? { offset } : { after }),
        count,
      }),
    idOf: (order) => order.order_id,
    onPage: (orders, progress) => {
      const waiting = outbox.keysAwaitingDelivery();
      const fresh = orders.filter((order) => {
        if (waiting.has(orderKey(order.order_id))) return false;
        const known = data.orders.get(order.order_id);
        if (!known) options.changes?.createdOrderIds.push(order.order_id);
        return known?.updated_at !== order.updated_at;
      });
      data.orders.upsertMany(fresh);
      for (const order of fresh) {
        changed.set(order.order_id, order);
        const at = new Date(order.updated_at).toISOString();
        if (at > newest) newest = at;
      }
      options.onProgress(progress.done, progress.total);
    },
  });

  if (options.full) await reconcileMissing(api, data, outbox, storeId, changed);
  for (const order of changed.values()) {
    if (FINISHED_ORDER_STATUSES.includes(order.status)) continue;
    data.orders.replaceEvents(order.order_id, await api.listOrderEvents(order.order_id));
  }
  if (newest !== '') data.syncState.set(cursorOf(storeId), newest);
  options.changes?.orderIds.push(...changed.keys());
  return changed.size;
}

/**
 * After a full listing: an order still in progress here that the platform no longer lists for the store
 * (rerouted elsewhere) is read once more, so it shows where it went.
 */
async function reconcileMissing(
  api: PlatformApiClient,
  data: LocalData,
  outbox: Outbox,
  storeId: string,
  listed: ReadonlyMap<string, Order>,
): Promise<void> {
  const waiting = outbox.keysAwaitingDelivery();
  const active = data.orders
    .list({ storeId, limit: 10_000 })
    .filter((order) => !FINISHED_ORDER_STATUSES.includes(order.status));
  for (const order of active) {
    if (listed.has(order.order_id) || waiting.has(orderKey(order.order_id))) continue;
    data.orders.upsertMany([await api.getOrder(order.order_id)]);
  }
}

/** Reads one order and its history again (when the associate opens it, or after its outbox entries are gone). */
export async function refreshOrder(api: PlatformApiClient, data: LocalData, orderId: string): Promise<Order> {
  const [order, events] = await Promise.all([api.getOrder(orderId), api.listOrderEvents(orderId)]);
  data.transaction(() => {
    data.orders.upsertMany([order]);
    data.orders.replaceEvents(orderId, events);
  });
  return order;
}
