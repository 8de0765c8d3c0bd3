import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformDatabase } from '../db/database';
import { ApiError } from './api-error';
import { IdempotencyKeyStore, type Reservation } from './idempotency-key-store';
import { requestFingerprint } from './request-fingerprint';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Idempotency-Key records, for a route's transaction to record its answer with its writes. */
    idempotencyKeys: IdempotencyKeyStore;
  }
  interface FastifyRequest {
    /**
     * Set while this request holds an Idempotency-Key whose answer is not recorded yet: a route's writes
     * record it in their own transaction (sendCommitted); any other answer is recorded as it is sent.
     */
    idempotencyReservation?: Reservation;
  }
}

const MAX_KEY_LENGTH = 255;
/** How long a repeat waits for the first request with its key (maybe on another process) to answer. */
export const WAIT_FOR_FIRST_ANSWER_MS = 5000;
const WAIT_STEP_MS = 25;

/**
 * `Idempotency-Key` on POSTs: a repeat with the same key and body gets the first answer again and changes
 * nothing; the same key with another body is 409 `idempotency_key_reused`. Keys are scoped to the caller
 * (the authenticated username), the method and the path: an answer is only ever replayed to the user it was
 * given to, so another caller's key runs as a new request under that caller's own rights. Public calls
 * (token, health) keep no record. Keys are stored in the database, so a retry after a restart, or sent to
 * another process on the same database, is still recognised; a repeat that arrives while the first request
 * runs waits for its answer (409 `idempotency_request_in_progress` if it takes longer). A route that writes
 * records its answer in the transaction of its writes (sendCommitted), so no crash leaves writes whose
 * answer a retry would not find; the answers left (refusals before any write) are recorded as they are sent.
 */
export function registerIdempotency(app: FastifyInstance, db: PlatformDatabase, now: () => Date): void {
  const keys = new IdempotencyKeyStore(db);
  // SQLite: one process owns the data folder and no request is running while it starts, so a reservation
  // still in progress was cut short by a crash (its answer never left): the client's retry must run again.
  // PostgreSQL: other processes' requests may be running; a reservation whose owner's database session has
  // ended (its process died) is taken over at once by the next request with its key.
  if (db.engine === 'sqlite') keys.releaseAll();
  app.decorate('idempotencyKeys', keys);

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
    const waitUntil = Date.now() + WAIT_FOR_FIRST_ANSWER_MS;
    for (;;) {
      const reserved = keys.reserve(scope, key, fingerprint, now());
      if (reserved) {
        request.idempotencyReservation = reserved;
        return;
      }
      const existing = keys.find(scope, key);
      // Released between the two statements (the first request failed): reserve it again.
      if (!existing) continue;
      // A reservation whose process died never answered: the key is free again, whatever body it had.
      const takenOver = keys.takeOverAbandoned(scope, key, existing, fingerprint, now());
      if (takenOver) {
        request.idempotencyReservation = takenOver;
        return;
      }
      if (existing.fingerprint !== fingerprint) {
        throw new ApiError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request body.',
        );
      }
      if (existing.state === 'done') {
        reply.header('idempotent-replayed', 'true');
        if (existing.content_type) reply.type(existing.content_type);
        return reply.code(existing.status).send(existing.body);
      }
      if (Date.now() >= waitUntil) {
        throw new ApiError(
          409,
          'idempotency_request_in_progress',
          'A request with this Idempotency-Key is still being processed; retry shortly.',
        );
      }
      // The first request is running (here or on another process): its answer is this one's.
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  });

  // Answers no route transaction recorded: a refusal before any write (4xx) is kept as it leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = request.idempotencyReservation;
    if (!reservation) return payload;
    request.idempotencyReservation = undefined;
    // A server fault is not an answer worth replaying: free the key so the client's retry runs again.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      keys.release(reservation);
    } else {
      const contentType = reply.getHeader('content-type');
      keys.complete(reservation, {
        status: reply.statusCode,
        contentType: contentType ? String(contentType) : null,
        body: payload,
      });
    }
    return payload;
  });
}
