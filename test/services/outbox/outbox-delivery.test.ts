// The outbox delivers what the associate did at the counter — a cash sale, a drawer opening, actions on a
// pickup order — to the real platform, in order, once, and keeps all of it while the platform is away.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../electron/services/outbox/outbox-entry';
import { startFaultProxy, type FaultProxy } from '../api/support/fault-proxy';
import { productIdOf, STORE, startServiceTenant, type ServiceTenant } from '../api/support/service-tenant';
import {
  addDrawer,
  ASSOCIATE,
  cashSale,
  platformHistory,
  platformOrdersWithExternalId,
  platformTransactions,
  CASH_SALE_AMOUNT,
} from './support/platform-readback';
import { startWorkstation, type TestWorkstation } from './support/workstation';

let tenant: ServiceTenant;
let proxy: FaultProxy | undefined;
let workstation: TestWorkstation | undefined;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 10 });
  await tenant.importStock(
    [1, 2, 3, 4].map((n) => ({ store_id: STORE, product_id: productIdOf(n), quantity: 1000 })),
  );
});

afterAll(async () => {
  await tenant.close();
});

afterEach(async () => {
  await workstation?.close();
  await proxy?.close();
  workstation = proxy = undefined;
});

/** A pickup order routed to the store, known on the workstation as the sync would have left it. */
async function localOrder(ws: TestWorkstation, externalId: string) {
  const order = await tenant.placePickupOrder(externalId, [{ product_id: productIdOf(2), quantity: 1 }]);
  ws.data.orders.upsertMany([order]);
  return order;
}

describe('delivery', () => {
  it('delivers a drawer opening, a cash sale with its cash and two order actions, once each and in order', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const drawerId = await addDrawer(tenant);
    const order = await localOrder(ws, 'web-delivery-1');

    ws.mutations.recordCashTransaction(
      drawerId,
      { store_id: STORE, type: 'daily_open', amount: 200, currency: 'USD' },
      ASSOCIATE,
    );
    const { sale } = ws.mutations.recordSale(cashSale('sale-delivery-1'), ASSOCIATE, {
      cashDrawerId: drawerId,
    });
    ws.mutations.actOnOrder(order.order_id, 'start_picking', {}, ASSOCIATE);
    const { order: expected } = ws.mutations.actOnOrder(
      order.order_id,
      'mark_ready',
      { picked: [{ product_id: productIdOf(2), quantity: 1 }] },
      ASSOCIATE,
    );
    expect(expected.status).toBe('ready_for_pickup');
    expect(ws.outbox.counts()).toEqual({ pending: 5, failed: 0 });
    expect(sale.state).toBe('pending');

    const acknowledged: string[] = [];
    ws.outbox.on('acknowledged', (entry) => acknowledged.push(entry.kind));
    const report = await ws.replayer.replay();

    expect(report).toMatchObject({ acknowledged: 5, failed: 0, blocked: 0, remaining: 0 });
    expect(acknowledged).toEqual([
      'cash_transaction',
      'sale',
      'cash_transaction',
      'order_action',
      'order_action',
    ]);

    const [platformSale, ...duplicates] = await platformOrdersWithExternalId(tenant, 'sale-delivery-1');
    expect(duplicates).toEqual([]);
    expect(platformSale?.status).toBe('picked_up');
    const transactions = await platformTransactions(tenant, drawerId);
    expect(transactions.map((t) => t.type).sort()).toEqual(['cash_sale', 'daily_open']);
    const cashOfSale = transactions.find((t) => t.type === 'cash_sale');
    expect(cashOfSale).toMatchObject({ amount: CASH_SALE_AMOUNT, order_id: platformSale?.order_id });
    expect(await platformHistory(tenant, order.order_id)).toEqual([
      '∅→open create',
      'open→sent_to_store grace_period_elapsed',
      'sent_to_store→assigned routing',
      'assigned→in_picking start_picking',
      'in_picking→ready_for_pickup mark_ready',
    ]);

    expect(ws.data.sales.get('sale-delivery-1')).toMatchObject({
      state: 'recorded',
      orderId: platformSale?.order_id,
    });
    expect(ws.data.cash.list(drawerId).map((t) => t.state)).toEqual(['recorded', 'recorded']);
    expect(ws.data.orders.get(order.order_id)?.status).toBe('ready_for_pickup');
  });

  it('shows the order as this workstation left it while a later action on it is still on its way', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const order = await localOrder(ws, 'web-delivery-later');
    ws.mutations.actOnOrder(order.order_id, 'start_picking', {}, ASSOCIATE);
    ws.mutations.actOnOrder(
      order.order_id,
      'mark_ready',
      { picked: [{ product_id: productIdOf(2), quantity: 1 }] },
      ASSOCIATE,
    );
    const shownAfterEachDelivery: string[] = [];
    ws.outbox.on('acknowledged', () =>
      shownAfterEachDelivery.push(ws.data.orders.get(order.order_id)?.status ?? 'gone'),
    );

    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 2, remaining: 0 });
    expect(shownAfterEachDelivery).toEqual(['ready_for_pickup', 'ready_for_pickup']);
  });

  it("sends each person's changes under their own name: another user's wait until they sign in again", async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const drawerId = await addDrawer(tenant);
    await tenant.openDrawer(drawerId);
    // The associate sells in cash while the platform is away, then the manager takes over the workstation.
    ws.mutations.recordSale(cashSale('sale-own-name-1'), ASSOCIATE, { cashDrawerId: drawerId });
    await ws.api.signIn({ username: 'manager', password: 'manager' });
    const manager = { username: 'manager', roles: ['manager' as const] };
    ws.mutations.recordCashTransaction(
      drawerId,
      { store_id: STORE, type: 'no_sale', amount: 0, currency: 'USD' },
      manager,
    );

    // The sale waits for the associate; its cash and the manager's no_sale on that drawer wait behind it.
    expect(await ws.replayer.replay()).toMatchObject({
      acknowledged: 0,
      waiting: 1,
      blocked: 2,
      remaining: 3,
    });
    expect(await platformOrdersWithExternalId(tenant, 'sale-own-name-1')).toEqual([]);

    await ws.api.signIn({ username: 'associate', password: 'associate' });
    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 2, waiting: 1, remaining: 1 });
    await ws.api.signIn({ username: 'manager', password: 'manager' });
    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 1, waiting: 0, remaining: 0 });

    const recorded = await platformTransactions(tenant, drawerId);
    expect(recorded.map((transaction) => `${transaction.type} by ${transaction.associate}`)).toEqual([
      'no_sale by manager',
      'cash_sale by associate',
      'daily_open by admin',
    ]);
  });

  it('keeps every change while the platform is unreachable and delivers it once it is back', async () => {
    proxy = await startFaultProxy(tenant.platform.url);
    workstation = await startWorkstation(proxy.url);
    const ws = workstation;
    proxy.setPolicy(() => 'drop_request');

    ws.mutations.recordSale(cashSale('sale-offline-1'), ASSOCIATE);
    const offline = await ws.replayer.replay();
    expect(offline.acknowledged).toBe(0);
    expect(offline.stoppedBy).toMatchObject({ kind: 'transient', code: 'unreachable_network' });
    const [waiting] = ws.outbox.entries();
    expect(waiting).toMatchObject({ state: 'pending', kind: 'sale' });
    expect(waiting?.attempts).toBe(1);
    expect(await platformOrdersWithExternalId(tenant, 'sale-offline-1')).toEqual([]);

    proxy.setPolicy(() => 'pass');
    const online = await ws.replayer.replay();
    expect(online).toMatchObject({ acknowledged: 1, remaining: 0 });
    expect(await platformOrdersWithExternalId(tenant, 'sale-offline-1')).toHaveLength(1);
  });

  it('replays by itself once started: when a change is made and when the platform comes back', async () => {
    proxy = await startFaultProxy(tenant.platform.url);
    workstation = await startWorkstation(proxy.url);
    const ws = workstation;
    proxy.setPolicy(() => 'drop_request');
    ws.replayer.start();

    const delivered = new Promise<OutboxEntry>((resolve) => ws.outbox.once('acknowledged', resolve));
    const attempted = new Promise<OutboxEntry>((resolve) => ws.outbox.once('attemptFailed', resolve));
    ws.mutations.recordSale(cashSale('sale-auto-1'), ASSOCIATE);
    await attempted;
    proxy.setPolicy(() => 'pass');
    const entry = await delivered;

    expect(entry.kind).toBe('sale');
    expect(await platformOrdersWithExternalId(tenant, 'sale-auto-1')).toHaveLength(1);
  });
});

describe('the platform stops in the middle of a replay', () => {
  it('stops where the platform went away; after it restarts on the same data nothing is lost or doubled', async () => {
    proxy = await startFaultProxy(tenant.platform.url);
    workstation = await startWorkstation(proxy.url);
    const ws = workstation;
    const drawerId = await addDrawer(tenant);
    ws.mutations.recordCashTransaction(
      drawerId,
      { store_id: STORE, type: 'daily_open', amount: 200, currency: 'USD' },
      ASSOCIATE,
    );
    for (const n of [1, 2, 3]) {
      ws.mutations.recordSale(cashSale(`sale-restart-${n}`), ASSOCIATE, { cashDrawerId: drawerId });
    }
    expect(ws.outbox.counts().pending).toBe(7);

    // After the third acknowledgement the network to the platform is cut and the platform is stopped.
    let stopped: Promise<void> | undefined;
    ws.outbox.on('acknowledged', () => {
      if (stopped === undefined && ws.outbox.counts().pending === 4) {
        proxy?.setPolicy(() => 'drop_request');
        stopped = tenant.stopPlatform();
      }
    });
    const interrupted = await ws.replayer.replay();
    await stopped;
    expect(interrupted.acknowledged).toBe(3);
    expect(interrupted.stoppedBy?.kind).toBe('transient');
    expect(ws.outbox.counts()).toEqual({ pending: 4, failed: 0 });

    proxy.setTarget(await tenant.startPlatform());
    proxy.setPolicy(() => 'pass');
    const resumed = await ws.replayer.replay();
    expect(resumed).toMatchObject({ acknowledged: 4, remaining: 0 });

    for (const n of [1, 2, 3]) {
      expect(await platformOrdersWithExternalId(tenant, `sale-restart-${n}`)).toHaveLength(1);
    }
    const transactions = await platformTransactions(tenant, drawerId);
    expect(transactions.map((t) => t.type).sort()).toEqual([
      'cash_sale',
      'cash_sale',
      'cash_sale',
      'daily_open',
    ]);
    expect(new Set(transactions.map((t) => t.order_id).filter(Boolean)).size).toBe(3);
  });

  it('survives a platform killed without a proxy in between, reached again at its new address', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    for (const n of [1, 2, 3, 4]) ws.mutations.recordSale(cashSale(`sale-kill-${n}`), ASSOCIATE);

    let stopped: Promise<void> | undefined;
    ws.outbox.on('acknowledged', () => {
      stopped ??= tenant.stopPlatform();
    });
    const interrupted = await ws.replayer.replay();
    await stopped;
    expect(interrupted.acknowledged).toBeGreaterThanOrEqual(1);

    ws.api.setBaseUrl(await tenant.startPlatform());
    const resumed = await ws.replayer.replay();
    expect(resumed.remaining).toBe(0);
    expect(interrupted.acknowledged + resumed.acknowledged).toBe(4);
    for (const n of [1, 2, 3, 4]) {
      expect(await platformOrdersWithExternalId(tenant, `sale-kill-${n}`)).toHaveLength(1);
    }
  });
});
