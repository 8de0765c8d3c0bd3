import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sqliteOpenOptions } from '../../common/sqlite-binding';
import { MIGRATIONS } from './migrations';

export type PlatformDatabase = Database.Database;

export const PLATFORM_DB_FILE = 'platform.sqlite';

/**
 * Opens (creating if needed) the platform's SQLite file in `dataDir` and brings its schema up to date.
 * WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged write durable,
 * even if the process is killed right after answering.
 */
export function openPlatformDatabase(dataDir: string): PlatformDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, PLATFORM_DB_FILE), sqliteOpenOptions());
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache (negative = KiB): catalog listings and pickup searches over large tenants stay in memory.
  db.pragma('cache_size = -65536');
  migrate(db);
  return db;
}

/** Applies every migration newer than the file's `user_version`, each in its own transaction. */
export function migrate(db: PlatformDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
