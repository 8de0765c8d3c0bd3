// Two platform processes on one database; the one applying an import is killed with SIGKILL. Nothing of the
// archive shows half-applied: the other process takes the job up and applies it whole, or fails it with
// nothing applied. The other process started while the import was applying, left it to its owner and
// answered its phase.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import { signIn, type PlatformProcess } from '../core/platform-cli';
import { openDatabaseOf } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from '../import/support/archive-server';
import { priceBook, product, productsFile } from '../import/support/catalog-fixtures';
import { createTestCertificates, type TestCertificates } from '../import/support/test-certificates';
import { requestOnce, sharedTestDatabase, type SharedDatabase } from './support/shared-database';

/** Large enough that the apply writes in many statements. */
const PRODUCTS = 20_000;

describe('a platform process killed while it applies an import', () => {
  let certificates: TestCertificates;
  let server: ArchiveServer;
  let database: SharedDatabase;
  const folder = mkdtempSync(join(tmpdir(), 'pos-import-killed-'));
  const caFile = join(folder, 'ca.pem');

  beforeAll(async () => {
    certificates = createTestCertificates();
    writeFileSync(caFile, certificates.caPem);
    server = await startArchiveServer(certificates);
    database = await sharedTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  // Each process trusts the archive server's test CA as a store would trust its own CA.
  const startProcess = () => database.start([], { ...process.env, NODE_EXTRA_CA_CERTS: caFile });

  /** What the database holds, read straight from it. */
  function stored(importId: string): { status: string | undefined; products: number; prices: number } {
    const db = openDatabaseOf({ dataDir: folder, database: database.url });
    try {
      const status = db
        .prepare<[string], string>('SELECT status FROM import_jobs WHERE import_id = ?')
        .pluck()
        .get(importId);
      const count = (table: string) =>
        db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() ?? 0;
      return { status, products: count('products'), prices: count('prices') };
    } finally {
      db.close();
    }
  }

  async function job(platform: PlatformProcess, token: string, importId: string): Promise<ImportJob> {
    const read = await requestOnce<ImportJob>(platform.url, 'GET', `/v0/d/import/${importId}`, { token });
    expect(read.status).toBe(200);
    return read.body;
  }

  it('leaves the archive whole or not at all, the other process settling the job', async () => {
    const ids = Array.from({ length: PRODUCTS }, (_, index) => `killed-${String(index).padStart(5, '0')}`);
    const archiveUrl = server.publish(
      '/large.zip',
      buildImportArchive({
        products: productsFile(ids.map((id) => product(id, { title: `Killed ${id}` }))),
        prices: priceBook(
          'default',
          'USD',
          ids.map((id) => ({ product_id: id, value: 12.5 })),
        ),
      }),
    );

    // The apply is held at its first catalog write by a lock the test takes (as another writer would), so
    // that it is surely still applying while the second process starts and when the first is killed: batched
    // writes made a 20,000-product apply shorter than a process's start.
    const lockHolder = openDatabaseOf({ dataDir: folder, database: database.url });
    lockHolder.exec('BEGIN');
    lockHolder.exec('LOCK TABLE products IN SHARE ROW EXCLUSIVE MODE');
    let locked = true;
    const releaseLock = () => {
      if (!locked) return;
      locked = false;
      lockHolder.exec('ROLLBACK');
      lockHolder.close();
    };
    onTestFinished(releaseLock);

    // The first process alone: the job is surely its own.
    const first = await startProcess();
    const firstToken = await signIn(first.url, 'admin');
    const created = await requestOnce<{ import_id: string }>(first.url, 'POST', '/v0/d/import', {
      token: firstToken,
      body: {
        provider: 'erp',
        name: 'killed while applying',
        source_uri: archiveUrl,
        entities: ['products', 'prices'],
      },
    });
    expect(created.status).toBe(201);
    const importId = created.body.import_id;
    const started = await requestOnce(first.url, 'POST', `/v0/d/import/${importId}/start`, {
      token: firstToken,
      body: { transformed_uri: archiveUrl },
    });
    expect(started.status).toBe(202);
    await vi.waitFor(
      async () => {
        const now = await job(first, firstToken, importId);
        expect(now.status, JSON.stringify(now)).toBe('running');
        expect(now.phase).toBe('applying');
      },
      { timeout: 120_000, interval: 20 },
    );

    // The second process starts while the first applies: it must leave the running job to its owner.
    const second = await startProcess();
    const token = await signIn(second.url, 'admin');
    const beforeKill = await job(second, token, importId);
    expect(beforeKill.status, 'the apply ended before the kill: make the archive larger').not.toBe(
      'finished',
    );
    // Still the first process's apply: the second did not queue the job again or run it beside its owner,
    // and answers the phase the first wrote in the job's row.
    expect(`${beforeKill.status}/${beforeKill.phase}`).toBe('running/applying');
    await first.stop('SIGKILL');
    releaseLock();

    const settled = await vi.waitFor(
      async () => {
        const now = await job(second, token, importId);
        expect(now.status).toMatch(/^(finished|failed)$/);
        return now;
      },
      { timeout: 300_000, interval: 200 },
    );
    const inDatabase = stored(importId);
    if (settled.status === 'finished') {
      expect(settled.counts).toEqual({
        products: PRODUCTS,
        prices: PRODUCTS,
        availabilities: 0,
        rejected: 0,
      });
      expect(inDatabase).toEqual({ status: 'finished', products: PRODUCTS, prices: PRODUCTS });
    } else {
      expect(settled.failure?.message).toMatch(/\S/);
      expect(inDatabase).toEqual({ status: 'failed', products: 0, prices: 0 });
    }
  }, 600_000);
});
