import type { PlatformDatabase } from '../db/database';
import { sqlSkipLocked } from '../db/sql-dialect';

/** The rerouting an availability import calls for: the stores whose on-hold orders may now be routable. */
export interface PendingReroute {
  importId: string;
  shop: string;
  storeIds: string[];
}

/** A rerouting claimed for a try: which one, and how many earlier tries had failed when it was claimed. */
export interface ClaimedReroute extends PendingReroute {
  attempts: number;
}

/** What became of a failed try: tried again later, given up, or already counted by another process. */
export type RerouteFailureOutcome = 'retry' | 'given_up' | 'counted_elsewhere';

/** How often a failing rerouting is tried, and the pause after its first failure (doubled after each). */
export interface RerouteRetries {
  attempts: number;
  firstDelayMs: number;
}

/** Six tries over about two and a half minutes: long enough for a database failover or restart. */
export const DEFAULT_REROUTE_RETRIES: RerouteRetries = { attempts: 6, firstDelayMs: 5_000 };

/**
 * Reroutings waiting to be done (table pending_reroutes). An availability import records its own in the
 * transaction that applies it, so that a process dying right after that commit leaves the rerouting to
 * whichever process comes next (OrderRouting.rerouteAfterImports), once. A rerouting that fails is tried
 * again after a pause that doubles each time (retry_at), and given up after the last try: the import's job
 * then reports it (import_jobs.reroute_failure) instead of reading as applying for ever.
 */
export class PendingReroutes {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly retries: RerouteRetries = DEFAULT_REROUTE_RETRIES,
  ) {}

  /** Records the rerouting; call inside the transaction that applied the import. */
  add(reroute: PendingReroute, at: string): void {
    this.db
      .prepare('INSERT INTO pending_reroutes (import_id, shop, store_ids, created_at) VALUES (?, ?, ?, ?)')
      .run(reroute.importId, reroute.shop, JSON.stringify(reroute.storeIds), at);
  }

  /** True while the import's rerouting is not done yet (nor given up). */
  isPending(importId: string): boolean {
    return this.db.prepare('SELECT 1 FROM pending_reroutes WHERE import_id = ?').get(importId) !== undefined;
  }

  /**
   * The oldest rerouting due by `now` (ISO) that no other transaction holds, locked for this one
   * (PostgreSQL: the others skip it); undefined when none is left. Remove it in the same transaction once
   * done.
   */
  claimOldest(now: string): ClaimedReroute | undefined {
    const row = this.db
      .prepare(
        `SELECT import_id, shop, store_ids, attempts FROM pending_reroutes
         WHERE retry_at IS NULL OR retry_at <= ?
         ORDER BY created_at, import_id LIMIT 1
         ${sqlSkipLocked(this.db)}`,
      )
      .get(now) as { import_id: string; shop: string; store_ids: string; attempts: number } | undefined;
    return row
      ? {
          importId: row.import_id,
          shop: row.shop,
          storeIds: JSON.parse(row.store_ids) as string[],
          attempts: Number(row.attempts),
        }
      : undefined;
  }

  remove(importId: string): void {
    this.db.prepare('DELETE FROM pending_reroutes WHERE import_id = ?').run(importId);
  }

  /**
   * A try failed (its transaction rolled back): counted, and either tried again after a pause or, at the
   * last try, given up and written on the import's job with `reason`. Run in a transaction of its own.
   * The count moves only from the number `claimed` saw: the claim's row lock ended with the rollback, so
   * another process may have claimed and failed the same try meanwhile, and of the two only the first to
   * count it does ('counted_elsewhere' for the other; also when the rerouting is gone, done or given up).
   */
  failed(claimed: ClaimedReroute, reason: string, now: Date): RerouteFailureOutcome {
    const { importId } = claimed;
    const attempts = this.db
      .prepare<[string, number], number>(
        `UPDATE pending_reroutes SET attempts = attempts + 1 WHERE import_id = ? AND attempts = ?
         RETURNING attempts`,
      )
      .pluck()
      .get(importId, claimed.attempts);
    if (attempts === undefined) return 'counted_elsewhere';
    if (attempts >= this.retries.attempts) {
      this.remove(importId);
      this.db
        .prepare('UPDATE import_jobs SET reroute_failure = ? WHERE import_id = ?')
        .run(
          `The import's data is applied, but rerouting the on-hold pickup orders of its stores failed ` +
            `${attempts} times and was given up (last: ${reason}). A store manager can reroute them from ` +
            'the pickup screen.',
          importId,
        );
      return 'given_up';
    }
    const pause = this.retries.firstDelayMs * 2 ** (attempts - 1);
    this.db
      .prepare('UPDATE pending_reroutes SET retry_at = ? WHERE import_id = ?')
      .run(new Date(now.getTime() + pause).toISOString(), importId);
    return 'retry';
  }

  /** When the next rerouting waiting for its retry is due (ISO), if any. */
  nextRetry(): string | undefined {
    return (
      this.db.prepare<[], string | null>('SELECT MIN(retry_at) FROM pending_reroutes').pluck().get() ??
      undefined
    );
  }
}
