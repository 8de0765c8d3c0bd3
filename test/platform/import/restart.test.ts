import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import { createPlatform } from '../../../electron/platform/server';
import {
  releaseTestPlatformStorage,
  startTestPlatform,
  testPlatformStorage,
  type TestPlatform,
} from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { LOCALE, priceBook, product, productsFile, SHOP } from './support/catalog-fixtures';
import { waitForJob } from './support/import-client';
import { createTestCertificates, type TestCertificates } from './support/test-certificates';

describe('import jobs survive a restart of the platform', () => {
  let certificates: TestCertificates;
  let server: ArchiveServer;
  const dataDirs: string[] = [];
  const platforms: TestPlatform[] = [];

  beforeAll(async () => {
    certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
  });

  afterAll(async () => {
    for (const platform of platforms) await platform.stop();
    for (const dir of dataDirs) await releaseTestPlatformStorage(dir);
    await server?.close();
  });

  function newDataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'pos-import-restart-'));
    dataDirs.push(dir);
    return dir;
  }

  async function start(dataDir: string): Promise<TestPlatform> {
    const platform = await startTestPlatform({ dataDir, extraCaCertificates: [certificates.caPem] });
    platforms.push(platform);
    return platform;
  }

  function archive(title: string): Buffer {
    return buildImportArchive({
      products: productsFile([product('restart-1', { title })]),
      prices: priceBook('default', 'USD', [{ product_id: 'restart-1', value: 30 }]),
    });
  }

  async function titles(platform: TestPlatform): Promise<string[]> {
    const listing = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=${LOCALE}`,
      {
        as: 'admin',
      },
    );
    return listing.body.items.map((item) => item.title);
  }

  it('runs a job that was queued while the queue was not running', async () => {
    const dataDir = newDataDir();
    const archiveUrl = server.publish('/queued.zip', archive('Queued before the restart'));

    // A platform that answers requests but never started its background work (like a crash right after
    // the start request was acknowledged).
    const idle = await createPlatform({
      ...(await testPlatformStorage(dataDir)),
      extraCaCertificates: [certificates.caPem],
    });
    const token = await idle.app.inject({
      method: 'POST',
      url: '/v0/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=admin&password=admin',
    });
    const authorization = `Bearer ${(token.json() as { access_token: string }).access_token}`;
    const created = await idle.app.inject({
      method: 'POST',
      url: '/v0/d/import',
      headers: { authorization },
      payload: { provider: 'erp', name: 'queued', source_uri: archiveUrl, entities: ['products', 'prices'] },
    });
    const importId = (created.json() as { import_id: string }).import_id;
    const started = await idle.app.inject({
      method: 'POST',
      url: `/v0/d/import/${importId}/start`,
      headers: { authorization },
      payload: { transformed_uri: archiveUrl },
    });
    expect(started.statusCode).toBe(202);
    const queued = await idle.app.inject({
      method: 'GET',
      url: `/v0/d/import/${importId}`,
      headers: { authorization },
    });
    expect((queued.json() as ImportJob).status).toBe('queued');
    await idle.close();

    const platform = await start(dataDir);
    const job = await waitForJob(platform, importId);
    expect(job.failure).toBeUndefined();
    expect(job.status).toBe('finished');
    expect(await titles(platform)).toEqual(['Queued before the restart']);
  });

  it('runs again, from the start, a job that was downloading when the platform stopped', async () => {
    const dataDir = newDataDir();
    const archiveUrl = server.publish('/slow.zip', archive('Downloaded after the restart'));
    const hold = server.holdNext('/slow.zip');

    const first = await start(dataDir);
    const created = await first.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'erp', name: 'slow', source_uri: archiveUrl, entities: ['products', 'prices'] },
    });
    const importId = created.body.import_id;
    await first.call('POST', `/v0/d/import/${importId}/start`, {
      as: 'admin',
      body: { transformed_uri: archiveUrl },
    });
    await hold.requested;
    const running = await first.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' });
    expect(running.body.status).toBe('running');
    await first.stop();
    hold.release();

    const second = await start(dataDir);
    const job = await waitForJob(second, importId);
    expect(job.failure).toBeUndefined();
    expect(job.status).toBe('finished');
    expect(job.counts).toEqual({ products: 1, prices: 1, availabilities: 0, rejected: 0 });
    expect(await titles(second)).toEqual(['Downloaded after the restart']);
    // The temporary download is not left behind.
    const downloads = join(dataDir, 'import-downloads');
    expect(existsSync(downloads) ? readdirSync(downloads) : []).toEqual([]);
  });
});
