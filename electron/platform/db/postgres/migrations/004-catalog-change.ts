import type { Migration } from '../../migrations/index';

/**
 * SQLite migration 13 (catalog-change): a version per shop that every catalog write moves (migration 6's
 * triggers move it).
 */
export const catalogChangeMigration: Migration = {
  version: 4,
  name: 'catalog-change',
  sql: `
    CREATE TABLE catalog_change (
      shop TEXT PRIMARY KEY,
      version BIGINT NOT NULL
    );
  `,
};
