// The training tenant as a store's workstations see it through the API: starting orders in every state at
// every store, the customer simulator an administrator paces, and a manager taking over an order.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderEvent } from '../../../shared/contract/order';
import type { TrainingTenant } from '../../../shared/contract/training';
import { loadDemoTenant } from '../../../electron/platform/demo/demo-tenant';
import { DEMO_LOAD_TIMEOUT_MS } from '../support/demo-load-time';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type OrderPage = { items: Order[]; pagination: { total: number } };

/** A platform with the demo loaded, as the day starts. */
async function startTrainingPlatform(): Promise<TestPlatform> {
  const t = await startTestPlatform();
  const loaded = loadDemoTenant(t.platform.context);
  expect(loaded.description).toMatch(/pickup orders to start the day/);
  return t;
}

const ordersOf = async (t: TestPlatform, storeId: string) =>
  (await t.call<OrderPage>('GET', `/v0/d/orders?store_id=${storeId}&count=500`, { as: 'associate' })).body
    .items;

describe('training tenant', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTrainingPlatform();
  }, DEMO_LOAD_TIMEOUT_MS);
  afterAll(async () => t.close());

  it('starts every store with an order in each state a store sees', async () => {
    const stores = (await t.call<{ stores: { store_id: string }[] }>('GET', '/v0/d/stores', { as: 'admin' }))
      .body.stores;
    expect(stores).toHaveLength(25);
    for (const { store_id } of stores) {
      const statuses = new Set((await ordersOf(t, store_id)).map((order) => order.status));
      expect([...statuses].sort(), store_id).toEqual(
        ['assigned', 'canceled', 'in_picking', 'on_hold', 'open', 'picked_up', 'ready_for_pickup'].sort(),
      );
    }
  });

  it('has a colleague picking one order, with a history that says when', async () => {
    const picking = (await ordersOf(t, 'us-nyc-soho')).find((order) => order.status === 'in_picking')!;
    expect(picking.assignee).toBe('jordan');
    expect(picking.external_id).toMatch(/^WEB-1\d{5}$/);
    const events = (
      await t.call<{ events: OrderEvent[] }>('GET', `/v0/d/orders/${picking.order_id}/events`, {
        as: 'associate',
      })
    ).body.events;
    expect(events.map((event) => `${event.action} by ${event.actor}`)).toEqual([
      'create by storefront',
      'grace_period_elapsed by system',
      'routing by system',
      'start_picking by jordan',
    ]);
    // Placed 45 minutes before the tenant was loaded, picking started 12 minutes before.
    const startedAgo = Date.now() - Date.parse(events[3]!.at);
    expect(startedAgo).toBeGreaterThan(11 * 60_000);
  });

  it('lets a manager take over the order; an associate may not', async () => {
    const picking = (await ordersOf(t, 'us-bos-newbury')).find((order) => order.status === 'in_picking')!;
    const refused = await t.call<{ error: { code: string } }>(
      'POST',
      `/v0/d/orders/${picking.order_id}/take_over`,
      { as: 'associate' },
    );
    expect(refused.status).toBe(403);

    const taken = await t.call<Order>('POST', `/v0/d/orders/${picking.order_id}/take_over`, {
      as: 'manager',
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'in_picking', assignee: 'manager' });
    const events = (
      await t.call<{ events: OrderEvent[] }>('GET', `/v0/d/orders/${picking.order_id}/events`, {
        as: 'associate',
      })
    ).body.events;
    expect(events.at(-1)).toMatchObject({ action: 'take_over', actor: 'manager', from: 'in_picking' });

    const again = await t.call<{ error: { code: string; message: string } }>(
      'POST',
      `/v0/d/orders/${picking.order_id}/take_over`,
      { as: 'manager' },
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Manager is already picking this order.');
  });

  it('is not a training tenant without the demo', async () => {
    const plain = await startTestPlatform();
    try {
      const answer = await plain.call<{ error: { code: string } }>('GET', '/v0/d/training', {
        as: 'associate',
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_a_training_tenant');
    } finally {
      await plain.close();
    }
  });
});

describe('the customer simulator of the training tenant', () => {
  let t: TestPlatform;
  // Each test starts its own day: the pace one test sets is not the next one's.
  beforeEach(async () => {
    t = await startTrainingPlatform();
  }, DEMO_LOAD_TIMEOUT_MS);
  afterEach(async () => t.close());

  it('says it is a training tenant and lets only an administrator pace the customers', async () => {
    const training = await t.call<TrainingTenant>('GET', '/v0/d/training', { as: 'associate' });
    expect(training.status).toBe(200);
    expect(training.body.training).toBe(true);
    expect(training.body.customer_simulator.orders_per_hour).toBe(6);
    expect(training.body.customer_simulator.next_order_at).not.toBeNull();

    const byManager = await t.call('PUT', '/v0/d/training/customer_simulator', {
      as: 'manager',
      body: { orders_per_hour: 0 },
    });
    expect(byManager.status).toBe(403);

    const invalid = await t.call<{ error: { details: { path: string; message: string }[] } }>(
      'PUT',
      '/v0/d/training/customer_simulator',
      { as: 'admin', body: { orders_per_hour: 61 } },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details).toMatchObject([
      { path: 'orders_per_hour', message: 'must be at most 60 an hour per store' },
    ]);

    const stopped = await t.call<TrainingTenant['customer_simulator']>(
      'PUT',
      '/v0/d/training/customer_simulator',
      { as: 'admin', body: { orders_per_hour: 0 } },
    );
    expect(stopped.body).toMatchObject({ orders_per_hour: 0, next_order_at: null });
  });

  it('places new web orders at the pace set, store after store', async () => {
    await t.call('PUT', '/v0/d/training/customer_simulator', {
      as: 'admin',
      body: { orders_per_hour: 60 },
    });
    const before = (await t.call<TrainingTenant>('GET', '/v0/d/training', { as: 'admin' })).body
      .customer_simulator;
    // 60 an hour at each of 25 stores: one order somewhere every 2.4 seconds.
    const nextIn = Date.parse(before.next_order_at!) - Date.now();
    expect(nextIn).toBeLessThanOrEqual(2400);
    await expect
      .poll(
        async () =>
          (await t.call<TrainingTenant>('GET', '/v0/d/training', { as: 'admin' })).body.customer_simulator
            .orders_placed,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(before.orders_placed);
    await t.call('PUT', '/v0/d/training/customer_simulator', { as: 'admin', body: { orders_per_hour: 0 } });
    const placed = (await ordersOf(t, 'us-nyc-soho')).filter((order) => order.status === 'open');
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(placed.every((order) => order.customer?.email?.endsWith('@example.com'))).toBe(true);
  });
});
