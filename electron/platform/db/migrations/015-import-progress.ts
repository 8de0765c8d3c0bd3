import type { Migration } from './index';

/**
 * How many of its archive's records a running import has read and checked (import_jobs.records_read),
 * written by the process running it every second or so, so that every process answers it.
 */
export const importProgressMigration: Migration = {
  version: 15,
  name: 'import-progress',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN records_read INTEGER NOT NULL DEFAULT 0;
  `,
};
