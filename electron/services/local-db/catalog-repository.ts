// The local catalog of the workstation's store: the products of its shop in its locale, each with its
// default price and its price in the store's assigned book, in integer minor units.
import type { CatalogProduct, PriceElement } from '../../../shared/contract/catalog';
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import { parseMoney } from '../../../shared/money/parse';
import { money, type Money } from '../../../shared/money/money';
import type { LocalDatabase } from './local-database';

/** What the local catalog holds: one shop in one locale, priced from one book. */
export interface CatalogScope {
  shop: string;
  locale: string;
  /** The store's assigned book; `default` when the store has none. */
  pricebook: string;
}

/** A product as stored locally: the platform's fields without its wire price. */
export type LocalProduct = Omit<CatalogProduct, 'price'>;

export type StorePrice = {
  amount: Money;
  /** The book the price comes from: the store's book, or `default` when the store's book has none. */
  pricebook: string;
};

export const NO_PRICE_REASON = "no price in the store's book";

export interface PricedProduct {
  product: LocalProduct;
  /** null: the product can be shown but not sold. */
  price: StorePrice | null;
  /** Why price is null. */
  priceUnavailableReason?: typeof NO_PRICE_REASON;
}

export interface ProductRow {
  id: number;
  body: string;
  default_price_minor: number | null;
  default_price_currency: string | null;
  book_price_minor: number | null;
  book_price_currency: string | null;
}

const SCOPE_KEY = 'catalog.scope';
/**
 * Present from the moment the catalog starts over for another shop, locale or book until the sync that
 * fills it completes: meanwhile it holds part of the store's products, or no prices from its book yet.
 */
const LOADING_KEY = 'catalog.loading';

export class CatalogRepository {
  private readonly upsertProduct;
  private readonly deleteIdentifiers;
  private readonly insertIdentifier;
  private readonly setBookPrice;

  constructor(private readonly db: LocalDatabase) {
    this.upsertProduct = db.prepare(
      `INSERT INTO products (product_id, title, body, updated_at, default_price_minor, default_price_currency)
       VALUES (@product_id, @title, @body, @updated_at, @default_price_minor, @default_price_currency)
       ON CONFLICT(product_id) DO UPDATE SET
         title = excluded.title, body = excluded.body, updated_at = excluded.updated_at,
         default_price_minor = excluded.default_price_minor, default_price_currency = excluded.default_price_currency
       RETURNING id`,
    );
    this.deleteIdentifiers = db.prepare('DELETE FROM product_identifiers WHERE product = ?');
    this.insertIdentifier = db.prepare(
      'INSERT OR IGNORE INTO product_identifiers (type, value, product) VALUES (?, ?, ?)',
    );
    this.setBookPrice = db.prepare(
      'UPDATE products SET book_price_minor = ?, book_price_currency = ? WHERE product_id = ?',
    );
  }

  get scope(): CatalogScope | undefined {
    const row = this.db.prepare('SELECT value FROM sync_state WHERE name = ?').pluck().get(SCOPE_KEY) as
      string | undefined;
    return row ? (JSON.parse(row) as CatalogScope) : undefined;
  }

  /**
   * True when the catalog holds the whole catalog of this shop priced from this book: only then do its
   * products and prices answer for a store selling them. The locale is left out: texts in the previous
   * language are still the right products at the right prices, until the next sync brings the new ones.
   */
  holds(shop: string, pricebook: string): boolean {
    const current = this.scope;
    return current?.shop === shop && current.pricebook === pricebook && this.loading === undefined;
  }

  /**
   * What the catalog is still loading after: 'reset' (another shop or locale: products arriving) or
   * 'prices_reset' (another book: prices to read again); undefined once loaded. A sync interrupted half-way
   * leaves it for the next one.
   */
  get loading(): 'reset' | 'prices_reset' | undefined {
    return this.db.prepare('SELECT value FROM sync_state WHERE name = ?').pluck().get(LOADING_KEY) as
      'reset' | 'prices_reset' | undefined;
  }

  /** The sync that filled the catalog for its scope completed (see holds). */
  markLoaded(): void {
    this.db.prepare('DELETE FROM sync_state WHERE name = ?').run(LOADING_KEY);
  }

  /**
   * Makes the catalog hold `scope`. Another shop or locale empties it (returns 'reset': a full catalog sync
   * is needed); another book only forgets the book prices (returns 'prices_reset'); else 'unchanged'. Until
   * markLoaded, a changed catalog is loading (see holds).
   */
  applyScope(scope: CatalogScope): 'unchanged' | 'reset' | 'prices_reset' {
    const current = this.scope;
    const result =
      current === undefined || current.shop !== scope.shop || current.locale !== scope.locale
        ? 'reset'
        : current.pricebook !== scope.pricebook
          ? 'prices_reset'
          : 'unchanged';
    this.db.transaction(() => {
      if (result === 'reset') this.db.exec('DELETE FROM products');
      if (result === 'prices_reset')
        this.db.exec('UPDATE products SET book_price_minor = NULL, book_price_currency = NULL');
      const setState = this.db.prepare(
        'INSERT INTO sync_state (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      );
      setState.run(SCOPE_KEY, JSON.stringify(scope));
      if (result !== 'unchanged') setState.run(LOADING_KEY, result);
    })();
    return result;
  }

  /** Stores a page of products from the platform (insert or replace), with their identifiers and default price. */
  upsertMany(products: readonly CatalogProduct[]): void {
    this.db.transaction(() => {
      for (const product of products) this.upsertOne(product);
    })();
  }

  /**
   * Records the store's book prices of `productIds`: the ones in `elements` get that price, the others
   * none (so the default price applies again if the book dropped them).
   */
  setBookPrices(currency: string, productIds: readonly string[], elements: readonly PriceElement[]): void {
    const byProduct = new Map(elements.map((element) => [element.product_id, element.value]));
    this.db.transaction(() => {
      for (const productId of productIds) {
        const value = byProduct.get(productId);
        const parsed = value === undefined ? undefined : parseMoney(value, currency);
        if (parsed?.ok) this.setBookPrice.run(parsed.money.minor, currency, productId);
        else this.setBookPrice.run(null, null, productId);
      }
    })();
  }

  count(): number {
    return this.db.prepare('SELECT count(*) FROM products').pluck().get() as number;
  }

  /** The currency the store's catalog prices are in (the first priced product's), if the catalog has one. */
  priceCurrency(): string | undefined {
    const currency = this.db
      .prepare(
        `SELECT coalesce(book_price_currency, default_price_currency) FROM products
         WHERE coalesce(book_price_currency, default_price_currency) IS NOT NULL LIMIT 1`,
      )
      .pluck()
      .get() as string | undefined;
    return currency ?? undefined;
  }

  /** Products whose platform updated_at is after `since` (all of them without it). */
  countUpdatedAfter(since: string | undefined): number {
    if (since === undefined) return this.count();
    return this.db.prepare('SELECT count(*) FROM products WHERE updated_at > ?').pluck().get(since) as number;
  }

  /** Every product id, in a stable order (for refreshing book prices page by page). */
  productIds(afterProductId: string | undefined, limit: number): string[] {
    return this.db
      .prepare('SELECT product_id FROM products WHERE product_id > ? ORDER BY product_id LIMIT ?')
      .pluck()
      .all(afterProductId ?? '', limit) as string[];
  }

  get(productId: string): PricedProduct | undefined {
    const row = this.db
      .prepare(
        `SELECT id, body, default_price_minor, default_price_currency, book_price_minor, book_price_currency
         FROM products WHERE product_id = ?`,
      )
      .get(productId) as ProductRow | undefined;
    return row ? toPricedProduct(row, this.scope?.pricebook ?? DEFAULT_PRICEBOOK) : undefined;
  }

  private upsertOne(product: CatalogProduct): void {
    const { price, ...fields } = product;
    const parsed = price ? parseMoney(price.value, price.currency) : undefined;
    const { id } = this.upsertProduct.get({
      product_id: product.product_id,
      title: product.title,
      body: JSON.stringify(fields),
      updated_at: product.updated_at,
      default_price_minor: parsed?.ok ? parsed.money.minor : null,
      default_price_currency: parsed?.ok ? parsed.money.currency : null,
    }) as { id: number };
    this.deleteIdentifiers.run(id);
    for (const identifier of product.external_identifiers ?? []) {
      this.insertIdentifier.run(identifier.type.toLowerCase(), normalizeIdentifier(identifier.value), id);
    }
  }
}

/** The store's price: its book's when it has one, else the default book's, else none (with the reason). */
export function toPricedProduct(row: ProductRow, storePricebook: string): PricedProduct {
  const product = JSON.parse(row.body) as LocalProduct;
  if (
    row.book_price_minor !== null &&
    row.book_price_currency !== null &&
    storePricebook !== DEFAULT_PRICEBOOK
  ) {
    return {
      product,
      price: {
        amount: money(row.book_price_minor, row.book_price_currency),
        pricebook: storePricebook,
      },
    };
  }
  if (row.default_price_minor !== null && row.default_price_currency !== null) {
    return {
      product,
      price: {
        amount: money(row.default_price_minor, row.default_price_currency),
        pricebook: DEFAULT_PRICEBOOK,
      },
    };
  }
  return { product, price: null, priceUnavailableReason: NO_PRICE_REASON };
}

/** How identifiers are kept for lookups: trimmed, upper case (a SKU typed in lower case still matches). */
export function normalizeIdentifier(value: string): string {
  return value.trim().toUpperCase();
}
