// How every POST that writes answers: its writes and its answer commit together. The answer of a request
// with an Idempotency-Key is recorded by the transaction of the writes it reports, so a process dying at any
// point leaves either nothing (the client's retry runs for the first time) or the writes with their answer
// (the retry gets that answer replayed): never writes a retry would not find, and make again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformDatabase } from '../db/database';
import { runAgainOnUniqueViolation } from '../db/run-again-on-unique-violation';

/** What Fastify names a JSON answer: the one content type a replay sends again. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

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
 * (a 4xx then recorded as it is sent). Like every create-unless-it-exists transaction, it runs once more
 * when another process inserted the same id meanwhile (runAgainOnUniqueViolation).
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
        // key's, so these writes must not stay beside it.
        throw new Error(`The Idempotency-Key '${reservation.key}' was taken over by another request.`);
      }
      return sent;
    }),
  );
  // Recorded with the writes: nothing is left for the answer's way out.
  request.idempotencyReservation = undefined;
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
}
