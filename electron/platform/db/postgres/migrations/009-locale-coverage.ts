import type { Migration } from '../../migrations/index';

/**
 * SQLite migration 16 (locale-coverage): how many products a shop has (shops.products) and how many are
 * written in each locale (shop_locales), kept by triggers in the transaction of every insert, delete or key
 * change of a product row. Inserts and deletes are counted once per statement from its transition table (a
 * batch of 500 rows costs one trigger call); a key change (never made by the platform's writers, which
 * update data, visibility and updated_at only) once per row. Two transactions adding the same product in two
 * locales at once both count it: shops.products can only be too high, which makes a locale look incomplete
 * and the listing take its slower, always right path, never the reverse.
 *
 * The (shop, locale, …) indexes a listing walks when its locale covers the shop carry id and updated_at (and
 * show_in_listing for the sync), so PostgreSQL walks them alone (index-only scans), as migration 5 does for
 * the shop-wide indexes.
 */
export const localeCoverageMigration: Migration = {
  version: 9,
  name: 'locale-coverage',
  sql: `
    ALTER TABLE shops ADD COLUMN products BIGINT NOT NULL DEFAULT 0;
    CREATE TABLE shop_locales (
      shop TEXT NOT NULL,
      locale TEXT NOT NULL,
      products BIGINT NOT NULL,
      PRIMARY KEY (shop, locale)
    );

    INSERT INTO shop_locales (shop, locale, products)
      SELECT shop, locale, count(*) FROM products GROUP BY shop, locale;
    INSERT INTO shops (shop, default_locale)
      SELECT DISTINCT ON (shop) shop, locale FROM products ORDER BY shop, id
      ON CONFLICT (shop) DO NOTHING;
    UPDATE shops SET products = (SELECT count(DISTINCT product_id) FROM products p WHERE p.shop = shops.shop);

    CREATE FUNCTION locale_counts_of_inserted_products() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- A new product of its shop: no row outside this statement's has its id.
      INSERT INTO shops AS counted (shop, default_locale, products)
        SELECT added.shop, min(added.locale), count(DISTINCT added.product_id)
        FROM changed_rows added
        WHERE NOT EXISTS (
          SELECT 1 FROM products other
          WHERE other.shop = added.shop AND other.product_id = added.product_id
            AND other.id NOT IN (SELECT id FROM changed_rows))
        GROUP BY added.shop
        ON CONFLICT (shop) DO UPDATE SET products = counted.products + EXCLUDED.products;
      INSERT INTO shop_locales AS counted (shop, locale, products)
        SELECT shop, locale, count(*) FROM changed_rows GROUP BY shop, locale
        ON CONFLICT (shop, locale) DO UPDATE SET products = counted.products + EXCLUDED.products;
      RETURN NULL;
    END $$;

    CREATE FUNCTION locale_counts_of_deleted_products() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE shop_locales counted SET products = counted.products - gone.rows
        FROM (SELECT shop, locale, count(*) AS rows FROM changed_rows GROUP BY shop, locale) AS gone
        WHERE counted.shop = gone.shop AND counted.locale = gone.locale;
      UPDATE shops counted SET products = counted.products - gone.products
        FROM (
          SELECT removed.shop, count(DISTINCT removed.product_id) AS products FROM changed_rows removed
          WHERE NOT EXISTS (
            SELECT 1 FROM products other
            WHERE other.shop = removed.shop AND other.product_id = removed.product_id)
          GROUP BY removed.shop) AS gone
        WHERE counted.shop = gone.shop;
      RETURN NULL;
    END $$;

    -- A changed key counts as the old row deleted and the new one inserted.
    CREATE FUNCTION locale_counts_of_rekeyed_product() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (OLD.shop, OLD.locale, OLD.product_id) IS NOT DISTINCT FROM (NEW.shop, NEW.locale, NEW.product_id) THEN
        RETURN NULL;
      END IF;
      UPDATE shop_locales SET products = products - 1 WHERE shop = OLD.shop AND locale = OLD.locale;
      UPDATE shops SET products = products - 1
        WHERE shop = OLD.shop AND NOT EXISTS (
          SELECT 1 FROM products other
          WHERE other.shop = OLD.shop AND other.product_id = OLD.product_id AND other.id <> NEW.id);
      INSERT INTO shops AS counted (shop, default_locale, products)
        SELECT NEW.shop, NEW.locale, 1
        WHERE NOT EXISTS (
          SELECT 1 FROM products other
          WHERE other.shop = NEW.shop AND other.product_id = NEW.product_id AND other.id <> NEW.id)
        ON CONFLICT (shop) DO UPDATE SET products = counted.products + 1;
      INSERT INTO shop_locales AS counted (shop, locale, products) VALUES (NEW.shop, NEW.locale, 1)
        ON CONFLICT (shop, locale) DO UPDATE SET products = counted.products + 1;
      RETURN NULL;
    END $$;

    CREATE TRIGGER products_insert_counts_locales AFTER INSERT ON products
      REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION locale_counts_of_inserted_products();
    CREATE TRIGGER products_delete_counts_locales AFTER DELETE ON products
      REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION locale_counts_of_deleted_products();
    CREATE TRIGGER products_key_update_counts_locales AFTER UPDATE OF shop, locale, product_id ON products
      FOR EACH ROW EXECUTE FUNCTION locale_counts_of_rekeyed_product();

    DROP INDEX products_listing;
    CREATE INDEX products_listing ON products (shop, locale, show_in_listing, product_id)
      INCLUDE (id, updated_at);
    DROP INDEX products_sync;
    CREATE INDEX products_sync ON products (shop, locale, updated_at, product_id)
      INCLUDE (id, show_in_listing);
  `,
};
