import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../../electron/platform/db/postgres/postgres-database';
import { asSqlitePlatformDatabase, type PlatformDatabase } from '../../../electron/platform/db/sql-database';
import { sqlInJsonList, sqlJsonList, sqlJsonText } from '../../../electron/platform/db/sql-dialect';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';

let cluster: PostgresCluster;
const engines: Record<string, PlatformDatabase> = {};

beforeAll(async () => {
  cluster = await startPostgresCluster();
  engines.sqlite = asSqlitePlatformDatabase(new Database(':memory:'));
  engines.postgres = new PostgresDatabase(cluster.url('postgres'));
});

afterAll(async () => {
  for (const db of Object.values(engines)) db.close();
  await cluster?.stop();
});

describe.each(['sqlite', 'postgres'])('SQL spelled for %s', (engine) => {
  it('binds a list of any length as one JSON parameter', () => {
    const db = engines[engine]!;
    const sql = `SELECT value FROM (${sqlJsonList(db, '?')}) AS listed ORDER BY value`;
    expect(
      db
        .prepare(sql)
        .pluck()
        .all(JSON.stringify(['b', 'a', 'é'])),
    ).toEqual(['a', 'b', 'é']);
    expect(db.prepare(sql).pluck().all('[]')).toEqual([]);
  });

  it('keeps the rows whose column is one of a JSON list of texts', () => {
    const db = engines[engine]!;
    const sql = `SELECT name FROM (SELECT 'a' AS name UNION ALL SELECT 'b' UNION ALL SELECT 'é') AS named
                  WHERE ${sqlInJsonList(db, 'named.name', '?')} ORDER BY name`;
    expect(
      db
        .prepare(sql)
        .pluck()
        .all(JSON.stringify(['é', 'a', 'z'])),
    ).toEqual(['a', 'é']);
    expect(db.prepare(sql).pluck().all('[]')).toEqual([]);
  });

  it('reads the text at a key of a JSON column, NULL when absent', () => {
    const db = engines[engine]!;
    const row = db
      .prepare(
        `SELECT ${sqlJsonText(db, 'data', 'title')} AS title, ${sqlJsonText(db, 'data', 'none')} AS none
                FROM (SELECT ? AS data) AS product`,
      )
      .get(JSON.stringify({ title: 'Bougie « Sauge »' }));
    expect(row).toEqual({ title: 'Bougie « Sauge »', none: null });
  });

  it('refuses a key that is not a plain name (the SQL is built from it)', () => {
    expect(() => sqlJsonText(engines[engine]!, 'data', "x') OR 1=1 --")).toThrow(
      'Not a plain JSON member name',
    );
  });
});
