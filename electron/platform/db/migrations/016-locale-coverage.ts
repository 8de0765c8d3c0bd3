import type { Migration } from './index';

/**
 * How many products a shop has (shops.products) and how many of them are written in each locale
 * (shop_locales), kept by the database itself in the statement of every insert, delete or key change of a
 * product row, whoever writes it. When every product of the shop is written in the locale a listing asks for
 * (the two counts are equal: one locale per shop, or a catalog translated in full), each product's best row
 * is simply its row in that locale, and the listing walks the (shop, locale, …) indexes as a range
 * instead of deciding the fallback for every entry it passes (catalog/locale-fallback.ts): that per-entry
 * test made deep offset pages, searches and sync pages 2–3× slower. The writers only update data,
 * visibility and updated_at, which no trigger here watches, so a re-import costs nothing more.
 */
export const localeCoverageMigration: Migration = {
  version: 16,
  name: 'locale-coverage',
  sql: `
    ALTER TABLE shops ADD COLUMN products INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE shop_locales (
      shop TEXT NOT NULL,
      locale TEXT NOT NULL,
      products INTEGER NOT NULL,
      PRIMARY KEY (shop, locale)
    ) WITHOUT ROWID;

    INSERT INTO shop_locales (shop, locale, products)
      SELECT shop, locale, count(*) FROM products GROUP BY shop, locale;
    INSERT INTO shops (shop, default_locale)
      SELECT p.shop, p.locale FROM products p
      WHERE p.id = (SELECT min(q.id) FROM products q WHERE q.shop = p.shop)
      ON CONFLICT (shop) DO NOTHING;
    UPDATE shops SET products = (SELECT count(DISTINCT product_id) FROM products p WHERE p.shop = shops.shop);

    -- A new row is a new product of its shop unless another row (another locale) already has its id.
    CREATE TRIGGER products_insert_counts_locales AFTER INSERT ON products BEGIN
      INSERT INTO shops (shop, default_locale, products)
        SELECT NEW.shop, NEW.locale, 1
        WHERE NOT EXISTS (
          SELECT 1 FROM products o INDEXED BY products_by_shop_locale
          WHERE o.shop = NEW.shop AND o.product_id = NEW.product_id AND o.id <> NEW.id)
        ON CONFLICT (shop) DO UPDATE SET products = products + 1;
      INSERT INTO shop_locales (shop, locale, products) VALUES (NEW.shop, NEW.locale, 1)
        ON CONFLICT (shop, locale) DO UPDATE SET products = products + 1;
    END;
    CREATE TRIGGER products_delete_counts_locales AFTER DELETE ON products BEGIN
      UPDATE shop_locales SET products = products - 1 WHERE shop = OLD.shop AND locale = OLD.locale;
      UPDATE shops SET products = products - 1
        WHERE shop = OLD.shop AND NOT EXISTS (
          SELECT 1 FROM products o INDEXED BY products_by_shop_locale
          WHERE o.shop = OLD.shop AND o.product_id = OLD.product_id);
    END;
    -- A changed key counts as the old row deleted and the new one inserted.
    CREATE TRIGGER products_key_update_counts_locales AFTER UPDATE OF shop, locale, product_id ON products BEGIN
      UPDATE shop_locales SET products = products - 1 WHERE shop = OLD.shop AND locale = OLD.locale;
      UPDATE shops SET products = products - 1
        WHERE shop = OLD.shop AND NOT EXISTS (
          SELECT 1 FROM products o INDEXED BY products_by_shop_locale
          WHERE o.shop = OLD.shop AND o.product_id = OLD.product_id AND o.id <> NEW.id);
      INSERT INTO shops (shop, default_locale, products)
        SELECT NEW.shop, NEW.locale, 1
        WHERE NOT EXISTS (
          SELECT 1 FROM products o INDEXED BY products_by_shop_locale
          WHERE o.shop = NEW.shop AND o.product_id = NEW.product_id AND o.id <> NEW.id)
        ON CONFLICT (shop) DO UPDATE SET products = products + 1;
      INSERT INTO shop_locales (shop, locale, products) VALUES (NEW.shop, NEW.locale, 1)
        ON CONFLICT (shop, locale) DO UPDATE SET products = products + 1;
    END;
  `,
};
