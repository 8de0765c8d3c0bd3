// The pickup slice through getState(), on the real bridge to a real host whose embedded platform has the
// demo tenant: orders placed by a storefront reach SoHo, the associate picks them by scan and by hand,
// marks one ready (its documents are queued), hands it over, short-picks another, and a manager reroutes it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import { multiplyByQuantity, sum } from '../../../shared/money/arithmetic';
import { pickLinesOf } from '../../../renderer/src/domain/pick-progress';
import type { PosStore } from '../../../renderer/src/store/pos-store';
import { countOf } from '../../../renderer/src/store/pickup-slice';
import { printJobsOfOrder } from '../../../renderer/src/store/printing-slice';
import { SOHO, startPickupFixture, type PickupFixture } from '../pickup/support/pickup-fixture';

let fixture: PickupFixture;
let store: PosStore;
/** Two lines: 2 of the first product, 1 of the second; only the dashboard tests read it, nobody picks it. */
let listedOrder: Order;
/** The same two lines, for another customer: picked, marked ready and handed over. */
let bagOrder: Order;
/** One line: 1 of the third product; only the dashboard tests read it. */
let oneItemOrder: Order;
/** The same line, for another customer: short-picked, then rerouted. */
let shortOrder: Order;

beforeAll(async () => {
  fixture = await startPickupFixture();
  const [first, second, third] = fixture.products;
  listedOrder = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
    ],
    customer: { name: 'Avery Chen', email: 'avery.chen@example.com' },
  });
  bagOrder = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
    ],
    customer: { name: 'Robin Diaz' },
  });
  oneItemOrder = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: [{ product: third, quantity: 1 }],
    customer: { name: 'Sam Okafor' },
  });
  shortOrder = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: [{ product: third, quantity: 1 }],
    customer: { name: 'Kim Laurent' },
  });
  for (const order of [listedOrder, bagOrder, oneItemOrder, shortOrder]) {
    await fixture.shop.waitForStatus(order.order_id, 'assigned');
  }
}, 120_000);

// Each test starts at a new window of the workstation, the associate signed in at SoHo (one test hands the
// workstation to the manager).
beforeEach(async () => {
  store = await fixture.workstation('associate');
});

afterAll(async () => {
  await fixture?.close();
});

describe('the dashboard', () => {
  it('counts the orders by state and lists those not started, with customer, units and exact total', async () => {
    await store.getState().refreshPickup();
    const { pickupCounts, pickupOrders, pickupFilter } = store.getState();
    expect(pickupFilter).toBe('not_started');
    expect(pickupCounts && countOf(pickupCounts, 'not_started')).toBe(pickupOrders.length);
    const listed = pickupOrders.find((order) => order.orderId === listedOrder.order_id);
    const [first, second] = fixture.products;
    const expectedTotal = sum(
      [
        multiplyByQuantity(parseMoneyOrThrow(first.price, first.currency), 2),
        multiplyByQuantity(parseMoneyOrThrow(second.price, second.currency), 1),
      ],
      first.currency,
    );
    expect(listed).toMatchObject({
      externalId: listedOrder.external_id,
      status: 'assigned',
      customerName: 'Avery Chen',
      itemCount: 3,
      total: { minor: expectedTotal.minor, currency: first.currency },
    });
    expect(pickupOrders.map((order) => order.orderId)).toContain(oneItemOrder.order_id);
  });

  it('searches every state by customer name or order id, and shows the filter again when cleared', async () => {
    await store.getState().setPickupQuery('avery');
    expect(store.getState().pickupOrders.map((order) => order.orderId)).toEqual([listedOrder.order_id]);
    await store.getState().setPickupQuery(oneItemOrder.order_id.slice(0, 12));
    expect(store.getState().pickupOrders.map((order) => order.orderId)).toEqual([oneItemOrder.order_id]);
    await store.getState().setPickupQuery('nobody-by-this-name');
    expect(store.getState().pickupOrders).toEqual([]);
    expect(store.getState().pickupOrdersLoad.status).toBe('done');
    await store.getState().setPickupQuery('');
    expect(store.getState().pickupOrders.length).toBe(store.getState().pickupOrdersTotal);
    await store.getState().setPickupFilter('on_hold');
    expect(store.getState().pickupOrders.map((order) => order.orderId)).not.toContain(listedOrder.order_id);
  });

  it('finds an order by its scanned id or its number, and nothing for an item barcode', async () => {
    expect((await store.getState().findOrderByCode(listedOrder.order_id))?.orderId).toBe(
      listedOrder.order_id,
    );
    expect((await store.getState().findOrderByCode(` ${oneItemOrder.external_id} `))?.orderId).toBe(
      oneItemOrder.order_id,
    );
    expect(await store.getState().findOrderByCode(fixture.products[0].ean)).toBeNull();
  });
});

// Picking is one story: each step needs the order where the step before left it.
describe('picking an order', () => {
  it('opens it, picks by scan and by hand, marks it ready (documents queued) and hands it over', async () => {
    // Opens the order with its lines, history and what an associate may do.
    expect(await store.getState().openPickupOrder(bagOrder.order_id)).toBe(true);
    const { openOrder, openOrderEvents } = store.getState();
    expect(openOrder?.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [fixture.products[0].productId, 2],
      [fixture.products[1].productId, 1],
    ]);
    expect(openOrder?.lines[0]).toMatchObject({ ean: fixture.products[0].ean, sku: fixture.products[0].sku });
    expect(openOrder?.allowedActions).toContain('start_picking');
    expect(openOrder?.allowedActions).not.toContain('reroute');
    expect(openOrderEvents.map((event) => event.to)).toEqual(['open', 'sent_to_store', 'assigned']);

    // Starts picking with the associate as picker.
    expect(await store.getState().startPicking()).toBe(true);
    expect(store.getState().openOrder).toMatchObject({ status: 'in_picking', assignee: 'associate' });

    // Counts a right scan, refuses an item not in the order and one too many, and accepts the SKU.
    const [first, second, third] = fixture.products;
    const picked = () => store.getState().pickProgress[bagOrder.order_id] ?? {};

    expect(store.getState().scanItem(first.ean)).toMatchObject({ kind: 'picked', picked: 1, ordered: 2 });
    expect(store.getState().scanItem(third.ean)).toEqual({ kind: 'not_in_order', code: third.ean });
    expect(store.getState().lastScan).toMatchObject({ kind: 'not_in_order' });
    expect(picked()).toEqual({ [first.productId]: 1 });

    expect(store.getState().scanItem(first.ean)).toMatchObject({ kind: 'picked', picked: 2 });
    expect(store.getState().scanItem(first.ean)).toMatchObject({ kind: 'over_scan', ordered: 2 });
    expect(picked()).toEqual({ [first.productId]: 2 });

    expect(store.getState().scanItem(second.sku.toLowerCase())).toMatchObject({ kind: 'picked', picked: 1 });
    expect(picked()).toEqual({ [first.productId]: 2, [second.productId]: 1 });

    // Takes quantities confirmed by hand, kept between none and what was ordered.
    store.getState().setPickedQuantity(first.productId, 0);
    expect(store.getState().pickProgress[bagOrder.order_id]?.[first.productId]).toBe(0);
    expect(await store.getState().markReady()).toBe(false);
    expect(store.getState().orderAction.error?.message).toMatch(/Pick every item first/);
    // The screen's own check, not a fault of the app: its advice is not to restart.
    expect(store.getState().orderAction.error?.code).toBe('local_validation');
    store.getState().setPickedQuantity(first.productId, 9);
    expect(store.getState().pickProgress[bagOrder.order_id]?.[first.productId]).toBe(2);

    // Marks the order ready, which queues the configured documents (2 invoices, 1 packing slip).
    expect(await store.getState().markReady()).toBe(true);
    expect(store.getState().openOrder?.status).toBe('ready_for_pickup');
    const jobs = printJobsOfOrder(store.getState().printJobs, bagOrder.order_id);
    expect(jobs.map((job) => [job.documentType, job.copyNumber, job.copies, job.printerType])).toEqual([
      ['invoice', 1, 2, 'document_printer'],
      ['invoice', 2, 2, 'document_printer'],
      ['packing_slip', 1, 1, 'receipt_printer'],
    ]);
    await fixture.shop.waitForStatus(bagOrder.order_id, 'ready_for_pickup');

    // Hands the order over, the associate recorded as who verified the customer.
    expect(await store.getState().handOver()).toBe(true);
    expect(store.getState().openOrder?.status).toBe('picked_up');
    const onPlatform = await fixture.shop.waitForStatus(bagOrder.order_id, 'picked_up');
    const events = await fixture.shop.events(onPlatform.order_id);
    expect(events.at(-1)).toMatchObject({ action: 'hand_over', actor: 'associate' });
  });
});

describe('a short pick, then a reroute', () => {
  it('rejects what is missing (on hold); an associate may not reroute, a manager may', async () => {
    // Rejects what is missing and puts the order on hold.
    expect(await store.getState().openPickupOrder(shortOrder.order_id)).toBe(true);
    expect(await store.getState().startPicking()).toBe(true);
    const lines = pickLinesOf(store.getState().openOrder!);
    expect(lines).toHaveLength(1);
    expect(await store.getState().rejectMissingItems('no_inventory')).toBe(true);
    expect(store.getState().openOrder?.status).toBe('on_hold');
    await fixture.shop.waitForStatus(shortOrder.order_id, 'on_hold');

    // Does not let an associate reroute: no action offered, and the host refuses.
    await store.getState().reloadOpenOrder();
    expect(store.getState().openOrder?.allowedActions).not.toContain('reroute');
    await store.getState().loadRerouteOptions();
    expect(store.getState().rerouteOptionsLoad.error?.code).toBe('forbidden');
    expect(await store.getState().rerouteOrder('us-nyc-flatiron')).toBe(false);
    expect(store.getState().orderAction.error?.code).toBe('forbidden');

    // Lets a manager reroute to a nearby store that has the item, nearest first.
    const manager = await fixture.workstation('manager');
    expect(await manager.getState().openPickupOrder(shortOrder.order_id)).toBe(true);
    expect(manager.getState().openOrder?.allowedActions).toContain('reroute');
    await manager.getState().loadRerouteOptions();
    const { rerouteOptions, rerouteOptionsLoad } = manager.getState();
    expect(rerouteOptionsLoad.status).toBe('done');
    expect(rerouteOptions.map((option) => option.storeId)).not.toContain(SOHO);
    const distances = rerouteOptions.map((option) => option.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const target = rerouteOptions.find((option) => option.hasAtp);
    expect(target, 'a store near SoHo has the item').toBeDefined();

    expect(await manager.getState().rerouteOrder(target!.storeId)).toBe(true);
    // The platform routes the order to the new store in the background.
    const order = await vi.waitFor(
      async () => {
        const current = await fixture.shop.order(shortOrder.order_id);
        expect(current.store_id).toBe(target!.storeId);
        return current;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(['sent_to_store', 'assigned']).toContain(order.status);
  });
});

describe('another user at the same workstation', () => {
  it('starts from the dashboard: nothing left open or half-picked from the one before', async () => {
    store.getState().followPickup()();
    expect(await store.getState().openPickupOrder(bagOrder.order_id)).toBe(true);
    expect(store.getState().openOrderId).toBe(bagOrder.order_id);

    expect(await store.getState().signIn('manager', 'manager')).toBe(true);
    const state = store.getState();
    expect(state.session?.user?.username).toBe('manager');
    expect(state.openOrderId).toBeNull();
    expect(state.openOrder).toBeNull();
    expect(state.pickProgress).toEqual({});
    expect(state.pickupFilter).toBe('not_started');
    expect(state.pickupOrders).toEqual([]);
  });
});
