// Every platform process runs the grace-period scheduler over the same orders: when a deadline comes, each
// of them wakes for it, and exactly one sends the order to its store (a row lease in the database decides).
// Sent twice, an order would be routed twice and hold its stock twice.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Order, OrderEventListResponse } from '../../../shared/contract/order';
import { signIn } from '../core/platform-cli';
import { closeArchives, placePickupOrder } from '../pickup/pickup-tenant';
import {
  requestOnce,
  setUpPickupTenantOn,
  sharedTestDatabase,
  type SharedDatabase,
} from './support/shared-database';

const ORDERS = 12;
/**
 * Long enough for both processes to be listening before the first deadline, so that each of them arms its
 * timer for every order when it starts (and polls for them too).
 */
const GRACE_PERIOD_SECONDS = 30;

describe('one grace-period action per deadline across two platform processes', () => {
  let database: SharedDatabase | undefined;
  afterAll(async () => {
    await database?.close();
    await closeArchives();
  });

  it('sends and routes each order once, holding its stock once', async () => {
    database = await sharedTestDatabase();
    // Exactly as much stock as the orders need: an order routed twice would leave another one short.
    const setup = await setUpPickupTenantOn(database, GRACE_PERIOD_SECONDS, { mitte: { tee: ORDERS } });
    const orders: Order[] = [];
    for (let n = 1; n <= ORDERS; n += 1) {
      orders.push(
        await placePickupOrder(setup, `web-deadline-${n}`, 'mitte', [{ product_id: 'tee', quantity: 1 }]),
      );
    }
    // The platform that took the orders goes away; two others share the deadlines.
    await setup.close();
    const processes = await Promise.all([database.start(), database.start()]);
    const token = await signIn(processes[0]!.url, 'associate');

    const history = async (order: Order) => {
      const read = await requestOnce<OrderEventListResponse>(
        processes[1]!.url,
        'GET',
        `/v0/d/orders/${order.order_id}/events`,
        { token },
      );
      expect(read.status).toBe(200);
      return read.body.events.map(
        ({ from, to, action, actor }) => `${from ?? '∅'}→${to} ${action} by ${actor}`,
      );
    };

    for (const order of orders) {
      await vi.waitFor(
        async () => {
          const read = await requestOnce<Order>(processes[0]!.url, 'GET', `/v0/d/orders/${order.order_id}`, {
            token,
          });
          expect(read.body.status, order.external_id).toBe('assigned');
        },
        { timeout: (GRACE_PERIOD_SECONDS + 60) * 1000, interval: 200 },
      );
    }
    for (const order of orders) {
      expect(await history(order), order.external_id).toEqual([
        '∅→open create by associate',
        'open→sent_to_store grace_period_elapsed by system',
        'sent_to_store→assigned routing by system',
      ]);
    }
  }, 240_000);
});
