import type { Store } from '../../../shared/contract/store';
import type { LocalDatabase } from './local-database';

/** The platform's stores as last synced (the workstation's own one and the others, for reroutes and labels). */
export class LocalStoreRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  upsertMany(stores: readonly Store[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO stores (store_id, body, synced_at) VALUES (?, ?, ?)
       ON CONFLICT(store_id) DO UPDATE SET body = excluded.body, synced_at = excluded.synced_at`,
    );
    const at = this.now().toISOString();
    this.db.transaction(() => {
      for (const store of stores) upsert.run(store.store_id, JSON.stringify(store), at);
    })();
  }

  get(storeId: string): Store | undefined {
    const row = this.db.prepare('SELECT body FROM stores WHERE store_id = ?').get(storeId) as
      { body: string } | undefined;
    return row ? (JSON.parse(row.body) as Store) : undefined;
  }

  list(): Store[] {
    const rows = this.db.prepare('SELECT body FROM stores ORDER BY store_id').all() as { body: string }[];
    return rows.map((row) => JSON.parse(row.body) as Store);
  }
}
