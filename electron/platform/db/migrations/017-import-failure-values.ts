import type { Migration } from './index';

/**
 * What a failed import's message says in values (import_jobs.failure_values, JSON: the file, the entry, the
 * limit passed…), answered as `failure.values` for a screen to word the failure in its language. Jobs that
 * failed before keep NULL and answer without values.
 */
export const importFailureValuesMigration: Migration = {
  version: 17,
  name: 'import-failure-values',
  sql: `
    ALTER TABLE import_jobs ADD COLUMN failure_values TEXT;
  `,
};
