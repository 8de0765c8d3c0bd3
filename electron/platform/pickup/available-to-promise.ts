import type { PlatformDatabase } from '../db/database';
import { sqlInJsonList } from '../db/sql-dialect';
import { normalizeBag, type BagLine } from './bag';

/**
 * Available-to-promise: a store's stock of a product (the catalog's `stock` table, replaced by availability
 * imports) minus what routed orders have reserved there (`stock_reservations`). Never below zero.
 */
export class AvailableToPromise {
  private readonly stockOf;
  private readonly reservedOf;

  constructor(db: PlatformDatabase) {
    // Two set-based reads per question, however many stores and lines it covers, each one index lookup per
    // (store, product) pair on both engines, never a scan of a product across all stores (nor, on PostgreSQL,
    // of the whole stock table: 20–50 ms a question for 75,000 levels where the lookups take 0.1).
    const pairs = (alias: string) =>
      `${sqlInJsonList(db, `${alias}.store_id`, '?')} AND ${sqlInJsonList(db, `${alias}.product_id`, '?')}`;
    this.stockOf = db
      .prepare(`SELECT s.store_id, s.product_id, s.quantity FROM stock AS s WHERE ${pairs('s')}`)
      .raw();
    this.reservedOf = db
      .prepare(
        `SELECT r.store_id, r.product_id, SUM(r.quantity) FROM stock_reservations AS r WHERE ${pairs('r')}
         GROUP BY r.store_id, r.product_id`,
      )
      .raw();
  }

  /** Units of each product each store can still promise, keyed by store then product. */
  available(storeIds: readonly string[], productIds: readonly string[]): Map<string, Map<string, number>> {
    const stores = JSON.stringify(storeIds);
    const products = JSON.stringify(productIds);
    const levels = new Map<string, Map<string, number>>();
    const levelsOf = (storeId: string) => {
      let perProduct = levels.get(storeId);
      if (!perProduct) levels.set(storeId, (perProduct = new Map()));
      return perProduct;
    };
    for (const [storeId, productId, quantity] of this.stockOf.all(stores, products) as Array<
      [string, string, number]
    >) {
      levelsOf(storeId).set(productId, quantity);
    }
    for (const [storeId, productId, reserved] of this.reservedOf.all(stores, products) as Array<
      [string, string, number]
    >) {
      const perProduct = levelsOf(storeId);
      perProduct.set(productId, Math.max(0, (perProduct.get(productId) ?? 0) - reserved));
    }
    return levels;
  }

  /** The stores (of those given) that can promise every line; lines of one product count together. */
  storesCovering(storeIds: readonly string[], lines: readonly BagLine[]): Set<string> {
    const bag = normalizeBag(lines);
    const levels = this.available(
      storeIds,
      bag.map((line) => line.product_id),
    );
    return new Set(
      storeIds.filter((storeId) => {
        const perProduct = levels.get(storeId);
        return bag.every((line) => (perProduct?.get(line.product_id) ?? 0) >= line.quantity);
      }),
    );
  }

  /** True when the store can promise every line. */
  covers(storeId: string, lines: readonly BagLine[]): boolean {
    return this.storesCovering([storeId], lines).has(storeId);
  }
}
