// Opens the platform's PostgreSQL database: checks that it sorts text as SQLite does, then brings its schema
// up to date. Several platform processes may start at once on one database: an advisory lock makes the
// first one migrate while the others wait, then find nothing left to do.
import type { Migration } from '../migrations';
import { PostgresDatabase, type PostgresDatabaseOptions } from './postgres-database';

/** Key of the advisory lock held while migrating (any constant both processes agree on). */
const MIGRATION_LOCK_KEY = 7_402_117;

export function openPostgresPlatformDatabase(
  url: string,
  migrations: readonly Migration[],
  options: PostgresDatabaseOptions = {},
): PostgresDatabase {
  const db = new PostgresDatabase(url, options);
  try {
    requireByteOrderCollation(db);
    migratePostgres(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Keyset pagination, search order and every id comparison assume text sorts byte by byte (SQLite's BINARY):
 * a database created with a language collation would page through products in another order than it sorts.
 */
function requireByteOrderCollation(db: PostgresDatabase): void {
  const collation = db
    .prepare<[], string>('SELECT datcollate FROM pg_database WHERE datname = current_database()')
    .pluck()
    .get();
  if (collation !== 'C' && collation !== 'POSIX') {
    throw new Error(
      `The PostgreSQL database uses the collation "${collation}"; the platform needs "C" (byte order). ` +
        "Create it with: CREATE DATABASE platform TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C' ENCODING 'UTF8'",
    );
  }
}

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export function migratePostgres(db: PostgresDatabase, migrations: readonly Migration[]): void {
  db.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version BIGINT PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const current =
      db.prepare<[], number>('SELECT COALESCE(MAX(version), 0) FROM schema_migrations').pluck().get() ?? 0;
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      db.transaction(() => {
        db.exec(migration.sql);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      })();
    }
  } finally {
    db.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
