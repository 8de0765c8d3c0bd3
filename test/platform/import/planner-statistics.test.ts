// After an import that wrote many rows, the process that applied it refreshes the planner statistics of
// the tables it wrote (PostgreSQL), so the reads that follow are planned for the catalog as it now is, not
// as it was until autovacuum comes round. A small import leaves them to autovacuum, and SQLite, whose
// statements are written for its planner without statistics, never gets any.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { STATISTICS_REFRESH_MIN_ROWS } from '../../../electron/platform/import/import-statistics';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { testEngine } from '../support/test-database';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { priceBook, product, productsFile } from './support/catalog-fixtures';
import { runImport } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

const CATALOG_TABLES = ['categories', 'prices', 'product_categories', 'product_search', 'products'];

/** The catalog tables whose statistics were gathered by an ANALYZE (not by autovacuum), by name. */
function analyzedTables(db: PlatformDatabase): string[] {
  if (db.engine === 'postgres') {
    return db
      .prepare<[], string>(
        `SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL AND relname IN
           ('categories', 'prices', 'product_categories', 'product_search', 'products', 'stock')
         ORDER BY relname`,
      )
      .pluck()
      .all();
  }
  const stat1 = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get();
  return stat1
    ? db.prepare<[], string>('SELECT DISTINCT tbl FROM sqlite_stat1 ORDER BY tbl').pluck().all()
    : [];
}

describe('planner statistics after an import', () => {
  let server: ArchiveServer;
  let platform: TestPlatform | undefined;
  let extraCa: string;
  let published = 0;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    extraCa = certificates.caPem;
    server = await startArchiveServer(certificates);
  });
  afterEach(async () => {
    await platform?.close();
    platform = undefined;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function importCatalog(t: TestPlatform, size: number, prefix: string): Promise<void> {
    const ids = Array.from({ length: size }, (_, n) => `${prefix}-${n}`);
    const url = server.publish(
      `/statistics-${(published += 1)}.zip`,
      buildImportArchive({
        products: productsFile(ids.map((id) => product(id))),
        prices: priceBook(
          'default',
          'USD',
          ids.map((id) => ({ product_id: id, value: 5 })),
        ),
      }),
    );
    const { job } = await runImport(t, url);
    expect(job).toMatchObject({ status: 'finished', counts: { products: size, prices: size } });
  }

  it('refreshes the tables a large import wrote on PostgreSQL, gathers none on SQLite', async () => {
    const t = (platform = await startTestPlatform({ extraCaCertificates: [extraCa] }));
    await importCatalog(t, STATISTICS_REFRESH_MIN_ROWS, 'large');
    const db = t.platform.context.db;
    if (testEngine() === 'postgres') {
      // Done by the import's worker right after its answer: the job reads finished first.
      await vi.waitFor(() => expect(analyzedTables(db)).toEqual(CATALOG_TABLES), {
        timeout: 30_000,
        interval: 100,
      });
      // What the planner reads: it now expects the catalog's rows, not an empty or smaller table.
      const plannedRows = db
        .prepare<[], number>("SELECT reltuples FROM pg_class WHERE relname = 'products'")
        .pluck()
        .get();
      expect(Number(plannedRows)).toBe(STATISTICS_REFRESH_MIN_ROWS);
    } else {
      // Another import after it: the worker ran whatever follows the first one's answer.
      await importCatalog(t, 1, 'after');
      expect(analyzedTables(db)).toEqual([]);
    }
  }, 120_000);

  it('leaves the tables of a small import to autovacuum', async () => {
    const t = (platform = await startTestPlatform({ extraCaCertificates: [extraCa] }));
    await importCatalog(t, STATISTICS_REFRESH_MIN_ROWS - 1, 'small');
    // The worker takes the next job only once it has done what follows the previous one's answer.
    await importCatalog(t, 1, 'after');
    expect(analyzedTables(t.platform.context.db)).toEqual([]);
  }, 120_000);
});
