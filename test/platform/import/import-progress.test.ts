// How far a running import got is kept in its job's row, so that every platform on the database answers
// it (on PostgreSQL, a second platform on the same database reads it too), not only the one running it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { priceBook, product, productsFile } from './support/catalog-fixtures';
import { waitForJob } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

/** More records than one chunk of the reading (2,000): the count grows over several. */
const PRODUCTS = 2_500;

describe('a running import tells how many records it has read', () => {
  let server: ArchiveServer;
  let t: TestPlatform;
  /** Every platform that answers for the database: t, and on PostgreSQL another one beside it. */
  let readers: TestPlatform[] = [];

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    t = await startTestPlatform({ extraCaCertificates: [certificates.caPem] });
    readers = [t];
    if (t.database) readers.push(await startTestPlatform({ database: t.database }));
  }, 120_000);

  afterAll(async () => {
    for (const reader of readers.slice(1)) await reader.stop();
    await t?.close();
    await server?.close();
  });

  const job = async (platform: TestPlatform, importId: string) =>
    (await platform.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' })).body;

  it('answers every record read once the job applies, from any platform on the database', async () => {
    const ids = Array.from({ length: PRODUCTS }, (_, index) => `progress-${index}`);
    const archive = server.publish(
      '/progress.zip',
      buildImportArchive({
        products: productsFile(ids.map((id) => product(id))),
        prices: priceBook(
          'default',
          'USD',
          ids.map((id) => ({ product_id: id, value: 9.5 })),
        ),
      }),
    );
    // A write of this platform in flight holds the apply back (it waits for the writers in flight), so
    // the job is surely still applying when it is read.
    const leave = await t.platform.context.writeGate.enter();
    try {
      const created = await t.call<{ import_id: string }>('POST', '/v0/d/import', {
        as: 'admin',
        body: { provider: 'test', name: 'progress', source_uri: archive, entities: ['products', 'prices'] },
      });
      const importId = created.body.import_id;
      await t.call('POST', `/v0/d/import/${importId}/start`, {
        as: 'admin',
        body: { transformed_uri: archive },
      });
      await vi.waitFor(async () => expect((await job(t, importId)).phase).toBe('applying'), {
        timeout: 60_000,
        interval: 50,
      });
      for (const reader of readers) {
        expect(await job(reader, importId)).toMatchObject({
          status: 'running',
          phase: 'applying',
          progress: { records_read: 2 * PRODUCTS },
        });
      }
      leave();
      const finished = await waitForJob(t, importId);
      expect(finished).toMatchObject({
        status: 'finished',
        counts: { products: PRODUCTS, prices: PRODUCTS },
      });
      expect(finished.progress).toBeUndefined();
    } finally {
      leave();
    }
  }, 120_000);
});
