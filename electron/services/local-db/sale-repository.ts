// Counter sales made on this workstation. A sale is 'pending' from the moment the associate completes it
// (written with its outbox entry), 'recorded' once the platform numbered its order.
import type { InStoreSaleRequest, Order } from '../../../shared/contract/order';
import type { LocalDatabase } from './local-database';

export type LocalSaleState = 'pending' | 'recorded' | 'failed' | 'discarded';

export interface LocalSale {
  externalId: string;
  storeId: string;
  /** The platform's order id, once recorded. */
  orderId: string | null;
  state: LocalSaleState;
  createdAt: string;
  request: InStoreSaleRequest;
}

interface SaleRow {
  external_id: string;
  store_id: string;
  order_id: string | null;
  state: LocalSaleState;
  created_at: string;
  body: string;
}

export class SaleRepository {
  constructor(private readonly db: LocalDatabase) {}

  insertPending(request: InStoreSaleRequest, createdAt: string): void {
    this.db
      .prepare(
        `INSERT INTO sales (external_id, store_id, order_id, state, created_at, body) VALUES (?, ?, NULL, 'pending', ?, ?)`,
      )
      .run(request.external_id, request.store_id, createdAt, JSON.stringify(request));
  }

  markRecorded(externalId: string, order: Order): void {
    this.db
      .prepare(`UPDATE sales SET state = 'recorded', order_id = ? WHERE external_id = ?`)
      .run(order.order_id, externalId);
  }

  setState(externalId: string, state: Exclude<LocalSaleState, 'recorded'>): void {
    this.db.prepare('UPDATE sales SET state = ? WHERE external_id = ?').run(state, externalId);
  }

  get(externalId: string): LocalSale | undefined {
    const row = this.db.prepare('SELECT * FROM sales WHERE external_id = ?').get(externalId) as
      SaleRow | undefined;
    return row ? toSale(row) : undefined;
  }

  /** The store's sales, newest first. */
  list(storeId: string, limit = 100): LocalSale[] {
    const rows = this.db
      .prepare('SELECT * FROM sales WHERE store_id = ? ORDER BY created_at DESC, external_id LIMIT ?')
      .all(storeId, limit) as SaleRow[];
    return rows.map(toSale);
  }
}

function toSale(row: SaleRow): LocalSale {
  return {
    externalId: row.external_id,
    storeId: row.store_id,
    orderId: row.order_id,
    state: row.state,
    createdAt: row.created_at,
    request: JSON.parse(row.body) as InStoreSaleRequest,
  };
}
