// Keyset pagination over HTTP: walking a listing with `after` (the previous page's next_cursor) gives
// exactly what offsets give, never skips a product changed during the walk, and refuses a cursor that is
// not this listing's, naming `after`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

const SHOP = 'keyset-shop';
const item = (n: number): ProductItem => ({
  product_id: `K${String(n).padStart(3, '0')}`,
  title: `Product ${n}`,
  show_in_listing: n % 10 !== 0,
  categories: [{ path: 'All', is_main: true }],
});

describe('GET products with after', () => {
  let t: TestPlatform;
  const write = (items: ProductItem[], at: string) => {
    const { db } = t.platform.context;
    db.transaction(() => new ProductWriter(db).writeProducts(SHOP, 'en-US', items, at))();
  };

  // Each test walks its own platform's catalog: the rename in one does not reorder another's listing.
  beforeEach(async () => {
    t = await startTestPlatform();
    // Three instants, so the sync order (updated_at, product_id) differs from the plain one.
    write(
      Array.from({ length: 20 }, (_, n) => item(n)),
      '2026-03-01T00:00:00.000Z',
    );
    write(
      Array.from({ length: 15 }, (_, n) => item(20 + n)),
      '2026-02-01T00:00:00.000Z',
    );
    write([item(35), item(36)], '2026-03-02T00:00:00.000Z');
  });
  afterEach(async () => {
    await t.close();
  });

  const list = (query: string) =>
    t.call<ProductListResponse & ErrorBody>('GET', `/api/v1/shops/${SHOP}/products?locale=en-US&${query}`, {
      as: 'associate',
    });

  async function walk(base: string, by: 'offset' | 'after'): Promise<string[]> {
    const ids: string[] = [];
    for (let offset = 0, cursor: string | null | undefined, pages = 0; pages < 50; pages += 1) {
      const position =
        by === 'offset' ? `offset=${offset}` : cursor ? `after=${encodeURIComponent(cursor)}` : '';
      const page = await list(`${base}&count=6&${position}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      ids.push(...page.body.items.map((product) => product.product_id));
      offset += page.body.items.length;
      cursor = page.body.pagination.next_cursor;
      if (page.body.items.length < 6) {
        expect(cursor).toBeNull();
        break;
      }
      if (by === 'after') expect(cursor).toEqual(expect.any(String));
    }
    return ids;
  }

  it('walks the sync listing and the plain listing by cursor exactly as by offset', async () => {
    const sync = 'updated_since=1970-01-01T00:00:00Z';
    const byCursor = await walk(sync, 'after');
    expect(byCursor).toEqual(await walk(sync, 'offset'));
    expect(byCursor).toHaveLength(37);
    expect(byCursor.slice(0, 2)).toEqual(['K020', 'K021']); // the February ones first
    const plain = await walk('', 'after');
    expect(plain).toEqual(await walk('', 'offset'));
    expect(plain).not.toContain('K010'); // hidden from the plain listing
  });

  it('never skips a product changed during the walk: it comes again at the end', async () => {
    const sync = 'updated_since=2026-01-01T00:00:00Z';
    const first = await list(`${sync}&count=10`);
    const seen = first.body.items.map((product) => product.product_id);
    // A product already read changes: by offset every later page would shift back by one.
    write([{ ...item(20), title: 'Product 20, renamed' }], '2026-03-03T00:00:00.000Z');
    let cursor = first.body.pagination.next_cursor;
    while (cursor) {
      const page = await list(`${sync}&count=10&after=${encodeURIComponent(cursor)}`);
      seen.push(...page.body.items.map((product) => product.product_id));
      cursor = page.body.pagination.next_cursor;
    }
    expect(new Set(seen).size).toBe(37);
    expect(seen.at(-1)).toBe('K020');
  });

  it('refuses a cursor that is not this listing’s, or one given with an offset, naming after', async () => {
    const plain = await list('count=5');
    const cursor = encodeURIComponent(plain.body.pagination.next_cursor!);
    for (const query of [
      `updated_since=1970-01-01T00:00:00Z&after=${cursor}`,
      'after=bm90LWEtY3Vyc29y',
      `after=${cursor}&offset=5`,
    ]) {
      const refused = await list(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.details?.[0]?.path).toBe('after');
    }
    const syncPage = await list('updated_since=2026-02-15T00:00:00Z&count=5');
    const old = encodeURIComponent(
      (await list('updated_since=1970-01-01T00:00:00Z&count=5')).body.pagination.next_cursor!,
    );
    expect(syncPage.status).toBe(200);
    const olderThanSince = await list(`updated_since=2026-02-15T00:00:00Z&after=${old}`);
    expect(olderThanSince.status).toBe(400);
    expect(olderThanSince.body.error.message).toContain('older than updated_since');
  });
});
