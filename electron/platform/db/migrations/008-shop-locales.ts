import type { Migration } from './index';

/**
 * A shop's default locale (the locale of the first products file imported into it), and the indexes a
 * listing needs when it picks, product by product, the best locale a product has (requested, else the
 * shop's default, else any) instead of reading one locale only.
 */
export const shopLocalesMigration: Migration = {
  version: 8,
  name: 'shop-locales',
  sql: `
    CREATE TABLE shops (
      shop TEXT PRIMARY KEY,
      default_locale TEXT NOT NULL
    ) WITHOUT ROWID;
    -- Shops imported before: the locale of their oldest product row.
    INSERT INTO shops (shop, default_locale)
      SELECT p.shop, p.locale FROM products p
      WHERE p.id = (SELECT min(q.id) FROM products q WHERE q.shop = p.shop);

    CREATE INDEX products_shop_listing ON products (shop, show_in_listing, product_id, locale);
    CREATE INDEX products_shop_sync ON products (shop, updated_at, product_id, locale);
    CREATE INDEX products_by_shop_locale ON products (shop, product_id, locale);
    CREATE INDEX product_categories_by_shop_path ON product_categories (shop, path, product_row);
  `,
};
