// Two platforms on one PostgreSQL database, each with its own connection, scheduler and memory, as two
// processes behind one address are: an order's external_id and its grace-period deadline are settled by the
// database, so the same order sent to both is one order, and each deadline is acted on once, by whichever
// platform claims it, even when the platform that took the order is gone.
// (In one test process two calls reach the database one after the other, each platform knowing nothing
// of the other's; database-races.test.ts puts another connection's insert between a check and its insert.)
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import type { TestPlatform } from '../support/platform-fixture';
import {
  bookPrice,
  closeArchives,
  CUSTOMER,
  offerToken,
  placePickupOrder,
  pickupOrderBody,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';

// The HTTPS server the stock archives are imported from.
afterAll(closeArchives);

/** How often the second platform looks for deadlines it did not hear of (the default is 5 s). */
const POLL_MS = 200;
const TEE = [{ product_id: 'tee', quantity: 1 }];

describe('orders across two platforms on one database', () => {
  const running: TestPlatform[] = [];
  afterEach(async () => {
    // The platform that created the database goes last: closing it drops the database.
    for (const platform of running.splice(0).reverse()) await platform.close();
  });

  /** The Berlin tenant set up through the first platform; the second starts on the same database. */
  async function twoPlatforms(gracePeriodSeconds: number) {
    const first = await startPickupPlatform({ deadlinePollMs: POLL_MS });
    running.push(first);
    await setUpBerlinTenant(first, gracePeriodSeconds, { mitte: { tee: 40 } });
    expect(first.database, 'these tests need PostgreSQL').toMatch(/^postgres/);
    const second = await startPickupPlatform({ database: first.database, deadlinePollMs: POLL_MS });
    running.push(second);
    return { first, second };
  }

  async function orderCount(t: TestPlatform): Promise<number> {
    const list = await t.call<{ pagination: { total: number } }>('GET', '/v0/d/orders?count=500', {
      as: 'associate',
    });
    expect(list.status).toBe(200);
    return list.body.pagination.total;
  }

  async function actionsOf(t: TestPlatform, orderId: string): Promise<string[]> {
    const events = await t.call<{ events: Array<{ action: string }> }>(
      'GET',
      `/v0/d/orders/${orderId}/events`,
      { as: 'associate' },
    );
    expect(events.status).toBe(200);
    return events.body.events.map((event) => event.action);
  }

  /** Whether Mitte is offered for a bag of `quantity` tees (only stores that can promise it are). */
  async function mitteCanPromise(t: TestPlatform, quantity: number): Promise<boolean> {
    const response = await t.call<{ options: Array<{ fulfillment_node_id: string }> }>(
      'POST',
      '/v0/d/in_store_pickup_options',
      { as: 'associate', body: { location: { geo: CUSTOMER }, bag: [{ product_id: 'tee', quantity }] } },
    );
    expect(response.status).toBe(200);
    return response.body.options.some((option) => option.fulfillment_node_id === 'mitte');
  }

  it('makes one order of the same fulfill_order sent to both at once', async () => {
    const { first, second } = await twoPlatforms(3600);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const token = await offerToken(first, 'mitte', TEE);
      const body = pickupOrderBody(`web-twice-${attempt}`, token, [
        { product_id: 'tee', quantity: 1, price: bookPrice('tee') },
      ]);
      const answers = await Promise.all(
        [first, second].map((t) => t.call<Order>('POST', '/v0/d/fulfill_order', { as: 'associate', body })),
      );
      // One created it (201); the other answers the same order (200), as a retry would be answered.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(answers[0]!.body.order_id).toBe(answers[1]!.body.order_id);
      expect(await actionsOf(second, answers[0]!.body.order_id)).toEqual(['create']);
    }
    expect(await orderCount(first)).toBe(6);
    expect(await orderCount(second)).toBe(6);
  });

  it('answers the same Idempotency-Key sent to both at once with one answer', async () => {
    const { first, second } = await twoPlatforms(3600);
    const token = await offerToken(first, 'mitte', TEE);
    const body = pickupOrderBody('web-keyed', token, [
      { product_id: 'tee', quantity: 1, price: bookPrice('tee') },
    ]);
    const headers = { 'idempotency-key': 'checkout-7f3a' };
    const answers = await Promise.all(
      [first, second].map((t) =>
        t.call<Order>('POST', '/v0/d/fulfill_order', { as: 'associate', body, headers }),
      ),
    );
    // The request ran once (201); the other platform waited for that answer and gave it again.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers.map((answer) => answer.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true']);
    expect(await orderCount(first)).toBe(1);
  });

  it('sends each order to its store once when its grace period ends, whichever platform took it', async () => {
    const { first, second } = await twoPlatforms(1);
    const placed: Order[] = [];
    for (let index = 0; index < 4; index += 1) {
      // Both schedulers see every deadline: the one that took the order is told, the other finds it.
      placed.push(await placePickupOrder(first, `web-first-${index}`, 'mitte', TEE));
      placed.push(await placePickupOrder(second, `web-second-${index}`, 'mitte', TEE));
    }
    for (const order of placed) {
      await waitForStatus(first, order.order_id, 'assigned');
      expect(await actionsOf(first, order.order_id)).toEqual(['create', 'grace_period_elapsed', 'routing']);
    }
    // Stock was reserved once per order: of 40 at Mitte, 8 are held and 32 can still be promised.
    expect(await mitteCanPromise(first, 32)).toBe(true);
    expect(await mitteCanPromise(first, 33)).toBe(false);
  });

  it('sends an order on when its grace period ends though the platform that took it stopped', async () => {
    const { first, second } = await twoPlatforms(2);
    const order = await placePickupOrder(first, 'web-orphan', 'mitte', TEE);
    expect(order.status).toBe('open');
    // The only platform that heard of this deadline is gone; the other finds it in the database.
    await first.stop();
    const assigned = await waitForStatus(second, order.order_id, 'assigned');
    expect(assigned.store_id).toBe('mitte');
    expect(await actionsOf(second, order.order_id)).toEqual(['create', 'grace_period_elapsed', 'routing']);
  });
});
