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

interface ListShape {
  search: boolean;
  category: boolean;
  sync: boolean;
}

interface ListStatements {
  /** Walks products_listing (or products_sync) in order: best without a filter or with many matches. */
  pageByIndex: Statement;
  /** Starts from a filter's matches and sorts them: best with few matches. */
  pageByMatches: Statement | undefined;
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
    const shape: ListShape = {
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
    const countOf = (countShape: ListShape, statement: Statement, params: Record<string, unknown>) =>
      this.totals.total(`${JSON.stringify(countShape)}${JSON.stringify(params)}`, () => {
        return (statement.get(params) as { total: number }).total;
      });
    const total = countOf(shape, statements.total, filter);
    const book = query.pricebook ?? DEFAULT_PRICEBOOK;
    const pageParams = { ...filter, book, count: query.count, offset: query.offset };
    if (query.offset >= total) return { items: [], total };
    let page = statements.pageByIndex;
    if (statements.pageByMatches) {
      // Walking the ordered index costs about (offset + count) × all / matches steps; sorting the matches
      // costs about ten steps each. Few matches: sort them; many: walk the index and stop after the page.
      const plainShape = { search: false, category: false, sync: shape.sync };
      const plainFilter = {
        shop: filter.shop,
        locale: filter.locale,
        ...(shape.sync ? { since: filter.since } : {}),
      };
      const all = countOf(plainShape, this.listStatements(plainShape).total, plainFilter);
      if ((query.offset + query.count) * all > 10 * total * total) page = statements.pageByMatches;
    }
    const rows = page.all(pageParams) as PageRow[];
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

  private listStatements(shape: ListShape): ListStatements {
    const key = `${shape.search}/${shape.category}/${shape.sync}`;
    const cached = this.statements.get(key);
    if (cached) return cached;
    // 'P' or anything below it: the index range ['P', 'P >!'), then exactly P or what starts with 'P > '.
    const inSubtree = (path: string) =>
      `${path} >= :category AND ${path} < :beyond AND (${path} = :category OR ${path} >= :below)`;
    const searchRows = 'SELECT rowid FROM product_search WHERE product_search MATCH :match';
    const categoryRows = `SELECT product_row FROM product_categories
                          WHERE shop = :shop AND locale = :locale AND ${inSubtree('path')}`;
    const visible = [
      'p.shop = :shop',
      'p.locale = :locale',
      shape.sync ? 'p.updated_at > :since' : 'p.show_in_listing = 1',
    ];
    const order = shape.sync ? 'p.updated_at, p.product_id' : 'p.product_id';

    // By index: walk the index already in the answer's order, keep what is in the filter's sets (SQLite
    // builds each set once), stop after the page.
    const orderedIndex = shape.sync ? 'products_sync' : 'products_listing';
    const inSets = [
      ...(shape.search ? [`p.id IN (${searchRows})`] : []),
      ...(shape.category ? [`p.id IN (${categoryRows})`] : []),
    ];
    const byIndex = {
      from: `products p INDEXED BY ${orderedIndex}`,
      where: [...visible, ...inSets].join(' AND '),
    };

    // By matches: start from the filter's matches (CROSS JOIN fixes that order), read the narrow
    // products_key index for each, sort them.
    let byMatches: { from: string; where: string } | undefined;
    if (shape.search || shape.category) {
      const driver = shape.search
        ? `(${searchRows}) AS m`
        : `(SELECT DISTINCT product_row AS rowid FROM product_categories
                 WHERE shop = :shop AND locale = :locale AND ${inSubtree('path')}) AS m`;
      const also = shape.search && shape.category ? [`p.id IN (${categoryRows})`] : [];
      byMatches = {
        from: `${driver} CROSS JOIN products p INDEXED BY products_key ON p.id = m.rowid`,
        where: [...visible, ...also].join(' AND '),
      };
    }

    const pageOrder = shape.sync ? 'page.updated_at, page.product_id' : 'page.product_id';
    // The page's ids first (from indexes only), then rows and prices for those ids only.
    const pageStatement = (source: { from: string; where: string }) =>
      this.db.prepare(
        `WITH page AS MATERIALIZED (
           SELECT p.id, p.product_id, p.updated_at FROM ${source.from} WHERE ${source.where}
           ORDER BY ${order} LIMIT :count OFFSET :offset)
         SELECT p.data, page.updated_at, bp.amount_minor AS book_minor, dp.amount_minor AS default_minor
         FROM page
         JOIN products p ON p.id = page.id
         LEFT JOIN prices bp ON bp.shop = :shop AND bp.pricebook = :book AND bp.product_id = page.product_id
         LEFT JOIN prices dp ON dp.shop = :shop AND dp.pricebook = 'default' AND dp.product_id = page.product_id
         ORDER BY ${pageOrder}`,
      );
    const counted = byMatches ?? byIndex;
    const statements: ListStatements = {
      pageByIndex: pageStatement(byIndex),
      pageByMatches: byMatches ? pageStatement(byMatches) : undefined,
      total: this.db.prepare(`SELECT count(*) AS total FROM ${counted.from} WHERE ${counted.where}`),
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
