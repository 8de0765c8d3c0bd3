// The PostgreSQL engine behind the platform's synchronous database interface, on a real PostgreSQL server:
// rows read as SQLite gives them, transactions all or nothing, a conflicting transaction run again, and the
// errors an operator or a repository relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase, PostgresError } from '../../../electron/platform/db/postgres/postgres-database';
import { openPostgresPlatformDatabase } from '../../../electron/platform/db/postgres/postgres-schema';
import { isUniqueViolation } from '../../../electron/platform/db/sql-database';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';

let cluster: PostgresCluster;
let admin: PostgresDatabase;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = new PostgresDatabase(cluster.url('postgres'));
  admin.exec('CREATE DATABASE driver');
});

afterAll(async () => {
  admin?.close();
  await cluster?.stop();
});

function connect(): PostgresDatabase {
  return new PostgresDatabase(cluster.url('driver'));
}

describe('PostgreSQL behind the platform database interface', () => {
  it('reads integers, sums, booleans and bytes as SQLite hands them to the platform', () => {
    const db = connect();
    try {
      db.exec('CREATE TABLE amounts (id BIGINT PRIMARY KEY, minor BIGINT NOT NULL, note TEXT, raw BYTEA)');
      const insert = db.prepare('INSERT INTO amounts (id, minor, note, raw) VALUES (?, ?, ?, ?)');
      insert.run(1, 9_007_199_254_740_000, 'big', Buffer.from([1, 2]));
      insert.run(2, 991, null, null);
      expect(db.prepare('SELECT minor, note, raw FROM amounts WHERE id = ?').get(1)).toEqual({
        minor: 9_007_199_254_740_000,
        note: 'big',
        raw: Buffer.from([1, 2]),
      });
      expect(
        db.prepare('SELECT SUM(minor) AS total, COUNT(*) AS n, 1 = 1 AS yes FROM amounts').get(),
      ).toEqual({
        total: 9_007_199_254_740_991,
        n: 2,
        yes: 1,
      });
      expect(db.prepare('SELECT id, minor FROM amounts ORDER BY id').raw().all()).toEqual([
        [1, 9_007_199_254_740_000],
        [2, 991],
      ]);
      expect(db.prepare('UPDATE amounts SET note = ? WHERE minor < ?').run('small', 1000).changes).toBe(1);
      expect(() => insert.run(3, 1, null, null).lastInsertRowid).toThrow('RETURNING id');
    } finally {
      db.close();
    }
  });

  it('refuses an integer or a sum past what a JS number holds exactly, rather than rounding it', () => {
    const db = connect();
    try {
      db.exec('CREATE TABLE big_amounts (minor BIGINT NOT NULL)');
      db.prepare('INSERT INTO big_amounts (minor) VALUES (?), (?)').run(9_007_199_254_740_000, 992);
      // 9 007 199 254 740 992 is 2^53: a JS number would read 2^53 + 1 as it, silently.
      expect(() => db.prepare('SELECT SUM(minor) FROM big_amounts').pluck().get()).toThrow(/exact/);
      expect(() => db.prepare("SELECT '9007199254740993'::bigint").pluck().get()).toThrow(/exact/);
      // Still as SQLite hands them: the largest exact integer, and a fraction (an average).
      expect(db.prepare("SELECT '9007199254740991'::bigint").pluck().get()).toBe(9_007_199_254_740_991);
      expect(db.prepare('SELECT AVG(x) FROM (VALUES (1), (2)) AS t(x)').pluck().get()).toBe(1.5);
      // The connection is still usable after the refusal.
      expect(db.prepare('SELECT COUNT(*) FROM big_amounts').pluck().get()).toBe(2);
    } finally {
      db.close();
    }
  });

  it('fails the commit of a transaction whose failed statement was caught, instead of losing it quietly', () => {
    const db = connect();
    try {
      db.exec('CREATE TABLE tallies (name TEXT PRIMARY KEY, n BIGINT NOT NULL)');
      const add = db.prepare('INSERT INTO tallies (name, n) VALUES (?, ?)');
      expect(() =>
        db.transaction(() => {
          add.run('first', 1);
          // A caller used to SQLite, where a failed statement leaves the transaction usable.
          expect(() => add.run('first', 2)).toThrow(/duplicate key/);
        })(),
      ).toThrow(/rolled back instead of committed/);
      expect(db.prepare('SELECT COUNT(*) FROM tallies').pluck().get()).toBe(0);
      // The connection takes the next transaction as usual.
      db.transaction(() => add.run('second', 1))();
      expect(db.prepare('SELECT name FROM tallies').pluck().all()).toEqual(['second']);
    } finally {
      db.close();
    }
  });

  it('commits a transaction whole or not at all, and rolls a failed nested one back to its savepoint', () => {
    const db = connect();
    try {
      db.exec('CREATE TABLE lines (sku TEXT PRIMARY KEY, qty BIGINT NOT NULL)');
      const add = db.prepare('INSERT INTO lines (sku, qty) VALUES (?, ?)');
      const count = db.prepare('SELECT COUNT(*) FROM lines').pluck();
      expect(() =>
        db.transaction(() => {
          add.run('A', 1);
          add.run('A', 2);
        })(),
      ).toThrow(/duplicate key/);
      expect(count.get()).toBe(0);

      db.transaction(() => {
        add.run('B', 1);
        expect(() => db.transaction(() => add.run('B', 2))()).toThrow(PostgresError);
        add.run('C', 1);
      })();
      expect(db.prepare('SELECT sku FROM lines ORDER BY sku').pluck().all()).toEqual(['B', 'C']);
    } finally {
      db.close();
    }
  });

  it('opens every transaction SERIALIZABLE from its first statement, a nested one too; an empty one is harmless', () => {
    const db = connect();
    try {
      const isolation = db.prepare("SELECT current_setting('transaction_isolation')").pluck();
      expect(db.transaction(() => isolation.get())()).toBe('serializable');
      expect(isolation.get()).toBe('read committed');
      expect(db.transaction(() => db.transaction(() => isolation.get())())()).toBe('serializable');
      expect(db.transaction(() => 'nothing read')()).toBe('nothing read');
      expect(() =>
        db.transaction(() => {
          throw new Error('refused before any statement');
        })(),
      ).toThrow('refused before any statement');
      expect(isolation.get()).toBe('read committed');
    } finally {
      db.close();
    }
  });

  it('runs a transaction again when a concurrent commit made it unserializable, so no update is lost', () => {
    const db = connect();
    const other = connect();
    try {
      db.exec(
        "CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL); INSERT INTO counters VALUES ('till', 10)",
      );
      let attempts = 0;
      const increment = db.transaction(() => {
        attempts += 1;
        const value = db.prepare("SELECT value FROM counters WHERE name = 'till'").pluck().get() as number;
        // Another process commits its own increment after this transaction read the counter.
        if (attempts === 1) other.prepare("UPDATE counters SET value = value + 5 WHERE name = 'till'").run();
        db.prepare("UPDATE counters SET value = ? WHERE name = 'till'").run(value + 1);
      });
      increment();
      expect(attempts).toBe(2);
      expect(db.prepare("SELECT value FROM counters WHERE name = 'till'").pluck().get()).toBe(16);
    } finally {
      db.close();
      other.close();
    }
  });

  it('names a unique violation as such, whichever engine raised it', () => {
    const db = connect();
    try {
      db.exec('CREATE TABLE ids (id TEXT PRIMARY KEY)');
      db.prepare('INSERT INTO ids VALUES (?)').run('x');
      let caught: unknown;
      try {
        db.prepare('INSERT INTO ids VALUES (?)').run('x');
      } catch (error) {
        caught = error;
      }
      expect(isUniqueViolation(caught)).toBe(true);
      expect((caught as PostgresError).constraint).toBe('ids_pkey');
    } finally {
      db.close();
    }
  });

  it('plans each execution with its values and never compiles with JIT (a listing page took 0.5 s)', () => {
    const db = connect();
    try {
      expect(db.prepare('SHOW jit').pluck().get()).toBe('off');
      expect(db.prepare('SHOW plan_cache_mode').pluck().get()).toBe('force_custom_plan');
    } finally {
      db.close();
    }
  });

  it('stops a statement that runs past the time limit and keeps the connection usable', () => {
    const db = new PostgresDatabase(cluster.url('driver'), { statementTimeoutMs: 200 });
    try {
      expect(() => db.prepare('SELECT pg_sleep(5)').get()).toThrow(
        expect.objectContaining({ code: '57014', message: expect.stringContaining('statement timeout') }),
      );
      expect(db.prepare('SELECT 1 + 1').pluck().get()).toBe(2);
    } finally {
      db.close();
    }
  });

  it('says which server could not be reached, without its password', () => {
    expect(() => new PostgresDatabase(`postgres://postgres:s3cret@127.0.0.1:1/driver`)).toThrow(
      /Could not connect to PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/driver: .*ECONNREFUSED/,
    );
  });

  it('refuses a database that does not sort text byte by byte, and says how to create one that does', () => {
    admin.exec("CREATE DATABASE utf8_sorted TEMPLATE template0 LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'");
    expect(() => openPostgresPlatformDatabase(cluster.url('utf8_sorted'), [])).toThrow(
      /uses the collation "C\.UTF-8"; the platform needs "C".*LC_COLLATE 'C'/,
    );
  });

  it('applies each migration once, however many times the platform starts', () => {
    admin.exec('CREATE DATABASE migrated');
    const migrations = [
      { version: 1, name: 'first', sql: 'CREATE TABLE first (id BIGINT)' },
      { version: 2, name: 'second', sql: 'CREATE TABLE second (id BIGINT)' },
    ];
    openPostgresPlatformDatabase(cluster.url('migrated'), migrations.slice(0, 1)).close();
    const db = openPostgresPlatformDatabase(cluster.url('migrated'), migrations);
    try {
      expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').raw().all()).toEqual([
        [1, 'first'],
        [2, 'second'],
      ]);
    } finally {
      db.close();
    }
  });
});
