import type { Statement } from '../db/sql-database';
import type { PlatformDatabase } from '../db/database';
import { sqlIndexedBy } from '../db/sql-dialect';
import { bestLocaleRow } from './locale-fallback';

/** Which filters a listing query has; each combination has its own prepared statements. */
export interface ListShape {
  search: boolean;
  category: boolean;
  /** updated_since given: every product (hidden ones too) changed after it, in (updated_at, product_id) order. */
  sync: boolean;
  /**
   * `after` given: the page starts after the cursor's row, read from the index where it lies (:afterId, and
   * :afterUpdated for sync), so a deep page costs what the first costs. Totals ignore it.
   */
  keyset: boolean;
  /**
   * Every product of the shop is written in :locale (ShopLocale.covered): each product's best row is its row
   * in that locale, so the plans read that locale's rows alone, through the (shop, locale, …) indexes, with
   * no fallback to decide per entry. Same rows, same order.
   */
  covered: boolean;
}

/** A page query and the count of the whole answer, both following the same access path. */
export interface ListingPlan {
  /** Takes :count and :offset besides the filter's parameters (and :book for the prices). */
  page: Statement;
  total: Statement;
}

/**
 * The ways to answer one shape of listing query. Every statement takes :shop, the locale parameters
 * (:locale, :fallback, :language: each product answers in its best locale, see locale-fallback.ts) and the filter's
 * parameters (:match; :category, :below, :beyond; :since) and returns the same rows in the same order; they
 * differ only in cost, which depends on how many products match.
 */
export interface ListingPlans {
  /**
   * Walks products_shop_listing (or products_shop_sync; products_listing or products_sync when the locale
   * covers the shop) in the answer's order; the page stops early.
   */
  byIndex: ListingPlan;
  /** Starts from the text search's matches and sorts them. */
  bySearchMatches?: ListingPlan | undefined;
  /** Starts from the category's products and sorts them. */
  byCategoryMatches?: ListingPlan | undefined;
  /** How many products the text search matches in any shop: the size of the search-first plan. */
  searchSize?: Statement | undefined;
  /** How many entries the category subtree has: the size of the category-first plan. */
  categorySize?: Statement | undefined;
}

/** 'P' or anything below it: the index range ['P', 'P >!'), then exactly P or what starts with 'P > '. */
const inSubtree = (path: string) =>
  `${path} >= :category AND ${path} < :beyond AND (${path} = :category OR ${path} >= :below)`;

/** The product rows whose search text matches :match (an FTS5 query on SQLite, a tsquery on PostgreSQL). */
const searchRows = (db: PlatformDatabase, select = 'rowid') =>
  db.engine === 'postgres'
    ? `SELECT ${select} FROM product_search WHERE lexemes @@ CAST(:match AS tsquery)`
    : `SELECT ${select} FROM product_search WHERE product_search MATCH :match`;
// Category paths of any locale: the product's best row (checked with the other conditions) decides; of
// :locale alone when it covers the shop.
const categoryRows = (db: PlatformDatabase, covered: boolean, select = 'product_row') =>
  covered
    ? `SELECT ${select} FROM product_categories ${sqlIndexedBy(db, 'product_categories_by_path')}
       WHERE shop = :shop AND locale = :locale AND ${inSubtree('path')}`
    : `SELECT ${select} FROM product_categories ${sqlIndexedBy(db, 'product_categories_by_shop_path')}
       WHERE shop = :shop AND ${inSubtree('path')}`;

export function prepareListingPlans(db: PlatformDatabase, shape: ListShape): ListingPlans {
  const visible = [
    'p.shop = :shop',
    shape.covered ? 'p.locale = :locale' : bestLocaleRow(db, 'p'),
    shape.sync ? 'p.updated_at > :since' : 'p.show_in_listing = 1',
  ];
  // A sync cursor lies after :since (decodeCursor checks it), so its row value alone bounds the index range.
  const afterCursor = shape.sync
    ? '(p.updated_at, p.product_id) > (:afterUpdated, :afterId)'
    : 'p.product_id > :afterId';
  const pageVisible = shape.keyset
    ? [...visible.filter((c) => !(shape.sync && c.includes(':since'))), afterCursor]
    : visible;
  const order = shape.sync ? 'p.updated_at, p.product_id' : 'p.product_id';
  const pageOrder = shape.sync ? 'page.updated_at, page.product_id' : 'page.product_id';
  const inSearch = `p.id IN (${searchRows(db)})`;
  const inCategory = `p.id IN (${categoryRows(db, shape.covered)})`;

  // The page's ids first (indexes only), then the rows and prices of those ids alone.
  const plan = (from: string, filters: string[]): ListingPlan => {
    const where = [...visible, ...filters].join(' AND ');
    const pageWhere = [...pageVisible, ...filters].join(' AND ');
    return {
      page: db.prepare(
        `WITH page AS MATERIALIZED (
           SELECT p.id, p.product_id, p.updated_at FROM ${from} WHERE ${pageWhere}
           ORDER BY ${order} LIMIT :count OFFSET :offset)
         SELECT p.data, page.product_id, page.updated_at, bp.amount_minor AS book_minor, dp.amount_minor AS default_minor
         FROM page
         JOIN products p ON p.id = page.id
         LEFT JOIN prices bp ON bp.shop = :shop AND bp.pricebook = :book AND bp.product_id = page.product_id
         LEFT JOIN prices dp ON dp.shop = :shop AND dp.pricebook = 'default' AND dp.product_id = page.product_id
         ORDER BY ${pageOrder}`,
      ),
      total: db.prepare(`SELECT count(*) AS total FROM ${from} WHERE ${where}`),
    };
  };
  // A plan that starts from matches fixes that order and reads, for each match, its row by id: SQLite's CROSS
  // JOIN (only the narrow products_key index), PostgreSQL's LATERAL lookup (OFFSET 0 keeps it from being
  // flattened into a join whose order the planner may turn around: with the listing reading one locale, an
  // EAN-13 search, one match, cost 140 ms of CPU in the bench, 5 with the lookup); SQLite builds each IN (...)
  // set once.
  const fromMatches = (driver: string) =>
    db.engine === 'postgres'
      ? `(${driver}) AS m CROSS JOIN LATERAL (SELECT * FROM products one WHERE one.id = m.row OFFSET 0) AS p`
      : `(${driver}) AS m CROSS JOIN products p ${sqlIndexedBy(db, 'products_key')} ON p.id = m.row`;

  // The ordered walk: of the shop's rows in every locale, or of :locale's rows when it covers the shop.
  const orderedIndex = shape.covered
    ? shape.sync
      ? 'products_sync'
      : 'products_listing'
    : shape.sync
      ? 'products_shop_sync'
      : 'products_shop_listing';
  const plans: ListingPlans = {
    byIndex: plan(`products p ${sqlIndexedBy(db, orderedIndex)}`, [
      ...(shape.search ? [inSearch] : []),
      ...(shape.category ? [inCategory] : []),
    ]),
  };
  if (shape.search) {
    plans.bySearchMatches = plan(
      fromMatches(searchRows(db, 'rowid AS row')),
      shape.category ? [inCategory] : [],
    );
    plans.searchSize = db.prepare(`SELECT count(*) AS total FROM (${searchRows(db)}) AS matches`);
  }
  if (shape.category) {
    plans.byCategoryMatches = plan(
      fromMatches(categoryRows(db, shape.covered, 'DISTINCT product_row AS row')),
      shape.search ? [inSearch] : [],
    );
    plans.categorySize = db.prepare(
      `SELECT count(*) AS total FROM (${categoryRows(db, shape.covered)}) AS matches`,
    );
  }
  return plans;
}
