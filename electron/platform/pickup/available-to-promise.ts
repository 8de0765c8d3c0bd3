import type { PlatformDatabase } from '../db/database';
import { normalizeBag, type BagLine } from './bag';

/**
 * Available-to-promise: a store's stock of a product (the catalog's `stock` table, replaced by availability
 * imports) minus what routed orders have reserved there (`stock_reservations`). Never below zero.
 */
export class AvailableToPromise {
  private readonly availableStatement;

  constructor(db: PlatformDatabase) {
    this.availableStatement = db
      .prepare(
        `SELECT
           COALESCE((SELECT quantity FROM stock WHERE store_id = @store AND product_id = @product), 0)
           - COALESCE((SELECT SUM(quantity) FROM stock_reservations WHERE store_id = @store AND product_id = @product), 0)`,
      )
      .pluck();
  }

  available(storeId: string, productId: string): number {
    const value = this.availableStatement.get({ store: storeId, product: productId }) as number;
    return Math.max(0, value);
  }

  /** True when the store can promise every line (lines of the same product counted together). */
  covers(storeId: string, lines: readonly BagLine[]): boolean {
    return normalizeBag(lines).every((line) => this.available(storeId, line.product_id) >= line.quantity);
  }
}
