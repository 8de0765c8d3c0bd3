// A platform upgraded to the version that records a failed import's values (SQLite migration 17, PostgreSQL
// 10) still answers the imports that failed before: their code and message, without values, in the job and
// in the history; an import that fails after the upgrade answers its values.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportJobListResponse } from '../../../shared/contract/import-job';
import { ImportJobListResponseSchema, ImportJobSchema } from '../../../shared/contract/import-job';
import { importFailureValuesMigration as sqliteMigration } from '../../../electron/platform/db/migrations/017-import-failure-values';
import { importFailureValuesMigration as postgresMigration } from '../../../electron/platform/db/postgres/migrations/010-import-failure-values';
import {
  openDatabaseOf,
  releaseTestPlatformStorage,
  startTestPlatform,
  type TestPlatform,
} from '../support/platform-fixture';
import { runImport } from './support/import-client';

/** Takes the stopped platform's database back to the schema before the migration, as an older version left it. */
function backBeforeMigration(platform: TestPlatform): void {
  const db = openDatabaseOf(platform);
  try {
    db.exec('ALTER TABLE import_jobs DROP COLUMN failure_values');
    if (db.engine === 'sqlite') db.exec(`PRAGMA user_version = ${sqliteMigration.version - 1}`);
    else db.prepare('DELETE FROM schema_migrations WHERE version = ?').run(postgresMigration.version);
  } finally {
    db.close();
  }
}

describe('failure values after an upgrade', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-failure-values-'));
  afterAll(async () => {
    await releaseTestPlatformStorage(dataDir);
  });

  it('answers a job that failed before the upgrade without values, and one after with them', async () => {
    const older = await startTestPlatform({ dataDir });
    const before = await runImport(older, 'ftp://127.0.0.1/before.zip');
    await older.stop();
    backBeforeMigration(older);

    const upgraded = await startTestPlatform({ dataDir });
    try {
      const read = await upgraded.call<ImportJob>('GET', `/v0/d/import/${before.job.import_id}`, {
        as: 'admin',
      });
      expect(read.status).toBe(200);
      expect(ImportJobSchema.parse(read.body)).toMatchObject({ status: 'failed' });
      expect(read.body.failure).toEqual({ code: 'unsupported_uri', message: before.job.failure?.message });

      const after = await runImport(upgraded, 'ftp://127.0.0.1/after.zip');
      expect(after.job.failure?.values).toEqual({ uri: 'ftp://127.0.0.1/after.zip', scheme: 'ftp:' });

      const history = await upgraded.call<ImportJobListResponse>('GET', '/v0/d/import', { as: 'admin' });
      expect(history.status).toBe(200);
      const failures = ImportJobListResponseSchema.parse(history.body).items.map((job) => job.failure);
      expect(failures).toEqual([
        { code: 'unsupported_uri', message: expect.any(String), values: after.job.failure?.values },
        { code: 'unsupported_uri', message: before.job.failure?.message },
      ]);
    } finally {
      await upgraded.stop();
    }
  }, 120_000);
});
