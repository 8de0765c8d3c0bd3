import type { Statement } from '../db/sql-database';
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import type { Store } from '../../../shared/contract/store';
import type { PlatformDatabase } from '../db/database';

/** A product's price at a store: minor units of the book's currency, and the book it came from. */
export interface StorePrice {
  minor: number;
  currency: string;
  pricebook: string;
}

/**
 * What a store sells and at what price, as the catalog listing shows it: the store's own `pricebook`
 * when it prices the product, else the shop's `default` book. Orders are checked against this.
 */
export class StorePrices {
  private readonly selectProduct: Statement<[string, string]>;
  private readonly selectPrice: Statement<[string, string, string]>;

  constructor(db: PlatformDatabase) {
    this.selectProduct = db.prepare('SELECT 1 FROM products WHERE shop = ? AND product_id = ? LIMIT 1');
    this.selectPrice = db.prepare(
      `SELECT p.amount_minor AS minor, b.currency AS currency, b.name AS pricebook
       FROM prices p JOIN pricebooks b ON b.shop = p.shop AND b.name = p.pricebook
       WHERE p.shop = ? AND p.pricebook = ? AND p.product_id = ?`,
    );
  }

  /** True when the shop's catalog holds the product (in any locale). */
  sells(shop: string, productId: string): boolean {
    return this.selectProduct.get(shop, productId) !== undefined;
  }

  /** The product's price at the store, or undefined when neither book prices it. */
  priceAt(store: Store, productId: string): StorePrice | undefined {
    const books = store.pricebook && store.pricebook !== DEFAULT_PRICEBOOK ? [store.pricebook] : [];
    for (const book of [...books, DEFAULT_PRICEBOOK]) {
      const row = this.selectPrice.get(store.shop, book, productId) as StorePrice | undefined;
      if (row) return row;
    }
    return undefined;
  }
}
