import type { Migration } from './index';

/**
 * What a process that dies leaves behind is finished by another (or by itself on its next start):
 * - an import's phase lives in its row (import_phase), so every process answers it, and the leases it lost
 *   are counted (import_attempts): a job whose process keeps dying fails instead of being queued forever;
 * - an Idempotency-Key in progress names the database session of the request holding it (owner): on
 *   PostgreSQL a key whose owner's session is gone is free at once;
 * - the rerouting an availability import calls for is recorded with the import's commit
 *   (pending_reroutes), and whichever process comes first does it.
 */
export const processFailuresMigration: Migration = {
  version: 12,
  name: 'process-failures',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN import_phase TEXT;
    ALTER TABLE import_jobs ADD COLUMN import_attempts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
    CREATE TABLE pending_reroutes (
      import_id TEXT PRIMARY KEY,
      shop TEXT NOT NULL,
      store_ids TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
