// Several platform processes started at once on a new, empty PostgreSQL database: one of them migrates while
// the others wait (an advisory lock), each schema version is applied once, and every process then serves.
// (SQLite's counterpart: one process per data folder, its user_version.)
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_MIGRATIONS } from '../../../electron/platform/db/postgres/migrations';
import { signIn } from '../core/platform-cli';
import { openDatabaseOf } from '../support/platform-fixture';
import { requestOnce, sharedTestDatabase, type SharedDatabase } from './support/shared-database';

describe('processes starting together on an empty database', () => {
  let database: SharedDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('apply each migration once, then all of them serve the same data', async () => {
    database = await sharedTestDatabase({ empty: true });
    const processes = await Promise.all([database.start(), database.start(), database.start()]);

    const db = openDatabaseOf({ dataDir: '', database: database.url });
    try {
      const applied = db
        .prepare<[], { version: number; name: string }>(
          'SELECT version, name FROM schema_migrations ORDER BY version',
        )
        .all();
      expect(applied).toEqual(POSTGRES_MIGRATIONS.map(({ version, name }) => ({ version, name })));
    } finally {
      db.close();
    }

    const token = await signIn(processes[0]!.url, 'admin');
    const store = {
      store_id: 'mtl',
      shop: 'ca',
      label: 'Montréal',
      timezone: 'America/Toronto',
      physical_address: { address_line_1: '1 rue Sainte-Catherine', city: 'Montréal', country_code: 'CA' },
    };
    expect(
      (await requestOnce(processes[0]!.url, 'POST', '/v0/d/stores', { token, body: store })).status,
    ).toBe(201);
    for (const platform of processes) {
      const read = await requestOnce<{ label: string }>(platform.url, 'GET', '/v0/d/stores/mtl', {
        token: await signIn(platform.url, 'manager'),
      });
      expect(read.status).toBe(200);
      expect(read.body.label).toBe('Montréal');
    }
  }, 180_000);
});
