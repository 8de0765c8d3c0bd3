// The outbox: changes made on this workstation that the platform has not acknowledged yet, stored in the
// same SQLite file as the local data. A change and its entry are written in ONE transaction, so after a
// crash there is never a sale without its entry or an entry without its sale. An entry leaves the outbox
// only when the platform acknowledged it, or when the associate discards a refused one.
import { EventEmitter } from 'node:events';
import type { LocalDatabase } from '../local-db/local-database';
import { newIdempotencyKey } from '../api/idempotency-key';
import {
  toOutboxEntry,
  type NewOutboxEntry,
  type OutboxCounts,
  type OutboxEntry,
  type OutboxFailure,
  type OutboxRow,
} from './outbox-entry';

export interface OutboxEvents {
  /** A change was written locally and waits for the platform. */
  enqueued: [entry: OutboxEntry];
  /** The platform acknowledged the entry; it is gone from the outbox. */
  acknowledged: [entry: OutboxEntry, result: unknown];
  /** The platform refused the entry: it is parked until the associate retries or discards it. */
  failed: [entry: OutboxEntry];
  /** An attempt did not get through (platform unreachable); the entry stays pending. */
  attemptFailed: [entry: OutboxEntry];
  retried: [entry: OutboxEntry];
  discarded: [entry: OutboxEntry];
  /** After every change of the counts. */
  countsChanged: [counts: OutboxCounts];
}

export class OutboxEntryStateError extends Error {
  constructor(
    readonly seq: number,
    message: string,
  ) {
    super(message);
    this.name = 'OutboxEntryStateError';
  }
}

export class Outbox extends EventEmitter<OutboxEvents> {
  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  /**
   * Writes `localChange` and the entry in one SQLite transaction: both are stored, or neither. Returns the
   * entry and whatever the local change returned. A failing local change leaves nothing behind.
   */
  enqueueWith<T>(entry: NewOutboxEntry, localChange: () => T): { entry: OutboxEntry; result: T } {
    const at = this.now().toISOString();
    const insert = this.db.prepare(
      `INSERT INTO outbox (kind, idempotency_key, ordering_keys, payload, summary, state, attempts, enqueued_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
    );
    const written = this.db.transaction(() => {
      const result = localChange();
      const info = insert.run(
        entry.kind,
        entry.idempotencyKey,
        JSON.stringify(entry.orderingKeys),
        JSON.stringify(entry.payload),
        entry.summary,
        entry.enqueuedBy ?? null,
        at,
        at,
      );
      return { seq: Number(info.lastInsertRowid), result };
    })();
    const stored = this.mustGet(written.seq);
    // Inside a caller's transaction (a sale and its cash), the entry exists only once that commits: it is
    // announced (and so replayed) afterwards, and not at all if the caller's transaction rolled back.
    const announce = () => {
      if (!this.db.open) return;
      const committed = this.get(written.seq);
      if (!committed) return;
      this.emit('enqueued', committed);
      this.emitCounts();
    };
    if (this.db.inTransaction) setImmediate(announce);
    else announce();
    return { entry: stored, result: written.result };
  }

  /** Every entry, in replay order. */
  entries(): OutboxEntry[] {
    return (this.db.prepare('SELECT * FROM outbox ORDER BY seq').all() as OutboxRow[]).map(toOutboxEntry);
  }

  /** Entries the platform refused, for the associate to retry or discard. */
  failed(): OutboxEntry[] {
    return (
      this.db.prepare(`SELECT * FROM outbox WHERE state = 'failed' ORDER BY seq`).all() as OutboxRow[]
    ).map(toOutboxEntry);
  }

  get(seq: number): OutboxEntry | undefined {
    const row = this.db.prepare('SELECT * FROM outbox WHERE seq = ?').get(seq) as OutboxRow | undefined;
    return row ? toOutboxEntry(row) : undefined;
  }

  counts(): OutboxCounts {
    const row = this.db
      .prepare(
        `SELECT coalesce(sum(state = 'pending'), 0) AS pending, coalesce(sum(state = 'failed'), 0) AS failed FROM outbox`,
      )
      .get() as OutboxCounts;
    return { pending: row.pending, failed: row.failed };
  }

  /** Ordering keys of every entry still in the outbox, pending or refused. */
  keysInUse(): Set<string> {
    const rows = this.db.prepare('SELECT ordering_keys FROM outbox').pluck().all() as string[];
    return new Set(rows.flatMap((row) => JSON.parse(row) as string[]));
  }

  /**
   * Ordering keys of the entries still to be delivered (the sync leaves those orders as changed here). A
   * refused entry was never applied: its order follows the platform again while it waits.
   */
  keysAwaitingDelivery(): Set<string> {
    const rows = this.db
      .prepare(`SELECT ordering_keys FROM outbox WHERE state = 'pending'`)
      .pluck()
      .all() as string[];
    return new Set(rows.flatMap((row) => JSON.parse(row) as string[]));
  }

  /**
   * Changes the payload of an entry that was never sent: only to fill in what it waited for (a cash sale's
   * order_id once its sale is recorded), so that every send of the entry carries the same body.
   */
  rewritePayload(seq: number, payload: unknown): void {
    this.db
      .prepare('UPDATE outbox SET payload = ?, updated_at = ? WHERE seq = ? AND attempts = 0')
      .run(JSON.stringify(payload), this.now().toISOString(), seq);
  }

  /**
   * Removes an acknowledged entry and applies the platform's answer locally (`applyResult`) in one
   * transaction. Used by the replayer.
   */
  acknowledge(seq: number, result: unknown, applyResult: () => void): void {
    const entry = this.mustGet(seq);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM outbox WHERE seq = ?').run(seq);
      applyResult();
    })();
    this.emit('acknowledged', entry, result);
    this.emitCounts();
  }

  /** Parks a refused entry as failed with the platform's error (and the local consequence, in one transaction). */
  park(seq: number, failure: OutboxFailure, applyLocally: () => void = () => undefined): OutboxEntry {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE outbox SET state = 'failed', attempts = attempts + 1, last_error = ?, updated_at = ? WHERE seq = ?`,
        )
        .run(JSON.stringify(failure), failure.at, seq);
      applyLocally();
    })();
    const entry = this.mustGet(seq);
    this.emit('failed', entry);
    this.emitCounts();
    return entry;
  }

  /** Records an attempt that did not get through; the entry stays pending. */
  noteAttempt(seq: number, failure: OutboxFailure): OutboxEntry {
    this.db
      .prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, updated_at = ? WHERE seq = ?')
      .run(JSON.stringify(failure), failure.at, seq);
    const entry = this.mustGet(seq);
    this.emit('attemptFailed', entry);
    return entry;
  }

  /**
   * The associate asks to send a failed entry again (the host calls OutboxReplayer.retry, which adds the
   * entry kind's local consequence). A refusal is remembered by the platform under the
   * Idempotency-Key it answered, so a refused entry gets a fresh key (the refusal proves nothing was
   * applied; sales and cash transactions keep their external_id / transaction_id, which the platform
   * also deduplicates on).
   */
  retry(seq: number, applyLocally: () => void = () => undefined): OutboxEntry {
    const entry = this.mustGet(seq);
    if (entry.state !== 'failed') {
      throw new OutboxEntryStateError(
        seq,
        `Outbox entry ${seq} is ${entry.state}; only a failed entry can be retried.`,
      );
    }
    const key = entry.lastError?.kind === 'refused' ? newIdempotencyKey() : entry.idempotencyKey;
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE outbox SET state = 'pending', attempts = 0, idempotency_key = ?, updated_at = ? WHERE seq = ?`,
        )
        .run(key, this.now().toISOString(), seq);
      applyLocally();
    })();
    const retried = this.mustGet(seq);
    this.emit('retried', retried);
    this.emitCounts();
    return retried;
  }

  /**
   * The associate gives up a failed entry: it is deleted (with its local consequence) and never sent (the
   * host calls OutboxReplayer.discard, which adds the entry kind's local consequence).
   */
  discard(seq: number, applyLocally: () => void = () => undefined): OutboxEntry {
    const entry = this.mustGet(seq);
    if (entry.state !== 'failed') {
      throw new OutboxEntryStateError(
        seq,
        `Outbox entry ${seq} is ${entry.state}; only a failed entry can be discarded (a pending one is still being delivered).`,
      );
    }
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM outbox WHERE seq = ?').run(seq);
      applyLocally();
    })();
    this.emit('discarded', entry);
    this.emitCounts();
    return entry;
  }

  private mustGet(seq: number): OutboxEntry {
    const entry = this.get(seq);
    if (!entry) throw new OutboxEntryStateError(seq, `Outbox entry ${seq} does not exist.`);
    return entry;
  }

  private emitCounts(): void {
    this.emit('countsChanged', this.counts());
  }
}
