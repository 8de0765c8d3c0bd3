import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformDatabase, type PlatformDatabase } from '../../../electron/platform/db/database';
import { cachedStatement } from '../../../electron/platform/db/statement-cache';

describe('cached statements', () => {
  let dir: string;
  let db: PlatformDatabase;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pos-statement-cache-'));
    db = openPlatformDatabase(dir);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles a statement once per connection and hands it back as a fresh one would be', () => {
    const sql = 'SELECT name, value FROM settings WHERE name = ?';
    db.prepare('INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?)').run('pace', '"1"', 'now');
    const first = cachedStatement(db, sql);
    expect(cachedStatement(db, sql)).toBe(first);
    // A caller that plucked it leaves nothing behind for the next caller.
    expect(first.pluck().get('pace')).toBe('pace');
    expect(cachedStatement(db, sql).get('pace')).toEqual({ name: 'pace', value: '"1"' });

    const other = mkdtempSync(join(tmpdir(), 'pos-statement-cache-other-'));
    const otherDb = openPlatformDatabase(other);
    try {
      expect(cachedStatement(otherDb, sql)).not.toBe(first);
      expect(cachedStatement(otherDb, sql).get('pace')).toBeUndefined();
    } finally {
      otherDb.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
