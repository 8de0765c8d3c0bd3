// Platforms sharing one PostgreSQL database share one import queue: a running job belongs to the process
// whose lease it carries. A process that died mid-import leaves its lease to run out (nothing of the job was
// applied: one transaction), and then another platform runs the job from the start; a job whose lease is
// alive is left to its process. The dead process is written into the database as it would have left it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ImportJob } from '../../../shared/contract/import-job';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from '../import/support/archive-server';
import { LOCALE, priceBook, product, productsFile, SHOP } from '../import/support/catalog-fixtures';
import { waitForJob } from '../import/support/import-client';
import { createTestCertificates } from '../import/support/test-certificates';

/** Short leases, so that a dead process's job is taken over within the test. */
const LEASE_MS = 400;

describe('imports across platforms sharing one database', () => {
  let server: ArchiveServer;
  let platform: TestPlatform;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    platform = await startTestPlatform({
      extraCaCertificates: [certificates.caPem],
      importLeaseMs: LEASE_MS,
    });
    expect(platform.database, 'these tests need PostgreSQL').toMatch(/^postgres/);
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
  });

  /** A job created through the API, then left `running` by another process, as its row would show. */
  async function jobLeftRunningBy(owner: string, leaseExpiresAt: string, title: string): Promise<string> {
    const archiveUrl = server.publish(
      `/${owner}.zip`,
      buildImportArchive({
        products: productsFile([product(`${owner}-1`, { title })]),
        prices: priceBook('default', 'USD', [{ product_id: `${owner}-1`, value: 10 }]),
      }),
    );
    const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'erp', name: owner, source_uri: archiveUrl, entities: ['products', 'prices'] },
    });
    expect(created.status).toBe(201);
    const importId = created.body.import_id;
    platform.platform.context.db
      .prepare(
        `UPDATE import_jobs SET status = 'running', transformed_uri = ?, queued_at = ?, started_at = ?,
           lease_owner = ?, lease_expires_at = ?
         WHERE import_id = ?`,
      )
      .run(archiveUrl, new Date().toISOString(), new Date().toISOString(), owner, leaseExpiresAt, importId);
    return importId;
  }

  async function job(importId: string): Promise<ImportJob> {
    const answer = await platform.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('runs again, from the start, the job of a process whose lease ran out', async () => {
    const expired = new Date(Date.now() - 60_000).toISOString();
    const importId = await jobLeftRunningBy('dead-process', expired, 'Taken over');

    const finished = await waitForJob(platform, importId);
    expect(finished.status).toBe('finished');
    expect(finished.counts).toMatchObject({ products: 1, prices: 1, rejected: 0 });
    const listing = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=${LOCALE}&q=taken`,
      { as: 'associate' },
    );
    expect(listing.body.items.map((item) => item.title)).toEqual(['Taken over']);
  });

  it('leaves a running job to the process whose lease is alive', async () => {
    const alive = new Date(Date.now() + 3_600_000).toISOString();
    const importId = await jobLeftRunningBy('live-process', alive, 'Not mine');

    // Several lease periods: the queue looks for expired leases once per period.
    await new Promise((resolve) => setTimeout(resolve, 5 * LEASE_MS));
    expect((await job(importId)).status).toBe('running');
    const owner = platform.platform.context.db
      .prepare('SELECT lease_owner FROM import_jobs WHERE import_id = ?')
      .pluck()
      .get(importId);
    expect(owner).toBe('live-process');
  });
});
