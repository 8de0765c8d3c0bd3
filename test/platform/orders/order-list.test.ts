import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import { OrderListResponseSchema, type Order, type OrderListResponse } from '../../../shared/contract/order';
import type { TestPlatform } from '../support/platform-fixture';
import {
  placePickupOrder,
  setUpBerlinTenant,
  closeArchives,
  startPickupPlatform,
} from '../pickup/pickup-tenant';

// The HTTPS server the stock archives are imported from.
afterAll(closeArchives);

describe('GET /v0/d/orders', () => {
  let t: TestPlatform;
  const placed: Order[] = [];

  beforeAll(async () => {
    // Every reading of the clock is later than the one before, so the order of changes is unambiguous.
    let last = 0;
    t = await startPickupPlatform({ now: () => new Date((last = Math.max(Date.now(), last + 1))) });
    await setUpBerlinTenant(t, 3600, { mitte: { tee: 10 }, potsdam: { tee: 10 } });
    for (const [index, storeId] of ['mitte', 'potsdam', 'mitte'].entries()) {
      placed.push(await placePickupOrder(t, `list-${index}`, storeId, [{ product_id: 'tee', quantity: 1 }]));
    }
    const canceled = await t.call<Order>('POST', `/v0/d/orders/${placed[0]!.order_id}/cancel`, {
      as: 'associate',
      body: { reason: 'duplicate' },
    });
    placed[0] = canceled.body;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string) =>
    t.call<OrderListResponse & ErrorBody>('GET', `/v0/d/orders${query}`, { as: 'associate' });
  const externalIds = (response: OrderListResponse) => response.items.map((order) => order.external_id);

  it('pages through the orders, least recently changed first', async () => {
    const first = await list('?count=2');
    expect(OrderListResponseSchema.parse(first.body)).toEqual(first.body);
    expect(externalIds(first.body)).toEqual(['list-1', 'list-2']);
    expect(first.body.pagination).toEqual({ offset: 0, count: 2, total: 3, next_cursor: expect.any(String) });
    const second = await list('?count=2&offset=2');
    expect(externalIds(second.body)).toEqual(['list-0']);
    expect(second.body.pagination).toEqual({ offset: 2, count: 1, total: 3, next_cursor: null });
    // The cursor continues after the first page's last order exactly as the offset does.
    const byCursor = await list(`?count=2&after=${encodeURIComponent(first.body.pagination.next_cursor!)}`);
    expect(externalIds(byCursor.body)).toEqual(['list-0']);
    expect(byCursor.body.pagination).toEqual({ offset: 0, count: 1, total: 3, next_cursor: null });
  });

  it('refuses a cursor from another listing, an altered one, or one with an offset, naming after', async () => {
    const first = await list('?count=2');
    const cursor = encodeURIComponent(first.body.pagination.next_cursor!);
    for (const query of [`?after=${cursor}&offset=2`, '?after=bm90LWEtY3Vyc29y', `?after=${cursor}x`]) {
      const refused = await list(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.details?.[0]?.path).toBe('after');
    }
  });

  it('filters by store and status', async () => {
    expect(externalIds((await list('?store_id=mitte')).body)).toEqual(['list-2', 'list-0']);
    expect(externalIds((await list('?store_id=mitte&status=open')).body)).toEqual(['list-2']);
    expect(externalIds((await list('?status=canceled')).body)).toEqual(['list-0']);
  });

  it('answers the orders changed after updated_since', async () => {
    const since = placed[2]!.created_at;
    // Only the cancellation happened after the last order was created.
    expect(externalIds((await list(`?updated_since=${encodeURIComponent(since)}`)).body)).toEqual(['list-0']);
  });

  it('refuses a bad query with 400 naming the parameter', async () => {
    for (const [query, path] of [
      ['?status=lost', 'status'],
      ['?count=0', 'count'],
      ['?updated_since=yesterday', 'updated_since'],
    ] as const) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.error.details?.[0]?.path, query).toBe(path);
    }
  });
});
