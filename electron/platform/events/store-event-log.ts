import type { PlatformDatabase } from '../db/database';
import { sqlJsonList } from '../db/sql-dialect';

/** A logged event as the stream sends it: `data` is already JSON text (built by the log's triggers). */
export interface LoggedEvent {
  id: number;
  type: string;
  storeId: string | null;
  at: string;
  data: string;
}

/** Which events a reader may see: every store, or tenant-wide events plus those of these stores. */
export type EventScope = { allStores: true } | { allStores: false; storeIds: readonly string[] };

interface Row {
  event_seq: number;
  type: string;
  store_id: string | null;
  at: string;
  data: string;
}

const fromRow = (row: Row): LoggedEvent => ({
  id: row.event_seq,
  type: row.type,
  storeId: row.store_id,
  at: row.at,
  data: row.data,
});

/**
 * Reads the store events log (table `store_events`, written by the triggers of migration 007). Reading is
 * by `event_seq` only, so any process sharing the database reads the same order. A database with several
 * writing processes (PostgreSQL) must hand out `event_seq` in commit order (append under one lock), or a
 * reader could pass an id whose transaction commits later.
 */
export class StoreEventLog {
  private readonly statements;

  constructor(db: PlatformDatabase) {
    this.statements = {
      latest: db.prepare('SELECT COALESCE(MAX(event_seq), 0) FROM store_events').pluck(),
      after: db.prepare(
        'SELECT event_seq, type, store_id, at, data FROM store_events WHERE event_seq > ? ORDER BY event_seq LIMIT ?',
      ),
      afterInStores: db.prepare(
        `SELECT event_seq, type, store_id, at, data FROM store_events
         WHERE event_seq > @after AND event_seq <= @upTo
           AND (store_id IS NULL OR store_id IN (${sqlJsonList(db, '@stores')}))
         ORDER BY event_seq LIMIT @limit`,
      ),
      afterAll: db.prepare(
        `SELECT event_seq, type, store_id, at, data FROM store_events
         WHERE event_seq > @after AND event_seq <= @upTo ORDER BY event_seq LIMIT @limit`,
      ),
      countAfter: db
        .prepare('SELECT COUNT(*) FROM store_events WHERE event_seq > ? AND event_seq <= ?')
        .pluck(),
    };
  }

  /** The newest event's id, 0 while the log is empty. */
  latestId(): number {
    return this.statements.latest.get() as number;
  }

  /** Up to `limit` events after `afterId`, whatever their store (the tail fans them out). */
  after(afterId: number, limit: number): LoggedEvent[] {
    return (this.statements.after.all(afterId, limit) as Row[]).map(fromRow);
  }

  /** How many events lie in (afterId, upToId], whatever their store: a bound on a backlog's length. */
  countBetween(afterId: number, upToId: number): number {
    return this.statements.countAfter.get(afterId, upToId) as number;
  }

  /** The events in (afterId, upToId] a reader with `scope` may see, oldest first, at most `limit`. */
  visibleBetween(scope: EventScope, afterId: number, upToId: number, limit: number): LoggedEvent[] {
    const rows = scope.allStores
      ? this.statements.afterAll.all({ after: afterId, upTo: upToId, limit })
      : this.statements.afterInStores.all({
          after: afterId,
          upTo: upToId,
          limit,
          stores: JSON.stringify(scope.storeIds),
        });
    return (rows as Row[]).map(fromRow);
  }
}
