// What both engines' schemas must agree on, read from each engine's catalog into one comparable shape:
// tables and views, each column's kind, nullability and whether it is generated, primary and unique keys,
// foreign keys and indexes (by name, with their columns and whether they are partial).
import type Database from 'better-sqlite3';
import type pg from 'pg';

/** SQLite's declared types and PostgreSQL's types of the platform's schema, as one kind. */
export type ColumnKind = 'integer' | 'text' | 'real' | 'blob';

export interface ColumnShape {
  kind: ColumnKind | string;
  nullable: boolean;
  generated: boolean;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  /** 'primary (a, b)' and 'unique (c)' — constraints and unique indexes alike. */
  keys: string[];
  /** 'a -> other (b)'. */
  foreignKeys: string[];
  /** Name → '(a, b)', ' partial' appended when the index has a WHERE. */
  indexes: Record<string, string>;
}

export interface SchemaShape {
  tables: Record<string, TableShape>;
  views: string[];
}

const list = (columns: readonly string[]) => `(${columns.join(', ')})`;

const SQLITE_KINDS: Record<string, ColumnKind> = {
  INTEGER: 'integer',
  TEXT: 'text',
  REAL: 'real',
  BLOB: 'blob',
};

const POSTGRES_KINDS: Record<string, ColumnKind> = {
  bigint: 'integer',
  text: 'text',
  'double precision': 'real',
  bytea: 'blob',
};

/** The SQLite schema; `skip` names tables left out (FTS5 virtual tables and their shadow tables). */
export function sqliteSchemaShape(db: Database.Database, skip: (table: string) => boolean): SchemaShape {
  const objects = db
    .prepare(
      `SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'`,
    )
    .all() as Array<{ name: string; type: string }>;
  const tables: Record<string, TableShape> = {};
  for (const { name } of objects.filter((object) => object.type === 'table' && !skip(object.name))) {
    tables[name] = sqliteTableShape(db, name);
  }
  const views = objects.filter((object) => object.type === 'view').map((object) => object.name);
  return { tables, views: views.sort() };
}

function sqliteTableShape(db: Database.Database, table: string): TableShape {
  const columnRows = db.prepare(`SELECT * FROM pragma_table_xinfo(?)`).all(table) as Array<{
    name: string;
    type: string;
    notnull: number;
    pk: number;
    hidden: number;
  }>;
  const columns: Record<string, ColumnShape> = {};
  for (const column of columnRows) {
    columns[column.name] = {
      kind: SQLITE_KINDS[column.type.toUpperCase()] ?? column.type,
      // A primary key column holds no NULL in practice (SQLite's own rule allows it outside rowid keys).
      nullable: column.notnull === 0 && column.pk === 0,
      generated: column.hidden === 2 || column.hidden === 3,
    };
  }
  const primary = columnRows.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
  const keys = [`primary ${list(primary.map((column) => column.name))}`];
  const indexes: Record<string, string> = {};
  const indexRows = db.prepare(`SELECT * FROM pragma_index_list(?)`).all(table) as Array<{
    name: string;
    unique: number;
    origin: string;
    partial: number;
  }>;
  for (const index of indexRows) {
    const indexColumns = (
      db.prepare(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`).all(index.name) as Array<{
        name: string;
      }>
    ).map((column) => column.name);
    if (index.origin === 'u' || (index.unique === 1 && index.origin === 'c')) {
      keys.push(`unique ${list(indexColumns)}`);
    }
    if (index.origin === 'c') {
      indexes[index.name] = `${list(indexColumns)}${index.partial ? ' partial' : ''}`;
    }
  }
  const foreignKeys = (
    db.prepare(`SELECT * FROM pragma_foreign_key_list(?)`).all(table) as Array<{
      table: string;
      from: string;
      to: string;
    }>
  ).map((key) => `${key.from} -> ${key.table} (${key.to})`);
  return { columns, keys: keys.sort(), foreignKeys: foreignKeys.sort(), indexes };
}

/** The PostgreSQL schema of the connection's current schema; `skip` as for SQLite. */
export async function postgresSchemaShape(
  client: pg.Client,
  skip: (table: string) => boolean,
): Promise<SchemaShape> {
  const tables: Record<string, TableShape> = {};
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    is_generated: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, is_generated FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND table_name IN (SELECT table_name FROM information_schema.tables
                          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
     ORDER BY table_name, ordinal_position`,
  );
  for (const column of columns.rows) {
    if (skip(column.table_name)) continue;
    const table = (tables[column.table_name] ??= { columns: {}, keys: [], foreignKeys: [], indexes: {} });
    table.columns[column.column_name] = {
      kind: POSTGRES_KINDS[column.data_type] ?? column.data_type,
      nullable: column.is_nullable === 'YES',
      generated: column.is_generated === 'ALWAYS',
    };
  }
  for (const row of await postgresConstraints(client)) {
    const table = tables[row.table_name];
    if (!table) continue;
    if (row.kind === 'f') {
      table.foreignKeys.push(
        `${row.columns.join(', ')} -> ${row.foreign_table} (${row.foreign_columns.join(', ')})`,
      );
    } else {
      table.keys.push(`${row.kind === 'p' ? 'primary' : 'unique'} ${list(row.columns)}`);
    }
  }
  for (const row of await postgresIndexes(client)) {
    const table = tables[row.table_name];
    if (!table) continue;
    if (row.is_unique) table.keys.push(`unique ${list(row.columns)}`);
    table.indexes[row.index_name] = `${list(row.columns)}${row.is_partial ? ' partial' : ''}`;
  }
  for (const table of Object.values(tables)) {
    table.keys.sort();
    table.foreignKeys.sort();
  }
  const views = await client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.views WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return { tables, views: views.rows.map((row) => row.table_name) };
}

/** Primary, unique and foreign-key constraints with their columns in key order. */
async function postgresConstraints(client: pg.Client) {
  const result = await client.query<{
    table_name: string;
    kind: 'p' | 'u' | 'f';
    columns: string[];
    foreign_table: string | null;
    foreign_columns: string[];
  }>(
    `SELECT c.conrelid::regclass::text AS table_name, c.contype AS kind,
       ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
             JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n) AS columns,
       CASE WHEN c.contype = 'f' THEN c.confrelid::regclass::text END AS foreign_table,
       ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, n)
             JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.n) AS foreign_columns
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE n.nspname = current_schema() AND c.contype IN ('p', 'u', 'f')`,
  );
  return result.rows;
}

/**
 * Indexes made by CREATE INDEX (not those behind a primary key or unique constraint), by their key columns:
 * an INCLUDE column is payload PostgreSQL carries so that a walk need not read the table (SQLite's entries
 * carry the rowid for the same purpose), not part of the order both engines' queries rely on.
 */
async function postgresIndexes(client: pg.Client) {
  const result = await client.query<{
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_partial: boolean;
    columns: string[];
  }>(
    `SELECT t.relname::text AS table_name, i.relname::text AS index_name, x.indisunique AS is_unique,
       x.indpred IS NOT NULL AS is_partial,
       ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
             JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
             WHERE k.n <= x.indnkeyatts ORDER BY k.n) AS columns
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema()
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  return result.rows;
}
