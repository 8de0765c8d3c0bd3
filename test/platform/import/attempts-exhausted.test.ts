// An import whose platform process dies under it every time: each death costs the job its lease and is
// counted; the third fails the job (`attempts_exhausted`, nothing applied) instead of queuing it again for the
// next process to die on. Every process answers the job's phase from its row, the one running it or not.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import { signIn, type PlatformProcess } from '../core/platform-cli';
import { requestOnce } from '../multi-process/support/shared-database';
import { openDatabaseOf } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { priceBook, product, productsFile } from './support/catalog-fixtures';
import { startImportProcesses, type ImportProcesses } from './support/import-processes';

describe('an import whose process keeps dying', () => {
  let processes: ImportProcesses;

  beforeAll(async () => {
    processes = await startImportProcesses('pos-import-attempts-');
  });
  afterAll(async () => {
    await processes?.close();
  });

  /** A platform process on the test's storage; on PostgreSQL a dead process's claim lapses after 1 s. */
  async function startPlatform(): Promise<{ platform: PlatformProcess; token: string }> {
    const platform = await processes.start(['--import-lease', '1']);
    return { platform, token: await signIn(platform.url, 'admin') };
  }

  async function job(platform: PlatformProcess, token: string, importId: string): Promise<ImportJob> {
    const read = await requestOnce<ImportJob>(platform.url, 'GET', `/v0/d/import/${importId}`, { token });
    expect(read.status).toBe(200);
    return read.body;
  }

  it('fails the job on its third lost lease, with nothing applied', async () => {
    const { server, storage } = processes;
    const archiveUrl = server.publish(
      '/dies.zip',
      buildImportArchive({
        products: productsFile([product('dies-1', { title: 'Never applied' })]),
        prices: priceBook('default', 'USD', [{ product_id: 'dies-1', value: 9 }]),
      }),
    );

    // Each process gets stuck downloading the archive (the server holds it back) and is killed there.
    let download = server.holdNext('/dies.zip');
    const first = await startPlatform();
    const created = await requestOnce<{ import_id: string }>(first.platform.url, 'POST', '/v0/d/import', {
      token: first.token,
      body: { provider: 'erp', name: 'dies', source_uri: archiveUrl, entities: ['products', 'prices'] },
    });
    expect(created.status).toBe(201);
    const importId = created.body.import_id;
    const started = await requestOnce(first.platform.url, 'POST', `/v0/d/import/${importId}/start`, {
      token: first.token,
      body: { transformed_uri: archiveUrl },
    });
    expect(started.status).toBe(202);
    await download.requested;
    expect(await job(first.platform, first.token, importId)).toMatchObject({
      status: 'running',
      phase: 'downloading',
    });
    await first.platform.stop('SIGKILL');

    for (const attempt of [2, 3]) {
      download = server.holdNext('/dies.zip');
      const next = await startPlatform();
      // The job is queued again (its process died) and this process takes it up.
      await download.requested;
      const now = await job(next.platform, next.token, importId);
      expect(`${attempt}: ${now.status}/${now.phase}`).toBe(`${attempt}: running/downloading`);
      await next.platform.stop('SIGKILL');
    }

    const last = await startPlatform();
    const failed = await vi.waitFor(
      async () => {
        const now = await job(last.platform, last.token, importId);
        expect(now.status).toBe('failed');
        return now;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(failed.phase).toBeUndefined();
    expect(failed.counts).toEqual({ products: 0, prices: 0, availabilities: 0, rejected: 0 });
    expect(failed.failure?.code).toBe('attempts_exhausted');
    expect(failed.failure?.message).toMatch(/stopped 3 times.*nothing of the archive was applied/);
    expect(failed.failure?.values).toEqual({ attempts: 3 });
    await last.platform.stop('SIGKILL');

    const db = openDatabaseOf(storage);
    try {
      const count = (table: string) => db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get();
      expect({ products: count('products'), prices: count('prices') }).toEqual({ products: 0, prices: 0 });
    } finally {
      db.close();
    }
  }, 300_000);
});
