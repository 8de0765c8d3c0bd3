// The rerouting of on-hold orders an availability import calls for, when it keeps failing (every change to
// an order refused, as a broken database trigger or a bug would): it is tried again after growing pauses, a
// bounded number of times; given up, the import's job leaves `applying` and reads finished, its data applied
// and the rerouting's failure reported. A failure that passes before the last try is overcome.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REROUTE_RETRIES } from '../../../electron/platform/orders/pending-reroutes';
import {
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';
import type { TestPlatform } from '../support/platform-fixture';
import {
  availabilityRerouters,
  importJob,
  orderChanges,
  pendingReroutes,
  startStockImport,
} from './reroute-steps';

describe('a rerouting after an import that fails', () => {
  const platforms: TestPlatform[] = [];
  afterAll(async () => {
    for (const platform of platforms) await platform.close();
    await closeArchives();
  });

  /** A platform of its own with an order on hold at Spandau, which has no tee. */
  async function withOrderOnHold(rerouteRetryMs: number, orderId: string) {
    const t = await startPickupPlatform({ rerouteRetryMs, deadlinePollMs: 200 });
    platforms.push(t);
    await setUpBerlinTenant(t, 1, { spandau: { tee: 0 } });
    const order = await placePickupOrder(t, orderId, 'spandau', [{ product_id: 'tee', quantity: 1 }]);
    await waitForStatus(t, order.order_id, 'on_hold');
    return { t, orderId: order.order_id };
  }

  it('is given up after its last try, the job finished with its data applied and the failure reported', async () => {
    const { t, orderId } = await withOrderOnHold(100, 'web-retry-given-up');
    orderChanges(t, 'refuse');
    const importId = await startStockImport(t, [{ store_id: 'spandau', product_id: 'tee', quantity: 3 }]);

    // Six tries 0.1, 0.2, 0.4, 0.8 and 1.6 s apart, then the job reads finished.
    const job = await vi.waitFor(
      async () => {
        const read = await importJob(t, importId);
        expect(read.status).toBe('finished');
        return read;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(job).toMatchObject({
      counts: { availabilities: 1 },
      reroute_failure: { code: 'reroute_failed' },
    });
    expect(job.phase).toBeUndefined();
    expect(job.reroute_failure?.message).toContain(`failed ${DEFAULT_REROUTE_RETRIES.attempts} times`);
    expect(job.reroute_failure?.message).toContain('the process stopped here');
    expect(pendingReroutes(t)).toBe(0);
    // The order stays where it was: on hold at Spandau, never rerouted, though the stock is there now.
    expect((await waitForStatus(t, orderId, 'on_hold')).store_id).toBe('spandau');
    expect(await availabilityRerouters(t, orderId)).toEqual([]);
  }, 120_000);

  it('is done at a later try once the failure has passed', async () => {
    const { t, orderId } = await withOrderOnHold(1_000, 'web-retry-overcome');
    orderChanges(t, 'refuse');
    const importId = await startStockImport(t, [{ store_id: 'spandau', product_id: 'tee', quantity: 3 }]);
    await vi.waitFor(() => expect(pendingReroutes(t)).toBe(1), { timeout: 60_000, interval: 50 });
    expect(await importJob(t, importId)).toMatchObject({ status: 'running', phase: 'applying' });

    orderChanges(t, 'allow');
    const assigned = await waitForStatus(t, orderId, 'assigned');
    expect(assigned.store_id).toBe('spandau');
    const job = await importJob(t, importId);
    expect(job).toMatchObject({ status: 'finished', counts: { availabilities: 1 } });
    expect(job.reroute_failure).toBeUndefined();
    expect(await availabilityRerouters(t, orderId)).toEqual(['system']);
  }, 120_000);
});
