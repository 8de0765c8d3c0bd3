// The few SQL constructs SQLite and PostgreSQL spell differently, one small function each, so that a
// repository writes its statement once and names the construct instead of branching on the engine. Prefer
// SQL both engines read as it is (PG-DESIGN.md); add a function here only where they truly differ.
import type { PlatformDatabase } from './sql-database';

/**
 * The text at `key` (a top-level member) of the JSON object stored as text in `column`, or NULL:
 * SQLite `json_extract(column, '$.key')`, PostgreSQL `(column::jsonb ->> 'key')`. Only for a member whose
 * value is text (a number comes back as a number on SQLite and as its text on PostgreSQL).
 */
export function sqlJsonText(db: Pick<PlatformDatabase, 'engine'>, column: string, key: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`Not a plain JSON member name: "${key}"`);
  return db.engine === 'postgres' ? `(${column}::jsonb ->> '${key}')` : `json_extract(${column}, '$.${key}')`;
}

/**
 * A one-column set (`value`) of the texts in a JSON array bound as one parameter (`placeholder`, e.g. `?`),
 * for `x IN (…)`: SQLite `SELECT value FROM json_each(?)`, PostgreSQL `json_array_elements_text(?::json)`.
 */
export function sqlJsonList(db: Pick<PlatformDatabase, 'engine'>, placeholder: string): string {
  return db.engine === 'postgres'
    ? `SELECT value FROM json_array_elements_text(${placeholder}::json) AS list(value)`
    : `SELECT value FROM json_each(${placeholder})`;
}

/**
 * `column` is one of the texts of a JSON array bound at `placeholder`, in a form PostgreSQL reads as an index
 * condition: `column = ANY(ARRAY(SELECT json_array_elements_text(?::json)))` (the array is made once, and the
 * planner, which guesses 100 rows for a JSON set function and joins it by scanning the table, looks the
 * values up in the index instead); SQLite `column IN (SELECT value FROM json_each(?))`.
 */
export function sqlInJsonList(
  db: Pick<PlatformDatabase, 'engine'>,
  column: string,
  placeholder: string,
): string {
  return db.engine === 'postgres'
    ? `${column} = ANY(ARRAY(SELECT json_array_elements_text(${placeholder}::json)))`
    : `${column} IN (SELECT value FROM json_each(${placeholder}))`;
}

/**
 * SQLite's `INDEXED BY index` after a table name, where the planner must be held to one index (its cost
 * model misjudges these queries); nothing on PostgreSQL, which has no index hints.
 */
export function sqlIndexedBy(db: Pick<PlatformDatabase, 'engine'>, index: string): string {
  return db.engine === 'postgres' ? '' : `INDEXED BY ${index}`;
}

/**
 * A row lock that skips rows another transaction holds, after a SELECT that claims work (a job, a deadline):
 * PostgreSQL's `FOR UPDATE SKIP LOCKED`, so processes sharing the database each take other rows without
 * waiting; nothing on SQLite, where one writer at a time already makes the claim exclusive.
 */
export function sqlSkipLocked(db: Pick<PlatformDatabase, 'engine'>): string {
  return db.engine === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
}

/** A PostgreSQL session's name, unique over the cluster's life: its backend pid and when it started. */
const SESSION_NAME = (activity: string) =>
  `(${activity}.pid::text || '@' || extract(epoch FROM ${activity}.backend_start)::text)`;

/**
 * The name of this connection's database session, to mark work as this process's while it runs: on
 * PostgreSQL its backend pid and start time (a session ends when its process dies, its socket closed); NULL
 * on SQLite, where one process owns the database and its start frees what a dead one held.
 */
export function sqlSessionName(db: Pick<PlatformDatabase, 'engine'>): string {
  return db.engine === 'postgres'
    ? `(SELECT ${SESSION_NAME('self')} FROM pg_stat_activity AS self WHERE self.pid = pg_backend_pid())`
    : 'NULL';
}

/**
 * True when the session named in `column` (sqlSessionName) has ended: PostgreSQL looks for it among the
 * cluster's live sessions; false on SQLite, which names no session.
 */
export function sqlSessionEnded(db: Pick<PlatformDatabase, 'engine'>, column: string): string {
  return db.engine === 'postgres'
    ? `(${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pg_stat_activity AS live WHERE ${SESSION_NAME('live')} = ${column}))`
    : '(1 = 0)';
}
