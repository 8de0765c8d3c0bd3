import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sqliteOpenOptions } from '../../common/sqlite-binding';
import { MIGRATIONS } from './migrations';
import { POSTGRES_MIGRATIONS } from './postgres/migrations';
import { openPostgresPlatformDatabase } from './postgres/postgres-schema';
import { redactedUrl } from './postgres/redacted-url';
import { asSqlitePlatformDatabase, type PlatformDatabase, type SqlitePlatformDatabase } from './sql-database';

export type { PlatformDatabase, SqlitePlatformDatabase } from './sql-database';

export const PLATFORM_DB_FILE = 'platform.sqlite';
/** The write-ahead log SQLite keeps beside it (WAL mode), which DurableCommits flushes. */
export const PLATFORM_WAL_FILE = `${PLATFORM_DB_FILE}-wal`;

/**
 * Opens (creating if needed) the platform's SQLite file in `dataDir` and brings its schema up to date.
 * WAL lets readers run beside the writer. synchronous=NORMAL: a commit writes the WAL without flushing it;
 * DurableCommits flushes it off the event loop, one flush for every commit made meanwhile, before any answer
 * or event that could show a commit leaves the process — every acknowledged write is on disk, as with FULL,
 * without each commit holding the whole process for the disk.
 */
export function openPlatformDatabase(dataDir: string): SqlitePlatformDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = connectPlatformDatabase(dataDir);
  migrate(db);
  return db;
}

/**
 * One more connection to a platform's SQLite file, already created and migrated (the import worker's, on
 * its own thread), with the same pragmas as the platform's own connection.
 */
export function connectPlatformDatabase(dataDir: string): SqlitePlatformDatabase {
  const db = asSqlitePlatformDatabase(new Database(join(dataDir, PLATFORM_DB_FILE), sqliteOpenOptions()));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache (negative = KiB): catalog listings and pickup searches over large tenants stay in memory.
  db.pragma('cache_size = -65536');
  return db;
}

/** Applies every migration newer than the file's `user_version`, each in its own transaction. */
export function migrate(db: SqlitePlatformDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}

/** Where the platform keeps its data: a `postgres://` URL, or SQLite in the data folder when there is none. */
export interface PlatformStorage {
  dataDir: string;
  /** `postgres://user:password@host:port/database`; absent: SQLite (the embedded engine). */
  database?: string | undefined;
}

/** The platform's database on the chosen engine, created and migrated as needed. */
export function openPlatformStorage(storage: PlatformStorage): PlatformDatabase {
  if (storage.database === undefined) return openPlatformDatabase(storage.dataDir);
  if (!/^postgres(ql)?:\/\//.test(storage.database)) {
    throw new Error(
      `--database must be a postgres:// URL (got "${redactedUrl(storage.database)}"); leave it out for SQLite`,
    );
  }
  return openPostgresPlatformDatabase(storage.database, POSTGRES_MIGRATIONS);
}

/**
 * One more connection to the same database (the import worker's, on its own thread): SQLite's file in the
 * data folder, or the PostgreSQL database, already migrated.
 */
export function connectPlatformStorage(storage: PlatformStorage): PlatformDatabase {
  return storage.database === undefined
    ? connectPlatformDatabase(storage.dataDir)
    : openPostgresPlatformDatabase(storage.database, []);
}
