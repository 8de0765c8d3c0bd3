import type { Migration } from '../../migrations/index';

/** SQLite migration 11 (import-leases): who runs an import, and until when its claim holds. */
export const importLeasesMigration: Migration = {
  version: 2,
  name: 'import-leases',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN lease_owner TEXT;
    ALTER TABLE import_jobs ADD COLUMN lease_expires_at TEXT;
  `,
};
