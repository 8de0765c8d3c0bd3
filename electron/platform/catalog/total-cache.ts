import { sqliteConnection, type SqlitePlatformDatabase, type Statement } from '../db/sql-database';
import type { PlatformDatabase } from '../db/database';
import { CatalogChanges } from './catalog-changes';

const MAX_ENTRIES = 1_000;

/** Counts of one request, all checked against the one stamp read (once) before the first of them. */
export type RequestTotals = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * Remembers list totals (`pagination.total`) between requests: counting 100,000 listed products costs a few
 * milliseconds (tens on PostgreSQL), while a client paging through a listing asks the same count again for
 * every page. An entry holds while its stamp is unchanged, and the stamp is read before counting, so a count
 * is never older than its stamp:
 * - SQLite: `total_changes()` moves with every write of this connection and `PRAGMA data_version` with every
 *   commit of another one, so any write anywhere (an import, a token, an order) makes the next request count
 *   again;
 * - PostgreSQL, where other processes write to the same database: the catalog's versions (catalog-changes.ts),
 *   which the database's triggers move in the transaction of every write of what a total counts, whoever
 *   writes, so a cached total holds until a catalog write of any process commits.
 */
export class TotalCache {
  private readonly entries = new Map<string, { stamp: string; total: number }>();
  private readonly readStamp: () => string;

  constructor(db: PlatformDatabase) {
    const sqlite = sqliteConnection(db);
    if (sqlite) {
      const changes = sqlite.prepare('SELECT total_changes() AS changes');
      this.readStamp = () => sqliteStamp(sqlite, changes);
    } else {
      const catalog = new CatalogChanges(db);
      this.readStamp = () => String(catalog.stamp());
    }
  }

  /** The totals of one request. */
  forRequest(): RequestTotals {
    let stamp: string | undefined;
    return (key, count) => {
      stamp ??= this.readStamp();
      return this.total(stamp, key, count);
    };
  }

  private async total(stamp: string, key: string, count: () => Promise<number>): Promise<number> {
    const cached = this.entries.get(key);
    if (cached && cached.stamp === stamp) return cached.total;
    const total = await count();
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { stamp, total });
    return total;
  }
}

function sqliteStamp(sqlite: SqlitePlatformDatabase, changes: Statement): string {
  const { changes: total } = changes.get() as { changes: number };
  return `${sqlite.pragma('data_version', { simple: true }) as number}:${total}`;
}
