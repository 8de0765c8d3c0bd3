import { describe, expect, it } from 'vitest';
import { bindValues, translatePlaceholders } from '../../../electron/platform/db/postgres/sql-placeholders';

describe('SQLite parameter markers rewritten for PostgreSQL', () => {
  it('numbers positional markers in order', () => {
    const sql = translatePlaceholders('SELECT * FROM t WHERE a = ? AND b IN (?, ?)');
    expect(sql.text).toBe('SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)');
    expect(bindValues(sql, ['x', 1, 2])).toEqual(['x', 1, 2]);
  });

  it('gives a named parameter used twice one number, bound from the object', () => {
    const sql = translatePlaceholders('UPDATE t SET a = @a, b = :b WHERE a <> @a AND c = $c');
    expect(sql.text).toBe('UPDATE t SET a = $1, b = $2 WHERE a <> $1 AND c = $3');
    expect(bindValues(sql, [{ a: 'A', b: null, c: 3 }])).toEqual(['A', null, 3]);
  });

  it('leaves quoted text, quoted names, comments, casts and operators alone', () => {
    const source = `SELECT 'it''s ? @no', "odd?name", x::json, d @> '{}', v @@ q -- what? @x\n FROM t /* ? */ WHERE y = ?`;
    const sql = translatePlaceholders(source);
    expect(sql.text).toBe(
      `SELECT 'it''s ? @no', "odd?name", x::json, d @> '{}', v @@ q -- what? @x\n FROM t /* ? */ WHERE y = $1`,
    );
    expect(sql.parameters).toEqual([{ position: 0 }]);
  });

  it('refuses too few or too many values, and a missing named one, as better-sqlite3 does', () => {
    const positional = translatePlaceholders('SELECT ? + ?');
    expect(() => bindValues(positional, [1])).toThrow('Too few parameter values');
    expect(() => bindValues(positional, [1, 2, 3])).toThrow('Too many parameter values');
    expect(() => bindValues(translatePlaceholders('SELECT @shop'), [{ store: 'x' }])).toThrow(
      'Missing named parameter "shop"',
    );
  });

  it('stores a bigint as its digits and undefined as NULL', () => {
    const sql = translatePlaceholders('VALUES (?, ?)');
    expect(bindValues(sql, [12345678901234567890n, undefined])).toEqual(['12345678901234567890', null]);
  });
});
