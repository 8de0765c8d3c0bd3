// A platform process killed (SIGKILL) after a request with an Idempotency-Key committed its writes and
// before its answer left. The answer commits with the writes, so the client's retry on the platform started
// again on the same data folder (SQLite), or on another process on the same database (PostgreSQL), gets that
// answer replayed instead of running the request a second time. Creating an import job is the case where it
// counts: the platform names the job, so nothing but the key tells a retry from a new job.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformStorage } from '../../../electron/platform/db/database';
import type { ImportJob, ImportJobListResponse } from '../../../shared/contract/import-job';
import { requestOnce } from '../multi-process/support/shared-database';
import { releaseTestPlatformStorage, testPlatformStorage } from '../support/platform-fixture';
import { signIn, startPlatformProcess, storageArguments, type PlatformProcess } from './platform-cli';

const HOLD_MODULE = pathToFileURL(join(__dirname, '../support/hold-before-answer.mjs')).href;

describe('an Idempotency-Key whose process died after its commit, before its answer', () => {
  let folder: string;
  let storage: PlatformStorage;
  const running: PlatformProcess[] = [];

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pos-idempotency-committed-'));
    storage = await testPlatformStorage(join(folder, 'platform'));
  });
  afterEach(async () => {
    for (const platform of running.splice(0)) await platform.stop('SIGKILL');
    await releaseTestPlatformStorage(storage.dataDir);
    rmSync(folder, { recursive: true, force: true });
  });

  /** A platform process on the test's storage; `holding`: one that stops before answering when asked. */
  async function startPlatform(holding = false): Promise<PlatformProcess> {
    const env = holding
      ? { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${HOLD_MODULE}` }
      : process.env;
    const platform = await startPlatformProcess(['--port', '0', ...storageArguments(storage)], 60_000, env);
    running.push(platform);
    return platform;
  }

  it('replays the committed answer to the retry, byte for byte, having created the job once', async () => {
    const body = {
      provider: 'erp',
      name: 'nightly catalog',
      source_uri: 'https://archives.example.com/nightly.zip',
      entities: ['products', 'prices'],
    };
    const key = 'nightly-import-1';
    const first = await startPlatform(true);
    const cutShort = requestOnce(first.url, 'POST', '/v0/d/import', {
      token: await signIn(first.url, 'admin'),
      body,
      headers: { 'idempotency-key': key, 'x-test-hold-before-answer': 'yes' },
    }).catch((error: unknown) => error);
    // The route has run and committed; the process stands still with the answer it was about to send.
    const held = await vi.waitFor(
      () => {
        const found = /HELD ANSWER (\d+) (.*)\n/.exec(first.output());
        expect(found).not.toBeNull();
        return { status: Number(found![1]), text: found![2]! };
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(held.status).toBe(201);
    await first.stop('SIGKILL');
    expect(await cutShort).toBeInstanceOf(Error);

    // SQLite: the same data folder, started again; PostgreSQL: the next process on the same database.
    const second = await startPlatform();
    const token = await signIn(second.url, 'admin');
    const retried = await requestOnce<ImportJob>(second.url, 'POST', '/v0/d/import', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(retried.status, retried.text).toBe(201);
    const jobs = await requestOnce<ImportJobListResponse>(second.url, 'GET', '/v0/d/import', { token });
    // The test's own storage: every job in it came from this request.
    expect(jobs.body.items.map((job) => job.import_id)).toEqual([retried.body.import_id]);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(retried.text).toBe(held.text);
  }, 180_000);
});
