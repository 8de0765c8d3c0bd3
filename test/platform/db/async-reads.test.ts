// The asynchronous reads of committed data (AsyncReads, sql-database.ts) on both engines: the repository's own
// statement, its parameters and its row shape, the same rows as its synchronous call; on PostgreSQL on the
// pool of the request's thread, which sees commits and refuses to run inside a transaction.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../../electron/platform/db/postgres/postgres-database';
import { asSqlitePlatformDatabase, type PlatformDatabase } from '../../../electron/platform/db/sql-database';
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

describe.each(['sqlite', 'postgres'])('asynchronous reads on %s', (engine) => {
  it('answer the rows the synchronous call answers, with named or positional values, plucked or whole', async () => {
    const db = engines[engine]!;
    const table = `tills_${engine}_${Math.random().toString(36).slice(2, 8)}`;
    db.exec(
      `CREATE TABLE ${table} (till TEXT PRIMARY KEY, store TEXT NOT NULL, opened_minor BIGINT NOT NULL)`,
    );
    const insert = db.prepare(`INSERT INTO ${table} (till, store, opened_minor) VALUES (?, ?, ?)`);
    insert.run('T1', 'nyc', 10_000);
    insert.run('T2', 'nyc', 25_050);
    insert.run('T3', 'bos', 0);

    const byStore = db.prepare(`SELECT till, opened_minor FROM ${table} WHERE store = :store ORDER BY till`);
    expect(await db.asyncReads.all(byStore, { store: 'nyc' })).toEqual([
      { till: 'T1', opened_minor: 10_000 },
      { till: 'T2', opened_minor: 25_050 },
    ]);
    expect(await db.asyncReads.all(byStore, { store: 'nyc' })).toEqual(byStore.all({ store: 'nyc' }));
    const opened = db.prepare(`SELECT sum(opened_minor) FROM ${table} WHERE store = ?`).pluck();
    expect(await db.asyncReads.get(opened, 'nyc')).toBe(35_050);
    expect(await db.asyncReads.get(byStore, { store: 'sfo' })).toBeUndefined();
    await expect(db.asyncReads.all(byStore)).rejects.toThrow(/missing named parameter/i);
  });

  it('shape the rows as the statement was set when called, though it is set otherwise meanwhile', async () => {
    const db = engines[engine]!;
    const shared = db.prepare('SELECT 7 AS answer').pluck();
    const pending = db.asyncReads.get(shared);
    shared.pluck(false);
    expect(await pending).toBe(7);
    expect(await db.asyncReads.get(shared)).toEqual({ answer: 7 });
  });
});

describe('asynchronous reads on PostgreSQL', () => {
  it('see what another connection committed, and are refused inside a transaction', async () => {
    const db = engines.postgres!;
    const writer = new PostgresDatabase(cluster.url('postgres'));
    try {
      db.exec('CREATE TABLE counted_drawers (drawer TEXT PRIMARY KEY)');
      const count = db.prepare('SELECT count(*) FROM counted_drawers').pluck();
      expect(await db.asyncReads.get(count)).toBe(0);
      writer.prepare('INSERT INTO counted_drawers (drawer) VALUES (?)').run('D1');
      expect(await db.asyncReads.get(count)).toBe(1);

      let inside: Promise<unknown> | undefined;
      db.transaction(() => {
        inside = db.asyncReads.get(count);
      })();
      await expect(inside).rejects.toThrow(/inside a transaction/);
    } finally {
      writer.close();
    }
  });
});
