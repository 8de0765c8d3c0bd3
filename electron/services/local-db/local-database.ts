// The workstation's SQLite file in the app's data folder. WAL lets the UI read while sync writes;
// synchronous=FULL makes every committed transaction (a sale and its outbox entry) survive a power cut.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sqliteOpenOptions } from '../../common/sqlite-binding';
import { LOCAL_MIGRATIONS, type LocalMigration } from './migrations';

export type LocalDatabase = Database.Database;

export const LOCAL_DB_FILE = 'associate-pos.sqlite';

/** Opens (creating if needed) the local database in `dataDir` and brings its schema up to date. */
export function openLocalDatabase(dataDir: string, fileName = LOCAL_DB_FILE): LocalDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, fileName), sqliteOpenOptions());
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateLocalDatabase(db);
  return db;
}

/** Applies every migration newer than the file's user_version, each in its own transaction. */
export function migrateLocalDatabase(
  db: LocalDatabase,
  migrations: readonly LocalMigration[] = LOCAL_MIGRATIONS,
): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const newest = migrations.at(-1)?.version ?? 0;
  if (current > newest) {
    throw new Error(
      `The local database is at schema version ${current}, newer than this app knows (${newest}); update the app.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
