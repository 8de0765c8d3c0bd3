// While a large import applies, the platform keeps answering: /health and a catalog listing come back with
// the last committed catalog (nothing half-applied), and a request that writes waits for the commit instead
// of failing. "While it applies" is checked, not timed: SQLite's write lock is held by the import's
// transaction before the requests are sent and still after their answers came back.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ImportJob } from '../../../shared/contract/import-job';
import { PLATFORM_DB_FILE } from '../../../electron/platform/db/database';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { join } from 'node:path';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { LOCALE, priceBook, product, productsFile, SHOP } from './support/catalog-fixtures';
import { runImport, waitForJob } from './support/import-client';
import { createTestCertificates, type TestCertificates } from './support/test-certificates';

/** Large enough that its apply transaction lasts far longer than a few requests over loopback. */
const PRODUCTS = 30_000;
const BEFORE = ['before-1', 'before-2', 'before-3'];

describe('the API while an import applies', () => {
  let certificates: TestCertificates;
  let server: ArchiveServer;
  let platform: TestPlatform;

  beforeAll(async () => {
    certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    platform = await startTestPlatform({ extraCaCertificates: [certificates.caPem] });
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
  });

  /** True while another connection holds the database's write lock (the import's transaction). */
  function writeLockHeld(probe: Database.Database): boolean {
    try {
      probe.exec('BEGIN IMMEDIATE');
      probe.exec('ROLLBACK');
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
      throw error;
    }
  }

  const listing = () =>
    platform.call<ProductListResponse>('GET', `/api/v1/shops/${SHOP}/products?locale=${LOCALE}&count=10`, {
      as: 'associate',
    });

  it('answers /health and a listing with the committed catalog, and lets a write wait for the commit', async () => {
    const seeded = await runImport(
      platform,
      server.publish(
        '/before.zip',
        buildImportArchive({
          products: productsFile(BEFORE.map((id) => product(id, { title: `Before ${id}` }))),
          prices: priceBook(
            'default',
            'USD',
            BEFORE.map((id) => ({ product_id: id, value: 10 })),
          ),
        }),
      ),
    );
    expect(seeded.job.status).toBe('finished');

    const ids = Array.from({ length: PRODUCTS }, (_, index) => `large-${String(index).padStart(5, '0')}`);
    const largeUrl = server.publish(
      '/large.zip',
      buildImportArchive({
        products: productsFile(ids.map((id) => product(id, { title: `Large ${id}` }))),
        prices: priceBook(
          'default',
          'USD',
          ids.map((id) => ({ product_id: id, value: 12.5 })),
        ),
      }),
    );
    const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'erp', name: 'large', source_uri: largeUrl, entities: ['products', 'prices'] },
    });
    const importId = created.body.import_id;
    await platform.call('POST', `/v0/d/import/${importId}/start`, {
      as: 'admin',
      body: { transformed_uri: largeUrl },
    });

    // Signed in beforehand: signing in writes a token, and writes wait for the commit.
    await platform.tokenFor('associate');
    const probe = new Database(join(platform.dataDir, PLATFORM_DB_FILE), { timeout: 0 });
    try {
      // Wait for the import's transaction to hold the write lock, polling as an administrator's screen does.
      const phases = new Set<string>();
      for (;;) {
        if (writeLockHeld(probe)) break;
        const job = await platform.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' });
        phases.add(`${job.body.status}/${job.body.phase ?? '-'}`);
        expect(job.body.status, `phases seen: ${[...phases].join(', ')}`).not.toMatch(/finished|failed/);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }

      const writing = platform.call('POST', '/v0/d/stores', {
        as: 'admin',
        body: {
          store_id: 'opened-during-import',
          shop: SHOP,
          label: 'Opened during the import',
          timezone: 'America/New_York',
          physical_address: { address_line_1: '2 Main St', city: 'New York', country_code: 'US' },
        },
      });
      const [health, during, job] = await Promise.all([
        platform.call<{ status: string }>('GET', '/health'),
        listing(),
        platform.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' }),
      ]);
      // The answers came back while the import's transaction still held the lock.
      expect(writeLockHeld(probe)).toBe(true);

      expect(health.status).toBe(200);
      expect(health.body.status).toBe('ok');
      expect(job.body).toMatchObject({ status: 'running', phase: 'applying' });
      // The catalog as last committed: the three products before the import, none of the 30,000 yet.
      expect(during.status).toBe(200);
      expect(during.body.pagination.total).toBe(BEFORE.length);
      expect(during.body.items.map((item) => item.title)).toEqual(BEFORE.map((id) => `Before ${id}`));

      // The write waited for the commit rather than failing.
      expect((await writing).status).toBe(201);
    } finally {
      probe.close();
    }

    const finished = await waitForJob(platform, importId);
    expect(finished.status).toBe('finished');
    expect(finished.counts).toEqual({ products: PRODUCTS, prices: PRODUCTS, availabilities: 0, rejected: 0 });
    const after = await listing();
    expect(after.body.pagination.total).toBe(PRODUCTS + BEFORE.length);
    const stores = await platform.call<{ store_id: string }>('GET', '/v0/d/stores/opened-during-import', {
      as: 'admin',
    });
    expect(stores.status).toBe(200);
    expect(stores.body.store_id).toBe('opened-during-import');
    // Two imports, one of 30,000 products, on a loaded 2-core machine.
  }, 300_000);
});
