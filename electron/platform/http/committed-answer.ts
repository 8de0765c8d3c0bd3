// How every POST that writes answers: its writes and its answer commit together. The answer of a request
// with an Idempotency-Key is recorded by the transaction of the writes it reports, so a process dying at any
// point leaves either nothing (the client's retry runs for the first time) or the writes with their answer
// (the retry gets that answer replayed): never writes a retry would not find, and make again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformDatabase } from '../db/database';
import { runAgainOnUniqueViolation } from '../db/run-again-on-unique-violation';
import { ApiError } from './api-error';

/** What Fastify names a JSON answer: the one content type a replay sends again. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The refusal of a request whose key another request took over: nothing of it was written, and the key's
 * answer is that request's. `idempotency_request_in_progress` is what a client already retries on (the
 * desktop's outbox keeps the change and sends it again), and its retry gets that answer once it is kept.
 */
function keyTakenOver(key: string): ApiError {
  return new ApiError(
    409,
    'idempotency_request_in_progress',
    `Another request with the Idempotency-Key '${key}' took it over while this one ran; nothing was ` +
      'changed. Retry shortly to get its answer.',
  );
}

/** A route's answer: its status and the value sent as JSON. */
export interface RouteAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `write` (the route's reads and writes; it may open transactions of its own, which nest) in one
 * database transaction and sends its answer. The answer's bytes are made inside the transaction, and its
 * last statement records them under the request's Idempotency-Key when it holds one; what is sent is
 * exactly what was recorded. A refusal `write` throws rolls everything back and is answered as any error
 * (a 4xx then recorded as it is sent). When another request took the key over meanwhile, the writes roll
 * back too and this one is refused (409 `idempotency_request_in_progress`), recording nothing. Like every
 * create-unless-it-exists transaction, it runs once more when another process inserted the same id
 * meanwhile (runAgainOnUniqueViolation).
 */
export function sendCommitted(
  db: PlatformDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  write: () => RouteAnswer,
): FastifyReply {
  const reservation = request.idempotencyReservation;
  const answer = runAgainOnUniqueViolation(
    db.transaction(() => {
      const { status, body } = write();
      const sent = { status, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(body) };
      if (reservation && !request.server.idempotencyKeys.complete(reservation, sent)) {
        // Taken over by a retry (this request outlived the reservation): that request's answer is the
        // key's, so these writes must not stay beside it, and the key's record is no longer this
        // request's to keep an answer in or to free (onSend leaves it alone).
        request.idempotencyReservation = undefined;
        throw keyTakenOver(reservation.key);
      }
      return sent;
    }),
  );
  // Recorded with the writes: nothing is left for the answer's way out.
  request.idempotencyReservation = undefined;
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
}
