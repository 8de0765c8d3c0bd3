// A platform killed with SIGKILL while it applies an import: nothing of the archive is visible, the job is not
// `failed`, and the restarted platform runs it again from the start to `finished` with every product.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ImportJob } from '../../../shared/contract/import-job';
import { signIn, type PlatformProcess } from '../core/platform-cli';
import { openDatabaseOf } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { LOCALE, priceBook, product, productsFile, SHOP } from './support/catalog-fixtures';
import { startImportProcesses, type ImportProcesses } from './support/import-processes';

/** Large enough that applying takes far longer than one poll of the job. */
const PRODUCTS = 20_000;

describe('an import interrupted by kill -9 while applying', () => {
  let processes: ImportProcesses;

  beforeAll(async () => {
    processes = await startImportProcesses('pos-import-kill-');
  });
  afterAll(async () => {
    await processes?.close();
  });

  const startPlatform = () => processes.start();

  async function call<T>(
    platform: PlatformProcess,
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** What the database holds, read straight from it while no platform runs. */
  function onDisk(importId: string): { status: string; products: number; prices: number } {
    const db = openDatabaseOf(processes.storage);
    try {
      const job = db
        .prepare<[string], { status: string }>('SELECT status FROM import_jobs WHERE import_id = ?')
        .get(importId);
      const count = (table: string) =>
        db.prepare<[], number>(`SELECT count(*) AS n FROM ${table}`).pluck().get() ?? 0;
      return { status: job?.status ?? 'missing', products: count('products'), prices: count('prices') };
    } finally {
      db.close();
    }
  }

  it('applies nothing, stays unfinished, and is run again from the start after the restart', async () => {
    const ids = Array.from({ length: PRODUCTS }, (_, index) => `kill-${String(index).padStart(5, '0')}`);
    const archiveUrl = processes.server.publish(
      '/large.zip',
      buildImportArchive({
        products: productsFile(ids.map((id) => product(id, { title: `Interrupted ${id}` }))),
        prices: priceBook(
          'default',
          'USD',
          ids.map((id) => ({ product_id: id, value: 12.5 })),
        ),
      }),
    );

    const first = await startPlatform();
    const firstToken = await signIn(first.url, 'admin');
    const created = await call<{ import_id: string }>(first, firstToken, 'POST', '/v0/d/import', {
      provider: 'erp',
      name: 'killed while applying',
      source_uri: archiveUrl,
      entities: ['products', 'prices'],
    });
    const importId = created.body.import_id;
    await call(first, firstToken, 'POST', `/v0/d/import/${importId}/start`, { transformed_uri: archiveUrl });

    // Poll the job as administrators' screens would, and kill the process the moment it says it applies. The
    // platform answers the requests waiting in one turn of its event loop before the (synchronous) apply, so
    // several polls are kept in flight: one of them is always waiting when that turn comes, however busy the
    // machine. The kill then lands while the apply runs.
    const seen = new Set<string>();
    let killed = false;
    async function pollUntilApplying(): Promise<void> {
      while (!killed) {
        const job = await call<ImportJob>(first, firstToken, 'GET', `/v0/d/import/${importId}`).catch(
          () => undefined,
        );
        if (!job || killed) return;
        seen.add(`${job.body.status}/${job.body.phase ?? '-'}`);
        if (/finished|failed/.test(job.body.status)) {
          throw new Error(`the job ended before any poll saw it applying (seen: ${[...seen].join(', ')})`);
        }
        if (job.body.phase === 'applying') {
          killed = true;
          await first.stop('SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: 4 }, () => pollUntilApplying()));
    expect(killed).toBe(true);
    expect(seen).toContain('running/reading');

    // Killed mid-apply: the job is still `running` and not one product or price of the archive is there.
    expect(onDisk(importId)).toEqual({ status: 'running', products: 0, prices: 0 });

    const second = await startPlatform();
    const token = await signIn(second.url, 'admin');
    const job = await vi.waitFor(
      async () => {
        const answer = await call<ImportJob>(second, token, 'GET', `/v0/d/import/${importId}`);
        expect(answer.body.status).toMatch(/^(finished|failed)$/);
        return answer.body;
      },
      { timeout: 180_000, interval: 50 },
    );
    expect(job.failure).toBeUndefined();
    expect(job.status).toBe('finished');
    expect(job.counts).toEqual({ products: PRODUCTS, prices: PRODUCTS, availabilities: 0, rejected: 0 });
    const listing = await call<ProductListResponse>(
      second,
      token,
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=${LOCALE}&count=1`,
    );
    expect(listing.body.pagination.total).toBe(PRODUCTS);
    expect(listing.body.items[0]?.title).toBe('Interrupted kill-00000');
    // Two platform starts and two runs of a 20,000-product import: minutes on a loaded 2-core machine.
  }, 600_000);
});
