// The platform keeps one schema on two engines: SQLite's migrations and PostgreSQL's must end at the same
// tables, columns (kind, nullability, generated), keys, foreign keys and indexes, or code written and tested
// on one engine breaks on the other. A schema change added to one list only fails here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformDatabase, type SqlitePlatformDatabase } from '../../../electron/platform/db/database';
import { POSTGRES_MIGRATIONS } from '../../../electron/platform/db/postgres/migrations';
import { openPostgresPlatformDatabase } from '../../../electron/platform/db/postgres/postgres-schema';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';
import { postgresSchemaShape, sqliteSchemaShape } from '../support/schema-shape';

// Text search is the one table each engine builds its own way (FTS5 on SQLite, tsvector on PostgreSQL).
const SEARCH_TABLE = 'product_search';
// PostgreSQL's record of applied migrations (SQLite keeps the version in user_version).
const MIGRATIONS_TABLE = 'schema_migrations';

describe('the schema on SQLite and on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let client: pg.Client;
  let sqlite: SqlitePlatformDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pos-schema-parity-'));
    sqlite = openPlatformDatabase(dataDir);
    cluster = await startPostgresCluster();
    // Migrated as the platform migrates it, then read over a plain connection.
    openPostgresPlatformDatabase(cluster.url('postgres'), POSTGRES_MIGRATIONS).close();
    client = new pg.Client(cluster.url('postgres'));
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await cluster?.stop();
    sqlite?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('numbers the PostgreSQL migrations 1, 2, 3 … in the order they run', () => {
    expect(POSTGRES_MIGRATIONS.map((migration) => migration.version)).toEqual(
      POSTGRES_MIGRATIONS.map((_migration, index) => index + 1),
    );
  });

  it('has the same tables, columns, keys, foreign keys, indexes and views on both engines', async () => {
    const sqliteShape = sqliteSchemaShape(
      sqlite,
      (table) => table === SEARCH_TABLE || table.startsWith(`${SEARCH_TABLE}_`),
    );
    const postgresShape = await postgresSchemaShape(
      client,
      (table) => table === SEARCH_TABLE || table === MIGRATIONS_TABLE,
    );

    expect(Object.keys(sqliteShape.tables)).toEqual(
      expect.arrayContaining(['orders', 'products', 'store_events']),
    );
    expect(Object.keys(postgresShape.tables).sort()).toEqual(Object.keys(sqliteShape.tables).sort());
    for (const [name, table] of Object.entries(sqliteShape.tables)) {
      expect({ table: name, ...postgresShape.tables[name] }).toEqual({ table: name, ...table });
    }
    expect(postgresShape.views).toEqual(sqliteShape.views);
  });

  it('keeps the product search text by product row on both, in FTS5 and in a GIN-indexed tsvector', async () => {
    const searchSql = sqlite
      .prepare('SELECT sql FROM sqlite_schema WHERE name = ?')
      .pluck()
      .get(SEARCH_TABLE) as string;
    expect(searchSql).toMatch(/USING fts5/i);
    expect(sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(SEARCH_TABLE)).toEqual([
      'text',
    ]);

    const postgresShape = await postgresSchemaShape(client, (table) => table !== SEARCH_TABLE);
    expect(postgresShape.tables[SEARCH_TABLE]).toEqual({
      columns: {
        rowid: { kind: 'integer', nullable: false, generated: false },
        text: { kind: 'text', nullable: false, generated: false },
        lexemes: { kind: 'tsvector', nullable: true, generated: true },
      },
      keys: ['primary (rowid)'],
      foreignKeys: [],
      indexes: { product_search_lexemes: '(lexemes)' },
    });
    const { rows } = await client.query<{ method: string }>(
      `SELECT am.amname AS method FROM pg_class i JOIN pg_am am ON am.oid = i.relam WHERE i.relname = $1`,
      ['product_search_lexemes'],
    );
    expect(rows).toEqual([{ method: 'gin' }]);
  });
});
