// @vitest-environment jsdom
// New pickup orders are noticed (#9): on the real bridge to a real host (demo tenant), an order that
// reaches the store while the dashboard is open is marked new and announced until it is opened, and an
// order past the store's promise is flagged Late — in the store (getState) and on the dashboard.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { PickupScreen } from '../../../renderer/src/features/pickup';
import { waitingOf } from '../../../renderer/src/features/pickup/order-waiting';
import { PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider, ToastProvider } from '../../../renderer/src/ui';
import { SOHO, startPickupFixture, type PickupFixture } from './support/pickup-fixture';

let fixture: PickupFixture;

/** Waiting for the host's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 15_000 };

beforeAll(async () => {
  fixture = await startPickupFixture();
}, 120_000);

afterAll(async () => {
  cleanup();
  await fixture?.close();
});

async function placeOrder(name: string): Promise<Order> {
  const order = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: [{ product: fixture.products[0], quantity: 1 }],
    customer: { name },
  });
  await fixture.shop.waitForStatus(order.order_id, 'assigned');
  return order;
}

describe('the store', () => {
  let store: PosStore;
  let stopFollowing: () => void;

  // Each test on a new store that starts following SoHo's orders: what it knows as new is its own.
  beforeEach(async () => {
    store = await fixture.workstation('associate');
    stopFollowing = store.getState().followPickup();
    await vi.waitFor(() => expect(store.getState().pickupOrdersLoad.status).toBe('done'), ANSWER);
  }, 60_000);
  afterEach(() => stopFollowing?.());

  it('knows nothing as new on the first load: what the store had is not an arrival', () => {
    expect(store.getState().pickupNewOrderIds).toEqual([]);
    expect(store.getState().pickupArrivalSeq).toBe(0);
  });

  it('marks an order that arrives while it follows the store as new, once, until it is opened', async () => {
    const order = await placeOrder('Noa Lindqvist');
    await vi.waitFor(() => expect(store.getState().pickupNewOrderIds).toContain(order.order_id), ANSWER);
    expect(store.getState().pickupArrivalSeq).toBe(1);
    // Loading the list again finds nothing newer: no second chime for the same order.
    await store.getState().refreshPickup();
    expect(store.getState().pickupArrivalSeq).toBe(1);
    expect(store.getState().pickupNewOrderIds).toEqual([order.order_id]);

    await store.getState().openPickupOrder(order.order_id);
    expect(store.getState().pickupNewOrderIds).toEqual([]);
    store.getState().closePickupOrder();
  });

  it('flags an order past the store’s promise as late, and a fresh one as not late', async () => {
    const placed = await placeOrder('Noa Lindqvist');
    // The store has heard of it (and reloaded its list) before the list is asked for again.
    await vi.waitFor(() => expect(store.getState().pickupNewOrderIds).toContain(placed.order_id), ANSWER);
    const now = new Date();
    await store.getState().setPickupFilter('all');
    const orders = store.getState().pickupOrders;
    const late = orders.filter((order) => waitingOf(order, now)?.late);
    // The demo day starts with an order to pick that is past SoHo's promise.
    expect(late.length).toBeGreaterThan(0);
    for (const order of late) expect(Date.parse(order.promiseDueAt!)).toBeLessThan(now.getTime());
    const fresh = orders.find((order) => order.customerName === 'Noa Lindqvist');
    expect(fresh?.promiseDueAt).not.toBeNull();
    expect(waitingOf(fresh!, now)).toEqual({ minutes: 0, late: false });
    // Once ready, nothing waits: no minutes, never late.
    expect(waitingOf({ ...late[0]!, status: 'ready_for_pickup' }, now)).toBeNull();
  });
});

describe('the dashboard', () => {
  it('shows the late order flagged, then a new order highlighted and announced', async () => {
    const store = await fixture.workstation('associate');
    render(
      <PosStoreProvider store={store}>
        <LocaleProvider locale="en-US">
          <ToastProvider>
            <PickupScreen />
          </ToastProvider>
        </LocaleProvider>
      </PosStoreProvider>,
    );
    const list = await screen.findByRole('table', { name: 'Not started orders' }, ANSWER);
    const lateRow = (await within(list).findAllByRole('row', {}, ANSWER)).find((row) =>
      within(row).queryByText('Late', { exact: true }),
    );
    expect(lateRow).toBeDefined();
    expect(screen.getByTestId('new-order-announcement').textContent).toBe('');

    const order = await placeOrder('Ines Carvalho');
    const row = await within(list).findByRole('row', { name: new RegExp(order.external_id) }, ANSWER);
    expect(within(row).getByText('New', { exact: true })).toBeTruthy();
    expect(within(row).queryByText('Late', { exact: true })).toBeNull();
    expect(screen.getByTestId('new-order-announcement').textContent).toBe(`New order: ${order.external_id}`);
    await act(async () => {
      await store.getState().openPickupOrder(order.order_id);
    });
    await screen.findByRole('heading', { name: `Order ${order.external_id}` }, ANSWER);
  });
});
