import type { Migration } from '../../migrations/index';

/** SQLite migration 15 (import-progress): a running import's records read and checked, in its row. */
export const importProgressMigration: Migration = {
  version: 8,
  name: 'import-progress',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN records_read BIGINT NOT NULL DEFAULT 0;
  `,
};
