import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformDatabase } from '../db/database';
import { ApiError } from './api-error';
import { requestFingerprint } from './request-fingerprint';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request reserved an Idempotency-Key and its answer must be recorded. */
    idempotencyReservation?: { scope: string; key: string };
  }
}

const MAX_KEY_LENGTH = 255;

/**
 * `Idempotency-Key` on POSTs: a repeat with the same key and body gets the first answer again and changes
 * nothing; the same key with another body is 409 `idempotency_key_reused`. Keys are scoped to the caller
 * (the authenticated username), the method and the path: an answer is only ever replayed to the user it was
 * given to, so another caller's key runs as a new request under that caller's own rights. Public calls
 * (token, health) keep no record. Keys are stored in SQLite, so a retry after a restart is still recognised.
 */
export function registerIdempotency(app: FastifyInstance, db: PlatformDatabase, now: () => Date): void {
  const find = db.prepare(
    'SELECT fingerprint, state, status, content_type, body FROM idempotency_keys WHERE scope = ? AND key = ?',
  );
  const reserve = db.prepare(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at) VALUES (?, ?, ?, 'in_progress', ?)`,
  );
  const complete = db.prepare(
    `UPDATE idempotency_keys SET state = 'done', status = ?, content_type = ?, body = ? WHERE scope = ? AND key = ?`,
  );
  const release = db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND key = ?');
  // No request is running while the server starts: a reservation still in progress was cut short by a crash
  // (its answer never left), so the client's retry must run again instead of waiting forever.
  db.prepare(`DELETE FROM idempotency_keys WHERE state = 'in_progress'`).run();

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.user) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw new ApiError(
        400,
        'invalid_request',
        `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} characters.`,
        [{ path: 'Idempotency-Key', message: `must be 1 to ${MAX_KEY_LENGTH} characters` }],
      );
    }
    // JSON of the parts: no username, method or path can be crafted to collide with another's scope.
    const scope = JSON.stringify([request.user.username, request.method, request.url]);
    // Key order does not make another request: a client may serialise the same body differently on retry.
    const fingerprint = requestFingerprint(request.body ?? null);
    const existing = find.get(scope, key) as
      | { fingerprint: string; state: string; status: number; content_type: string | null; body: string }
      | undefined;
    if (!existing) {
      reserve.run(scope, key, fingerprint, now().toISOString());
      request.idempotencyReservation = { scope, key };
      return;
    }
    if (existing.fingerprint !== fingerprint) {
      throw new ApiError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request body.',
      );
    }
    if (existing.state !== 'done') {
      throw new ApiError(
        409,
        'idempotency_request_in_progress',
        'A request with this Idempotency-Key is still being processed; retry shortly.',
      );
    }
    reply.header('idempotent-replayed', 'true');
    if (existing.content_type) reply.type(existing.content_type);
    return reply.code(existing.status).send(existing.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = request.idempotencyReservation;
    if (!reservation) return payload;
    request.idempotencyReservation = undefined;
    // A server fault is not an answer worth replaying: free the key so the client's retry runs again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      release.run(reservation.scope, reservation.key);
    } else {
      const contentType = reply.getHeader('content-type');
      complete.run(
        reply.statusCode,
        contentType ? String(contentType) : null,
        payload,
        reservation.scope,
        reservation.key,
      );
    }
    return payload;
  });
}
