// The dashboard's periodic refresh on the real bridge to a real host (embedded platform with the demo tenant):
// with more orders than one page, an associate who scrolled past the first page keeps every row they reached
// when the list is read again, and the rows stay those the platform holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosStore } from '../../../renderer/src/store/pos-store';
import { SOHO, startPickupFixture, type PickupFixture } from '../pickup/support/pickup-fixture';

/** More than the bridge's largest page (200 rows), so the list needs a second page. */
const ORDERS_PLACED = 230;

let fixture: PickupFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startPickupFixture();
  const products = fixture.products;
  // A storefront's customers order, a few at a time.
  for (let first = 0; first < ORDERS_PLACED; first += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, ORDERS_PLACED - first) }, (_, offset) =>
        fixture.shop.placePickupOrder({
          storeId: SOHO,
          lines: [{ product: products[(first + offset) % products.length]!, quantity: 1 }],
          customer: { name: `Customer ${first + offset}` },
        }),
      ),
    );
  }
  store = await fixture.workstation('associate');
}, 300_000);

afterAll(async () => {
  await fixture?.close();
});

describe('the order list refresh', () => {
  it('keeps the rows the associate scrolled to, past the first page', async () => {
    await store.getState().setPickupFilter('all');
    const firstPage = store.getState().pickupOrders;
    expect(firstPage.length).toBe(200);
    expect(store.getState().pickupOrdersTotal).toBeGreaterThanOrEqual(ORDERS_PLACED);

    await store.getState().loadMorePickupOrders();
    const scrolled = store.getState().pickupOrders.map((order) => order.orderId);
    expect(scrolled.length).toBe(store.getState().pickupOrdersTotal);

    await store.getState().refreshPickup();
    const refreshed = store.getState().pickupOrders.map((order) => order.orderId);
    expect(refreshed).toEqual(scrolled);
    expect(new Set(refreshed).size).toBe(refreshed.length);
  });

  it('reads one page again when nothing was scrolled past it', async () => {
    await store.getState().setPickupFilter('not_started');
    await store.getState().setPickupFilter('all');
    await store.getState().refreshPickup();
    expect(store.getState().pickupOrders.length).toBe(200);
  });
});
