import type { Migration } from '../../migrations/index';

/**
 * PostgreSQL only (triggers; the tables stay as on SQLite). The catalog's version per shop (catalog_change)
 * is moved by the database itself, whoever writes, so that a listing total another process cached never
 * outlives a write it did not hear of (catalog/total-cache.ts). The triggers cover what a listing's total
 * counts: products, their categories and their search rows (product_search has no shop: its rows name their
 * product). One trigger call per statement, not per row, reading the statement's rows from its transition
 * tables (changed_rows; for an update also replaced_rows, the rows as they were); a statement that changed
 * nothing moves nothing. And once per transaction: a shop's row that this transaction already moved (its
 * xmin is this transaction's id) is left as it is, since readers see all of the transaction's writes at once
 * when it commits. Moving one row at every statement of a transaction of thousands of them (an import
 * updating products one by one) cost about twice as much per statement as moving it once.
 * SQLite needs no trigger: its total cache stamps itself with every commit (PRAGMA data_version), and a
 * trigger on products made each updated product row cost SQLite about twice as much; it leaves
 * catalog_change empty.
 */
export const catalogChangeTriggersMigration: Migration = {
  version: 6,
  name: 'catalog-change-triggers',
  sql: `
    CREATE FUNCTION catalog_change_of_shop_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO catalog_change AS moved (shop, version)
          SELECT shop, 1 FROM (SELECT shop FROM changed_rows UNION SELECT shop FROM replaced_rows) AS shops
          ON CONFLICT (shop) DO UPDATE SET version = moved.version + 1
            WHERE moved.xmin <> pg_current_xact_id()::xid;
      ELSE
        INSERT INTO catalog_change AS moved (shop, version)
          SELECT DISTINCT shop, 1 FROM changed_rows
          ON CONFLICT (shop) DO UPDATE SET version = moved.version + 1
            WHERE moved.xmin <> pg_current_xact_id()::xid;
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION catalog_change_of_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO catalog_change AS moved (shop, version)
          SELECT DISTINCT p.shop, 1
          FROM (SELECT rowid FROM changed_rows UNION SELECT rowid FROM replaced_rows) AS search
          JOIN products p ON p.id = search.rowid
          ON CONFLICT (shop) DO UPDATE SET version = moved.version + 1
            WHERE moved.xmin <> pg_current_xact_id()::xid;
      ELSE
        INSERT INTO catalog_change AS moved (shop, version)
          SELECT DISTINCT p.shop, 1 FROM changed_rows search JOIN products p ON p.id = search.rowid
          ON CONFLICT (shop) DO UPDATE SET version = moved.version + 1
            WHERE moved.xmin <> pg_current_xact_id()::xid;
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER products_insert_moves_catalog AFTER INSERT ON products
      REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_shop_rows();
    CREATE TRIGGER products_update_moves_catalog AFTER UPDATE ON products
      REFERENCING OLD TABLE AS replaced_rows NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_shop_rows();
    CREATE TRIGGER products_delete_moves_catalog AFTER DELETE ON products
      REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_shop_rows();

    CREATE TRIGGER product_categories_insert_moves_catalog AFTER INSERT ON product_categories
      REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_shop_rows();
    CREATE TRIGGER product_categories_update_moves_catalog AFTER UPDATE ON product_categories
      REFERENCING OLD TABLE AS replaced_rows NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_shop_rows();
    CREATE TRIGGER product_categories_delete_moves_catalog AFTER DELETE ON product_categories
      REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_shop_rows();

    CREATE TRIGGER product_search_insert_moves_catalog AFTER INSERT ON product_search
      REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_search_rows();
    CREATE TRIGGER product_search_update_moves_catalog AFTER UPDATE ON product_search
      REFERENCING OLD TABLE AS replaced_rows NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_search_rows();
    CREATE TRIGGER product_search_delete_moves_catalog AFTER DELETE ON product_search
      REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_change_of_search_rows();
  `,
};
