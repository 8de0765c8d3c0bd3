// The seed's in-store pickup workflow, over HTTP as a client does it: stores with coordinates, stock for
// every store, the pickup configuration, options for the customer's location and bag, the order with the
// chosen store's token; then the platform sends it to the store and the associate fulfils it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderEventListResponseSchema,
  OrderSchema,
  type Order,
  type OrderEventListResponse,
} from '../../../shared/contract/order';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import type { TestPlatform } from '../support/platform-fixture';
import {
  BERLIN_STORES,
  CUSTOMER,
  SHOP,
  createStore,
  importStock,
  pickupConfig,
  pickupOrderBody,
  putPickupConfig,
  requestOptions,
  waitForStatus,
  closeArchives,
  startPickupPlatform,
} from '../pickup/pickup-tenant';

// The HTTPS server the stock archives are imported from.
afterAll(closeArchives);

describe('in-store pickup workflow', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startPickupPlatform();
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes an order from the options request to the customer collecting it', async () => {
    for (const store of BERLIN_STORES) await createStore(t, store);
    await importStock(
      t,
      BERLIN_STORES.flatMap((store) => [
        { store_id: store.store_id, product_id: 'tee', quantity: 3 },
        { store_id: store.store_id, product_id: 'cap', quantity: 1 },
      ]),
    );
    await putPickupConfig(
      t,
      pickupConfig(
        BERLIN_STORES.map((store) => store.store_id),
        1,
      ),
    );

    const bag = [
      { product_id: 'tee', quantity: 2 },
      { product_id: 'cap', quantity: 1 },
    ];
    const { options } = await requestOptions(t, { location: { geo: CUSTOMER }, bag });
    expect(options.map((option) => option.fulfillment_node_id)).toEqual(['mitte', 'spandau', 'potsdam']);
    const chosen = options[0]!;
    expect(chosen.has_atp).toBe(true);

    const created = await t.call<Order>('POST', '/v0/d/fulfill_order', {
      as: 'associate',
      body: pickupOrderBody('web-1001', chosen.in_store_pickup_option.shipping_offer_token, [
        { product_id: 'tee', quantity: 2, price: 19.99 },
        { product_id: 'cap', quantity: 1, price: 12.5 },
      ]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(OrderSchema.parse(created.body)).toEqual(created.body);
    expect(created.body).toMatchObject({
      external_id: 'web-1001',
      shop: SHOP,
      store_id: 'mitte',
      status: 'open',
      currency: 'EUR',
      customer: { name: 'Erika Mustermann', email: 'erika@example.com' },
      payments: [],
      assignee: null,
    });
    expect(created.body.shipments[0]?.items).toEqual([
      { product_id: 'tee', quantity: 2, price: 19.99 },
      { product_id: 'cap', quantity: 1, price: 12.5 },
    ]);
    const orderId = created.body.order_id;

    // The grace period (1 s) elapses: the order is sent to Mitte, which has the stock: assigned.
    const assigned = await waitForStatus(t, orderId, 'assigned');
    expect(assigned.store_id).toBe('mitte');

    // The reserved stock is no longer available to promise: Mitte has 1 tee left and no cap.
    const after = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'cap', quantity: 1 }],
      options: { show_stores_without_atp: true, search_radius: 1 },
    });
    expect(after.options.map((option) => [option.fulfillment_node_id, option.has_atp])).toEqual([
      ['mitte', false],
    ]);

    const picking = await t.call<Order>('POST', `/v0/d/orders/${orderId}/start_picking`, { as: 'associate' });
    expect(picking.status, JSON.stringify(picking.body)).toBe(200);
    expect(picking.body).toMatchObject({ status: 'in_picking', assignee: 'associate' });

    const ready = await t.call<Order>('POST', `/v0/d/orders/${orderId}/mark_ready`, {
      as: 'associate',
      body: {
        picked: [
          { product_id: 'cap', quantity: 1 },
          { product_id: 'tee', quantity: 2 },
        ],
      },
    });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.status).toBe('ready_for_pickup');

    const handed = await t.call<Order>('POST', `/v0/d/orders/${orderId}/hand_over`, {
      as: 'associate',
      body: { verified_by: 'order confirmation email' },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.status).toBe('picked_up');

    // The goods left the store: its stock dropped by what was ordered, and nothing stays reserved.
    const stock = new StockRepository(t.platform.context.db, t.platform.context.now);
    expect(stock.quantity('mitte', 'tee')).toBe(1);
    expect(stock.quantity('mitte', 'cap')).toBe(0);

    const history = await t.call<OrderEventListResponse>('GET', `/v0/d/orders/${orderId}/events`, {
      as: 'associate',
    });
    expect(history.status).toBe(200);
    expect(OrderEventListResponseSchema.parse(history.body)).toEqual(history.body);
    expect(history.body.events.map(({ from, to, action, actor }) => ({ from, to, action, actor }))).toEqual([
      { from: null, to: 'open', action: 'create', actor: 'associate' },
      { from: 'open', to: 'sent_to_store', action: 'grace_period_elapsed', actor: 'system' },
      { from: 'sent_to_store', to: 'assigned', action: 'routing', actor: 'system' },
      { from: 'assigned', to: 'in_picking', action: 'start_picking', actor: 'associate' },
      { from: 'in_picking', to: 'ready_for_pickup', action: 'mark_ready', actor: 'associate' },
      { from: 'ready_for_pickup', to: 'picked_up', action: 'hand_over', actor: 'associate' },
    ]);
    expect(new Set(history.body.events.map((event) => event.event_id)).size).toBe(6);
    expect(history.body.events.every((event) => event.order_id === orderId)).toBe(true);
  });
});
