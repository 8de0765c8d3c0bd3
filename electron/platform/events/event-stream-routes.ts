import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformUser } from '../auth/user-directory';
import type { PlatformContext } from '../context';
import { STORE_EVENTS_CHANNEL } from '../db/postgres/migrations/001-baseline';
import { PostgresListener } from '../db/postgres/postgres-listener';
import { ApiError } from '../http/api-error';
import { requireRole, requireStoreAccess } from '../http/request-auth';
import { EventTail, eventFrame } from './event-tail';
import { StoreEventLog, type EventScope } from './store-event-log';

/** Defaults of the stream's timings and limits (PlatformOptions may change them). */
export const EVENT_STREAM_DEFAULTS = {
  /** A comment line this often keeps proxies from closing an idle stream and re-checks the token. */
  heartbeatMs: 15_000,
  /**
   * How often the log is read for changes written outside an HTTP request (scheduler, other processes). On
   * PostgreSQL, other processes' events are read as soon as their commit is notified; polling is the fallback.
   */
  pollMs: 250,
  /** A longer backlog after Last-Event-ID is not replayed: the client reads the changed lists instead. */
  maxBacklog: 10_000,
  /** What EventSource clients wait before reconnecting (the `retry` field). */
  retryMs: 2_000,
};

/** How a process's connection listening for store events shows in pg_stat_activity. */
export const EVENTS_LISTENER_NAME = 'associate-pos platform: store events';

/** A stream whose client reads slower than this much unsent data is dropped; it reconnects and resumes. */
const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
const REPLAY_PAGE = 1000;

/**
 * GET /v0/d/events (contract: Events stream): Server-Sent Events of the store events log, resumable with
 * Last-Event-ID, limited to the stores the caller may see.
 */
export function registerStoreEvents(app: FastifyInstance, ctx: PlatformContext): void {
  const log = new StoreEventLog(ctx.db);
  const timing = { ...EVENT_STREAM_DEFAULTS, ...ctx.options.eventStream };
  const tail = new EventTail(
    log,
    timing.pollMs,
    (error) => app.log.error({ err: error }, 'reading the store events log failed'),
    () => ctx.durability.durable(),
  );
  const open = new Set<() => void>();

  // A write answered by this process is streamed at once rather than at the next poll.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') tail.nudge();
  });
  // So is one committed by another process sharing the PostgreSQL database.
  listenForOtherProcesses(app, ctx, tail);
  app.addHook('preClose', async () => {
    tail.stopPolling();
    for (const end of [...open]) end();
  });

  app.get('/v0/d/events', async (request, reply) => {
    const user = requireRole(request, 'associate');
    const scope = scopeOf(user, readStoreId(request));
    const lastId = readLastEventId(request);
    const token = bearerToken(request);
    // The backlog is read from the log below, in the same turn as the last check: what it shows is on disk
    // unless writes kept landing during ten flushes in a row (then at most the last few ms of them are not).
    for (let tries = 0; tries < 10 && ctx.durability.pending; tries += 1) await ctx.durability.durable();

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${timing.retryMs}\n\n`);

    // Backlog and subscription in one synchronous turn: the tail cannot move in between.
    const head = tail.head();
    if (lastId !== undefined && lastId > head) {
      raw.write(resetFrame('unknown_event_id', head));
    } else if (lastId !== undefined && log.countBetween(lastId, head) > timing.maxBacklog) {
      raw.write(resetFrame('backlog_too_long', head));
    } else {
      for (let after = lastId ?? head; after < head;) {
        const page = log.visibleBetween(scope, after, head, REPLAY_PAGE);
        for (const event of page) raw.write(eventFrame(event));
        after = page.length < REPLAY_PAGE ? head : page[page.length - 1]!.id;
      }
    }
    raw.write(`event: stream.ready\ndata: {"latest_event_id":${head}}\n\n`);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      open.delete(end);
      raw.end();
    };
    const unsubscribe = tail.subscribe({
      scope,
      deliver(frames) {
        if (ended) return;
        if (raw.writableLength > MAX_UNSENT_BYTES) {
          raw.destroy();
          return;
        }
        raw.write(frames.join(''));
      },
    });
    const heartbeat = setInterval(() => {
      // A token that expired (or was revoked) ends the stream; the client signs in again and resumes.
      if (typeof ctx.tokens.resolve(token) !== 'object') end();
      else raw.write(': keep-alive\n\n');
    }, timing.heartbeatMs);
    open.add(end);
    raw.on('close', end);
  });
}

/** On PostgreSQL, every commit that appended events notifies (store_events_append): read the log at once. */
function listenForOtherProcesses(app: FastifyInstance, ctx: PlatformContext, tail: EventTail): void {
  if (ctx.db.engine !== 'postgres' || ctx.options.database === undefined) return;
  const listener = new PostgresListener({
    url: ctx.options.database,
    channel: STORE_EVENTS_CHANNEL,
    applicationName: EVENTS_LISTENER_NAME,
    onWake: () => tail.nudge(),
    onError: (error) =>
      app.log.warn({ err: error }, 'listening for store events failed; reconnecting, polling meanwhile'),
  });
  ctx.lifecycle.onStart(() => listener.start());
  ctx.lifecycle.onStop(() => listener.close());
}

function resetFrame(reason: 'backlog_too_long' | 'unknown_event_id', head: number): string {
  return `id: ${head}\nevent: stream.reset\ndata: {"reason":"${reason}","latest_event_id":${head}}\n\n`;
}

function scopeOf(user: PlatformUser, storeId: string | undefined): EventScope {
  if (storeId !== undefined) {
    requireStoreAccess(user, storeId);
    return { allStores: false, storeIds: [storeId] };
  }
  return user.store_ids.length === 0 ? { allStores: true } : { allStores: false, storeIds: user.store_ids };
}

function readStoreId(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown>).store_id;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.trim() !== value) {
    throw new ApiError(400, 'invalid_request', "Query parameter 'store_id' must be one store id.", [
      { path: 'store_id', message: 'must be one non-empty store id' },
    ]);
  }
  return value;
}

/** The id to resume after: the Last-Event-ID header (what EventSource sends) or the `after` query parameter. */
function readLastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown>).after;
  const [name, value] = header !== undefined ? ['Last-Event-ID', header] : ['after', query];
  if (value === undefined || value === '') return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ApiError(
      400,
      'invalid_request',
      `${name} must be an event id (a whole number), got '${text}'.`,
      [{ path: name, message: 'must be a whole number' }],
    );
  }
  return Number(text);
}

function bearerToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}
