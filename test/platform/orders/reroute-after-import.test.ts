// The rerouting of on-hold orders an availability import calls for is recorded with the import's commit: if
// the process that applied it cannot do it (here every write to orders fails, where a process could die
// right after the commit), the job reads as still applying, and the next process to start does it, once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';
import { releaseTestPlatformStorage, type TestPlatform } from '../support/platform-fixture';
import {
  availabilityRerouters,
  importJob,
  orderChanges,
  pendingReroutes,
  startStockImport,
} from './reroute-steps';

describe('rerouting after an availability import', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-reroute-'));
  let t: TestPlatform | undefined;

  afterAll(async () => {
    await t?.stop();
    await releaseTestPlatformStorage(dataDir);
    await closeArchives();
  });

  it('is done by the next process when the one that applied the import could not', async () => {
    t = await startPickupPlatform({ dataDir });
    // Spandau has no tee: an order for one goes on hold once its grace period ends.
    await setUpBerlinTenant(t, 1, { spandau: { tee: 0 } });
    const order = await placePickupOrder(t, 'web-reroute-1', 'spandau', [{ product_id: 'tee', quantity: 1 }]);
    await waitForStatus(t, order.order_id, 'on_hold');

    orderChanges(t, 'refuse');
    const importId = await startStockImport(t, [{ store_id: 'spandau', product_id: 'tee', quantity: 3 }]);
    // The stock is committed (the import's commit), the rerouting it calls for is not done: the job says so.
    await vi.waitFor(() => expect(pendingReroutes(t!)).toBe(1), { timeout: 60_000, interval: 100 });
    expect(await importJob(t, importId)).toMatchObject({ status: 'running', phase: 'applying' });
    expect((await waitForStatus(t, order.order_id, 'on_hold')).store_id).toBe('spandau');

    // That process goes away; the next one to start does the rerouting, and the job reads finished.
    await t.stop();
    orderChanges(t, 'allow');
    t = await startPickupPlatform({ dataDir, ...(t.database ? { database: t.database } : {}) });
    const assigned = await waitForStatus(t, order.order_id, 'assigned');
    expect(assigned.store_id).toBe('spandau');
    expect(await importJob(t, importId)).toMatchObject({ status: 'finished', counts: { availabilities: 1 } });
    expect(await availabilityRerouters(t, order.order_id)).toEqual(['system']);
    expect(pendingReroutes(t)).toBe(0);
  }, 180_000);
});
