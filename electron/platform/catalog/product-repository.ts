import type { Statement } from '../db/sql-database';
import type { CatalogProduct, ProductPrice } from '../../../shared/contract/catalog';
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import { money, toWireAmount, type CurrencyCode } from '../../../shared/money';
import type { PlatformDatabase } from '../db/database';
import { categorySubtreeRange } from './category-path';
import { bestLocaleRow, ShopLocales } from './locale-fallback';
import { prepareListingPlans, type ListingPlan, type ListingPlans, type ListShape } from './listing-plans';
import { PriceRepository } from './price-repository';
import { toSearchMatch } from './search-query';
import { TotalCache } from './total-cache';
import type { Keyset } from '../http/keyset-cursor';

export interface ProductListQuery {
  shop: string;
  /** Each product answers in this locale, else the shop's default locale, else any locale it has. */
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
  /** Start after this row (keyset pagination): its product_id, and updated_at for a sync listing. */
  after?: Keyset | undefined;
}

export interface ProductPage<Item = CatalogProduct> {
  items: Item[];
  total: number;
  /** The last row of the page in the listing's order (for the next cursor); undefined when empty. */
  last?: Keyset;
}

interface PageRow {
  data: string;
  product_id: string;
  updated_at: string;
  book_minor: number | null;
  default_minor: number | null;
}

/**
 * Reads the customer-facing catalog: products of a shop with their prices, each in the requested locale or
 * its best fallback (locale-fallback.ts), so no product is missing from a locale it was not written in.
 */
export class ProductRepository {
  private readonly prices: PriceRepository;
  private readonly plans = new Map<string, ListingPlans>();
  private readonly totals: TotalCache;
  private readonly selectOne: Statement;
  private readonly selectShop: Statement<[{ shop: string }]>;
  private readonly shopLocales: ShopLocales;

  constructor(private readonly db: PlatformDatabase) {
    this.prices = new PriceRepository(db);
    this.totals = new TotalCache(db);
    this.shopLocales = new ShopLocales(db);
    this.selectOne = db.prepare(
      `SELECT p.data, p.updated_at, bp.amount_minor AS book_minor, dp.amount_minor AS default_minor
       FROM products p
       LEFT JOIN prices bp ON bp.shop = p.shop AND bp.pricebook = :book AND bp.product_id = p.product_id
       LEFT JOIN prices dp ON dp.shop = p.shop AND dp.pricebook = 'default' AND dp.product_id = p.product_id
       WHERE p.shop = :shop AND p.product_id = :productId AND ${bestLocaleRow(db, 'p')}`,
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

  /**
   * One page of products and the number of products matching the query. The count and the page, a listing's
   * costly reads, are asynchronous reads (AsyncReads): on PostgreSQL the process serves other requests meanwhile.
   */
  list(query: ProductListQuery): Promise<ProductPage> {
    return this.page(query, toCatalogProduct);
  }

  /**
   * list() with each product as its JSON text, for an answer written as text: the stored JSON with its price
   * and updated_at appended, never parsed and serialised again (what most of a page of 500 cost).
   */
  listAsJson(query: ProductListQuery): Promise<ProductPage<string>> {
    return this.page(query, toCatalogProductJson);
  }

  private async page<Item>(
    query: ProductListQuery,
    toItem: (row: PageRow, pricing: Pricing) => Item,
  ): Promise<ProductPage<Item>> {
    const match = query.q === undefined ? undefined : toSearchMatch(this.db.engine, query.q);
    if (query.q !== undefined && match === undefined && query.q.trim() !== '') {
      // Only punctuation: nothing can match a word.
      return { items: [], total: 0 };
    }
    const shopLocale = this.shopLocales.forRequest(query.shop, query.locale);
    const shape: ListShape = {
      search: match !== undefined,
      category: query.category !== undefined && query.category !== '',
      sync: query.updatedSince !== undefined,
      keyset: query.after !== undefined,
      covered: shopLocale.covered,
    };
    const plans = this.plansFor(shape);
    const range = shape.category ? categorySubtreeRange(query.category ?? '') : undefined;
    const scope = { shop: query.shop, ...shopLocale.params };
    const categoryParams = range
      ? { ...scope, category: range.path, below: range.below, beyond: range.beyond }
      : {};
    const filter = {
      ...scope,
      ...(shape.search ? { match } : {}),
      ...categoryParams,
      ...(shape.sync ? { since: query.updatedSince } : {}),
    };
    const { asyncReads } = this.db;
    const totals = this.totals.forRequest();
    const counted = (name: string, statement: Statement, params: Record<string, unknown>) =>
      totals(
        `${name} ${JSON.stringify(params)}`,
        async () => ((await asyncReads.get(statement, params)) as { total: number }).total,
      );

    // The smallest set of matches a plan could start from, when the query has a filter.
    let driver: { plan: ListingPlan; size: number } | undefined;
    if (plans.bySearchMatches && plans.searchSize) {
      driver = { plan: plans.bySearchMatches, size: await counted('search', plans.searchSize, { match }) };
    }
    if (plans.byCategoryMatches && plans.categorySize) {
      const size = await counted(`category ${shape.covered}`, plans.categorySize, categoryParams);
      if (!driver || size < driver.size) driver = { plan: plans.byCategoryMatches, size };
    }
    const total = await counted(JSON.stringify(shape), (driver?.plan ?? plans.byIndex).total, filter);
    if (query.offset >= total) return { items: [], total };
    // From a cursor the walk starts where the page starts, as if at offset 0.
    const skipped = query.after === undefined ? query.offset : 0;

    // Walking the ordered index costs about (offset + count) × everything / total steps, starting from the
    // matches about ten steps per match: few matches are sorted, many are found by walking the index.
    let plan = plans.byIndex;
    if (driver) {
      const plainShape: ListShape = { ...shape, search: false, category: false, keyset: false };
      const plainFilter = { ...scope, ...(shape.sync ? { since: query.updatedSince } : {}) };
      const everything = await counted(
        JSON.stringify(plainShape),
        this.plansFor(plainShape).byIndex.total,
        plainFilter,
      );
      if ((skipped + query.count) * everything > 10 * driver.size * total) plan = driver.plan;
    }
    const book = query.pricebook ?? DEFAULT_PRICEBOOK;
    const after = query.after
      ? { afterId: query.after.id, ...(shape.sync ? { afterUpdated: query.after.updatedAt } : {}) }
      : {};
    const rows = (await asyncReads.all(plan.page, {
      ...filter,
      ...after,
      book,
      count: query.count,
      offset: query.offset,
    })) as PageRow[];
    const pricing = this.pricing(query.shop, book);
    const lastRow = rows.at(-1);
    return {
      items: rows.map((row) => toItem(row, pricing)),
      total,
      ...(lastRow
        ? { last: { id: lastRow.product_id, ...(shape.sync ? { updatedAt: lastRow.updated_at } : {}) } }
        : {}),
    };
  }

  /** One product (listed or not), or undefined. */
  get(
    shop: string,
    locale: string,
    productId: string,
    pricebook = DEFAULT_PRICEBOOK,
  ): CatalogProduct | undefined {
    const row = this.selectOne.get({
      shop,
      productId,
      book: pricebook,
      ...this.shopLocales.params(shop, locale),
    }) as PageRow | undefined;
    return row ? toCatalogProduct(row, this.pricing(shop, pricebook)) : undefined;
  }

  /**
   * What the app's catalog sync fetches: every product of the shop (in `locale` or its fallback) changed after `since` (all of
   * them without it), hidden ones included, ordered by (updated_at, product_id), priced from `pricebook`
   * with `default` as the fallback.
   */
  productsUpdatedSince(
    shop: string,
    locale: string,
    since: string | undefined,
    pricebook: string,
    page: { offset: number; count: number },
  ): Promise<ProductPage> {
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

  private plansFor(shape: ListShape): ListingPlans {
    const key = `${shape.search}/${shape.category}/${shape.sync}/${shape.keyset}/${shape.covered}`;
    let plans = this.plans.get(key);
    if (!plans) this.plans.set(key, (plans = prepareListingPlans(this.db, shape)));
    return plans;
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

/**
 * The same product as toCatalogProduct(), as JSON text. The stored data is the import's checked item
 * serialised (only the contract's product fields: never a price nor updated_at), so the two fields are
 * appended to its object.
 */
function toCatalogProductJson(row: PageRow, pricing: Pricing): string {
  const price = JSON.stringify(priceOf(row, pricing));
  return `${row.data.slice(0, row.data.lastIndexOf('}'))},"price":${price},"updated_at":${JSON.stringify(row.updated_at)}}`;
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
