// Group commit: SQLite commits without flushing (synchronous=NORMAL) and the platform flushes the WAL off the
// event loop before anything that shows a commit leaves the process. The SIGKILL case is durability.test.ts.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPlatformDatabase,
  PLATFORM_WAL_FILE,
  type SqlitePlatformDatabase,
} from '../../../electron/platform/db/database';
import { DurableCommits } from '../../../electron/platform/db/durable-commits';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

describe('durable commits', () => {
  let dir: string;
  let db: SqlitePlatformDatabase;
  const write = (name: string) =>
    db
      .prepare('INSERT OR REPLACE INTO settings (name, value, updated_at) VALUES (?, ?, ?)')
      .run(name, '1', 'now');

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pos-durable-commits-'));
    db = openPlatformDatabase(dir);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits without flushing, and flushes what was committed before durable() was called', async () => {
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    const commits = new DurableCommits(db, join(dir, PLATFORM_WAL_FILE));
    await commits.durable();
    expect(commits.pending).toBe(false);

    write('a');
    expect(commits.pending).toBe(true);
    await commits.durable();
    expect(commits.pending).toBe(false);

    // Writes landing while a flush runs are covered by the next one, which every caller meanwhile shares.
    const waits: Array<Promise<void>> = [];
    for (let n = 0; n < 20; n += 1) {
      write(`b${n}`);
      waits.push(commits.durable());
    }
    await Promise.all(waits);
    expect(commits.pending).toBe(false);
  });

  it('rejects, and counts nothing as flushed, when the disk refuses the flush', async () => {
    const notAFile = join(dir, 'not-a-file');
    mkdirSync(notAFile);
    const commits = new DurableCommits(db, notAFile);
    write('c');
    await expect(commits.durable()).rejects.toThrow();
    expect(commits.pending).toBe(true);
  });
});

describe('answers wait for their commits to be on disk', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    await platform.close();
  });

  it('answers a write only once it is flushed', async () => {
    const { durability } = platform.platform.context;
    for (const storeId of ['chi', 'nyc']) {
      const created = await platform.call('POST', '/v0/d/stores', {
        as: 'admin',
        body: {
          store_id: storeId,
          shop: 'us',
          label: `Store ${storeId}`,
          timezone: 'America/Chicago',
          physical_address: { address_line_1: '1 Main St', city: 'Chicago', country_code: 'US' },
        },
      });
      expect(created.status).toBe(201);
      expect(durability.pending).toBe(false);
    }
  });
});
