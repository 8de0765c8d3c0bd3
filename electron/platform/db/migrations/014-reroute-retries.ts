import type { Migration } from './index';

/**
 * The rerouting an availability import calls for (pending_reroutes) is tried a bounded number of times, with
 * growing pauses between tries (attempts, retry_at: not before then); when the last try fails it is given
 * up and the import's job says why (import_jobs.reroute_failure), its data staying applied.
 */
export const rerouteRetriesMigration: Migration = {
  version: 14,
  name: 'reroute-retries',
  sql: `
    ALTER TABLE pending_reroutes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE pending_reroutes ADD COLUMN retry_at TEXT;
    ALTER TABLE import_jobs ADD COLUMN reroute_failure TEXT;
  `,
};
