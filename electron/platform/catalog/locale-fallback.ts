// Which locale's texts the catalog answers with, product by product: the requested locale, else the shop's
// default locale, else another locale of the same language (fr-FR for fr-CA), else the first locale the
// product has by name. A product imported in any locale is therefore always listed, found and sold, so a
// workstation set to a language the catalog was not written in still sees the whole catalog.
import type { PlatformDatabase } from '../db/database';
import { sqlIndexedBy } from '../db/sql-dialect';

/** The named parameters every statement using bestLocaleRow() takes. */
export interface LocaleParams {
  locale: string;
  fallback: string;
  language: string;
}

/**
 * SQL condition: `alias` is the row of its product that speaks the request best (see above). A row in the
 * requested locale is the best without reading anything; a row of any other locale loses at once to an
 * existing row in the requested locale (one point lookup), a row in the shop's default locale then wins;
 * only the remaining rows rank the product's locales (covering index (shop, product_id, locale), two or three
 * entries). A listing evaluates this for every row it walks, skipped ones included, so the common cases must
 * cost no more than a lookup: ranking every row made deep offset pages 4–5× slower.
 */
export function bestLocaleRow(db: PlatformDatabase, alias: string): string {
  const byShopLocale = sqlIndexedBy(db, 'products_by_shop_locale');
  return `(CASE
    WHEN ${alias}.locale = :locale THEN TRUE
    WHEN EXISTS (
      SELECT 1 FROM products r ${byShopLocale}
      WHERE r.shop = ${alias}.shop AND r.product_id = ${alias}.product_id AND r.locale = :locale) THEN FALSE
    WHEN ${alias}.locale = :fallback THEN TRUE
    ELSE ${alias}.id = (
      SELECT q.id FROM products q ${byShopLocale}
      WHERE q.shop = ${alias}.shop AND q.product_id = ${alias}.product_id
      ORDER BY q.locale <> :fallback, substr(q.locale, 1, 2) <> :language, q.locale
      LIMIT 1)
  END)`;
}

/** How a request's locale applies to a shop: the locale parameters and whether that locale covers the shop. */
export interface ShopLocale {
  params: LocaleParams;
  /**
   * Every product of the shop is written in `params.locale` (a shop of one locale, or translated in full):
   * each product's best row is then its row in that locale, and `p.locale = :locale` is bestLocaleRow().
   */
  covered: boolean;
}

interface ShopLocaleRow {
  default_locale: string;
  products: number;
  requested: number | null;
  fallback: number | null;
}

/**
 * The shop's default locale (the locale of the first products file imported into it) and how many of its
 * products each locale has (shop_locales, kept by the database's triggers: migration 16).
 */
export class ShopLocales {
  private readonly select;
  private readonly insert;

  constructor(db: PlatformDatabase) {
    this.select = db.prepare<[string, string], ShopLocaleRow>(
      `SELECT s.default_locale, s.products, requested.products AS requested, fallback.products AS fallback
       FROM shops s
       LEFT JOIN shop_locales requested ON requested.shop = s.shop AND requested.locale = ?
       LEFT JOIN shop_locales fallback ON fallback.shop = s.shop AND fallback.locale = s.default_locale
       WHERE s.shop = ?`,
    );
    this.insert = db.prepare<[string, string]>(
      'INSERT INTO shops (shop, default_locale) VALUES (?, ?) ON CONFLICT DO NOTHING',
    );
  }

  /** Records `locale` as the shop's default unless the shop already has one. */
  remember(shop: string, locale: string): void {
    this.insert.run(shop, locale);
  }

  /** The parameters of a request for `locale` in `shop`. */
  params(shop: string, locale: string): LocaleParams {
    return this.forRequest(shop, locale).params;
  }

  /**
   * The parameters of a request for `locale` in `shop`, in one read. When no product of the shop is written in
   * `locale`, the shop's default locale ranks first instead: the same answer, and each row a listing walks is
   * then decided by the cheapest case of bestLocaleRow(), or by none when that locale covers the shop.
   */
  forRequest(shop: string, locale: string): ShopLocale {
    const row = this.select.get(locale, shop);
    const language = locale.slice(0, 2);
    if (!row) return { params: { locale, fallback: locale, language }, covered: false };
    const requestedWritten = (row.requested ?? 0) > 0;
    const chosen = requestedWritten ? row.requested : row.fallback;
    return {
      params: {
        locale: requestedWritten ? locale : row.default_locale,
        fallback: row.default_locale,
        language,
      },
      covered: row.products > 0 && chosen === row.products,
    };
  }
}
