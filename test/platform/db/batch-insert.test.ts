// Multi-row inserts (db/batch-insert.ts) on the engine under test: every row written once, whatever the
// count against the chunk size; a key written twice keeps its last row, as one statement per row would;
// what RETURNING gives reaches the caller for every row; a multi-row UPDATE (db/batch-statement.ts) writes
// only the rows that differ.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchInsert } from '../../../electron/platform/db/batch-insert';
import { BatchStatement } from '../../../electron/platform/db/batch-statement';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

describe('batch insert', () => {
  let database: TestDatabase;
  let db: PlatformDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    db.exec('CREATE TABLE batch_rows (name TEXT PRIMARY KEY, amount BIGINT NOT NULL, note TEXT)');
  });

  afterAll(async () => {
    await database?.close();
  });

  const rowsOf = () =>
    db.prepare('SELECT name, amount, note FROM batch_rows ORDER BY name').raw().all() as Array<
      [string, number, string | null]
    >;

  it('writes every row, in full chunks and a rest of any size', () => {
    for (const count of [0, 1, 7, 500, 1_234]) {
      db.exec('DELETE FROM batch_rows');
      const insert = new BatchInsert<[string, number, string | null]>(db, {
        into: 'batch_rows (name, amount, note)',
        columns: 3,
      });
      const expected = Array.from({ length: count }, (_, n) => {
        const row: [string, number, string | null] = [
          `row-${String(n).padStart(5, '0')}`,
          n,
          n % 2 ? null : 'é',
        ];
        insert.add(row);
        return row;
      });
      insert.flush();
      expect(rowsOf(), `${count} rows`).toEqual(expected);
    }
  });

  it('keeps the last row of a key added twice before it was written, as an upsert per row would', () => {
    db.exec('DELETE FROM batch_rows');
    db.prepare("INSERT INTO batch_rows (name, amount, note) VALUES ('kept', 1, 'before')").run();
    const upsert = new BatchInsert<[string, number, string | null]>(db, {
      into: 'batch_rows (name, amount, note)',
      columns: 3,
      then: 'ON CONFLICT (name) DO UPDATE SET amount = excluded.amount, note = excluded.note',
      key: ([name]) => name,
    });
    upsert.add(['kept', 2, 'first']);
    upsert.add(['new', 5, null]);
    upsert.add(['kept', 3, 'last']);
    upsert.flush();
    expect(rowsOf()).toEqual([
      ['kept', 3, 'last'],
      ['new', 5, null],
    ]);
  });

  it('hands over what RETURNING gives for every row', () => {
    db.exec('DELETE FROM batch_rows');
    const returned: unknown[][] = [];
    const insert = new BatchInsert<[string, number, null]>(db, {
      into: 'batch_rows (name, amount, note)',
      columns: 3,
      then: 'RETURNING name, amount',
      returned: (rows) => returned.push(...rows),
    });
    for (let n = 0; n < 600; n += 1) insert.add([`r${n}`, n * 2, null]);
    insert.flush();
    expect(returned).toHaveLength(600);
    expect(new Map(returned as Array<[string, number]>).get('r599')).toBe(1_198);
  });

  it('updates only the rows whose values differ, in multi-row UPDATE … FROM (VALUES …), and names them', () => {
    db.exec('DELETE FROM batch_rows');
    const seed = new BatchInsert<[string, number, string]>(db, {
      into: 'batch_rows (name, amount, note)',
      columns: 3,
    });
    for (let n = 0; n < 700; n += 1) seed.add([`u${n}`, n, 'same']);
    seed.flush();
    const changed: string[] = [];
    const update = new BatchStatement<[string, number]>(db, {
      columns: 2,
      row: '(?, CAST(? AS BIGINT))',
      statement: (rows) =>
        `UPDATE batch_rows SET amount = given.column2, note = 'changed' FROM (VALUES ${rows}) AS given
          WHERE batch_rows.name = given.column1 AND batch_rows.amount <> given.column2
         RETURNING batch_rows.name`,
      returned: (rows) => changed.push(...rows.map(([name]) => name as string)),
    });
    // Every row given again, three of them with a new amount, across more than one statement.
    for (let n = 0; n < 700; n += 1) update.add([`u${n}`, n === 3 || n === 501 || n === 699 ? -n : n]);
    update.flush();
    expect(changed.sort()).toEqual(['u3', 'u501', 'u699']);
    const notes = db
      .prepare('SELECT name, amount FROM batch_rows WHERE note = ? ORDER BY name')
      .raw()
      .all('changed');
    expect(notes).toEqual([
      ['u3', -3],
      ['u501', -501],
      ['u699', -699],
    ]);
  });
});
