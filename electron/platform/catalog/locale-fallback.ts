// Which locale's texts the catalog answers with, product by product: the requested locale, else the shop's
// default locale, else another locale of the same language (fr-FR for fr-CA), else the first locale the
// product has by name. A product imported in any locale is therefore always listed, found and sold, so a
// workstation set to a language the catalog was not written in still sees the whole catalog.
import type { PlatformDatabase } from '../db/database';

/** The named parameters every statement using bestLocaleRow() takes. */
export interface LocaleParams {
  locale: string;
  fallback: string;
  language: string;
}

/**
 * SQL condition: `alias` is the row of its product that speaks the request best (see above). Reads only the
 * covering index (shop, product_id, locale), two or three entries per product.
 */
export function bestLocaleRow(alias: string): string {
  return `${alias}.id = (
    SELECT q.id FROM products q INDEXED BY products_by_shop_locale
    WHERE q.shop = ${alias}.shop AND q.product_id = ${alias}.product_id
    ORDER BY q.locale <> :locale, q.locale <> :fallback, substr(q.locale, 1, 2) <> :language, q.locale
    LIMIT 1)`;
}

/** The shop's default locale: the locale of the first products file imported into it. */
export class ShopLocales {
  private readonly select;
  private readonly insert;

  constructor(db: PlatformDatabase) {
    this.select = db.prepare<[string], { default_locale: string }>(
      'SELECT default_locale FROM shops WHERE shop = ?',
    );
    this.insert = db.prepare<[string, string]>(
      'INSERT OR IGNORE INTO shops (shop, default_locale) VALUES (?, ?)',
    );
  }

  defaultLocale(shop: string): string | undefined {
    return this.select.get(shop)?.default_locale;
  }

  /** Records `locale` as the shop's default unless the shop already has one. */
  remember(shop: string, locale: string): void {
    this.insert.run(shop, locale);
  }

  /** The parameters of a request for `locale` in `shop`. */
  params(shop: string, locale: string): LocaleParams {
    return {
      locale,
      fallback: this.defaultLocale(shop) ?? locale,
      language: locale.slice(0, 2),
    };
  }
}
