import type { Statement } from 'better-sqlite3';
import type { CatalogProduct, ProductPrice } from '../../../shared/contract/catalog';
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import { money, toWireAmount, type CurrencyCode } from '../../../shared/money';
import type { PlatformDatabase } from '../db/database';
import { categorySubtreeRange } from './category-path';
import { PriceRepository } from './price-repository';
import { toFtsQuery } from './search-query';
import { TotalCache } from './total-cache';

export interface ProductListQuery {
  shop: string;
  locale: string;
  /** Words that must each start a word of the title, ids or external identifiers. */
  q?: string | undefined;
  /** A category path: products in it or anywhere below it. */
  category?: string | undefined;
  /**
   * ISO timestamp: only products changed after it, ordered by (updated_at, product_id), hidden ones
   * (show_in_listing false) included — a sync must see every product. Without it the listing is ordered by
   * product_id and leaves hidden products out.
   */
  updatedSince?: string | undefined;
  /** Price book for `price`; products without a price in it fall back to `default`. */
  pricebook?: string | undefined;
  offset: number;
  count: number;
}

export interface ProductPage {
  items: CatalogProduct[];
  total: number;
}

interface PageRow {
  data: string;
  updated_at: string;
  book_minor: number | null;
  default_minor: number | null;
}

interface ListStatements {
  page: Statement;
  total: Statement;
}

/** Reads the customer-facing catalog: products of a shop and locale with their prices. */
export class ProductRepository {
  private readonly prices: PriceRepository;
  private readonly statements = new Map<string, ListStatements>();
  private readonly totals: TotalCache;
  private readonly selectOne: Statement;
  private readonly selectShop: Statement<[{ shop: string }]>;

  constructor(private readonly db: PlatformDatabase) {
    this.prices = new PriceRepository(db);
    this.totals = new TotalCache(db);
    this.selectOne = db.prepare(
      `SELECT p.data, p.updated_at, bp.amount_minor AS book_minor, dp.amount_minor AS default_minor
       FROM products p
       LEFT JOIN prices bp ON bp.shop = p.shop AND bp.pricebook = :book AND bp.product_id = p.product_id
       LEFT JOIN prices dp ON dp.shop = p.shop AND dp.pricebook = 'default' AND dp.product_id = p.product_id
       WHERE p.shop = :shop AND p.locale = :locale AND p.product_id = :productId`,
    );
    this.selectShop = db.prepare(
      `SELECT EXISTS (SELECT 1 FROM products WHERE shop = :shop) OR EXISTS (SELECT 1 FROM pricebooks WHERE shop = :shop)
       AS known`,
    );
  }

  /** True when anything was ever imported into the shop (products in any locale, or a price book). */
  shopExists(shop: string): boolean {
    return (this.selectShop.get({ shop }) as { known: number }).known === 1;
  }

  /** One page of products and the number of products matching the query. */
  list(query: ProductListQuery): ProductPage {
    const match = query.q === undefined ? undefined : toFtsQuery(query.q);
    if (query.q !== undefined && match === undefined && query.q.trim() !== '') {
      // Only punctuation: nothing can match a word.
      return { items: [], total: 0 };
    }
    const shape = {
      search: match !== undefined,
      category: query.category !== undefined && query.category !== '',
      sync: query.updatedSince !== undefined,
    };
    const statements = this.listStatements(shape);
    const range = shape.category ? categorySubtreeRange(query.category ?? '') : undefined;
    const filter = {
      shop: query.shop,
      locale: query.locale,
      ...(shape.search ? { match } : {}),
      ...(range ? { category: range.path, below: range.below, beyond: range.beyond } : {}),
      ...(shape.sync ? { since: query.updatedSince } : {}),
    };
    const book = query.pricebook ?? DEFAULT_PRICEBOOK;
    const rows = statements.page.all({
      ...filter,
      book,
      count: query.count,
      offset: query.offset,
    }) as PageRow[];
    const total = this.totals.total(`${JSON.stringify(shape)}${JSON.stringify(filter)}`, () => {
      return (statements.total.get(filter) as { total: number }).total;
    });
    const pricing = this.pricing(query.shop, book);
    return { items: rows.map((row) => toCatalogProduct(row, pricing)), total };
  }

  /** One product (listed or not), or undefined. */
  get(
    shop: string,
    locale: string,
    productId: string,
    pricebook = DEFAULT_PRICEBOOK,
  ): CatalogProduct | undefined {
    const row = this.selectOne.get({ shop, locale, productId, book: pricebook }) as PageRow | undefined;
    return row ? toCatalogProduct(row, this.pricing(shop, pricebook)) : undefined;
  }

  /**
   * What the app's catalog sync fetches: every product of the shop and locale changed after `since` (all of
   * them without it), hidden ones included, ordered by (updated_at, product_id), priced from `pricebook`
   * with `default` as the fallback.
   */
  productsUpdatedSince(
    shop: string,
    locale: string,
    since: string | undefined,
    pricebook: string,
    page: { offset: number; count: number },
  ): ProductPage {
    return this.list({ shop, locale, updatedSince: since ?? '', pricebook, ...page });
  }

  /** Ids of every product of the shop, whatever the locale (prices and stock refer to these). */
  productIdsInShop(shop: string): Set<string> {
    const rows = this.db
      .prepare('SELECT DISTINCT product_id FROM products WHERE shop = ?')
      .pluck()
      .all(shop) as string[];
    return new Set(rows);
  }

  private pricing(shop: string, book: string): Pricing {
    return {
      book,
      bookCurrency: this.prices.book(shop, book)?.currency as CurrencyCode | undefined,
      defaultCurrency: this.prices.book(shop, DEFAULT_PRICEBOOK)?.currency as CurrencyCode | undefined,
    };
  }

  private listStatements(shape: { search: boolean; category: boolean; sync: boolean }): ListStatements {
    const key = `${shape.search}/${shape.category}/${shape.sync}`;
    const cached = this.statements.get(key);
    if (cached) return cached;
    // 'P' or anything below it: the index range ['P', 'P >!'), then exactly P or what starts with 'P > '.
    const inSubtree = (path: string) =>
      `${path} >= :category AND ${path} < :beyond AND (${path} = :category OR ${path} >= :below)`;
    // A filter drives the query from its matches (CROSS JOIN fixes that order) and reads only the narrow
    // products_key index for each; the plain listing walks an index already in the answer's order and
    // stops after the page.
    let from = 'products p';
    const conditions = ['p.shop = :shop', 'p.locale = :locale'];
    conditions.push(shape.sync ? 'p.updated_at > :since' : 'p.show_in_listing = 1');
    if (shape.search) {
      from = `(SELECT rowid AS id FROM product_search WHERE product_search MATCH :match) AS m
              CROSS JOIN products p INDEXED BY products_key ON p.id = m.id`;
      if (shape.category) {
        // The category's rows are gathered once (a set SQLite builds) and each match is checked against it.
        conditions.push(
          `p.id IN (SELECT product_row FROM product_categories
                    WHERE shop = :shop AND locale = :locale AND ${inSubtree('path')})`,
        );
      }
    } else if (shape.category) {
      from = `(SELECT DISTINCT product_row AS id FROM product_categories
               WHERE shop = :shop AND locale = :locale AND ${inSubtree('path')}) AS m
              CROSS JOIN products p INDEXED BY products_key ON p.id = m.id`;
    }
    const where = conditions.join(' AND ');
    const order = shape.sync ? 'p.updated_at, p.product_id' : 'p.product_id';
    const pageOrder = shape.sync ? 'page.updated_at, page.product_id' : 'page.product_id';
    const statements: ListStatements = {
      // The page's ids first (from an index, no table rows), then rows and prices for those ids only.
      page: this.db.prepare(
        `WITH page AS MATERIALIZED (
           SELECT p.id, p.product_id, p.updated_at FROM ${from} WHERE ${where}
           ORDER BY ${order} LIMIT :count OFFSET :offset)
         SELECT p.data, page.updated_at, bp.amount_minor AS book_minor, dp.amount_minor AS default_minor
         FROM page
         JOIN products p ON p.id = page.id
         LEFT JOIN prices bp ON bp.shop = :shop AND bp.pricebook = :book AND bp.product_id = page.product_id
         LEFT JOIN prices dp ON dp.shop = :shop AND dp.pricebook = 'default' AND dp.product_id = page.product_id
         ORDER BY ${pageOrder}`,
      ),
      total: this.db.prepare(`SELECT count(*) AS total FROM ${from} WHERE ${where}`),
    };
    this.statements.set(key, statements);
    return statements;
  }
}

interface Pricing {
  book: string;
  // Books are only stored with a currency the import checked against ISO 4217.
  bookCurrency: CurrencyCode | undefined;
  defaultCurrency: CurrencyCode | undefined;
}

function toCatalogProduct(row: PageRow, pricing: Pricing): CatalogProduct {
  return {
    ...(JSON.parse(row.data) as CatalogProduct),
    price: priceOf(row, pricing),
    updated_at: row.updated_at,
  };
}

function priceOf(row: PageRow, pricing: Pricing): ProductPrice | null {
  if (row.book_minor !== null && pricing.bookCurrency !== undefined) {
    return {
      value: toWireAmount(money(row.book_minor, pricing.bookCurrency)),
      currency: pricing.bookCurrency,
      pricebook: pricing.book,
    };
  }
  if (row.default_minor !== null && pricing.defaultCurrency !== undefined) {
    return {
      value: toWireAmount(money(row.default_minor, pricing.defaultCurrency)),
      currency: pricing.defaultCurrency,
      pricebook: DEFAULT_PRICEBOOK,
    };
  }
  return null;
}
