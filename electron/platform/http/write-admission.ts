import type { FastifyInstance } from 'fastify';
import type { WriteGate } from '../db/write-gate';
import { ApiError } from './api-error';

/** Methods that only read: they never wait for the gate (WAL reads the last committed state). */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a client answered 503 `busy` is told to wait before it sends the change again (seconds). */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Every request that may write passes the write gate before anything else runs: while an import applies on
 * its worker thread, it waits (asynchronously, a bounded time) instead of holding the request thread.
 */
export function registerWriteAdmission(app: FastifyInstance, gate: WriteGate): void {
  app.addHook('onRequest', async (request, reply) => {
    if (READING_METHODS.has(request.method)) return;
    try {
      const leave = await gate.enter();
      // 'close' comes once the answer is sent or the connection is gone, whatever happened in between.
      reply.raw.once('close', leave);
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      }
      throw error;
    }
  });
}
