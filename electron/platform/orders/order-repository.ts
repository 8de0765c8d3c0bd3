import type { Customer, Order, OrderEvent, OrderShipment, Payment } from '../../../shared/contract/order';
import type { OrderTaxLine } from '../../../shared/contract/tax-config';
import type { OrderStatus } from '../../../shared/pickup/order-status';
import type { PlatformDatabase } from '../db/database';
import type { Keyset } from '../http/keyset-cursor';
import { cachedStatement } from '../db/statement-cache';
import { sqlJsonList, sqlSkipLocked } from '../db/sql-dialect';

export type OrderKind = 'pickup' | 'in_store_sale';

/** An order as stored: the wire order plus what only the platform needs. */
export interface StoredOrder extends Order {
  kind: OrderKind;
  request_fingerprint: string;
  /** When an open order is sent to its store; null once it has been. */
  grace_deadline_at: string | null;
}

export interface NewOrderEvent {
  order_id: string;
  from: OrderStatus | null;
  to: OrderStatus;
  action: string;
  actor: string;
  at: string;
  /** What the person said (reason, verified_by, items): kept for the audit trail, not answered. */
  details?: unknown;
}

export interface OrderListFilter {
  storeId?: string;
  status?: OrderStatus;
  updatedSince?: string;
  /** Only orders of these stores; undefined means every store. */
  accessibleStoreIds?: readonly string[];
  offset: number;
  count: number;
  /** Start after this order in (updated_at, order_id) order (keyset pagination). */
  after?: Keyset | undefined;
}

interface OrderRow {
  order_id: string;
  external_id: string;
  request_fingerprint: string;
  kind: OrderKind;
  shop: string;
  store_id: string;
  status: OrderStatus;
  currency: string;
  customer: string;
  shipments: string;
  payments: string;
  taxes: string;
  prices_include_tax: number | null;
  assignee: string | null;
  grace_deadline_at: string | null;
  created_at: string;
  updated_at: string;
}

const ORDER_COLUMNS = `order_id, external_id, request_fingerprint, kind, shop, store_id, status, currency, customer,
  shipments, payments, taxes, prices_include_tax, assignee, grace_deadline_at, created_at, updated_at`;

function fromRow(row: OrderRow): StoredOrder {
  return {
    order_id: row.order_id,
    external_id: row.external_id,
    shop: row.shop,
    store_id: row.store_id,
    status: row.status,
    currency: row.currency as Order['currency'],
    customer: JSON.parse(row.customer) as Customer | null,
    shipments: JSON.parse(row.shipments) as OrderShipment[],
    payments: JSON.parse(row.payments) as Payment[],
    prices_include_tax: row.prices_include_tax === null ? null : row.prices_include_tax === 1,
    taxes: JSON.parse(row.taxes) as OrderTaxLine[],
    assignee: row.assignee,
    created_at: row.created_at,
    updated_at: row.updated_at,
    kind: row.kind,
    request_fingerprint: row.request_fingerprint,
    grace_deadline_at: row.grace_deadline_at,
  };
}

/** The wire form of a stored order (contract: Orders). */
export function toWireOrder(order: StoredOrder): Order {
  return {
    order_id: order.order_id,
    external_id: order.external_id,
    shop: order.shop,
    store_id: order.store_id,
    status: order.status,
    currency: order.currency,
    customer: order.customer,
    shipments: order.shipments,
    payments: order.payments,
    prices_include_tax: order.prices_include_tax,
    taxes: order.taxes,
    assignee: order.assignee,
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}

/** Orders, their event history and their grace-period deadlines (tables of migration 003). */
export class OrderRepository {
  private readonly statements;

  constructor(private readonly db: PlatformDatabase) {
    this.statements = {
      byId: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = ?`),
      byExternalId: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE external_id = ?`),
      insert: db.prepare(
        `INSERT INTO orders (order_id, external_id, request_fingerprint, kind, shop, store_id, status, currency,
           placed_at, customer, shipments, payments, taxes, prices_include_tax, assignee, grace_deadline_at,
           created_at, updated_at)
         VALUES (@order_id, @external_id, @request_fingerprint, @kind, @shop, @store_id, @status, @currency,
           @placed_at, @customer, @shipments, @payments, @taxes, @prices_include_tax, @assignee, @grace_deadline_at, @created_at, @updated_at)`,
      ),
      updateState: db.prepare(
        `UPDATE orders SET status = @status, store_id = @store_id, assignee = @assignee,
           grace_deadline_at = @grace_deadline_at, updated_at = @updated_at
         WHERE order_id = @order_id`,
      ),
      insertEvent: db.prepare(
        `INSERT INTO order_events (event_id, order_id, from_status, to_status, action, actor, at, details)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      events: db.prepare(
        `SELECT event_id, order_id, from_status, to_status, action, actor, at FROM order_events
         WHERE order_id = ? ORDER BY sequence`,
      ),
      // Another process's scheduler may be acting on a due order right now: its row is passed over.
      claimDue: db
        .prepare(
          `SELECT order_id FROM orders WHERE grace_deadline_at IS NOT NULL AND grace_deadline_at <= ?
           ORDER BY grace_deadline_at, order_id LIMIT 1 ${sqlSkipLocked(db)}`,
        )
        .pluck(),
      nextDeadline: db
        .prepare('SELECT MIN(grace_deadline_at) FROM orders WHERE grace_deadline_at IS NOT NULL')
        .pluck(),
      onHoldAt: db
        .prepare(
          `SELECT order_id FROM orders WHERE status = 'on_hold' AND shop = ?
             AND store_id IN (${sqlJsonList(db, '?')})
           ORDER BY created_at, order_id`,
        )
        .pluck(),
    };
  }

  get(orderId: string): StoredOrder | undefined {
    const row = this.statements.byId.get(orderId) as OrderRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  getByExternalId(externalId: string): StoredOrder | undefined {
    const row = this.statements.byExternalId.get(externalId) as OrderRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  insert(order: StoredOrder & { placed_at: string }): void {
    this.statements.insert.run({
      ...order,
      customer: JSON.stringify(order.customer),
      shipments: JSON.stringify(order.shipments),
      payments: JSON.stringify(order.payments),
      taxes: JSON.stringify(order.taxes),
      prices_include_tax: order.prices_include_tax === null ? null : order.prices_include_tax ? 1 : 0,
    });
  }

  /** Notes the drawer a counter sale was rung at (migration 005). */
  setDrawer(orderId: string, drawerId: string): void {
    cachedStatement(this.db, 'UPDATE orders SET drawer_id = ? WHERE order_id = ?').run(drawerId, orderId);
  }

  /** Writes the state fields of an order (status, store, assignee, deadline, updated_at). */
  updateState(
    order: Pick<
      StoredOrder,
      'order_id' | 'status' | 'store_id' | 'assignee' | 'grace_deadline_at' | 'updated_at'
    >,
  ): void {
    this.statements.updateState.run({
      order_id: order.order_id,
      status: order.status,
      store_id: order.store_id,
      assignee: order.assignee,
      grace_deadline_at: order.grace_deadline_at,
      updated_at: order.updated_at,
    });
  }

  appendEvent(event: NewOrderEvent & { event_id: string }): void {
    this.statements.insertEvent.run(
      event.event_id,
      event.order_id,
      event.from,
      event.to,
      event.action,
      event.actor,
      event.at,
      event.details === undefined ? null : JSON.stringify(event.details),
    );
  }

  /** The order's history, oldest first. */
  events(orderId: string): OrderEvent[] {
    const rows = this.statements.events.all(orderId) as Array<{
      event_id: string;
      order_id: string;
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      action: string;
      actor: string;
      at: string;
    }>;
    return rows.map((row) => ({
      event_id: row.event_id,
      order_id: row.order_id,
      from: row.from_status,
      to: row.to_status,
      action: row.action,
      actor: row.actor,
      at: row.at,
    }));
  }

  /**
   * The order whose grace period ended first, at or before `at`, claimed for the calling transaction: no
   * other process's transaction takes it until this one ends (PostgreSQL; SQLite has one writer). Call
   * inside the transaction that acts on it, and clear its deadline there.
   */
  claimOneWithGracePeriodEndedBy(at: string): string | undefined {
    return this.statements.claimDue.get(at) as string | undefined;
  }

  /** The earliest pending grace-period deadline, if any. */
  nextDeadline(): string | undefined {
    return (this.statements.nextDeadline.get() as string | null) ?? undefined;
  }

  /** On-hold orders of a shop at these stores, oldest first (first come, first served for new stock). */
  onHoldAt(shop: string, storeIds: readonly string[]): string[] {
    return this.statements.onHoldAt.all(shop, JSON.stringify(storeIds)) as string[];
  }

  /**
   * A page of orders, least recently changed first (a sync with updated_since reads forward). Asynchronous
   * reads (AsyncReads): on PostgreSQL the process serves other requests while the count and the page run.
   */
  async list(filter: OrderListFilter): Promise<{ orders: StoredOrder[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.storeId !== undefined) {
      conditions.push('store_id = ?');
      params.push(filter.storeId);
    }
    if (filter.status !== undefined) {
      conditions.push('status = ?');
      params.push(filter.status);
    }
    if (filter.updatedSince !== undefined) {
      conditions.push('updated_at > ?');
      params.push(filter.updatedSince);
    }
    if (filter.accessibleStoreIds !== undefined) {
      conditions.push(`store_id IN (${sqlJsonList(this.db, '?')})`);
      params.push(JSON.stringify(filter.accessibleStoreIds));
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const { asyncReads } = this.db;
    const total = (await asyncReads.get(
      cachedStatement(this.db, `SELECT COUNT(*) FROM orders ${where}`).pluck(),
      ...params,
    )) as number;
    // The total counts the whole filter; the page starts after the cursor's row when there is one.
    const pageConditions = filter.after ? [...conditions, '(updated_at, order_id) > (?, ?)'] : conditions;
    const pageParams = filter.after ? [...params, filter.after.updatedAt, filter.after.id] : params;
    const pageWhere = pageConditions.length > 0 ? `WHERE ${pageConditions.join(' AND ')}` : '';
    const rows = (await asyncReads.all(
      cachedStatement(
        this.db,
        `SELECT ${ORDER_COLUMNS} FROM orders ${pageWhere} ORDER BY updated_at, order_id LIMIT ? OFFSET ?`,
      ),
      ...pageParams,
      filter.count,
      filter.offset,
    )) as OrderRow[];
    return { orders: rows.map(fromRow), total };
  }
}
