// What the associate's sale screen holds while the workstation, just moved from a New York store to the
// Toronto Eaton Centre, loads Toronto's catalog: the slice through getState() on the renderer's real bridge to a
// real host and embedded platform, whose answers to the sync are held at its door until the test lets them go.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import type { PosStore } from '../../../renderer/src/store/pos-store';
import { RequestGate } from '../../host/support/request-gate';
import { startNewYorkWorkstation, STORES_LISTING } from '../sale/support/new-york-workstation';
import type { SaleWorkstation } from '../sale/support/sale-workstation';

let gate: RequestGate;
let workstation: SaleWorkstation;
let store: PosStore;

beforeEach(async () => {
  gate = new RequestGate();
  ({ workstation, store } = await startNewYorkWorkstation(gate));
}, 120_000);

afterEach(async () => {
  gate?.releaseAll();
  await workstation?.close();
});

describe('the sale while the new store’s catalog loads', () => {
  it('shows no New York product or price, says why, and shows Toronto’s once they are here', async () => {
    const [newYorkTee] = await store.getState().searchProducts('boxy tee');
    expect(newYorkTee?.price?.currency).toBe('USD');

    const stores = gate.hold(STORES_LISTING);
    expect(await store.getState().selectStore('ca-tor-eaton')).toBe(true);
    await stores.reached;

    // The search says the catalog is loading; the New York list is gone.
    expect(await store.getState().searchProducts('boxy tee')).toEqual([]);
    expect(store.getState().productSearch).toMatchObject({
      status: 'failed',
      error: { code: 'catalog_loading' },
    });
    expect(store.getState().productResults).toEqual([]);

    // A scan adds nothing and says the catalog is still loading (not "no such product").
    expect(await store.getState().addByCode((newYorkTee as ProductSummary).ean as string)).toBe(false);
    expect(store.getState().saleNotice).toMatchObject({ tone: 'danger', text: { kind: 'catalog_loading' } });
    expect(store.getState().cart).toEqual([]);

    // The till already counts in Canadian dollars and rounds cash as Canada does.
    await store.getState().loadSaleContext();
    expect(store.getState().roundingContext).toMatchObject({
      storeCountry: 'CA',
      increment: { minor: 5, currency: 'CAD' },
    });

    stores.release();
    expect(await store.getState().syncNow()).toBe(true);
    const tees = await store.getState().searchProducts('boxy tee');
    expect(tees.length).toBeGreaterThan(1);
    for (const tee of tees) expect(tee.price?.currency).toBe('CAD');
    expect(store.getState().addToCart(tees[0] as ProductSummary)).toBe(true);
  });
});
