// Each schema change has its own version: a migration that shares a number with another is skipped on every
// database that already ran the first (SQLite's user_version, PostgreSQL's schema_migrations say it is there).
// Parallel branches that each add "the next" migration meet here.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../electron/platform/db/migrations';
import { POSTGRES_MIGRATIONS } from '../../../electron/platform/db/postgres/migrations';
import { LOCAL_MIGRATIONS } from '../../../electron/services/local-db/migrations';

describe('migration versions', () => {
  it.each([
    ['platform (SQLite)', MIGRATIONS],
    ['platform (PostgreSQL)', POSTGRES_MIGRATIONS],
    ['workstation', LOCAL_MIGRATIONS],
  ] as const)('the %s database numbers its migrations 1, 2, 3 … in the order they run', (_name, list) => {
    expect(list.map((migration) => migration.version)).toEqual(list.map((_migration, index) => index + 1));
  });
});
