// Importing the same catalog again, as a nightly export does: a product whose data did not change keeps its
// updated_at, so a workstation's sync (updated_since) has nothing to fetch; a product that changed gets the
// import's time, a new search text and new categories, and nothing else moves. More products than one
// multi-row statement holds (500), so the comparison is checked across statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ProductItem } from '../../../shared/contract/products-file';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { product, productsFile } from './support/catalog-fixtures';
import { runImport } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

const PRODUCT_COUNT = 1_100;
const CHANGED = 'rp-0700';

/** The catalog as exported every night: PRODUCT_COUNT shirts, one of them a flannel one. */
function catalog(): ProductItem[] {
  return Array.from({ length: PRODUCT_COUNT }, (_, n) => {
    const id = `rp-${String(n).padStart(4, '0')}`;
    return product(id, id === CHANGED ? { title: 'Plaid flannel shirt' } : { title: `Oxford shirt ${n}` });
  });
}

describe('re-importing a catalog', () => {
  let server: ArchiveServer;
  let platform: TestPlatform;
  let clock: Date;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    clock = new Date('2026-03-01T09:00:00.000Z');
    platform = await startTestPlatform({ now: () => clock, extraCaCertificates: [certificates.caPem] });
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
  });

  const importProducts = async (name: string, items: ProductItem[]) => {
    const outcome = await runImport(
      platform,
      server.publish(`/${name}.zip`, buildImportArchive({ products: productsFile(items) })),
      ['products'],
    );
    expect(outcome.job.status, JSON.stringify(outcome.errors)).toBe('finished');
    expect(outcome.job.counts?.products).toBe(items.length);
  };
  const list = async (query: string) => {
    const response = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/us/products?locale=en-US&${query.includes('count=') ? '' : 'count=500&'}${query}`,
      { as: 'associate' },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const changedSince = async (instant: string) =>
    (await list(`updated_since=${encodeURIComponent(instant)}`)).items.map((item) => [
      item.product_id,
      item.updated_at,
    ]);
  const found = async (query: string) => (await list(query)).items.map((item) => item.product_id);

  it('leaves unchanged products as they were and moves only the one that changed', async () => {
    await importProducts('first', catalog());
    expect((await list('count=1')).pagination.total).toBe(PRODUCT_COUNT);

    // The same file again, ten minutes later: nothing for a sync to fetch.
    clock = new Date('2026-03-01T09:10:00.000Z');
    await importProducts('same', catalog());
    expect(await changedSince('2026-03-01T09:05:00.000Z')).toEqual([]);
    expect(await found('q=flannel')).toEqual([CHANGED]);

    // One product renamed and moved to another category.
    clock = new Date('2026-03-01T09:20:00.000Z');
    const renamed = catalog().map((item) =>
      item.product_id === CHANGED
        ? { ...item, title: 'Linen overshirt', categories: [{ path: 'Men > Overshirts', is_main: true }] }
        : item,
    );
    await importProducts('renamed', renamed);
    expect(await changedSince('2026-03-01T09:15:00.000Z')).toEqual([[CHANGED, '2026-03-01T09:20:00.000Z']]);
    expect(await found('q=overshirt')).toEqual([CHANGED]);
    expect(await found('q=flannel')).toEqual([]);
    expect(await found(`category=${encodeURIComponent('Men > Overshirts')}`)).toEqual([CHANGED]);
    const shirts = await list(`category=${encodeURIComponent('Men > Shirts')}&count=1`);
    expect(shirts.pagination.total).toBe(PRODUCT_COUNT - 1);
  });
});
