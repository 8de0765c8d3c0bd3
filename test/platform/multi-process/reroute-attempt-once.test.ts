// Two platform processes on one PostgreSQL database fail the same try of a rerouting after an import at
// once: the try is counted once. The claim's row lock ends with the failed try's rollback, so the other
// process may claim and fail that same try before the first has counted it; the count moves only from the
// number each claimed, so the second finds it counted. (Counted twice, the rerouting would be given up
// after half its tries.)
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import type { ImportJob } from '../../../shared/contract/import-job';
import { signIn } from '../core/platform-cli';
import { orderChanges, startStockImport } from '../orders/reroute-steps';
import {
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';
import { openDatabaseOf, type TestPlatform } from '../support/platform-fixture';
import { requestOnce, sharedTestDatabase, type SharedDatabase } from './support/shared-database';

describe('a rerouting try failed by two processes at once', () => {
  let database: SharedDatabase | undefined;
  let setup: TestPlatform | undefined;
  let holder: PlatformDatabase | undefined;
  afterAll(async () => {
    holder?.close();
    await setup?.close();
    await database?.close();
    await closeArchives();
  });

  const triesCounted = (db: PlatformDatabase, importId: string) =>
    db
      .prepare<[string], number>('SELECT attempts FROM pending_reroutes WHERE import_id = ?')
      .pluck()
      .get(importId);
  /** Sessions waiting for a lock on pending_reroutes (to count a failed try). */
  const waitingToCount = (db: PlatformDatabase) =>
    db
      .prepare<[], number>(
        `SELECT count(*) FROM pg_locks WHERE NOT granted AND relation = 'pending_reroutes'::regclass`,
      )
      .pluck()
      .get();

  it('counts it once', async () => {
    database = await sharedTestDatabase();
    // An availability import whose rerouting failed its first try (every change to an order fails), its
    // next try not due for a long while on this platform, which then stops.
    setup = await startPickupPlatform({ database: database.url, rerouteRetryMs: 600_000 });
    await setUpBerlinTenant(setup, 1, { spandau: { tee: 0 } });
    const order = await placePickupOrder(setup, 'web-reroute-once', 'spandau', [
      { product_id: 'tee', quantity: 1 },
    ]);
    await waitForStatus(setup, order.order_id, 'on_hold');
    orderChanges(setup, 'refuse');
    const importId = await startStockImport(setup, [{ store_id: 'spandau', product_id: 'tee', quantity: 3 }]);
    holder = openDatabaseOf({ dataDir: setup.dataDir, database: database.url });
    const db = holder;
    await vi.waitFor(() => expect(triesCounted(db, importId)).toBe(1), { timeout: 60_000, interval: 100 });
    await setup.stop();

    // Its pause is over. The test holds the table against the counting of a failed try (SHARE lets the
    // claims through, not the counts' UPDATE), so both processes fail the second try before either counts it.
    db.exec('UPDATE pending_reroutes SET retry_at = NULL');
    db.exec('BEGIN');
    db.exec('LOCK TABLE pending_reroutes IN SHARE MODE');
    // Each process tries due reroutings as its scheduler starts, before it listens.
    const starting = [database.start(), database.start()];
    await vi.waitFor(() => expect(waitingToCount(db)).toBe(2), { timeout: 120_000, interval: 100 });
    db.exec('ROLLBACK');
    const processes = await Promise.all(starting);

    await vi.waitFor(() => expect(waitingToCount(db)).toBe(0), { timeout: 30_000, interval: 50 });
    expect(triesCounted(db, importId)).toBe(2);
    // Still to be tried again: the job reads applying on both processes, the order stays on hold.
    for (const platform of processes) {
      const token = await signIn(platform.url, 'admin');
      const job = await requestOnce<ImportJob>(platform.url, 'GET', `/v0/d/import/${importId}`, { token });
      expect(job.body).toMatchObject({ status: 'running', phase: 'applying' });
    }
    expect(
      db
        .prepare<[string], string>('SELECT status FROM orders WHERE order_id = ?')
        .pluck()
        .get(order.order_id),
    ).toBe('on_hold');
  }, 300_000);
});
