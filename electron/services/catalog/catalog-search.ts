// Search of the LOCAL catalog at the counter, offline or not: a scanned or typed code (EAN-13, UPC-A,
// SKU, product id) finds its product exactly, the first characters of a SKU find the variants it starts;
// words find products by title and by the variant's colour and size (each word as a prefix, all words
// required, FTS5: "fitted sheet king"). Every hit carries the store's price — its book's, else the default book's — or
// null with the reason, so the screen can show the product but refuse to sell it.
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import {
  normalizeIdentifier,
  toPricedProduct,
  type PricedProduct,
  type ProductRow,
} from '../local-db/catalog-repository';
import type { LocalDatabase } from '../local-db/local-database';

export type CatalogMatch = 'ean13' | 'sku' | 'sku_prefix' | 'product_id' | 'identifier' | 'title';

export interface CatalogSearchHit extends PricedProduct {
  /** What the query matched: an exact code, the start of a SKU, or words (title, colour, size). */
  matchedBy: CatalogMatch;
}

export interface CatalogSearchOptions {
  /** Most hits returned (default 20, at most 100). */
  limit?: number;
}

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;
/**
 * Title matches ranked per query at most: a one-letter prefix can match the whole catalog, and ranking
 * 100,000 rows takes far longer than an associate waits between keystrokes. Beyond this many, the first
 * candidates (in catalog order) are ranked; typing one more letter narrows the set.
 */
export const RANKED_CANDIDATES = 200;
/** The start of a SKU is looked up from this many characters: fewer would match whole departments. */
export const SKU_PREFIX_MIN_LENGTH = 4;

const PRODUCT_COLUMNS =
  'id, body, default_price_minor, default_price_currency, book_price_minor, book_price_currency';

export class CatalogSearch {
  private readonly byIdentifier;
  private readonly byIdentifierAnyType;
  private readonly byProductId;
  private readonly bySkuPrefix;
  private readonly titleCandidates;
  private readonly scopeStatement;
  private readonly rowsById;
  private readonly titlesById;

  constructor(db: LocalDatabase) {
    this.byIdentifier = db.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id IN
         (SELECT product FROM product_identifiers WHERE type = ? AND value = ?) ORDER BY product_id`,
    );
    this.byIdentifierAnyType = db.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id IN
         (SELECT product FROM product_identifiers WHERE value = ? AND type NOT IN ('ean13', 'sku')) ORDER BY product_id`,
    );
    this.byProductId = db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE product_id = ?`);
    // A range on the identifiers' value index: [prefix, prefix + U+FFFF) holds every value it starts.
    this.bySkuPrefix = db.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id IN
         (SELECT product FROM product_identifiers
          WHERE value >= :prefix AND value < :prefix || char(65535) AND type = 'sku' LIMIT :limit)
       ORDER BY product_id`,
    );
    // The first candidates only (see RANKED_CANDIDATES), ranked in titleRows.
    this.titleCandidates = db
      .prepare(`SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT ${RANKED_CANDIDATES}`)
      .pluck();
    this.titlesById = db.prepare(
      'SELECT id, title, variant_text FROM products WHERE id IN (SELECT value FROM json_each(?))',
    );
    this.rowsById = db.prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id IN (SELECT value FROM json_each(?))`,
    );
    this.scopeStatement = db.prepare(`SELECT value FROM sync_state WHERE name = 'catalog.scope'`).pluck();
  }

  /**
   * Finds products for what the associate typed or scanned. Exact code matches come first; a query that
   * looks like a barcode (8, 12 or 13 digits) returns its exact matches only.
   */
  search(query: string, options: CatalogSearchOptions = {}): CatalogSearchHit[] {
    const text = query.trim();
    if (text === '') return [];
    const limit = Math.max(1, Math.min(options.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT));
    const pricebook = this.storePricebook();

    const exact = this.exactRows(text);
    if (isBarcode(text)) return exact.slice(0, limit).map(([row, match]) => hit(row, match, pricebook));

    const hits = exact.map(([row, match]) => hit(row, match, pricebook));
    const seen = new Set(exact.map(([row]) => row.id));
    for (const row of this.skuPrefixRows(text, limit)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      hits.push(hit(row, 'sku_prefix', pricebook));
    }
    const match = titleMatchExpression(text);
    if (match !== undefined && hits.length < limit) {
      for (const row of this.titleRows(text, match, limit - hits.length, seen)) {
        hits.push(hit(row, 'title', pricebook));
      }
    }
    return hits.slice(0, limit);
  }

  /** The product a scanner read (EAN-13, UPC-A, SKU or product id), or undefined: no partial matches. */
  lookupCode(code: string): CatalogSearchHit | undefined {
    const [first] = this.exactRows(code.trim());
    return first ? hit(first[0], first[1], this.storePricebook()) : undefined;
  }

  private exactRows(text: string): Array<[ProductRow, CatalogMatch]> {
    const rows: Array<[ProductRow, CatalogMatch]> = [];
    const seen = new Set<number>();
    const add = (found: ProductRow[], match: CatalogMatch) => {
      for (const row of found) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push([row, match]);
      }
    };
    const code = normalizeIdentifier(text);
    if (/^\d{13}$/.test(code)) add(this.byIdentifier.all('ean13', code) as ProductRow[], 'ean13');
    // A UPC-A (12 digits, North America) is the EAN-13 with a leading zero.
    if (/^\d{12}$/.test(code)) add(this.byIdentifier.all('ean13', `0${code}`) as ProductRow[], 'ean13');
    const byId = this.byProductId.get(text) as ProductRow | undefined;
    if (byId) add([byId], 'product_id');
    add(this.byIdentifier.all('sku', code) as ProductRow[], 'sku');
    if (rows.length === 0) add(this.byIdentifierAnyType.all(code) as ProductRow[], 'identifier');
    return rows;
  }

  /** Products whose SKU starts with what was typed (one code-like word of a few characters or more). */
  private skuPrefixRows(text: string, limit: number): ProductRow[] {
    const prefix = normalizeIdentifier(text);
    if (prefix.length < SKU_PREFIX_MIN_LENGTH || /\s/.test(prefix)) return [];
    return this.bySkuPrefix.all({ prefix, limit }) as ProductRow[];
  }

  private titleRows(text: string, match: string, limit: number, exclude: ReadonlySet<number>): ProductRow[] {
    const ids = (this.titleCandidates.all(match) as number[]).filter((id) => !exclude.has(id));
    if (ids.length === 0) return [];
    // Rank on the titles alone; only the hits shown are read whole.
    const words = queryWords(text).map((word) => word.toLocaleLowerCase());
    const candidates = this.titlesById.all(JSON.stringify(ids)) as Array<{
      id: number;
      title: string;
      variant_text: string;
    }>;
    const ranked = candidates
      .map((row) => ({
        id: row.id,
        title: row.title,
        relevance: titleRelevance(words, row.title, row.variant_text),
      }))
      .sort(
        (a, b) =>
          b.relevance - a.relevance || a.title.length - b.title.length || compareText(a.title, b.title),
      );
    const chosen = ranked.slice(0, limit).map((candidate) => candidate.id);
    const rows = new Map(
      (this.rowsById.all(JSON.stringify(chosen)) as ProductRow[]).map((row) => [row.id, row]),
    );
    return chosen.flatMap((id) => {
      const row = rows.get(id);
      return row ? [row] : [];
    });
  }

  private storePricebook(): string {
    const scope = this.scopeStatement.get() as string | undefined;
    return scope ? (JSON.parse(scope) as { pricebook: string }).pricebook : DEFAULT_PRICEBOOK;
  }
}

/**
 * The FTS5 expression for typed words: every word must appear, each as a prefix of a title word.
 * Words are quoted (FTS5 syntax in the query is text, not operators). Undefined when no word is left.
 */
export function titleMatchExpression(text: string): string | undefined {
  const words = queryWords(text);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');
}

/** The words of a query: runs of letters and digits. */
function queryWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * How well a title and its variant's colour and size answer the query words (all of which they contain as
 * prefixes, FTS5 made sure): a word typed in full counts more than a prefix, and a title that starts with
 * the first word counts more. Cheaper than bm25 and closer to what an associate means by typing the start
 * of a name.
 */
function titleRelevance(words: readonly string[], title: string, variantText: string): number {
  const titleWords = plainWords(title);
  const allWords = [...titleWords, ...plainWords(variantText)];
  let relevance = 0;
  for (const word of words) {
    const plain = word.normalize('NFKD').replace(/\p{M}/gu, '');
    if (allWords.includes(plain)) relevance += 2;
  }
  const first = words[0]?.normalize('NFKD').replace(/\p{M}/gu, '');
  if (first !== undefined && titleWords[0]?.startsWith(first)) relevance += 1;
  return relevance;
}

function plainWords(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u);
}

function isBarcode(text: string): boolean {
  return /^\d{8}$|^\d{12,13}$/.test(text);
}

function hit(row: ProductRow, matchedBy: CatalogMatch, pricebook: string): CatalogSearchHit {
  return { ...toPricedProduct(row, pricebook), matchedBy };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
