// The Idempotency-Key records (table idempotency_keys). The database is the arbiter, not the process: a key is
// reserved by inserting its row, which the primary key lets only one request do, whichever process of those
// sharing the database it reached. The row names the database session of the process running the request
// (owner, PostgreSQL): once that session has ended (its process died), the key is free again at once.
import type { PlatformDatabase } from '../db/database';
import { sqlSessionEnded, sqlSessionName } from '../db/sql-dialect';

/**
 * How long a reservation that names no owner (SQLite; a row from before owners were kept) may stay in
 * progress before it counts as abandoned and a retry runs the request again. Longer than any request runs:
 * a write waits at most 30 s for an import, and a statement that ran 120 s would have failed (the request
 * answered 500, the key freed).
 */
export const ABANDONED_RESERVATION_MS = 3 * 60_000;

export interface KeyRecord {
  fingerprint: string;
  state: 'in_progress' | 'done';
  status: number;
  content_type: string | null;
  body: string;
  created_at: string;
  /** The database session of the process running the request (PostgreSQL), while in progress. */
  owner: string | null;
}

/** An answer as it left: replayed byte for byte to a repeat of its request. */
export interface KeptAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** A key this request reserved: `reservedAt` tells its reservation from a later one that took it over. */
export interface Reservation {
  scope: string;
  key: string;
  reservedAt: string;
}

export class IdempotencyKeyStore {
  private readonly statements;

  constructor(db: PlatformDatabase) {
    this.statements = {
      find: db.prepare(
        `SELECT fingerprint, state, status, content_type, body, created_at, owner FROM idempotency_keys
         WHERE scope = ? AND key = ?`,
      ),
      reserve: db.prepare(
        `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at, owner)
         VALUES (?, ?, ?, 'in_progress', ?, ${sqlSessionName(db)}) ON CONFLICT DO NOTHING`,
      ),
      takeOver: db.prepare(
        `UPDATE idempotency_keys SET fingerprint = ?, created_at = ?, owner = ${sqlSessionName(db)}
         WHERE scope = ? AND key = ? AND state = 'in_progress' AND created_at = ?
           AND (created_at < ? OR ${sqlSessionEnded(db, 'owner')})`,
      ),
      complete: db.prepare(
        `UPDATE idempotency_keys SET state = 'done', status = ?, content_type = ?, body = ?
         WHERE scope = ? AND key = ? AND state = 'in_progress' AND created_at = ?`,
      ),
      release: db.prepare(
        `DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND state = 'in_progress' AND created_at = ?`,
      ),
      releaseAll: db.prepare(`DELETE FROM idempotency_keys WHERE state = 'in_progress'`),
    };
  }

  find(scope: string, key: string): KeyRecord | undefined {
    return this.statements.find.get(scope, key) as KeyRecord | undefined;
  }

  /** Reserves the key for a request; undefined when a record of it exists (the caller reads it). */
  reserve(scope: string, key: string, fingerprint: string, at: Date): Reservation | undefined {
    const reservedAt = at.toISOString();
    return this.statements.reserve.run(scope, key, fingerprint, reservedAt).changes === 1
      ? { scope, key, reservedAt }
      : undefined;
  }

  /**
   * Takes over a reservation its request never finished (its process died: its owner's session has ended,
   * or without an owner, it is older than ABANDONED_RESERVATION_MS): only this caller wins it, since the
   * update matches the reservation as it was read. Undefined when it is not abandoned or someone else won.
   */
  takeOverAbandoned(
    scope: string,
    key: string,
    record: KeyRecord,
    fingerprint: string,
    at: Date,
  ): Reservation | undefined {
    if (record.state !== 'in_progress') return undefined;
    const abandonedBefore = new Date(at.getTime() - ABANDONED_RESERVATION_MS).toISOString();
    // Without an owner only age tells: no need to ask the database before then.
    if (record.owner === null && record.created_at >= abandonedBefore) return undefined;
    const reservedAt = at.toISOString();
    const { changes } = this.statements.takeOver.run(
      fingerprint,
      reservedAt,
      scope,
      key,
      record.created_at,
      abandonedBefore,
    );
    return changes === 1 ? { scope, key, reservedAt } : undefined;
  }

  /**
   * Keeps the answer for replay; false when the reservation was taken over meanwhile (the key now belongs
   * to another request, whose answer will be kept instead).
   */
  complete(reservation: Reservation, answer: KeptAnswer): boolean {
    const { scope, key, reservedAt } = reservation;
    return (
      this.statements.complete.run(answer.status, answer.contentType, answer.body, scope, key, reservedAt)
        .changes === 1
    );
  }

  /** Frees the key so that a retry runs again. */
  release(reservation: Reservation): void {
    this.statements.release.run(reservation.scope, reservation.key, reservation.reservedAt);
  }

  /** Frees every reservation in progress: only when no request of any process can be running (SQLite's start). */
  releaseAll(): void {
    this.statements.releaseAll.run();
  }
}
