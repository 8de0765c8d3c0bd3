// A listing's total is kept between requests (catalog/total-cache.ts) and must never outlive a write of what
// it counts, whoever made the write: here plain SQL on another connection to the database (another process on
// PostgreSQL), which calls none of the catalog's writers, so only the database itself can tell the reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductRepository } from '../../../electron/platform/catalog/product-repository';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const AT = '2026-11-27T07:00:00.000Z';
const LOCALE = 'en-US';
const item = (productId: string, title: string): ProductItem => ({
  product_id: productId,
  title,
  categories: [{ path: 'Outdoor > Camping', is_main: true }],
});

describe('a listing total after a write no catalog writer made', () => {
  let database: TestDatabase;
  let reader: ProductRepository;
  /** Another connection, as another process has: its writes reach the reader only through the database. */
  let other: PlatformDatabase;
  let shops = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    reader = new ProductRepository(database.db);
    other = database.connect();
  });

  afterAll(async () => {
    await database?.close();
  });

  /** A shop of its own for each test, with three camping products. */
  const newShop = (): string => {
    shops += 1;
    const shop = `shop-${shops}`;
    const writer = new ProductWriter(database.db);
    database.db.transaction(() =>
      writer.writeProducts(
        shop,
        LOCALE,
        [item('LANTERN-1', 'Storm Lantern'), item('TENT-1', 'Dome Tent'), item('STOVE-1', 'Camp Stove')],
        AT,
      ),
    )();
    return shop;
  };
  /** The total the reader answers, asked twice in a row as a client paging does (the second may be kept). */
  const total = async (
    shop: string,
    query: { q?: string; category?: string; updatedSince?: string } = {},
  ) => {
    const first = (await reader.list({ shop, locale: LOCALE, offset: 0, count: 1, ...query })).total;
    const second = (await reader.list({ shop, locale: LOCALE, offset: 1, count: 1, ...query })).total;
    expect(second).toBe(first);
    return first;
  };
  const rowOf = (shop: string, productId: string) =>
    other
      .prepare<[string, string], number>('SELECT id FROM products WHERE shop = ? AND product_id = ?')
      .pluck()
      .get(shop, productId) as number;

  it('leaves out a product hidden by an UPDATE of its row', async () => {
    const shop = newShop();
    expect(await total(shop)).toBe(3);
    other
      .prepare('UPDATE products SET show_in_listing = 0 WHERE shop = ? AND product_id = ?')
      .run(shop, 'TENT-1');
    expect(await total(shop)).toBe(2);
  });

  it('counts a product added by an INSERT of its row', async () => {
    const shop = newShop();
    expect(await total(shop)).toBe(3);
    other
      .prepare(
        `INSERT INTO products (shop, locale, product_id, show_in_listing, data, created_at, updated_at)
         VALUES (?, ?, 'AXE-1', 1, ?, ?, ?)`,
      )
      .run(shop, LOCALE, JSON.stringify({ product_id: 'AXE-1', title: 'Hatchet' }), AT, AT);
    expect(await total(shop)).toBe(4);
  });

  it('counts the products a changed updated_at puts into a sync listing', async () => {
    const shop = newShop();
    const since = '2026-11-27T08:00:00.000Z';
    expect(await total(shop, { updatedSince: since })).toBe(0);
    other
      .prepare(
        "UPDATE products SET updated_at = '2026-11-27T09:00:00.000Z' WHERE shop = ? AND product_id <> ?",
      )
      .run(shop, 'STOVE-1');
    expect(await total(shop, { updatedSince: since })).toBe(2);
  });

  it('leaves a product out of its category once its category row is deleted', async () => {
    const shop = newShop();
    expect(await total(shop, { category: 'Outdoor' })).toBe(3);
    other.prepare('DELETE FROM product_categories WHERE product_row = ?').run(rowOf(shop, 'STOVE-1'));
    expect(await total(shop, { category: 'Outdoor' })).toBe(2);
  });

  it('no longer finds a product once its search row is deleted', async () => {
    const shop = newShop();
    expect(await total(shop, { q: 'lantern' })).toBe(1);
    other.prepare('DELETE FROM product_search WHERE rowid = ?').run(rowOf(shop, 'LANTERN-1'));
    expect(await total(shop, { q: 'lantern' })).toBe(0);
  });

  it('counts again after a statement of many rows, PostgreSQL moving the catalog version once for it', async () => {
    const shop = newShop();
    expect(await total(shop)).toBe(3);
    // What another PostgreSQL process reads to know that its totals are stale (SQLite stamps every commit).
    const version = () =>
      other.prepare<[string], number>('SELECT version FROM catalog_change WHERE shop = ?').pluck().get(shop);
    const before = version();
    other.prepare('UPDATE products SET show_in_listing = 0 WHERE shop = ?').run(shop);
    const afterBulk = version();
    other.prepare("UPDATE products SET show_in_listing = 1 WHERE shop = ? AND product_id = 'NONE'").run(shop);
    expect(await total(shop)).toBe(0);
    if (other.engine === 'postgres') {
      expect(afterBulk).toBe((before ?? 0) + 1);
      // A statement that changed no row moves nothing.
      expect(version()).toBe(afterBulk);
    }
  });
});
