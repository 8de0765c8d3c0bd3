// The workstation follows the platform's events stream: changes made elsewhere (a web order, another
// workstation's pick, a drawer transaction) land in the local database without waiting for a sync, a
// dropped connection or a platform restart resumes after the last event applied, and nothing is applied twice.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { LocalData } from '../../../electron/services/local-db/local-data';
import { Outbox } from '../../../electron/services/outbox/outbox';
import { StoreEventApplier } from '../../../electron/services/sync/store-event-applier';
import { SyncService, type OrdersChange } from '../../../electron/services/sync/sync-service';
import { startFaultProxy, type FaultProxy } from '../api/support/fault-proxy';
import {
  DRAWER,
  LOCALE,
  productIdOf,
  STORE,
  startServiceTenant,
  type ServiceTenant,
} from '../api/support/service-tenant';

let tenant: ServiceTenant;
let proxy: FaultProxy;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 20 });
  await tenant.importStock([{ store_id: STORE, product_id: productIdOf(1), quantity: 1000 }]);
  proxy = await startFaultProxy(tenant.platform.url);
});

afterAll(async () => {
  await proxy.close();
  await tenant.close();
});

interface Workstation {
  data: LocalData;
  sync: SyncService;
  changes: OrdersChange[];
  syncs: () => number;
  close(): Promise<void>;
}

const open: Workstation[] = [];
afterEach(async () => {
  proxy.setPolicy(() => 'pass');
  for (const ws of open.splice(0)) await ws.close();
});

/** A workstation whose polling is an hour apart: anything it learns sooner came by the stream. */
async function followingWorkstation(): Promise<Workstation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-events-'));
  const data = LocalData.open(dataDir);
  const api = new PlatformApiClient({ baseUrl: proxy.url, retries: 0 });
  await api.signIn({ username: 'associate', password: 'associate' });
  const sync = new SyncService({
    api,
    data,
    outbox: new Outbox(data.db),
    workstation: () => ({ storeId: STORE, locale: LOCALE }),
    intervalMs: 3_600_000,
    liveIntervalMs: 3_600_000,
    eventsRetry: { baseDelayMs: 50, maxDelayMs: 200 },
  });
  const changes: OrdersChange[] = [];
  let syncs = 0;
  sync.on('ordersChanged', (change) => changes.push(change));
  sync.on('synced', () => (syncs += 1));
  await sync.syncNow({ full: true });
  sync.start();
  const ws: Workstation = {
    data,
    sync,
    changes,
    syncs: () => syncs,
    async close() {
      await sync.dispose();
      data.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  open.push(ws);
  await until(() => sync.followingEvents, 'the events stream to follow the platform');
  // The first connection for the store reads what happened before it (one incremental sync).
  await until(() => syncs >= 2, 'the catch-up sync of the first connection');
  return ws;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  await vi.waitFor(() => expect(condition(), `waiting for ${what}`).toBe(true), {
    timeout: 10_000,
    interval: 10,
  });
}

async function startPicking(orderId: string, as: string): Promise<Order> {
  const picker = new PlatformApiClient({ baseUrl: tenant.platform.url });
  await picker.signIn({ username: as, password: as });
  return picker.actOnOrder(orderId, 'start_picking', {});
}

describe('following the events stream', () => {
  it('brings a web order and the picker another workstation set, with no sync in between', async () => {
    const ws = await followingWorkstation();
    const syncsBefore = ws.syncs();
    // The first sync and its catch-up bring the orders earlier tests placed; what follows is this test's.
    const changesBefore = ws.changes.length;

    const order = await tenant.placePickupOrder(`web-${randomUUID()}`, [
      { product_id: productIdOf(1), quantity: 1 },
    ]);
    await until(() => ws.data.orders.get(order.order_id)?.status === 'assigned', 'the web order to arrive');
    const since = ws.changes.slice(changesBefore);
    expect(since.some((change) => change.createdOrderIds.includes(order.order_id))).toBe(true);
    expect(since.every((change) => change.source === 'events' && change.storeId === STORE)).toBe(true);

    await startPicking(order.order_id, 'manager');
    await until(() => ws.data.orders.get(order.order_id)?.assignee === 'manager', 'the picker to show');
    expect(ws.data.orders.get(order.order_id)?.status).toBe('in_picking');
    expect(ws.data.orders.events(order.order_id).map((event) => event.to)).toEqual([
      'open',
      'sent_to_store',
      'assigned',
      'in_picking',
    ]);
    expect(ws.syncs()).toBe(syncsBefore);
  });

  it('records a drawer transaction made on another workstation and reads the summary again', async () => {
    const ws = await followingWorkstation();
    const drawers: string[][] = [];
    ws.sync.on('drawersChanged', (ids) => drawers.push(ids));
    await tenant.openDrawer(DRAWER, 150);
    await until(() => drawers.length > 0, 'the drawer change');
    const recorded = ws.data.cash.list(DRAWER);
    expect(
      recorded.some((entry) => entry.transaction.type === 'daily_open' && entry.transaction.amount === 150),
    ).toBe(true);
    expect(ws.data.cash.getSummary(DRAWER)?.summary.opening_float).toBe(150);
  });

  it('resumes after a dropped connection from the last event applied: nothing missed, nothing twice', async () => {
    const ws = await followingWorkstation();
    const syncsBefore = ws.syncs();
    // The connection drops and cannot be reopened for a while; meanwhile an order arrives and is picked.
    proxy.setPolicy(({ path }) => (path.startsWith('/v0/d/events') ? 'unavailable' : 'pass'));
    proxy.dropConnections();
    await until(() => !ws.sync.followingEvents, 'the stream to drop');
    const order = await tenant.placePickupOrder(`web-${randomUUID()}`, [
      { product_id: productIdOf(1), quantity: 1 },
    ]);
    await startPicking(order.order_id, 'admin');
    expect(ws.data.orders.get(order.order_id)).toBeUndefined();

    proxy.setPolicy(() => 'pass');
    await until(() => ws.data.orders.get(order.order_id)?.assignee === 'admin', 'the missed changes');
    const history = ws.data.orders.events(order.order_id).map((event) => event.event_id);
    const platformHistory = (await tenant.admin.listOrderEvents(order.order_id)).map(
      (event) => event.event_id,
    );
    expect(history).toEqual(platformHistory);
    // Caught up from the log, not by re-reading the lists.
    expect(ws.syncs()).toBe(syncsBefore);
  });

  it('resumes across a platform restart', async () => {
    const ws = await followingWorkstation();
    await tenant.stopPlatform();
    await until(() => !ws.sync.followingEvents, 'the stream to end with the platform');
    proxy.setTarget(await tenant.startPlatform());

    const order = await tenant.placePickupOrder(`web-${randomUUID()}`, [
      { product_id: productIdOf(1), quantity: 1 },
    ]);
    await until(
      () => ws.data.orders.get(order.order_id)?.status === 'assigned',
      'the order after the restart',
    );
    expect(ws.data.orders.events(order.order_id).map((event) => event.to)).toEqual([
      'open',
      'sent_to_store',
      'assigned',
    ]);
  });

  it('applies an event it already applied only once', async () => {
    const ws = await followingWorkstation();
    // An order of this test's own, brought by the stream: the other tests' orders may not be there yet.
    const placed = await tenant.placePickupOrder(`web-${randomUUID()}`, [
      { product_id: productIdOf(1), quantity: 1 },
    ]);
    await until(() => ws.data.orders.get(placed.order_id)?.status === 'assigned', 'the web order to arrive');
    const applier = new StoreEventApplier(ws.data, new Outbox(ws.data.db));
    const last = applier.lastEventId(STORE)!;
    const order = ws.data.orders.get(placed.order_id);
    expect(order).toBeDefined();
    const replayed = {
      id: last,
      type: 'order.changed' as const,
      store_id: STORE,
      at: new Date().toISOString(),
      data: {
        order: {
          ...order!,
          status: 'canceled' as const,
          updated_at: new Date(Date.now() + 60_000).toISOString(),
        },
        history_entry: {
          event_id: randomUUID(),
          order_id: order!.order_id,
          from: order!.status,
          to: 'canceled' as const,
          action: 'cancel',
          actor: 'admin',
          at: new Date().toISOString(),
        },
      },
    };
    expect(applier.apply(STORE, [replayed]).orderIds).toEqual([]);
    expect(ws.data.orders.get(order!.order_id)?.status).toBe(order!.status);
  });
});
