import type { Migration } from '../../migrations/index';

/** SQLite migration 12 (process-failures): what a process that dies leaves for the others to finish. */
export const processFailuresMigration: Migration = {
  version: 3,
  name: 'process-failures',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN import_phase TEXT;
    ALTER TABLE import_jobs ADD COLUMN import_attempts BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
    CREATE TABLE pending_reroutes (
      import_id TEXT PRIMARY KEY,
      shop TEXT NOT NULL,
      store_ids TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
