// The rerouting of on-hold orders an availability import calls for is recorded with the import's commit: if
// the process that applied it cannot do it (here every write to orders fails, where a process could die
// right after the commit), the job reads as still applying, and the next process to start does it, once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectPlatformStorage } from '../../../electron/platform/db/database';
import type { ImportJob } from '../../../shared/contract/import-job';
import type { OrderEventListResponse } from '../../../shared/contract/order';
import {
  closeArchives,
  placePickupOrder,
  publishStockArchive,
  setUpBerlinTenant,
  startPickupPlatform,
  STOCK_ENTITIES,
  waitForStatus,
} from '../pickup/pickup-tenant';
import { releaseTestPlatformStorage, type TestPlatform } from '../support/platform-fixture';

/** Every change to an order fails, as the rerouting would if its process died before it. */
const REFUSE_ORDER_CHANGES = {
  sqlite: `CREATE TRIGGER refuse_order_changes BEFORE UPDATE ON orders
           BEGIN SELECT RAISE(ABORT, 'the process stopped here'); END;`,
  postgres: `CREATE FUNCTION refuse_order_changes() RETURNS trigger LANGUAGE plpgsql AS
               'BEGIN RAISE EXCEPTION ''the process stopped here''; END';
             CREATE TRIGGER refuse_order_changes BEFORE UPDATE ON orders
               FOR EACH ROW EXECUTE FUNCTION refuse_order_changes();`,
};
const ALLOW_ORDER_CHANGES = {
  sqlite: 'DROP TRIGGER refuse_order_changes;',
  postgres: 'DROP TRIGGER refuse_order_changes ON orders; DROP FUNCTION refuse_order_changes();',
};

describe('rerouting after an availability import', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-reroute-'));
  let t: TestPlatform | undefined;

  afterAll(async () => {
    await t?.stop();
    await releaseTestPlatformStorage(dataDir);
    await closeArchives();
  });

  /** SQL on the platform's database through a connection of its own (another process's). */
  function runSql(both: { sqlite: string; postgres: string }): void {
    const db = connectPlatformStorage({ dataDir, database: t?.database });
    try {
      db.exec(db.engine === 'postgres' ? both.postgres : both.sqlite);
    } finally {
      db.close();
    }
  }

  const job = async (importId: string) =>
    (await t!.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' })).body;

  it('is done by the next process when the one that applied the import could not', async () => {
    t = await startPickupPlatform({ dataDir });
    // Spandau has no tee: an order for one goes on hold once its grace period ends.
    await setUpBerlinTenant(t, 1, { spandau: { tee: 0 } });
    const order = await placePickupOrder(t, 'web-reroute-1', 'spandau', [{ product_id: 'tee', quantity: 1 }]);
    await waitForStatus(t, order.order_id, 'on_hold');

    runSql(REFUSE_ORDER_CHANGES);
    const url = await publishStockArchive([{ store_id: 'spandau', product_id: 'tee', quantity: 3 }]);
    const created = await t.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'test', name: 'stock', source_uri: url, entities: STOCK_ENTITIES },
    });
    const importId = created.body.import_id;
    await t.call('POST', `/v0/d/import/${importId}/start`, { as: 'admin', body: { transformed_uri: url } });
    // The stock is committed (the import's commit), the rerouting it calls for is not done: the job says so.
    await vi.waitFor(
      async () => {
        const db = connectPlatformStorage({ dataDir, database: t?.database });
        try {
          const pending = db.prepare('SELECT count(*) FROM pending_reroutes').pluck().get();
          expect(pending).toBe(1);
        } finally {
          db.close();
        }
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(await job(importId)).toMatchObject({ status: 'running', phase: 'applying' });
    expect(
      (await t.call<{ status: string }>('GET', `/v0/d/orders/${order.order_id}`, { as: 'admin' })).body,
    ).toMatchObject({ status: 'on_hold' });

    // That process goes away; the next one to start does the rerouting, and the job reads finished.
    await t.stop();
    runSql(ALLOW_ORDER_CHANGES);
    t = await startPickupPlatform({ dataDir, ...(t.database ? { database: t.database } : {}) });
    const assigned = await waitForStatus(t, order.order_id, 'assigned');
    expect(assigned.store_id).toBe('spandau');
    expect(await job(importId)).toMatchObject({ status: 'finished', counts: { availabilities: 1 } });
    const events = await t.call<OrderEventListResponse>('GET', `/v0/d/orders/${order.order_id}/events`, {
      as: 'admin',
    });
    expect(
      events.body.events.filter((event) => event.action === 'availability_reroute').map((e) => e.actor),
    ).toEqual(['system']);
  }, 180_000);
});
