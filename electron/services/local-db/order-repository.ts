// The store's orders and their history as last known here: the platform's answer, or the outcome of an
// action taken on this workstation that the outbox has not delivered yet.
import type { Order, OrderEvent } from '../../../shared/contract/order';
import type { OrderStatus } from '../../../shared/pickup/order-status';
import type { LocalDatabase } from './local-database';

export interface OrderListFilter {
  storeId: string;
  statuses?: readonly OrderStatus[];
  limit?: number;
}

export class OrderRepository {
  constructor(private readonly db: LocalDatabase) {}

  /** Stores orders as the platform answered them (insert or replace). */
  upsertMany(orders: readonly Order[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO orders (order_id, external_id, store_id, status, updated_at, body) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(order_id) DO UPDATE SET external_id = excluded.external_id, store_id = excluded.store_id,
         status = excluded.status, updated_at = excluded.updated_at, body = excluded.body`,
    );
    this.db.transaction(() => {
      for (const order of orders) {
        upsert.run(
          order.order_id,
          order.external_id,
          order.store_id,
          order.status,
          order.updated_at,
          JSON.stringify(order),
        );
      }
    })();
  }

  get(orderId: string): Order | undefined {
    const row = this.db.prepare('SELECT body FROM orders WHERE order_id = ?').pluck().get(orderId) as
      string | undefined;
    return row === undefined ? undefined : (JSON.parse(row) as Order);
  }

  /** The store's orders, most recently changed first. */
  list(filter: OrderListFilter): Order[] {
    const statuses = filter.statuses ?? [];
    const statusClause = statuses.length > 0 ? `AND status IN (${statuses.map(() => '?').join(', ')})` : '';
    const rows = this.db
      .prepare(
        `SELECT body FROM orders WHERE store_id = ? ${statusClause} ORDER BY updated_at DESC, order_id LIMIT ?`,
      )
      .pluck()
      .all(filter.storeId, ...statuses, filter.limit ?? 500) as string[];
    return rows.map((row) => JSON.parse(row) as Order);
  }

  /** Replaces the order's history with the platform's. */
  replaceEvents(orderId: string, events: readonly OrderEvent[]): void {
    const insert = this.db.prepare(
      'INSERT OR REPLACE INTO order_events (event_id, order_id, position, at, body) VALUES (?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM order_events WHERE order_id = ?').run(orderId);
      events.forEach((event, position) => {
        insert.run(event.event_id, event.order_id, position, event.at, JSON.stringify(event));
      });
    })();
  }

  /** The order's history, oldest first. */
  events(orderId: string): OrderEvent[] {
    const rows = this.db
      .prepare('SELECT body FROM order_events WHERE order_id = ? ORDER BY position')
      .pluck()
      .all(orderId) as string[];
    return rows.map((row) => JSON.parse(row) as OrderEvent);
  }
}
