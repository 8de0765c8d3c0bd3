// A listing's total (`pagination.total`) through two platform processes while a third one imports into the
// same database: each process keeps the totals it counted (total-cache.ts), and none answers a stale one
// once an import has committed in another process — new products, a product hidden, new prices (which move
// products into a sync listing) — or once any other write of the products committed (plain SQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import { passwordToken } from '../../support/platform-token';
import { startArchiveServer, type ArchiveServer } from '../import/support/archive-server';
import { LOCALE, priceBook, product, productsFile, SHOP } from '../import/support/catalog-fixtures';
import { runImport } from '../import/support/import-client';
import { createTestCertificates } from '../import/support/test-certificates';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { requestOnce, sharedTestDatabase, type SharedDatabase } from './support/shared-database';

const LISTED = `/api/v1/shops/${SHOP}/products?locale=${LOCALE}&count=2`;

describe('listing totals through several processes', () => {
  let server: ArchiveServer;
  let shared: SharedDatabase;
  /** The process that imports (in the test's own process). */
  let importer: TestPlatform;
  /** Two processes (the CLI) that list, with an associate's token on each. */
  let listers: Array<{ url: string; token: string }> = [];
  let imports = 0;

  const importCatalog = async (files: Parameters<typeof buildImportArchive>[0]) => {
    imports += 1;
    const archive = server.publish(`/catalog-${imports}.zip`, buildImportArchive(files));
    const { job } = await runImport(importer, archive, Object.keys(files) as Array<'products' | 'prices'>);
    expect(job.status, JSON.stringify(job)).toBe('finished');
  };
  /** The total each listing process answers, asked twice in a row (the second answer may be cached). */
  const totals = async (query = '') => {
    const answers: number[] = [];
    for (const lister of listers) {
      for (let time = 0; time < 2; time += 1) {
        const answer = await requestOnce<ProductListResponse>(lister.url, 'GET', `${LISTED}${query}`, {
          token: lister.token,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        answers.push(answer.body.pagination.total);
      }
    }
    return answers;
  };

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    shared = await sharedTestDatabase();
    importer = await startTestPlatform({
      database: shared.url,
      extraCaCertificates: [certificates.caPem],
    });
    await importCatalog({
      products: productsFile(['a', 'b', 'c'].map((id) => product(id))),
      prices: priceBook('default', 'USD', [{ product_id: 'a', value: 10 }]),
    });
    const started = await Promise.all([shared.start(), shared.start()]);
    listers = await Promise.all(
      started.map(async ({ url }) => ({ url, token: await passwordToken(url, 'associate') })),
    );
  }, 240_000);

  afterAll(async () => {
    await importer?.close();
    await shared?.close();
    await server?.close();
  }, 60_000);

  // Each test counts from what the listers answer at its start, so that they hold in any order.
  /** The one total every listing process answers now (each asked twice). */
  const agreedTotal = async () => {
    const answers = await totals();
    expect(new Set(answers).size, JSON.stringify(answers)).toBe(1);
    return answers[0]!;
  };

  it('counts the products another process imported as soon as its import finished', async () => {
    const before = await agreedTotal();
    await importCatalog({ products: productsFile(['d', 'e'].map((id) => product(id))) });
    expect(await totals()).toEqual(Array(4).fill(before + 2));
  });

  it('leaves out a product another process hid', async () => {
    const before = await agreedTotal();
    await importCatalog({ products: productsFile([product('b', { show_in_listing: false })]) });
    expect(await totals()).toEqual(Array(4).fill(before - 1));
  });

  it('leaves out a product another process hid with plain SQL, no catalog writer involved', async () => {
    // The product is this test's own, so that the others' changes do not matter.
    await importCatalog({ products: productsFile([product('fixed-by-hand')]) });
    const before = await agreedTotal();
    importer.platform.context.db
      .prepare('UPDATE products SET show_in_listing = 0 WHERE shop = ? AND product_id = ?')
      .run(SHOP, 'fixed-by-hand');
    expect(await totals()).toEqual(Array(4).fill(before - 1));
  });

  it('counts in a sync listing the products whose price another process changed', async () => {
    const since = new Date().toISOString();
    const changedSince = `&updated_since=${encodeURIComponent(since)}`;
    expect(await totals(changedSince)).toEqual([0, 0, 0, 0]);
    await importCatalog({
      prices: priceBook('default', 'USD', [
        { product_id: 'a', value: 12 },
        { product_id: 'c', value: 14 },
      ]),
    });
    expect(await totals(changedSince)).toEqual([2, 2, 2, 2]);
  });
});
