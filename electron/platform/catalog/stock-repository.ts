import type { Statement } from '../db/sql-database';
import type { PlatformDatabase } from '../db/database';
import { sqlJsonList } from '../db/sql-dialect';
import { cachedStatement } from '../db/statement-cache';
import { BatchInsert } from '../db/batch-insert';

/** A level written again replaces the old one. */
const UPSERT_STOCK = `ON CONFLICT (store_id, product_id) DO UPDATE SET
  shop = excluded.shop, quantity = excluded.quantity, updated_at = excluded.updated_at`;

/** How many units of a product a store holds (before any reservation, which the orders area keeps). */
export interface StockLevel {
  shop: string;
  store_id: string;
  product_id: string;
  quantity: number;
  updated_at: string;
}

/** One row to write with setMany: the import writes thousands at once inside its transaction. */
export interface StockWrite {
  storeId: string;
  productId: string;
  quantity: number;
}

/**
 * Stock levels per store and product (table `stock`). An availability import replaces levels; the orders
 * area reads them to route pickup orders and keeps its reservations in its own table. Calls run in the
 * caller's transaction when there is one.
 */
export class StockRepository {
  private readonly selectOne: Statement<[string, string]>;
  private readonly upsert: Statement<[string, string, string, number, string]>;

  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {
    this.selectOne = db.prepare(
      'SELECT shop, store_id, product_id, quantity, updated_at FROM stock WHERE store_id = ? AND product_id = ?',
    );
    this.upsert = db.prepare(
      `INSERT INTO stock (shop, store_id, product_id, quantity, updated_at) VALUES (?, ?, ?, ?, ?) ${UPSERT_STOCK}`,
    );
  }

  /** The stock level, or undefined when the store never had stock of the product (treat as 0). */
  get(storeId: string, productId: string): StockLevel | undefined {
    return this.selectOne.get(storeId, productId) as StockLevel | undefined;
  }

  /** Units on hand; 0 when nothing was ever recorded. */
  quantity(storeId: string, productId: string): number {
    return this.get(storeId, productId)?.quantity ?? 0;
  }

  /** Replaces the level of one product at one store (quantity is a whole number ≥ 0). */
  set(shop: string, storeId: string, productId: string, quantity: number): void {
    assertQuantity(quantity);
    this.upsert.run(shop, storeId, productId, quantity, this.now().toISOString());
  }

  /** Replaces many levels with one timestamp; wrap in a transaction for speed and atomicity. */
  setMany(shop: string, writes: Iterable<StockWrite>, at = this.now().toISOString()): void {
    const upsert = new BatchInsert<[string, string, string, number, string]>(this.db, {
      into: 'stock (shop, store_id, product_id, quantity, updated_at)',
      columns: 5,
      then: UPSERT_STOCK,
      key: ([, storeId, productId]) => `${storeId}\n${productId}`,
    });
    for (const write of writes) {
      assertQuantity(write.quantity);
      upsert.add([shop, write.storeId, write.productId, write.quantity, at]);
    }
    upsert.flush();
  }

  /** Every level recorded at a store, by product_id; only the given products when productIds is set. */
  listForStore(storeId: string, productIds?: readonly string[]): StockLevel[] {
    if (productIds) {
      if (productIds.length === 0) return [];
      return cachedStatement(
        this.db,
        `SELECT shop, store_id, product_id, quantity, updated_at FROM stock
           WHERE store_id = ? AND product_id IN (${sqlJsonList(this.db, '?')}) ORDER BY product_id`,
      ).all(storeId, JSON.stringify(productIds)) as StockLevel[];
    }
    return cachedStatement(
      this.db,
      'SELECT shop, store_id, product_id, quantity, updated_at FROM stock WHERE store_id = ? ORDER BY product_id',
    ).all(storeId) as StockLevel[];
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`A stock quantity must be a whole number of zero or more, got ${quantity}.`);
  }
}
