// The listing's search finds a variant by what is printed on its label, not only by its title (#9): its
// colour ("sage"), its size ("fitted sheet king"), and the first characters of its SKU. A catalog written
// before the search knew colours and sizes is indexed again by migration 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import { variantSearchMigration } from '../../../electron/platform/db/migrations/010-variant-search';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { testEngine } from '../support/test-database';

const SHOP = 'variant-shop';

function sheet(colour: string, code: string, size: string): ProductItem {
  return {
    product_id: `FS-${code}-${size.toUpperCase()}`,
    variant_group_id: 'FS',
    title: 'Percale Fitted Sheet',
    variation_color_value: colour,
    variation_size_value: size,
    external_identifiers: [{ type: 'sku', value: `HFS2001${code}${size.toUpperCase()}` }],
    categories: [{ path: 'Bedding > Sheets', is_main: true }],
  };
}

const CATALOG: ProductItem[] = [
  sheet('Sage', 'SGE', 'Queen'),
  sheet('Sage', 'SGE', 'King'),
  sheet('Navy', 'NVY', 'Queen'),
  sheet('Navy', 'NVY', 'King'),
  {
    product_id: 'KING-DUVET',
    title: 'Kingfisher Duvet Cover',
    categories: [{ path: 'Bedding', is_main: true }],
  },
];

describe('product search over variants', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform();
    const { db } = t.platform.context;
    db.transaction(() =>
      new ProductWriter(db).writeProducts(SHOP, 'en-US', CATALOG, '2026-11-25T08:00:00.000Z'),
    )();
  });
  afterAll(async () => {
    await t.close();
  });

  async function search(q: string): Promise<string[]> {
    const answer = await t.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=en-US&q=${encodeURIComponent(q)}`,
      { as: 'associate' },
    );
    expect(answer.status).toBe(200);
    return answer.body.items.map((product) => product.product_id).sort();
  }

  it('finds variants by colour and by size, with words of the title', async () => {
    expect(await search('sage')).toEqual(['FS-SGE-KING', 'FS-SGE-QUEEN']);
    expect(await search('fitted sheet king')).toEqual(['FS-NVY-KING', 'FS-SGE-KING']);
    expect(await search('sage king')).toEqual(['FS-SGE-KING']);
    // A word of the title still finds every variant, and other products are found as before.
    expect(await search('percale')).toHaveLength(4);
    expect(await search('kingfisher')).toEqual(['KING-DUVET']);
  });

  it('finds a variant by the first characters of its SKU', async () => {
    expect(await search('HFS2001SGEK')).toEqual(['FS-SGE-KING']);
    expect(await search('hfs2001nvy')).toEqual(['FS-NVY-KING', 'FS-NVY-QUEEN']);
  });

  // SQLite's migration 10 only: a PostgreSQL database starts at the baseline, with nothing indexed before.
  if (testEngine() === 'sqlite')
    it('indexes a catalog written before colours and sizes were searchable again (migration 10)', async () => {
      const { db } = t.platform.context;
      // The search text as it was before: title, ids and identifiers only.
      const rows = db.prepare('SELECT id, data FROM products WHERE shop = ?').all(SHOP) as Array<{
        id: number;
        data: string;
      }>;
      for (const row of rows) {
        const item = JSON.parse(row.data) as ProductItem;
        db.prepare('DELETE FROM product_search WHERE rowid = ?').run(row.id);
        db.prepare('INSERT INTO product_search (rowid, text) VALUES (?, ?)').run(
          row.id,
          [item.title, item.product_id, ...(item.external_identifiers ?? []).map((id) => id.value)].join(' '),
        );
      }
      expect(await search('sage')).toEqual([]);

      db.exec(variantSearchMigration.sql);
      expect(await search('sage')).toEqual(['FS-SGE-KING', 'FS-SGE-QUEEN']);
      expect(await search('fitted sheet king')).toEqual(['FS-NVY-KING', 'FS-SGE-KING']);
    });
});
