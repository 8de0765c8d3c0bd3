import { sqliteConnection, type SqlitePlatformDatabase, type Statement } from '../db/sql-database';
import type { PlatformDatabase } from '../db/database';

const MAX_ENTRIES = 1_000;

/**
 * Remembers list totals (`pagination.total`) between requests: counting 100,000 listed products costs a few
 * milliseconds, while a client paging through a listing asks the same count again for every page.
 * An entry holds while the database is unchanged: SQLite's `total_changes()` moves with every write of this
 * connection and `PRAGMA data_version` with every commit of another one, so any write anywhere (an import,
 * a token, an order) simply makes the next request count again. PostgreSQL has no such cheap stamp for the
 * commits of other processes on the same database, so there every request counts (nothing cached).
 */
export class TotalCache {
  private readonly entries = new Map<string, { stamp: string; total: number }>();
  private readonly sqlite: { db: SqlitePlatformDatabase; changes: Statement } | undefined;

  constructor(db: PlatformDatabase) {
    const sqlite = sqliteConnection(db);
    this.sqlite = sqlite && { db: sqlite, changes: sqlite.prepare('SELECT total_changes() AS changes') };
  }

  total(key: string, count: () => number): number {
    if (!this.sqlite) return count();
    const stamp = this.stamp(this.sqlite);
    const cached = this.entries.get(key);
    if (cached && cached.stamp === stamp) return cached.total;
    const total = count();
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { stamp, total });
    return total;
  }

  private stamp(sqlite: { db: SqlitePlatformDatabase; changes: Statement }): string {
    const { changes } = sqlite.changes.get() as { changes: number };
    return `${sqlite.db.pragma('data_version', { simple: true }) as number}:${changes}`;
  }
}
