import type { PlatformDatabase } from '../db/database';
import { sqlSkipLocked } from '../db/sql-dialect';

/** The rerouting an availability import calls for: the stores whose on-hold orders may now be routable. */
export interface PendingReroute {
  importId: string;
  shop: string;
  storeIds: string[];
}

/**
 * Reroutings waiting to be done (table pending_reroutes). An availability import records its own in the
 * transaction that applies it, so that a process dying right after that commit leaves the rerouting to
 * whichever process comes next (OrderRouting.rerouteAfterImports), once.
 */
export class PendingReroutes {
  constructor(private readonly db: PlatformDatabase) {}

  /** Records the rerouting; call inside the transaction that applied the import. */
  add(reroute: PendingReroute, at: string): void {
    this.db
      .prepare('INSERT INTO pending_reroutes (import_id, shop, store_ids, created_at) VALUES (?, ?, ?, ?)')
      .run(reroute.importId, reroute.shop, JSON.stringify(reroute.storeIds), at);
  }

  /** True while the import's rerouting is not done yet. */
  isPending(importId: string): boolean {
    return this.db.prepare('SELECT 1 FROM pending_reroutes WHERE import_id = ?').get(importId) !== undefined;
  }

  /**
   * The oldest rerouting no other transaction holds, locked for this one (PostgreSQL: the others skip it);
   * undefined when none is left. Remove it in the same transaction once done.
   */
  claimOldest(): PendingReroute | undefined {
    const row = this.db
      .prepare(
        `SELECT import_id, shop, store_ids FROM pending_reroutes ORDER BY created_at, import_id LIMIT 1
         ${sqlSkipLocked(this.db)}`,
      )
      .get() as { import_id: string; shop: string; store_ids: string } | undefined;
    return row
      ? { importId: row.import_id, shop: row.shop, storeIds: JSON.parse(row.store_ids) as string[] }
      : undefined;
  }

  remove(importId: string): void {
    this.db.prepare('DELETE FROM pending_reroutes WHERE import_id = ?').run(importId);
  }
}
