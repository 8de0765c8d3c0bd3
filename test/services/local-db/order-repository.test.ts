// The store's orders as the pickup screens read them from the local database: counts per status and pages
// of a filtered list, newest change first, with the search folding case the way an associate expects
// (Ö matches ö).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { STORE, storeOrder as order } from './support/local-records';
import { localDataForEachTest } from './support/temp-local-data';

const data = localDataForEachTest();

const idsOf = (orders: readonly Order[]) => orders.map((entry) => entry.order_id);

describe('counts per status', () => {
  it("counts the store's orders in each status, zero where it has none, other stores left out", () => {
    data().orders.upsertMany([
      order(1),
      order(2),
      order(3, { status: 'ready_for_pickup' }),
      order(4, { store_id: 'us-chi-michigan' }),
    ]);
    expect(data().orders.countByStatus(STORE)).toEqual({
      open: 0,
      sent_to_store: 0,
      assigned: 2,
      on_hold: 0,
      in_picking: 0,
      ready_for_pickup: 1,
      picked_up: 0,
      canceled: 0,
    });
  });

  it('follows an order that changed status (the platform sent it again)', () => {
    data().orders.upsertMany([order(1), order(2)]);
    data().orders.upsertMany([order(2, { status: 'in_picking' })]);
    expect(data().orders.countByStatus(STORE)).toMatchObject({ assigned: 1, in_picking: 1 });
  });
});

describe('pages of the list', () => {
  beforeEach(() => {
    data().orders.upsertMany([
      order(1, { customer: { name: 'Zoë Öztürk' } }),
      order(2, { status: 'ready_for_pickup', customer: { name: 'Grace Hopper' } }),
      order(3, { customer: null }),
      order(4, { status: 'on_hold', customer: { name: 'Ada Lovelace' } }),
      order(5, { customer: { name: 'Alan Turing' } }),
      order(6, { store_id: 'us-chi-michigan', customer: { name: 'Grace Kelly' } }),
    ]);
  });

  it('gives the newest change first, a page at a time, with the total of every page', () => {
    const first = data().orders.page({ storeId: STORE, offset: 0, limit: 2 });
    expect(idsOf(first.items)).toEqual(['order-5', 'order-4']);
    expect(first.total).toBe(5);
    const last = data().orders.page({ storeId: STORE, offset: 4, limit: 2 });
    expect(idsOf(last.items)).toEqual(['order-1']);
    expect(last.total).toBe(5);
  });

  it('keeps the orders of the statuses asked for', () => {
    const page = data().orders.page({
      storeId: STORE,
      statuses: ['ready_for_pickup', 'on_hold'],
      offset: 0,
      limit: 50,
    });
    expect(idsOf(page.items)).toEqual(['order-4', 'order-2']);
    expect(page.total).toBe(2);
  });

  it("finds part of the order id, the order number or the customer's name, in any case", () => {
    const search = (text: string) =>
      idsOf(data().orders.page({ storeId: STORE, search: text, offset: 0, limit: 50 }).items);
    expect(search('ORDER-3')).toEqual(['order-3']);
    expect(search('web-1002')).toEqual(['order-2']);
    expect(search('grace')).toEqual(['order-2']);
    expect(search('  öZTÜRK ')).toEqual(['order-1']);
    expect(search('a')).toEqual(['order-5', 'order-4', 'order-2']);
    expect(search('nobody')).toEqual([]);
  });

  it('combines the search with the statuses, and counts only what matches', () => {
    const page = data().orders.page({
      storeId: STORE,
      statuses: ['assigned', 'on_hold'],
      search: 'L',
      offset: 0,
      limit: 1,
    });
    expect(idsOf(page.items)).toEqual(['order-5']);
    expect(page.total).toBe(2);
  });
});
