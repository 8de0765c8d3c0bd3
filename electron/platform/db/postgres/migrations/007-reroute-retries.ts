import type { Migration } from '../../migrations/index';

/** SQLite migration 14 (reroute-retries): a failing rerouting after an import is tried a bounded number of times. */
export const rerouteRetriesMigration: Migration = {
  version: 7,
  name: 'reroute-retries',
  sql: `
    ALTER TABLE pending_reroutes ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
    ALTER TABLE pending_reroutes ADD COLUMN retry_at TEXT;
    ALTER TABLE import_jobs ADD COLUMN reroute_failure TEXT;
  `,
};
