// Two platforms on one PostgreSQL database. The one that applies an availability import cannot reroute the
// on-hold orders it calls for (every change to an order fails, where it could die right after the commit)
// and goes away: the other, still running, does the rerouting at its next poll, once, and answers the job
// as applying until then.
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  availabilityRerouters,
  importJob,
  orderChanges,
  pendingReroutes,
  startStockImport,
} from '../orders/reroute-steps';
import {
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';
import type { TestPlatform } from '../support/platform-fixture';
import { sharedTestDatabase, type SharedDatabase } from './support/shared-database';

const POLL_MS = 300;

describe('rerouting after an import across two platforms', () => {
  let database: SharedDatabase | undefined;
  const platforms: TestPlatform[] = [];
  afterAll(async () => {
    for (const platform of platforms) await platform.stop();
    await database?.close();
    await closeArchives();
  });

  it('is done once by the platform still running', async () => {
    database = await sharedTestDatabase();
    const applying = await startPickupPlatform({ database: database.url, deadlinePollMs: POLL_MS });
    platforms.push(applying);
    await setUpBerlinTenant(applying, 1, { spandau: { tee: 0 } });
    const order = await placePickupOrder(applying, 'web-reroute-2', 'spandau', [
      { product_id: 'tee', quantity: 1 },
    ]);
    await waitForStatus(applying, order.order_id, 'on_hold');
    const other = await startPickupPlatform({ database: database.url, deadlinePollMs: POLL_MS });
    platforms.push(other);

    orderChanges(applying, 'refuse');
    const importId = await startStockImport(applying, [
      { store_id: 'spandau', product_id: 'tee', quantity: 3 },
    ]);
    // Committed, not rerouted: both platforms answer the job as still applying.
    await vi.waitFor(() => expect(pendingReroutes(other)).toBe(1), { timeout: 60_000, interval: 100 });
    for (const platform of [applying, other]) {
      expect(await importJob(platform, importId)).toMatchObject({ status: 'running', phase: 'applying' });
    }

    await applying.stop();
    orderChanges(other, 'allow');
    const assigned = await waitForStatus(other, order.order_id, 'assigned');
    expect(assigned.store_id).toBe('spandau');
    expect(await importJob(other, importId)).toMatchObject({
      status: 'finished',
      counts: { availabilities: 1 },
    });
    expect(await availabilityRerouters(other, order.order_id)).toEqual(['system']);
    expect(pendingReroutes(other)).toBe(0);
  }, 180_000);
});
