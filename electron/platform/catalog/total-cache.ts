import type { Statement } from 'better-sqlite3';
import type { PlatformDatabase } from '../db/database';

const MAX_ENTRIES = 1_000;

/**
 * Remembers list totals (`pagination.total`) between requests: counting 100,000 listed products costs a few
 * milliseconds, while a client paging through a listing asks the same count again for every page.
 * An entry holds while the database is unchanged: SQLite's `total_changes()` moves with every write of this
 * connection and `PRAGMA data_version` with every commit of another one, so any write anywhere (an import,
 * a token, an order) simply makes the next request count again.
 */
export class TotalCache {
  private readonly entries = new Map<string, { stamp: string; total: number }>();
  private readonly changes: Statement;

  constructor(private readonly db: PlatformDatabase) {
    this.changes = db.prepare('SELECT total_changes() AS changes');
  }

  total(key: string, count: () => number): number {
    const stamp = this.stamp();
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

  private stamp(): string {
    const { changes } = this.changes.get() as { changes: number };
    return `${this.db.pragma('data_version', { simple: true }) as number}:${changes}`;
  }
}
