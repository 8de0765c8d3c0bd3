// Several platform processes (the CLI, each its own OS process) on one PostgreSQL database, as a store runs
// them behind one address. Each process gets a data folder of its own; the database is shared.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatformProcess, type PlatformProcess } from '../../core/platform-cli';
import { setUpBerlinTenant, startPickupPlatform } from '../../pickup/pickup-tenant';
import type { TestPlatform } from '../../support/platform-fixture';
import { createTestPostgresDatabase, dropTestPostgresDatabase } from '../../support/test-database';

export interface SharedDatabase {
  url: string;
  /** A platform process on the database, with a data folder of its own (`args` added to the command). */
  start(args?: string[], env?: NodeJS.ProcessEnv): Promise<PlatformProcess>;
  /** Kills every process still running, then drops the database and the data folders. */
  close(): Promise<void>;
}

/** A database for several processes: migrated, or `empty` for the first processes to migrate. */
export async function sharedTestDatabase(options: { empty?: boolean } = {}): Promise<SharedDatabase> {
  const url = await createTestPostgresDatabase(options);
  const folders: string[] = [];
  const running: PlatformProcess[] = [];
  return {
    url,
    async start(args = [], env = process.env) {
      const folder = mkdtempSync(join(tmpdir(), 'pos-platform-process-'));
      folders.push(folder);
      const started = await startPlatformProcess(
        ['--port', '0', '--data', folder, '--database', url, ...args],
        60_000,
        env,
      );
      running.push(started);
      return started;
    },
    async close() {
      for (const platform of running) await platform.stop('SIGKILL');
      await dropTestPostgresDatabase(url);
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface Answer<T> {
  status: number;
  body: T;
  /** The body as it came, byte for byte (decoded as UTF-8). */
  text: string;
  headers: IncomingHttpHeaders;
}

/**
 * One HTTP request on a connection of its own (no keep-alive), so that a request never rides on a
 * connection that a killed process held: what it shows is whether the address answers now.
 */
export function requestOnce<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text so the test can show it
          }
          resolve({ status: response.statusCode ?? 0, body: body as T, text, headers: response.headers });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * An in-process platform on the shared database that sets the tenant up as the other tests do (stores,
 * pickup configuration, stock through an import); stop it before the processes under test start, unless
 * it is meant to be one of them.
 */
export async function setUpPickupTenantOn(
  database: SharedDatabase,
  gracePeriodSeconds: number,
  stock: Record<string, Record<string, number>>,
): Promise<TestPlatform> {
  const setup = await startPickupPlatform({ database: database.url });
  await setUpBerlinTenant(setup, gracePeriodSeconds, stock);
  return setup;
}
