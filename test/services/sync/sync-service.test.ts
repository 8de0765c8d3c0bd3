// The sync against a real platform: the first full sync fills the local database (stores, configurations,
// the store's catalog priced from its book, orders, drawers) with progress; later syncs fetch only what
// changed; offline is noticed and recovered from; an interrupted first sync resumes where it stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { LocalData } from '../../../electron/services/local-db/local-data';
import { Outbox } from '../../../electron/services/outbox/outbox';
import { createOutboxHandlers } from '../../../electron/services/outbox/outbox-handlers';
import { OutboxReplayer } from '../../../electron/services/outbox/outbox-replayer';
import { PosMutations } from '../../../electron/services/outbox/pos-mutations';
import { ConnectivityMonitor } from '../../../electron/services/sync/connectivity-monitor';
import { SyncService } from '../../../electron/services/sync/sync-service';
import type { SyncProgress, SyncReport } from '../../../electron/services/sync/sync-status';
import { startFaultProxy, type FaultProxy } from '../api/support/fault-proxy';
import {
  DRAWER,
  LOCALE,
  OTHER_STORE,
  productIdOf,
  SHOP,
  STORE,
  startServiceTenant,
  type ServiceTenant,
} from '../api/support/service-tenant';
import { bookPriceCents, defaultPriceCents, STORE_BOOK, titleOf } from '../catalog/support/generated-catalog';

const PRODUCTS = 250;
const PAGE = 100;

let tenant: ServiceTenant;
let proxy: FaultProxy;

// Each test syncs against a platform of its own: tests add products, orders and future-dated changes that
// another test's first sync would otherwise count.
beforeEach(async () => {
  tenant = await startServiceTenant({ products: PRODUCTS });
  await tenant.importStock(
    [1, 2].map((n) => ({ store_id: STORE, product_id: productIdOf(n), quantity: 1000 })),
  );
  await tenant.placePickupOrder('web-sync-1', [{ product_id: productIdOf(1), quantity: 1 }]);
  await tenant.openDrawer(DRAWER);
  proxy = await startFaultProxy(tenant.platform.url);
});

afterEach(async () => {
  await proxy.close();
  await tenant.close();
});

interface Workstation {
  data: LocalData;
  api: PlatformApiClient;
  outbox: Outbox;
  replayer: OutboxReplayer;
  mutations: PosMutations;
  sync: SyncService;
  close(): Promise<void>;
}

const open: Workstation[] = [];

afterEach(async () => {
  proxy.setPolicy(() => 'pass');
  for (const ws of open.splice(0)) await ws.close();
});

async function workstation(
  options: { storeId?: () => string | null; withReplayer?: boolean; locale?: string } = {},
): Promise<Workstation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-sync-'));
  const data = LocalData.open(dataDir);
  const api = new PlatformApiClient({
    baseUrl: proxy.url,
    retries: 0,
    backoff: { baseDelayMs: 5, maxDelayMs: 10 },
  });
  await api.signIn({ username: 'associate', password: 'associate' });
  const outbox = new Outbox(data.db);
  const replayer = new OutboxReplayer(outbox, api, createOutboxHandlers(data, outbox));
  const connectivity = new ConnectivityMonitor(api, { probeBackoff: { baseDelayMs: 20, maxDelayMs: 50 } });
  const sync = new SyncService({
    api,
    data,
    outbox,
    ...(options.withReplayer === false ? {} : { replayer }),
    workstation: () => ({
      storeId: options.storeId ? options.storeId() : STORE,
      locale: options.locale ?? LOCALE,
    }),
    pageSize: PAGE,
    intervalMs: 60_000,
    connectivity,
  });
  const ws: Workstation = {
    data,
    api,
    outbox,
    replayer,
    mutations: new PosMutations(data, outbox),
    sync,
    async close() {
      await sync.dispose();
      await replayer.stop();
      data.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  open.push(ws);
  return ws;
}

describe('first sync', () => {
  it('brings the whole catalog to a workstation whose language the catalog was not written in', async () => {
    const ws = await workstation({ locale: 'fr-CA' });
    expect(LOCALE).not.toBe('fr-CA');

    const report = await ws.sync.syncNow();

    expect(report).toMatchObject({ kind: 'full', products: PRODUCTS });
    expect(ws.data.catalog.count()).toBe(PRODUCTS);
    expect(ws.data.catalog.get(productIdOf(7))?.product.title).toBe(titleOf(7));
  });

  it('fills the local database phase by phase with progress, prices from the store book with the default as fallback', async () => {
    const ws = await workstation();
    const progress: SyncProgress[] = [];
    ws.sync.on('statusChanged', (status) => {
      if (status.progress) progress.push(status.progress);
    });

    const report = await ws.sync.syncNow();

    expect(report).toMatchObject({ kind: 'full', products: PRODUCTS, stores: 2 });
    const phases = [...new Set(progress.map((step) => step.phase))];
    expect(phases).toEqual(['outbox', 'stores', 'configs', 'catalog', 'orders', 'cash']);
    const catalogSteps = progress.filter((step) => step.phase === 'catalog');
    expect(catalogSteps.map((step) => step.done)).toEqual([100, 200, 250]);
    expect(catalogSteps.every((step) => step.total === PRODUCTS)).toBe(true);

    expect(ws.data.catalog.count()).toBe(PRODUCTS);
    expect(ws.data.catalog.get(productIdOf(3))?.price).toEqual({
      amount: { minor: bookPriceCents(3), currency: 'USD' },
      pricebook: STORE_BOOK,
    });
    expect(ws.data.catalog.get(productIdOf(4))?.price).toEqual({
      amount: { minor: defaultPriceCents(4), currency: 'USD' },
      pricebook: 'default',
    });
    expect(ws.data.catalog.get(productIdOf(50))?.price).toBeNull();
    expect(ws.data.catalog.get(productIdOf(7))?.product.title).toBe(titleOf(7));

    expect(
      ws.data.stores
        .list()
        .map((store) => store.store_id)
        .sort(),
    ).toEqual(['nj-1', 'nyc-1']);
    expect(ws.data.configs.get('pickup')?.value.global.display_name).toBe('Pick up in store');
    expect(ws.data.configs.get('app')?.value.capabilities.cash_management).toBe(true);
    expect(ws.data.configs.get('print')).toBeDefined();
    expect(ws.data.configs.get('cash_drawer')).toBeDefined();
    expect(ws.data.configs.get('rounding')).toBeDefined();
    expect(ws.data.configs.getCashManagement(STORE)?.value.drawers[0]?.drawer_id).toBe(DRAWER);

    const [order] = ws.data.orders.list({ storeId: STORE });
    expect(order).toMatchObject({ external_id: 'web-sync-1', status: 'assigned' });
    expect(ws.data.orders.events(order?.order_id ?? '').map((event) => event.to)).toEqual([
      'open',
      'sent_to_store',
      'assigned',
    ]);
    expect(ws.data.cash.getSummary(DRAWER)?.summary.state).toBe('open');
    expect(ws.data.cash.list(DRAWER).map((entry) => entry.transaction.type)).toEqual(['daily_open']);

    expect(ws.sync.status).toMatchObject({
      lastError: null,
      progress: null,
      pendingOutbox: 0,
      failedOutbox: 0,
    });
    expect(ws.sync.status.lastFullSyncAt).toBe(report.finishedAt);
  });

  it('refuses to sync a workstation whose store is not chosen yet, and says why', async () => {
    const ws = await workstation({ storeId: () => null });
    await expect(ws.sync.syncNow()).rejects.toMatchObject({ code: 'no_store' });
    expect(ws.sync.status.lastError).toMatchObject({ code: 'no_store' });
    expect(ws.data.catalog.count()).toBe(0);
  });
});

describe('incremental sync', () => {
  it('fetches only what changed since the last sync', async () => {
    const ws = await workstation();
    await ws.sync.syncNow();
    const productRequests = () =>
      proxy.seen.filter((seen) => seen.path.startsWith(`/api/v1/shops/${SHOP}/products`)).length;

    // New products, a new price for product 4 in the default book, a new order.
    await tenant.importCatalog(5, PRODUCTS + 1);
    await tenant.placePickupOrder('web-sync-2', [{ product_id: productIdOf(2), quantity: 1 }]);
    const before = productRequests();
    const report: SyncReport = await ws.sync.syncNow();

    expect(report.kind).toBe('incremental');
    expect(report.products).toBe(5);
    expect(productRequests() - before).toBe(1);
    expect(ws.data.catalog.count()).toBe(PRODUCTS + 5);
    // Product 252 is in the store's book, 253 is not (the default price applies).
    expect(ws.data.catalog.get(productIdOf(PRODUCTS + 2))?.price?.pricebook).toBe(STORE_BOOK);
    expect(ws.data.catalog.get(productIdOf(PRODUCTS + 3))?.price?.pricebook).toBe('default');
    expect(ws.data.orders.list({ storeId: STORE }).map((order) => order.external_id)).toContain('web-sync-2');

    const quiet = await ws.sync.syncNow();
    expect(quiet).toMatchObject({ kind: 'incremental', products: 0, orders: 0 });
  });

  it('still reads an order changed in the same millisecond as the newest one already seen', async () => {
    const ws = await workstation();
    await ws.sync.syncNow();
    const placed = await tenant.placePickupOrder('web-sync-same-ms', [
      { product_id: productIdOf(1), quantity: 1 },
    ]);
    // The race: the cursor already reached this order's millisecond through another order, whose listing
    // was read before this one was committed.
    ws.data.syncState.set(`orders.cursor:${STORE}`, new Date(placed.updated_at).toISOString());

    const report = await ws.sync.syncNow();

    expect(report.orders).toBe(1);
    expect(ws.data.orders.get(placed.order_id)?.external_id).toBe('web-sync-same-ms');
  });

  it('leaves an order with changes still in the outbox as this workstation expects it', async () => {
    const ws = await workstation({ withReplayer: false });
    await ws.sync.syncNow();
    const order = ws.data.orders.list({ storeId: STORE, statuses: ['assigned'] })[0];
    if (!order) throw new Error('no assigned order');
    ws.mutations.actOnOrder(
      order.order_id,
      'start_picking',
      {},
      { username: 'associate', roles: ['associate'] },
    );
    await tenant.admin.actOnOrder(order.order_id, 'cancel', { reason: 'test' }).catch(() => undefined);

    await ws.sync.syncNow({ full: true });
    expect(ws.data.orders.get(order.order_id)?.status).toBe('in_picking');
    expect(ws.sync.status.pendingOutbox).toBe(1);
  });
});

describe('another store', () => {
  it('reprices the catalog from the new store’s book and reads its own orders and drawers', async () => {
    let storeId = STORE;
    const ws = await workstation({ storeId: () => storeId });
    await ws.sync.syncNow();
    expect(ws.data.catalog.get(productIdOf(3))?.price?.pricebook).toBe(STORE_BOOK);

    storeId = OTHER_STORE;
    const report = await ws.sync.syncNow();

    // Its orders and drawers were never read here: the first sync of another store is a full one.
    expect(report.kind).toBe('full');
    expect(ws.data.catalog.get(productIdOf(3))?.price).toEqual({
      amount: { minor: defaultPriceCents(3), currency: 'USD' },
      pricebook: 'default',
    });
    expect(ws.data.orders.list({ storeId: OTHER_STORE })).toEqual([]);
    expect(ws.data.configs.getCashManagement(OTHER_STORE)?.value.operation_mode).toBe('none');
    // Once it completed, the store's next sync is incremental again.
    expect((await ws.sync.syncNow()).kind).toBe('incremental');
  });

  it('never starts the sync asked for after the move once syncing stopped (sign-out, closing)', async () => {
    let storeId = STORE;
    const ws = await workstation({ storeId: () => storeId });
    const synced: SyncReport[] = [];
    ws.sync.on('synced', (report) => synced.push(report));

    const first = ws.sync.syncNow();
    storeId = OTHER_STORE;
    // Queued behind the first (which reads the previous store), then syncing stops before it can start.
    const queued = ws.sync.syncNow();
    await ws.sync.stop();

    await expect(queued).rejects.toMatchObject({ name: 'SyncStoppedError' });
    expect(await first).toMatchObject({ kind: 'full', products: PRODUCTS });
    const requestsAfterStop = proxy.seen.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(proxy.seen.length).toBe(requestsAfterStop);
    expect(synced).toHaveLength(1);
    // Nothing of the other store was read.
    expect(ws.data.configs.getCashManagement(OTHER_STORE)).toBeUndefined();
  });
});

describe('offline', () => {
  it('notices the platform is unreachable, keeps the local data, and syncs by itself when it is back', async () => {
    const ws = await workstation();
    await ws.sync.syncNow();
    proxy.setPolicy(() => 'drop_request');

    await expect(ws.sync.syncNow()).rejects.toMatchObject({ name: 'ApiUnreachableError' });
    expect(ws.sync.status.connectivity).toBe('offline');
    expect(ws.sync.status.lastError?.code).toBe('unreachable_network');
    expect(ws.data.catalog.count()).toBeGreaterThanOrEqual(PRODUCTS);

    const backOnline = new Promise<SyncReport>((resolve) => ws.sync.once('synced', resolve));
    ws.sync.start();
    proxy.setPolicy(() => 'pass');
    const report = await backOnline;
    expect(report.kind).toBe('incremental');
    expect(ws.sync.status).toMatchObject({ connectivity: 'online', lastError: null });
  });

  it('resumes an interrupted first sync where it stopped instead of starting over', async () => {
    const ws = await workstation();
    // The network goes away after the second page of products.
    let productPages = 0;
    proxy.setPolicy(({ path }) => {
      if (!path.startsWith(`/api/v1/shops/${SHOP}/products`)) return 'pass';
      productPages += 1;
      return productPages > 2 ? 'drop_request' : 'pass';
    });
    await expect(ws.sync.syncNow()).rejects.toMatchObject({ name: 'ApiUnreachableError' });
    expect(ws.data.catalog.count()).toBe(200);
    expect(ws.sync.status.lastFullSyncAt).toBeNull();
    // Part of the store's catalog: it does not answer for the store yet (the sale says it is loading).
    expect(ws.data.catalog.holds(SHOP, STORE_BOOK)).toBe(false);

    proxy.setPolicy(() => 'pass');
    const seenBefore = proxy.seen.length;
    const report = await ws.sync.syncNow();
    const resumed = proxy.seen
      .slice(seenBefore)
      .filter((seen) => seen.path.startsWith(`/api/v1/shops/${SHOP}/products`))
      .map((seen) => new URL(seen.path, 'http://x').searchParams);
    // One page: the rest, from the cursor saved after the second page (not from the start).
    expect(resumed.map((query) => [query.get('offset'), query.has('after')])).toEqual([[null, true]]);
    expect(report.kind).toBe('full');
    expect(ws.data.catalog.count()).toBeGreaterThanOrEqual(PRODUCTS);
    expect(ws.data.catalog.holds(SHOP, STORE_BOOK)).toBe(true);
  });

  it('misses no product changed during the walk, without walking the catalog again', async () => {
    const ws = await workstation();
    const db = tenant.platform.platform.context.db;
    let touched = false;
    proxy.setPolicy(({ path }) => {
      const url = new URL(path, 'http://x');
      if (!touched && url.pathname === `/api/v1/shops/${SHOP}/products` && url.searchParams.has('after')) {
        // Another writer changes a product of the first page just before the second page is read.
        touched = true;
        db.prepare('UPDATE products SET updated_at = ? WHERE shop = ? AND product_id = ?').run(
          new Date(Date.now() + 60_000).toISOString(),
          SHOP,
          productIdOf(5),
        );
      }
      return 'pass';
    });
    const seenBefore = proxy.seen.length;
    await ws.sync.syncNow();
    const walksFromStart = proxy.seen
      .slice(seenBefore)
      .filter((seen) => seen.path.startsWith(`/api/v1/shops/${SHOP}/products`))
      .filter((seen) => !new URL(seen.path, 'http://x').searchParams.has('after'));
    expect(walksFromStart).toHaveLength(1);
    const all = (
      await tenant.admin.listProducts(SHOP, {
        locale: LOCALE,
        updated_since: '1970-01-01T00:00:00Z',
        count: 1,
      })
    ).pagination.total;
    expect(touched).toBe(true);
    expect(ws.data.catalog.count()).toBe(all);
  });
});
