import type { Migration } from '../../migrations/index';

/** SQLite migration 17 (import-failure-values): a failed import's values, JSON, NULL for older jobs. */
export const importFailureValuesMigration: Migration = {
  version: 10,
  name: 'import-failure-values',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN failure_values TEXT;
  `,
};
