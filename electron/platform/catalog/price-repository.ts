import type { Statement } from '../db/sql-database';
import { money, toWireAmount } from '../../../shared/money';
import type { PlatformDatabase } from '../db/database';
import { BatchInsert } from '../db/batch-insert';
import { sqlJsonList } from '../db/sql-dialect';

export interface PriceBookRecord {
  shop: string;
  name: string;
  currency: string;
  created_at: string;
  updated_at: string;
}

/** Answer of GET /api/v1/shops/{shop}/prices. */
export interface PriceList {
  pricebook_id: string;
  currency: string;
  elements: Array<{ product_id: string; value: number }>;
}

/** A price as minor units of its book's currency. */
export interface PriceWrite {
  productId: string;
  amountMinor: number;
}

/**
 * Price books per shop (tables `pricebooks`, `prices`). A book's prices are integer minor units of the
 * book's currency. Writing a price that changes a product's price moves that product's updated_at, so a
 * catalog sync with updated_since picks the new price up.
 */
export class PriceRepository {
  private readonly selectBook: Statement<[string, string]>;
  private readonly selectAnyBook: Statement<[string]>;
  private readonly insertBook: Statement<[string, string, string, string, string]>;
  private readonly updateBook: Statement<[string, string, string, string]>;
  private readonly deleteBookPrices: Statement<[string, string]>;
  private readonly touchProductsPricedAt: Statement<[{ at: string; shop: string; book: string }]>;

  constructor(private readonly db: PlatformDatabase) {
    this.selectBook = db.prepare(
      'SELECT shop, name, currency, created_at, updated_at FROM pricebooks WHERE shop = ? AND name = ?',
    );
    this.selectAnyBook = db.prepare('SELECT 1 FROM pricebooks WHERE shop = ? LIMIT 1');
    this.insertBook = db.prepare(
      'INSERT INTO pricebooks (shop, name, currency, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.updateBook = db.prepare(
      'UPDATE pricebooks SET currency = ?, updated_at = ? WHERE shop = ? AND name = ?',
    );
    this.deleteBookPrices = db.prepare('DELETE FROM prices WHERE shop = ? AND pricebook = ?');
    this.touchProductsPricedAt = db.prepare(
      `UPDATE products SET updated_at = :at
       WHERE shop = :shop AND updated_at <> :at AND product_id IN (
         SELECT product_id FROM prices WHERE shop = :shop AND pricebook = :book AND updated_at = :at)`,
    );
  }

  book(shop: string, name: string): PriceBookRecord | undefined {
    return this.selectBook.get(shop, name) as PriceBookRecord | undefined;
  }

  books(shop: string): PriceBookRecord[] {
    return this.db
      .prepare(
        'SELECT shop, name, currency, created_at, updated_at FROM pricebooks WHERE shop = ? ORDER BY name',
      )
      .all(shop) as PriceBookRecord[];
  }

  /** True once any book was imported into the shop (the first one must be `default`). */
  hasAnyBook(shop: string): boolean {
    return this.selectAnyBook.get(shop) !== undefined;
  }

  /** The prices of these products in a book (absent ones left out), or undefined for an unknown book. */
  priceList(shop: string, name: string, productIds: readonly string[]): PriceList | undefined {
    const book = this.book(shop, name);
    if (!book) return undefined;
    const rows = this.db
      .prepare(
        `SELECT product_id, amount_minor FROM prices
         WHERE shop = ? AND pricebook = ? AND product_id IN (${sqlJsonList(this.db, '?')})
         ORDER BY product_id`,
      )
      .all(shop, name, JSON.stringify(productIds)) as Array<{ product_id: string; amount_minor: number }>;
    return {
      pricebook_id: book.name,
      currency: book.currency,
      elements: rows.map((row) => ({
        product_id: row.product_id,
        value: toWireAmount(money(row.amount_minor, book.currency)),
      })),
    };
  }

  /**
   * Writes a whole book from an import: creates it, or keeps its prices and upserts these when the currency
   * is unchanged. A book imported in another currency replaces the old one: its old prices are dropped
   * (they were in the old currency) and the products that had one are marked changed.
   * Returns how many price records were written.
   */
  writeBook(shop: string, name: string, currency: string, prices: Iterable<PriceWrite>, at: string): number {
    const existing = this.book(shop, name);
    if (!existing) {
      this.insertBook.run(shop, name, currency, at, at);
    } else {
      if (existing.currency !== currency) {
        this.markEveryProductOfBookChanged(shop, name, at);
        this.deleteBookPrices.run(shop, name);
      }
      this.updateBook.run(currency, at, shop, name);
    }
    // Only a changed amount moves updated_at: re-importing the same prices leaves sync with nothing to do.
    const upsert = new BatchInsert<[string, string, string, number, string]>(this.db, {
      into: 'prices (shop, pricebook, product_id, amount_minor, updated_at)',
      columns: 5,
      then: `ON CONFLICT (shop, pricebook, product_id) DO UPDATE SET
               amount_minor = excluded.amount_minor, updated_at = excluded.updated_at
             WHERE prices.amount_minor <> excluded.amount_minor`,
      key: ([, , productId]) => productId,
    });
    let written = 0;
    for (const price of prices) {
      upsert.add([shop, name, price.productId, price.amountMinor, at]);
      written += 1;
    }
    upsert.flush();
    this.touchProductsPricedAt.run({ at, shop, book: name });
    return written;
  }

  private markEveryProductOfBookChanged(shop: string, name: string, at: string): void {
    this.db
      .prepare(
        `UPDATE products SET updated_at = :at
         WHERE shop = :shop AND updated_at <> :at AND product_id IN (
           SELECT product_id FROM prices WHERE shop = :shop AND pricebook = :book)`,
      )
      .run({ at, shop, book: name });
  }
}
