// A workstation moved from a New York store (shop `us`, USD) to the Toronto Eaton Centre (shop `ca`, CAD):
// while Toronto's catalog is not yet on the workstation, a search, a scan or a price never answers from
// New York's products, and a sync asked for after the move brings Toronto's catalog even when New York's
// sync was still running. The platform's answers are held at its door (real server, real SQLite) so each
// moment of the race is reached on purpose.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../shared/bridge/views/catalog';
import type { Session } from '../../shared/bridge/views/session';
import type { SyncState } from '../../shared/bridge/views/sync';
import { embeddedPlatformDataDir } from '../../electron/host/embedded-platform';
import { loadDemoTenant } from '../../electron/platform/demo/demo-tenant';
import { createPlatform } from '../../electron/platform/server';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';
import { RequestGate } from './support/request-gate';

const NEW_YORK = 'us-nyc-williamsburg';
const TORONTO = 'ca-tor-eaton';
/** The catalog listing of each shop, and the stores listing a sync starts with. */
const US_PRODUCTS = /^\/api\/v1\/shops\/us\/products\?/;
const CA_PRODUCTS = /^\/api\/v1\/shops\/ca\/products\?/;
const STORES_LISTING = /^\/v0\/d\/stores(\?|$)/;

let gate: RequestGate;
let fixture: HostFixture;

beforeEach(async () => {
  gate = new RequestGate();
  fixture = await startHostFixture({
    // Only the syncs the test asks for (and the one choosing a store starts): nothing else moves.
    sync: { followEvents: false },
    startEmbeddedPlatform: async (appDataDir) => {
      const platform = await createPlatform({ dataDir: embeddedPlatformDataDir(appDataDir) });
      await loadDemoTenant(platform.context);
      gate.install(platform.app);
      const url = await platform.listen(0, '127.0.0.1');
      return { url, close: () => platform.close() };
    },
  });
  valueOf<Session>(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  valueOf(await fixture.call('session.selectStore', { storeId: NEW_YORK }));
  valueOf(await fixture.call('sync.syncNow'));
  // New York's catalog is here, in dollars: what Toronto must never be shown.
  expect((await searchTees()).map((tee) => tee.price?.currency)).toContain('USD');
}, 120_000);

afterEach(async () => {
  gate?.releaseAll();
  await fixture?.close();
});

async function searchTees() {
  return valueOf<{ items: ProductSummary[] }>(
    await fixture.call('catalog.search', { query: 'boxy tee', offset: 0, count: 20 }),
  ).items;
}

function expectCanadianTees(tees: ProductSummary[]) {
  expect(tees.length).toBeGreaterThan(1);
  for (const tee of tees) expect(tee.price?.currency).toBe('CAD');
}

describe('moving a workstation to a store of another shop', () => {
  it('says the catalog is loading, never New York’s products, until Toronto’s catalog is here', async () => {
    const newYorkTee = (await searchTees())[0] as ProductSummary;
    // The sync that choosing the store starts waits at its first call.
    const stores = gate.hold(STORES_LISTING);
    valueOf(await fixture.call('session.selectStore', { storeId: TORONTO }));
    await stores.reached;

    const searched = await fixture.call('catalog.search', { query: 'boxy tee', offset: 0, count: 20 });
    expect(searched.body).toMatchObject({ ok: false, error: { code: 'catalog_loading' } });
    const scanned = await fixture.call('catalog.lookupCode', { code: newYorkTee.ean });
    expect(scanned.body).toMatchObject({ ok: false, error: { code: 'catalog_loading' } });
    const opened = await fixture.call('catalog.getProduct', { productId: newYorkTee.productId });
    expect(opened.body).toMatchObject({ ok: false, error: { code: 'catalog_loading' } });
    const quoted = await fixture.call('sale.quote', {
      lines: [{ productId: newYorkTee.productId, quantity: 1 }],
      tenders: [{ method: 'card' }],
    });
    expect(quoted.body).toMatchObject({ ok: false, error: { code: 'catalog_loading' } });
    // The till's currency is Toronto's from the start, not the dollars still in the local catalog.
    expect(valueOf(await fixture.call('sale.getRoundingContext'))).toMatchObject({
      currency: 'CAD',
      storeCountry: 'CA',
    });

    // Half-way: the catalog has started over for Toronto, its listing not answered yet.
    const products = gate.hold(CA_PRODUCTS);
    stores.release();
    await products.reached;
    const halfWay = await fixture.call('catalog.search', { query: 'boxy tee', offset: 0, count: 20 });
    expect(halfWay.body).toMatchObject({ ok: false, error: { code: 'catalog_loading' } });

    products.release();
    valueOf(await fixture.call('sync.syncNow'));
    expectCanadianTees(await searchTees());
  });

  it('brings Toronto’s catalog with the sync asked for after the move, even while New York’s still runs', async () => {
    const newYorkListing = gate.hold(US_PRODUCTS);
    const newYorkSync = fixture.call('sync.syncNow', { full: true });
    await newYorkListing.reached;

    valueOf(await fixture.call('session.selectStore', { storeId: TORONTO }));
    const torontoSync = fixture.call('sync.syncNow');
    newYorkListing.release();
    valueOf(await newYorkSync);
    valueOf(await torontoSync);

    expectCanadianTees(await searchTees());
    expect(valueOf(await fixture.call('sale.getRoundingContext'))).toMatchObject({ currency: 'CAD' });
  });

  it('still owes Toronto a full sync when its first one was refused by a sign-out', async () => {
    const newYorkListing = gate.hold(US_PRODUCTS);
    const newYorkSync = fixture.call('sync.syncNow', { full: true });
    await newYorkListing.reached;
    // Toronto's full sync waits behind New York's; the sign-out refuses it before it starts.
    valueOf(await fixture.call('session.selectStore', { storeId: TORONTO }));
    valueOf(await fixture.call('session.signOut'));
    newYorkListing.release();
    // Its caller signed out meanwhile: the sync ends, its answer is refused.
    await newYorkSync;

    valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
    const newYorkFullSyncAt = valueOf<SyncState>(await fixture.call('sync.getState')).lastFullSyncAt;
    expect(newYorkFullSyncAt).not.toBeNull();
    valueOf(await fixture.call('session.selectStore', { storeId: TORONTO }));
    // Toronto's orders and drawers were never read in full here: this sync must be a full one, not an
    // incremental one from New York's cursors.
    const toronto = valueOf<SyncState>(await fixture.call('sync.syncNow'));
    expect(toronto.lastFullSyncAt! > newYorkFullSyncAt!).toBe(true);
    expectCanadianTees(await searchTees());
  });
});
