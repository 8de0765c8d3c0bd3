import type { StockRepository } from '../catalog/stock-repository';
import type { PlatformDatabase } from '../db/database';
import { normalizeBag, type BagLine } from '../pickup/bag';

/**
 * Stock held for routed pickup orders (table `stock_reservations`). Reserved units stay in the store's
 * stock level until the customer takes them (consume); giving them back (release) only drops the hold.
 * Call inside the order's transaction.
 */
export class StockReservations {
  private readonly statements;

  constructor(
    db: PlatformDatabase,
    private readonly stock: StockRepository,
    private readonly now: () => Date,
  ) {
    this.statements = {
      insert: db.prepare(
        'INSERT INTO stock_reservations (order_id, store_id, product_id, quantity, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      ofOrder: db.prepare('SELECT store_id, product_id, quantity FROM stock_reservations WHERE order_id = ?'),
      deleteOfOrder: db.prepare('DELETE FROM stock_reservations WHERE order_id = ?'),
    };
  }

  /** Holds the order's lines at the store (lines of one product are held together). */
  reserve(orderId: string, storeId: string, lines: readonly BagLine[]): void {
    const at = this.now().toISOString();
    for (const line of normalizeBag(lines)) {
      this.statements.insert.run(orderId, storeId, line.product_id, line.quantity, at);
    }
  }

  /** Gives the order's held units back to the store's available-to-promise. */
  release(orderId: string): void {
    this.statements.deleteOfOrder.run(orderId);
  }

  /** The customer took the items: the store's stock level drops by what was held, and the hold ends. */
  consume(orderId: string, shop: string): void {
    const held = this.statements.ofOrder.all(orderId) as Array<{
      store_id: string;
      product_id: string;
      quantity: number;
    }>;
    for (const line of held) {
      decrementStock(this.stock, shop, line.store_id, line.product_id, line.quantity);
    }
    this.statements.deleteOfOrder.run(orderId);
  }
}

/** Takes units out of a store's stock level; never below zero (the goods physically left the store). */
export function decrementStock(
  stock: StockRepository,
  shop: string,
  storeId: string,
  productId: string,
  quantity: number,
): void {
  stock.set(shop, storeId, productId, Math.max(0, stock.quantity(storeId, productId) - quantity));
}
