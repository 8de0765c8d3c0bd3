import type { PlatformDatabase } from '../db/database';
import type { Store } from '../../../shared/contract';
import { cachedStatement } from '../db/statement-cache';

export interface StoreRow {
  store: Store;
  created_at: string;
  updated_at: string;
}

/** Store records; the whole seed object is kept as JSON, with the columns sync and routing need. */
export class StoreRepository {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  get(storeId: string): Store | undefined {
    const row = cachedStatement(this.db, 'SELECT data FROM stores WHERE store_id = ?').get(storeId) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as Store) : undefined;
  }

  exists(storeId: string): boolean {
    return cachedStatement(this.db, 'SELECT 1 FROM stores WHERE store_id = ?').get(storeId) !== undefined;
  }

  list(updatedSince?: string): Store[] {
    const rows = (
      updatedSince
        ? cachedStatement(this.db, 'SELECT data FROM stores WHERE updated_at > ? ORDER BY store_id').all(
            updatedSince,
          )
        : cachedStatement(this.db, 'SELECT data FROM stores ORDER BY store_id').all()
    ) as Array<{ data: string }>;
    return rows.map((row) => JSON.parse(row.data) as Store);
  }

  /** Inserts a new store; false when the store_id is taken. */
  insert(store: Store): boolean {
    const at = this.now().toISOString();
    const result = cachedStatement(
      this.db,
      'INSERT INTO stores (store_id, shop, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(store.store_id, store.shop, JSON.stringify(store), at, at);
    return result.changes === 1;
  }

  replace(store: Store): void {
    cachedStatement(this.db, 'UPDATE stores SET shop = ?, data = ?, updated_at = ? WHERE store_id = ?').run(
      store.shop,
      JSON.stringify(store),
      this.now().toISOString(),
      store.store_id,
    );
  }
}
