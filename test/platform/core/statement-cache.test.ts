import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { cachedStatement } from '../../../electron/platform/db/statement-cache';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

describe('cached statements', () => {
  let database: TestDatabase;
  let db: PlatformDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  it('compiles a statement once per connection and hands it back as a fresh one would be', async () => {
    const sql = 'SELECT name, value FROM settings WHERE name = ?';
    db.prepare('INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?)').run('pace', '"1"', 'now');
    const first = cachedStatement(db, sql);
    expect(cachedStatement(db, sql)).toBe(first);
    // A caller that plucked it leaves nothing behind for the next caller.
    expect(first.pluck().get('pace')).toBe('pace');
    expect(cachedStatement(db, sql).get('pace')).toEqual({ name: 'pace', value: '"1"' });

    const other = await openTestDatabase();
    try {
      expect(cachedStatement(other.db, sql)).not.toBe(first);
      expect(cachedStatement(other.db, sql).get('pace')).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
