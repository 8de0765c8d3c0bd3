// The catalog writer sends its rows in multi-row statements: a file naming a product twice still ends as
// its last line says (one row, searched and filed by its last title and category), and a write of more
// products than one statement holds lists and finds every one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductRepository } from '../../../electron/platform/catalog/product-repository';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const AT = '2026-11-25T09:00:00.000Z';
const item = (productId: string, title: string, category: string): ProductItem => ({
  product_id: productId,
  title,
  categories: [{ path: category, is_main: true }],
});

describe('product writer', () => {
  let database: TestDatabase;
  let db: PlatformDatabase;
  let products: ProductRepository;
  // Each test writes to its own shop, so that either may run first.
  const list = (query: { q?: string; category?: string; shop?: string } = {}) =>
    products.list({ shop: 'us', locale: 'en-US', offset: 0, count: 100, ...query });

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    products = new ProductRepository(db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('writes a product named twice in one file as its last line says', async () => {
    const writer = new ProductWriter(db);
    db.transaction(() => {
      writer.writeProducts(
        'us',
        'en-US',
        [
          item('MUG-1', 'Stoneware Mug', 'Home > Kitchen'),
          item('LAMP-1', 'Desk Lamp', 'Home > Office'),
          item('MUG-1', 'Enamel Mug', 'Outdoor > Camping'),
        ],
        AT,
      );
      writer.writeProducts(
        'us',
        'en-US',
        [item('LAMP-1', 'Floor Lamp', 'Home > Living'), item('LAMP-1', 'Reading Lamp', 'Home > Office')],
        AT,
      );
    })();
    expect((await list()).items.map((product) => [product.product_id, product.title])).toEqual([
      ['LAMP-1', 'Reading Lamp'],
      ['MUG-1', 'Enamel Mug'],
    ]);
    expect((await list({ q: 'stoneware' })).total).toBe(0);
    expect((await list({ q: 'enamel' })).items.map((product) => product.product_id)).toEqual(['MUG-1']);
    expect((await list({ q: 'floor' })).total).toBe(0);
    expect((await list({ category: 'Outdoor' })).items.map((product) => product.product_id)).toEqual([
      'MUG-1',
    ]);
    expect((await list({ category: 'Home > Kitchen' })).total).toBe(0);
    expect((await list({ category: 'Home > Office' })).items.map((product) => product.product_id)).toEqual([
      'LAMP-1',
    ]);
  });

  it('lists and finds every product of a write larger than one statement', async () => {
    const many = Array.from({ length: 1_203 }, (_, n) =>
      item(`BULK-${String(n).padStart(4, '0')}`, `Bulk Item ${n}`, `Bulk > Shelf ${n % 7}`),
    );
    db.transaction(() => new ProductWriter(db).writeProducts('bulk', 'en-US', many, AT))();
    expect((await list({ shop: 'bulk', q: 'bulk' })).total).toBe(1_203);
    expect((await list({ shop: 'bulk', category: 'Bulk > Shelf 3' })).total).toBe(
      many.filter((_, n) => n % 7 === 3).length,
    );
    expect((await list({ shop: 'bulk', q: 'bulk 1202' })).items.map((product) => product.title)).toEqual([
      'Bulk Item 1202',
    ]);
  });
});
