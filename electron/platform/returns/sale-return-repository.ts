import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { PlatformDatabase } from '../db/database';

export interface StoredSaleReturn {
  fingerprint: string;
  saleReturn: SaleReturn;
}

/** Returns of sold goods (`sale_returns`, migration 005), oldest first. */
export class SaleReturnRepository {
  private readonly statements;

  constructor(db: PlatformDatabase) {
    this.statements = {
      byId: db.prepare('SELECT fingerprint, data FROM sale_returns WHERE return_id = ?'),
      ofOrder: db.prepare('SELECT data FROM sale_returns WHERE order_id = ? ORDER BY seq').pluck(),
      ofStoreBetween: db
        .prepare(
          'SELECT data FROM sale_returns WHERE store_id = ? AND created_at >= ? AND created_at < ? ORDER BY seq',
        )
        .pluck(),
      ofDrawerBetween: db
        .prepare(
          'SELECT data FROM sale_returns WHERE drawer_id = ? AND created_at >= ? AND created_at <= ? ORDER BY seq',
        )
        .pluck(),
      insert: db.prepare(
        `INSERT INTO sale_returns (return_id, order_id, store_id, drawer_id, created_at, fingerprint, data)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
    };
  }

  find(returnId: string): StoredSaleReturn | undefined {
    const row = this.statements.byId.get(returnId) as { fingerprint: string; data: string } | undefined;
    return row ? { fingerprint: row.fingerprint, saleReturn: JSON.parse(row.data) as SaleReturn } : undefined;
  }

  ofOrder(orderId: string): SaleReturn[] {
    return parseAll(this.statements.ofOrder.all(orderId));
  }

  /** The store's returns made in [start, end). */
  ofStoreBetween(storeId: string, start: string, end: string): SaleReturn[] {
    return parseAll(this.statements.ofStoreBetween.all(storeId, start, end));
  }

  /** Returns made at a drawer from `start` to `end` included (a drawer's day). */
  ofDrawerBetween(drawerId: string, start: string, end: string): SaleReturn[] {
    return parseAll(this.statements.ofDrawerBetween.all(drawerId, start, end));
  }

  insert(saleReturn: SaleReturn, fingerprint: string): void {
    this.statements.insert.run(
      saleReturn.return_id,
      saleReturn.order_id,
      saleReturn.store_id,
      saleReturn.drawer_id,
      saleReturn.created_at,
      fingerprint,
      JSON.stringify(saleReturn),
    );
  }
}

function parseAll(rows: unknown[]): SaleReturn[] {
  return (rows as string[]).map((data) => JSON.parse(data) as SaleReturn);
}
