import type { Migration } from './index';

/**
 * A version per shop that every catalog write moves (catalog/catalog-changes.ts): on PostgreSQL, how a
 * process knows that another one changed the catalog, so it can keep listing totals between requests; its
 * triggers move it (PostgreSQL migration 6). SQLite keeps the table, empty: it stamps its cache with
 * data_version instead.
 */
export const catalogChangeMigration: Migration = {
  version: 13,
  name: 'catalog-change',
  sql: `
    CREATE TABLE catalog_change (
      shop TEXT PRIMARY KEY,
      version INTEGER NOT NULL
    );
  `,
};
