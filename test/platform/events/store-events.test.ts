import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { openEventStream } from '../support/event-stream-reader';
import {
  TEST_USERS,
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';

afterAll(closeArchives);

describe('GET /v0/d/events', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startPickupPlatform({ users: TEST_USERS, eventStream: { pollMs: 20 } });
    // No grace period: the scheduler sends each order to its store at once (a change outside any request).
    await setUpBerlinTenant(t, 0, { mitte: { tee: 50 }, potsdam: { tee: 50 } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The newest event id in the log now, as a fresh admin stream announces it. */
  async function latestEventId(): Promise<number> {
    const stream = await openEventStream(t.url, await t.tokenFor('admin'));
    const ready = await stream.next();
    stream.close();
    return JSON.parse(ready.data).latest_event_id;
  }

  const act = async (orderId: string, action: string, body: unknown, as = 'associate') => {
    const response = await t.call<Order>('POST', `/v0/d/orders/${orderId}/${action}`, { as, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('streams an order from creation through routing and picking, in order, as GET answers it', async () => {
    const stream = await openEventStream(t.url, await t.tokenFor('associate'), { storeId: 'mitte' });
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('stream.ready');

    const order = await placePickupOrder(t, 'ev-1', 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    await waitForStatus(t, order.order_id, 'assigned');
    const picking = await act(order.order_id, 'start_picking', {});

    const events = await stream.events(4);
    stream.close();
    expect(events.map((event) => [event.type, event.data.history_entry.to])).toEqual([
      ['order.created', 'open'],
      ['order.changed', 'sent_to_store'],
      ['order.changed', 'assigned'],
      ['order.changed', 'in_picking'],
    ]);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    expect(events.every((event) => event.store_id === 'mitte')).toBe(true);
    // The picker is on the order the event carries, exactly as GET answers it.
    expect(events[3]!.data.order).toEqual(picking);
    expect(picking.assignee).toBe('associate');
  });

  it('resumes after the last event id received: nothing missed, nothing twice', async () => {
    const token = await t.tokenFor('associate');
    const first = await openEventStream(t.url, token, { storeId: 'mitte' });
    await first.next(); // ready
    const order = await placePickupOrder(t, 'ev-2', 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    const [created] = await first.events(1);
    first.close(); // the connection drops

    // While it is down the order is routed and picked.
    await waitForStatus(t, order.order_id, 'assigned');
    await act(order.order_id, 'start_picking', {});

    const resumed = await openEventStream(t.url, token, { storeId: 'mitte', lastEventId: created!.id });
    const missed = await resumed.events(3);
    const ready = await resumed.next();
    resumed.close();
    expect(missed.map((event) => event.data.history_entry.to)).toEqual([
      'sent_to_store',
      'assigned',
      'in_picking',
    ]);
    expect(missed.every((event) => event.id > created!.id)).toBe(true);
    expect(ready.event).toBe('stream.ready');
    expect(JSON.parse(ready.data).latest_event_id).toBe(missed[2]!.id);
  });

  it("never shows a store's events to a user of another store", async () => {
    const potsdamToken = await t.tokenFor('potsdam-associate');
    const forbidden = await openEventStream(t.url, potsdamToken, { storeId: 'mitte' });
    expect(forbidden.status).toBe(403);

    // Without a store, the stream holds the user's stores only; from this test's start of the log (what
    // other tests logged before, configuration changes included, is theirs).
    const stream = await openEventStream(t.url, potsdamToken, { lastEventId: await latestEventId() });
    const inMitte = await placePickupOrder(t, 'ev-3', 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    const inPotsdam = await placePickupOrder(t, 'ev-4', 'potsdam', [{ product_id: 'tee', quantity: 1 }]);
    await waitForStatus(t, inMitte.order_id, 'assigned');
    await waitForStatus(t, inPotsdam.order_id, 'assigned');
    const seen = await stream.events(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = stream.pending().filter((message) => !message.event.startsWith('stream.'));
    stream.close();
    const orderIds = [...seen, ...later.map((message) => JSON.parse(message.data))].map(
      (event) => event.data.order.order_id,
    );
    expect(new Set(orderIds)).toEqual(new Set([inPotsdam.order_id]));
    expect(JSON.stringify([seen, later])).not.toContain('mitte');
  });

  it('carries drawer transactions and configuration changes', async () => {
    const stream = await openEventStream(t.url, await t.tokenFor('admin'));
    await stream.next();
    const config = await t.call('PUT', '/api/v1/associate-app/config', {
      as: 'admin',
      body: { capabilities: { cash_management: true }, release_toggles: { cash_rounding_enabled: false } },
    });
    expect(config.status).toBe(200);
    const setup = await t.call('PUT', '/v0/d/stores/mitte/cash_management', {
      as: 'admin',
      body: {
        operation_mode: 'non_integrated',
        drawers: [{ drawer_id: 'mitte-1', name: 'Till 1', recommended_float: 100, currency: 'EUR' }],
      },
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const open = await t.call('POST', '/v0/d/cash_drawers/mitte-1/transactions', {
      as: 'associate',
      body: {
        transaction_id: '7b0e7c1e-1111-4111-8111-111111111111',
        store_id: 'mitte',
        type: 'daily_open',
        amount: 100,
        currency: 'EUR',
        associate: 'associate',
        created_at: new Date().toISOString(),
      },
    });
    expect(open.status, JSON.stringify(open.body)).toBe(201);

    const events = await stream.events(3);
    stream.close();
    expect(events.map((event) => [event.type, event.store_id])).toEqual([
      ['config.changed', null],
      ['config.changed', 'mitte'],
      ['cash.transaction', 'mitte'],
    ]);
    expect(events[0]!.data).toEqual({ name: 'app' });
    expect(events[2]!.data).toEqual({ drawer_id: 'mitte-1', transaction: open.body });
  });

  it('refuses a malformed Last-Event-ID and resets a client that names an id never issued', async () => {
    const token = await t.tokenFor('associate');
    const malformed = await openEventStream(t.url, token, { lastEventId: 'yesterday' });
    expect(malformed.status).toBe(400);
    const ahead = await openEventStream(t.url, token, { lastEventId: 999_999_999 });
    const reset = await ahead.next();
    ahead.close();
    expect(reset.event).toBe('stream.reset');
    expect(JSON.parse(reset.data).reason).toBe('unknown_event_id');
    const unauthenticated = await fetch(`${t.url}/v0/d/events`);
    expect(unauthenticated.status).toBe(401);
  });
});

describe('the events log across a platform restart', () => {
  it('resumes after the last id received before the restart, and new ids follow on', async () => {
    const before = await startTestPlatform();
    const token = await before.tokenFor('admin');
    const stream = await openEventStream(before.url, token);
    await stream.next();
    const store = (id: string) => ({
      store_id: id,
      shop: 'shop',
      label: `Store ${id}`,
      timezone: 'America/Chicago',
      physical_address: { address_line_1: '1 Main St', city: 'Springfield', country_code: 'US' },
    });
    expect((await before.call('POST', '/v0/d/stores', { as: 'admin', body: store('a') })).status).toBe(201);
    const [seen] = await stream.events(1);
    stream.close();
    expect((await before.call('POST', '/v0/d/stores', { as: 'admin', body: store('b') })).status).toBe(201);
    await before.stop();

    const after = await startTestPlatform({ dataDir: before.dataDir });
    try {
      // The token was kept too; the stream resumes where this client stopped.
      const resumed = await openEventStream(after.url, token, { lastEventId: seen!.id });
      expect((await after.call('POST', '/v0/d/stores', { as: 'admin', body: store('c') })).status).toBe(201);
      const events = await resumed.events(2);
      resumed.close();
      expect(events.map((event) => event.data.store_id)).toEqual(['b', 'c']);
      expect(events[0]!.id).toBe(seen!.id + 1);
      expect(events[1]!.id).toBe(seen!.id + 2);
    } finally {
      await after.close();
    }
  });
});
