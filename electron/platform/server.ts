import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { StaffPins } from './auth/staff-pins';
import { TokenStore } from './auth/token-store';
import { DEFAULT_USERS, UserDirectory, type UserRecord } from './auth/user-directory';
import { Lifecycle, PlatformEvents, type PlatformContext, type PlatformOptions } from './context';
import { openPlatformStorage, PLATFORM_WAL_FILE, type PlatformDatabase } from './db/database';
import { sqliteConnection } from './db/sql-database';
import { DURABLE_ON_COMMIT, DurableCommits } from './db/durable-commits';
import { lockDataFolder } from './db/data-folder-lock';
import { SettingsRepository } from './db/settings-repository';
import { STORED_SETTING_RULES } from './config/stored-setting-rules';
import { WriteGate } from './db/write-gate';
import { registerWriteAdmission } from './http/write-admission';
import { registerErrorHandling } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { answerClientError, frameworkErrorAnswer, MAX_PATH_PARAMETER_LENGTH } from './http/framework-errors';
import { inputProblemError, jsonInputProblem, registerRequestInputChecks } from './http/input-limits';
import { ApiError } from './http/api-error';
import { registerBearerAuthentication } from './http/bearer-authentication';
import { parseFormBody } from './http/form-body';
import { PLATFORM_ROUTES } from './routes';

/**
 * Largest JSON body by default: a pickup configuration for thousands of stores runs to a few MB
 * (10,000 stores ≈ 1.6 MB), so 1 MiB would refuse a real tenant's configuration.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface CreatePlatformOptions extends PlatformOptions {
  /** Users; the loopback defaults (admin, manager, associate) when absent. */
  users?: UserRecord[] | UserDirectory;
  /** The clock; tests may move it. */
  now?: () => Date;
  /** Log requests to stdout (the CLI does). */
  logger?: boolean;
}

export interface Platform {
  app: FastifyInstance;
  context: PlatformContext;
  /** Every route the server registered (`HEAD` twins of `GET` routes included), as Fastify saw them. */
  routes: readonly RegisteredRoute[];
  /** Listens on 127.0.0.1 (port 0 picks a free one) and starts background work; returns the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** A route as registered: its method, its path template and its own handler (tests read how it answers). */
export interface RegisteredRoute {
  method: string;
  url: string;
  handler: (...args: never[]) => unknown;
}

export async function createPlatform(options: CreatePlatformOptions): Promise<Platform> {
  const now = options.now ?? (() => new Date());
  const storage = openStorage(options);
  const users =
    options.users instanceof UserDirectory
      ? options.users
      : new UserDirectory(options.users ?? DEFAULT_USERS);
  // Warnings go to the server's log once it exists (a setting is first read by a request).
  const context = createContext(options, storage.db, now, users, (message) => app.log.warn(message));

  // Every route registered, as Fastify sees it (the router's errors name parameters from it; tests probe it).
  const routes: RegisteredRoute[] = [];
  const app = createServer(options, routes);
  app.addHook('onRoute', ({ method, url, handler }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, handler });
  });
  registerErrorHandling(app);
  registerBodyParsers(app);
  registerRequestInputChecks(app);
  registerWriteAdmission(app, context.writeGate);
  registerBearerAuthentication(app, context.tokens, users);

  registerIdempotency(app, storage.db, now);
  // After the idempotency hook (it records the answers no route transaction recorded): no answer leaves
  // before the commits it may show, its own included, are on disk. A read waits only when something was
  // written since the last flush.
  app.addHook('onSend', async (_request, _reply, payload) => {
    await context.durability.durable();
    return payload;
  });
  for (const register of PLATFORM_ROUTES) register(app, context);
  return runningPlatform(app, context, routes, storage);
}

/** The data folder, held by this process alone, and its database open. */
interface PlatformStorage {
  db: PlatformDatabase;
  folderLock: ReturnType<typeof lockDataFolder>;
}

function openStorage(options: CreatePlatformOptions): PlatformStorage {
  // Before anything reads the folder: a second platform on it says who holds it and stops here.
  const folderLock = lockDataFolder(options.dataDir);
  try {
    return { db: openPlatformStorage(options), folderLock };
  } catch (error) {
    folderLock.release();
    throw error;
  }
}

function createContext(
  options: CreatePlatformOptions,
  db: PlatformDatabase,
  now: () => Date,
  users: UserDirectory,
  warn: (message: string) => void,
): PlatformContext {
  const sqlite = sqliteConnection(db);
  return {
    db,
    durability: sqlite
      ? new DurableCommits(sqlite, join(options.dataDir, PLATFORM_WAL_FILE))
      : DURABLE_ON_COMMIT,
    now,
    settings: new SettingsRepository(db, now, STORED_SETTING_RULES, warn),
    users,
    tokens: new TokenStore(db, now, options.tokenTtlSeconds),
    pins: new StaffPins(db, now),
    events: new PlatformEvents(),
    lifecycle: new Lifecycle(),
    writeGate: new WriteGate(options.writeWaitMs),
    options,
  };
}

function createServer(
  options: CreatePlatformOptions,
  routes: Array<{ method: string; url: string }>,
): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Prototype-poisoning bodies are refused rather than silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors raised before a route runs answer in the contract's error body too.
    maxParamLength: MAX_PATH_PARAMETER_LENGTH,
    frameworkErrors: frameworkErrorAnswer(routes),
    clientErrorHandler: answerClientError,
  });
}

/** Background work runs between listen and close; closing always lets the data folder go. */
function runningPlatform(
  app: FastifyInstance,
  context: PlatformContext,
  routes: readonly RegisteredRoute[],
  storage: PlatformStorage,
): Platform {
  let started = false;
  return {
    app,
    context,
    routes,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      await context.lifecycle.start();
      started = true;
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('The platform server has no TCP address.');
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${shownHost}:${address.port}`;
    },
    async close() {
      try {
        if (started) await context.lifecycle.stop();
        await app.close();
        storage.db.close();
      } finally {
        storage.folderLock.release();
      }
    },
  };
}

/** JSON (an empty body reads as no body, for actions that take none) and form-encoded for the token call. */
function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Depth, text length and well-formed text are checked right after parsing, before anything walks the body.
  const defaultJson: typeof parseJson = (request, body, done) =>
    parseJson(request, body, (error, parsed) => {
      if (error) return done(error, undefined);
      const problem = jsonInputProblem(parsed);
      return problem ? done(inputProblemError(problem), undefined) : done(null, parsed);
    });
  // Only JSON and forms are spoken; anything else (text/plain included) is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return defaultJson(request, String(body), done);
  });
  // The contract's PATCH calls are JSON merge patches: RFC 7396 clients send them in their own media type.
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method !== 'PATCH') {
      return done(
        new ApiError(415, 'unsupported_media_type', 'Unsupported Content-Type: send application/json.'),
        undefined,
      );
    }
    return defaultJson(request, String(body), done);
  });
  // Only the token call takes a form (the contract); anywhere else a form is the wrong content type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (request.routeOptions.url !== '/v0/token') {
        return done(
          new ApiError(415, 'unsupported_media_type', 'Unsupported Content-Type: send application/json.'),
          undefined,
        );
      }
      try {
        return done(null, parseFormBody(String(body)));
      } catch (error) {
        return done(error as Error, undefined);
      }
    },
  );
}
