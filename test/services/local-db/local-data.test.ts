// The local database: a real SQLite file in a temporary data folder, reopened as the app would after a
// restart. What was written is read back the same; the catalog prices products from the store's book
// with the default book as fallback, in integer minor units.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalData } from '../../../electron/services/local-db/local-data';
import { LOCAL_MIGRATIONS } from '../../../electron/services/local-db/migrations';
import { generatedCatalogProduct, productIdOf, STORE_BOOK } from '../catalog/support/generated-catalog';

let dataDir: string;
let data: LocalData;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pos-local-db-'));
  data = LocalData.open(dataDir);
});

afterEach(() => {
  data.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the database file', () => {
  it('is in WAL mode with full sync, at the newest schema, and reopens without migrating again', () => {
    expect(data.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(data.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(data.db.pragma('user_version', { simple: true })).toBe(LOCAL_MIGRATIONS.at(-1)?.version);
    data.syncState.set('catalog.cursor', '2026-03-01T09:00:00.000Z');
    data.close();
    data = LocalData.open(dataDir);
    expect(data.syncState.get('catalog.cursor')).toBe('2026-03-01T09:00:00.000Z');
  });

  it('refuses a file written by a newer version of the app', () => {
    data.db.pragma('user_version = 99');
    data.close();
    expect(() => LocalData.open(dataDir)).toThrow(/schema version 99, newer than this app knows/);
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = mkdtempSync(join(tmpdir(), 'pos-local-db-'));
    data = LocalData.open(dataDir);
  });
});

describe('catalog prices', () => {
  beforeEach(() => {
    data.catalog.applyScope({ shop: 'us-shop', locale: 'en-US', pricebook: STORE_BOOK });
    data.catalog.upsertMany([3, 4, 50].map((n) => generatedCatalogProduct(n)));
    data.catalog.setBookPrices(
      'USD',
      [productIdOf(3), productIdOf(4), productIdOf(50)],
      [{ product_id: productIdOf(3), value: 12.5 }],
    );
  });

  it("uses the store's book where it has a price", () => {
    expect(data.catalog.get(productIdOf(3))?.price).toEqual({
      amount: { minor: 1250, currency: 'USD' },
      pricebook: STORE_BOOK,
    });
  });

  it('falls back to the default book', () => {
    expect(data.catalog.get(productIdOf(4))?.price).toEqual({
      amount: { minor: 1099, currency: 'USD' },
      pricebook: 'default',
    });
  });

  it('has no price, with the reason, when neither book prices the product', () => {
    const unpriced = data.catalog.get(productIdOf(50));
    expect(unpriced?.price).toBeNull();
    expect(unpriced?.priceUnavailableReason).toBe("no price in the store's book");
  });

  it("knows the currency the store's prices are in, and none for an empty catalog", () => {
    expect(data.catalog.priceCurrency()).toBe('USD');
    data.catalog.applyScope({ shop: 'ca-shop', locale: 'en-CA', pricebook: STORE_BOOK });
    expect(data.catalog.priceCurrency()).toBeUndefined();
  });

  it('forgets book prices when the store gets another book, and everything when the shop changes', () => {
    expect(data.catalog.applyScope({ shop: 'us-shop', locale: 'en-US', pricebook: 'other-book' })).toBe(
      'prices_reset',
    );
    expect(data.catalog.get(productIdOf(3))?.price?.pricebook).toBe('default');
    expect(data.catalog.applyScope({ shop: 'us-shop', locale: 'en-US', pricebook: 'other-book' })).toBe(
      'unchanged',
    );
    expect(data.catalog.applyScope({ shop: 'ca-shop', locale: 'en-US', pricebook: 'other-book' })).toBe(
      'reset',
    );
    expect(data.catalog.count()).toBe(0);
  });

  it('replaces a product and its identifiers when the platform sends it again', () => {
    data.catalog.upsertMany([{ ...generatedCatalogProduct(3), title: 'Renamed', external_identifiers: [] }]);
    expect(data.catalog.get(productIdOf(3))?.product.title).toBe('Renamed');
    expect(data.catalog.count()).toBe(3);
    const identifiers = data.db
      .prepare(
        'SELECT count(*) FROM product_identifiers i JOIN products p ON p.id = i.product WHERE p.product_id = ?',
      )
      .pluck()
      .get(productIdOf(3));
    expect(identifiers).toBe(0);
  });
});

describe('configurations and stores', () => {
  it('keeps each configuration with the time it was synced', () => {
    data.configs.put('app', {
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: false },
    });
    data.configs.putCashManagement('nyc-1', { operation_mode: 'none', drawers: [] });
    expect(data.configs.get('app')?.value.capabilities.cash_management).toBe(true);
    expect(data.configs.getCashManagement('nyc-1')?.value.operation_mode).toBe('none');
    expect(data.configs.get('print')).toBeUndefined();
  });
});
