// Which engine the platform tests run on, and a fresh platform database on it. `PLATFORM_TEST_ENGINE=postgres`
// runs them on the PostgreSQL cluster the global setup started (test/support/postgres-global-setup.ts); unset,
// on SQLite in a temporary folder, as the platform runs by default.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  connectPlatformStorage,
  openPlatformStorage,
  type PlatformDatabase,
  type PlatformStorage,
} from '../../../electron/platform/db/database';

export type TestEngine = 'sqlite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = process.env.PLATFORM_TEST_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') {
    throw new Error(`PLATFORM_TEST_ENGINE must be "sqlite" or "postgres" (got "${engine}")`);
  }
  return engine;
}

/**
 * A new PostgreSQL database of the run's cluster, migrated (a copy of the template); its URL. `empty`: a
 * database as an operator creates it for the platform (C collation, no tables), for the first start to migrate.
 */
export async function createTestPostgresDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const { adminUrl, databaseUrlPrefix, templateDatabase } = inject('postgres');
  // Unique across the run's worker processes; PostgreSQL names are at most 63 bytes.
  const name = `platform_${process.pid}_${randomBytes(6).toString('hex')}`;
  // The cluster was made with the C locale, so template0 gives the collation the platform needs.
  const template = options.empty ? 'template0' : templateDatabase;
  await onAdminConnection(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return `${databaseUrlPrefix}${name}`;
}

/** Drops a database made by createTestPostgresDatabase, closing any session still on it. */
export async function dropTestPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onAdminConnection(inject('postgres').adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

async function onAdminConnection(url: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client(url);
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  db: PlatformDatabase;
  /** Another connection to the same database, as a restarted platform would open (closed by close()). */
  connect(): PlatformDatabase;
  /** Closes the connections and deletes the database. */
  close(): Promise<void>;
}

/** A platform database with no server around it, migrated and empty, on the engine under test. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const postgres = testEngine() === 'postgres';
  // On PostgreSQL the data folder stays empty: the database holds everything these connections touch.
  const storage: PlatformStorage = {
    dataDir: mkdtempSync(join(tmpdir(), 'pos-platform-db-')),
    ...(postgres ? { database: await createTestPostgresDatabase() } : {}),
  };
  const connections = [openPlatformStorage(storage)];
  return {
    db: connections[0] as PlatformDatabase,
    connect() {
      const connection = connectPlatformStorage(storage);
      connections.push(connection);
      return connection;
    },
    async close() {
      for (const connection of connections) if (connection.open) connection.close();
      if (storage.database) await dropTestPostgresDatabase(storage.database);
      rmSync(storage.dataDir, { recursive: true, force: true });
    },
  };
}
