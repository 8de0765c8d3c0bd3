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
