import type { Migration } from './index';

/**
 * A running import belongs to the process that claimed it until its lease expires (import-queue.ts): with
 * several processes on one database (PostgreSQL), a process that died mid-import leaves a lease that runs
 * out, and another process runs the job again; nothing of it was applied (one transaction).
 */
export const importLeasesMigration: Migration = {
  version: 11,
  name: 'import-leases',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN lease_owner TEXT;
    ALTER TABLE import_jobs ADD COLUMN lease_expires_at TEXT;
  `,
};
