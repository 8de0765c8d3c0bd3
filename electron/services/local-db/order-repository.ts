// The store's orders and their history as last known here: the platform's answer, or the outcome of an
// action taken on this workstation that the outbox has not delivered yet.
import type { Order, OrderEvent } from '../../../shared/contract/order';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/pickup/order-status';
import type { LocalDatabase } from './local-database';

export interface OrderListFilter {
  storeId: string;
  /** Pickup orders only: counter sales (recorded as orders too) left out. */
  pickupOnly?: boolean;
  statuses?: readonly OrderStatus[];
  /** Part of the order id, the external order number or the customer's name, in any case. */
  search?: string;
}

export interface OrderPageRequest extends OrderListFilter {
  offset: number;
  limit: number;
}

export type OrderCounts = Record<OrderStatus, number>;

export interface OrderPage {
  items: Order[];
  /** Orders matching the filter, on every page. */
  total: number;
}

/** SQLite's clock as an ISO timestamp (arrival is this workstation's own time). */
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** The search folds case as JavaScript does (SQLite's lower() and LIKE only fold ASCII: Ö, É, Σ...). */
const FOLD_CASE = 'pos_fold_case';

export class OrderRepository {
  constructor(private readonly db: LocalDatabase) {
    db.function(FOLD_CASE, { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLocaleLowerCase() : null,
    );
  }

  /**
   * Stores orders as the platform answered them (insert or replace). The first time an order is stored in
   * a state the store works (past `open`), it is marked as arrived now.
   */
  upsertMany(orders: readonly Order[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO orders (order_id, external_id, store_id, status, updated_at, customer_name, body, arrived_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'open' THEN NULL ELSE ${NOW} END)
       ON CONFLICT(order_id) DO UPDATE SET external_id = excluded.external_id, store_id = excluded.store_id,
         status = excluded.status, updated_at = excluded.updated_at, customer_name = excluded.customer_name,
         body = excluded.body,
         arrived_at = coalesce(orders.arrived_at, CASE WHEN excluded.status = 'open' THEN NULL ELSE ${NOW} END)`,
    );
    this.db.transaction(() => {
      for (const order of orders) {
        upsert.run(
          order.order_id,
          order.external_id,
          order.store_id,
          order.status,
          order.updated_at,
          order.customer?.name ?? null,
          JSON.stringify(order),
          order.status,
        );
      }
    })();
  }

  /** When each of these orders reached this workstation in a state the store works (null: not yet). */
  arrivals(orderIds: readonly string[]): Map<string, string | null> {
    const arrivals = new Map<string, string | null>();
    const read = this.db.prepare('SELECT arrived_at FROM orders WHERE order_id = ?').pluck();
    for (const orderId of orderIds) arrivals.set(orderId, (read.get(orderId) as string | null) ?? null);
    return arrivals;
  }

  get(orderId: string): Order | undefined {
    const row = this.db.prepare('SELECT body FROM orders WHERE order_id = ?').pluck().get(orderId) as
      string | undefined;
    return row === undefined ? undefined : (JSON.parse(row) as Order);
  }

  /** How many of the store's orders are in each status (zero for the ones it has none in). */
  countByStatus(storeId: string, options: { pickupOnly?: boolean } = {}): OrderCounts {
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounts;
    const pickup = options.pickupOnly ? ' AND is_pickup = 1' : '';
    const rows = this.db
      .prepare(`SELECT status, count(*) AS orders FROM orders WHERE store_id = ?${pickup} GROUP BY status`)
      .all(storeId) as { status: OrderStatus; orders: number }[];
    for (const row of rows) counts[row.status] = row.orders;
    return counts;
  }

  /** One page of the store's orders matching the filter, most recently changed first, and how many match. */
  page(request: OrderPageRequest): OrderPage {
    const where = whereClause(request);
    const total = this.db
      .prepare(`SELECT count(*) FROM orders WHERE ${where.sql}`)
      .pluck()
      .get(...where.params) as number;
    return { items: this.select(where, request.limit, request.offset), total };
  }

  /** The store's orders matching the filter, most recently changed first (the first 500 unless told). */
  list(filter: OrderListFilter & { limit?: number }): Order[] {
    return this.select(whereClause(filter), filter.limit ?? 500, 0);
  }

  private select(where: WhereClause, limit: number, offset: number): Order[] {
    const rows = this.db
      .prepare(
        `SELECT body FROM orders WHERE ${where.sql} ORDER BY updated_at DESC, order_id LIMIT ? OFFSET ?`,
      )
      .pluck()
      .all(...where.params, limit, offset) as string[];
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

  /** Adds one entry at the end of the order's history, unless it is there already (a replayed event). */
  appendEvent(event: OrderEvent): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO order_events (event_id, order_id, position, at, body)
         VALUES (?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM order_events WHERE order_id = ?), ?, ?)`,
      )
      .run(event.event_id, event.order_id, event.order_id, event.at, JSON.stringify(event));
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

interface WhereClause {
  sql: string;
  params: unknown[];
}

function whereClause(filter: OrderListFilter): WhereClause {
  const conditions = ['store_id = ?'];
  const params: unknown[] = [filter.storeId];
  if (filter.pickupOnly) conditions.push('is_pickup = 1');
  const statuses = filter.statuses ?? [];
  if (statuses.length > 0) {
    conditions.push(`status IN (${statuses.map(() => '?').join(', ')})`);
    params.push(...statuses);
  }
  const wanted = filter.search?.trim().toLocaleLowerCase() ?? '';
  if (wanted !== '') {
    conditions.push(
      `(instr(${FOLD_CASE}(order_id), ?) > 0 OR instr(${FOLD_CASE}(external_id), ?) > 0
        OR instr(${FOLD_CASE}(coalesce(customer_name, '')), ?) > 0)`,
    );
    params.push(wanted, wanted, wanted);
  }
  return { sql: conditions.join(' AND '), params };
}
