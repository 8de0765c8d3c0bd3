import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductRepository } from '../../../electron/platform/catalog/product-repository';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// The listing picks its plan by how many products match (walk the ordered index, or sort the matches);
// whatever it picks, the page must be exactly what a plain filter-and-sort of the catalog gives.
const COLOURS = ['red', 'green', 'blue', 'black', 'white'];
const NOUNS = ['shirt', 'dress', 'boots', 'scarf'];
const DEPARTMENTS = ['Men', 'Women'];

function item(n: number): ProductItem {
  const noun = NOUNS[n % 4] as string;
  const department = DEPARTMENTS[Math.floor(n / 4) % 2] as string;
  return {
    product_id: `Q${String((n * 7919) % 3000).padStart(4, '0')}-${n}`,
    title: `${COLOURS[n % 5]} ${noun}${n % 97 === 0 ? ' limited' : ''}`,
    show_in_listing: n % 13 !== 0,
    categories: [
      { path: `${department} > ${noun}`, is_main: true },
      ...(n % 3 === 0 ? [{ path: `${department} > Sale` }] : []),
    ],
  };
}

const CATALOG = Array.from({ length: 2_000 }, (_, n) => item(n));

describe('listing queries give the same pages whichever plan answers them', () => {
  let database: TestDatabase;
  let db: PlatformDatabase;
  let products: ProductRepository;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    db.transaction(() =>
      new ProductWriter(db).writeProducts('s', 'en-US', CATALOG, '2026-03-01T00:00:00.000Z'),
    )();
    products = new ProductRepository(db);
  });

  afterAll(() => database?.close());

  function expected(words: string[], category: string | undefined): string[] {
    return CATALOG.filter((product) => product.show_in_listing !== false)
      .filter((product) =>
        words.every((word) => product.title.split(' ').some((part) => part.startsWith(word))),
      )
      .filter(
        (product) =>
          category === undefined ||
          (product.categories ?? []).some(
            (entry) => entry.path === category || entry.path.startsWith(`${category} > `),
          ),
      )
      .map((product) => product.product_id)
      .sort();
  }

  const queries: Array<{ q?: string; category?: string }> = [
    {},
    { q: 'red' },
    { q: 'limited' },
    { q: 'bl' },
    { q: 'blue dress' },
    { q: 'white limited' },
    { category: 'Men' },
    { category: 'Women > scarf' },
    { category: 'Men', q: 'green' },
    { category: 'Women > Sale', q: 'limited' },
  ];

  it.each(queries)('%o', async (query) => {
    const all = expected(query.q ? query.q.split(' ') : [], query.category);
    for (const [offset, count] of [
      [0, 50],
      [0, 1],
      [37, 10],
      [Math.max(0, all.length - 5), 50],
      [all.length, 10],
    ] as const) {
      const page = await products.list({ shop: 's', locale: 'en-US', ...query, offset, count });
      expect(page.total, `${JSON.stringify(query)} total`).toBe(all.length);
      expect(
        page.items.map((product) => product.product_id),
        `${JSON.stringify(query)} offset ${offset} count ${count}`,
      ).toEqual(all.slice(offset, offset + count));
    }
  });
});
