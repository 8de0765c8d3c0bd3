import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openPlatformStorage,
  type PlatformDatabase,
  type PlatformStorage,
} from '../../../electron/platform/db/database';
import { createPlatform, type CreatePlatformOptions, type Platform } from '../../../electron/platform/server';
import { passwordToken } from '../../support/platform-token';
import { createTestPostgresDatabase, dropTestPostgresDatabase, testEngine } from './test-database';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestPlatform {
  platform: Platform;
  url: string;
  dataDir: string;
  /** The PostgreSQL database's URL when the tests run on PostgreSQL; absent on SQLite (the data folder). */
  database: string | undefined;
  /** A bearer token for one of the default users (admin, manager, associate) or any configured user. */
  tokenFor(username: string, password?: string): Promise<string>;
  /** JSON request as a client would send it; `token` may be a username of the default users. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { as?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string },
  ): Promise<ApiResponse<T>>;
  /** Stops the server, keeping the data folder (for restart tests). */
  stop(): Promise<void>;
  /** Stops the server and deletes its data folder (and its PostgreSQL database). */
  close(): Promise<void>;
}

/**
 * A real platform on 127.0.0.1 with a free port and a temporary data folder, on the engine under test
 * (test-database.ts): on PostgreSQL, a fresh database unless the folder already had one.
 */
export async function startTestPlatform(
  options: Partial<CreatePlatformOptions> & { dataDir?: string } = {},
): Promise<TestPlatform> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pos-platform-'));
  const database = options.database ?? (await testPlatformStorage(dataDir)).database;
  const platform = await createPlatform({ ...options, dataDir, ...(database ? { database } : {}) });
  const url = await platform.listen(0);
  const tokens = new Map<string, string>();
  let stopped = false;

  async function tokenFor(username: string, password = username): Promise<string> {
    const cached = tokens.get(username);
    if (cached) return cached;
    const token = await passwordToken(url, username, password);
    tokens.set(username, token);
    return token;
  }

  async function call<T>(
    method: string,
    path: string,
    callOptions: { as?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.as) headers.authorization = `Bearer ${await tokenFor(callOptions.as)}`;
    let body: string | undefined = callOptions.rawBody;
    if (callOptions.body !== undefined) {
      body = JSON.stringify(callOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text so the test can show it
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    await platform.close();
  }

  return {
    platform,
    url,
    dataDir,
    database,
    tokenFor,
    call,
    stop,
    async close() {
      await stop();
      await releaseTestPlatformStorage(dataDir);
    },
  };
}

/**
 * A connection to a test platform's database on its engine, to write what a crash or an older version left
 * there, or to look at what the platform stored; stop the platform first.
 */
export function openDatabaseOf(platform: PlatformStorage): PlatformDatabase {
  return openPlatformStorage({ dataDir: platform.dataDir, database: platform.database });
}

/**
 * On PostgreSQL, the database of each data folder a test platform used: a platform started again on the
 * same folder (a restart test) finds its data again, as it does on SQLite.
 */
const postgresDatabaseOf = new Map<string, string>();

/**
 * Where a platform on this data folder keeps its data on the engine under test: the folder alone on SQLite;
 * on PostgreSQL also the folder's database, created the first time. For platforms a test starts itself
 * (createPlatform, the CLI); release it with releaseTestPlatformStorage.
 */
export async function testPlatformStorage(dataDir: string): Promise<PlatformStorage> {
  if (testEngine() !== 'postgres') return { dataDir };
  let database = postgresDatabaseOf.get(dataDir);
  if (!database) {
    database = await createTestPostgresDatabase();
    postgresDatabaseOf.set(dataDir, database);
  }
  return { dataDir, database };
}

/** Deletes the data folder and, on PostgreSQL, its database. */
export async function releaseTestPlatformStorage(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const database = postgresDatabaseOf.get(dataDir);
  if (database) {
    postgresDatabaseOf.delete(dataDir);
    await dropTestPostgresDatabase(database);
  }
}
