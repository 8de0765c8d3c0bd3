// The demo tenant loaded into a real platform: what an associate's app sees through the API.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { loadDemoTenant } from '../../../electron/platform/demo/demo-tenant';
import { DEMO_LOAD_TIMEOUT_MS } from '../support/demo-load-time';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type Product = {
  product_id: string;
  title: string;
  variant_group_id: string;
  external_identifiers: Array<{ type: string; value: string }>;
  price: { value: number; currency: string; pricebook: string } | null;
};
type ProductPage = { items: Product[]; pagination: { total: number } };
type StoreList = {
  stores: Array<{ store_id: string; physical_address: { latitude?: number; longitude?: number } }>;
};

const fixedClock = () => new Date('2026-03-01T06:00:00.000Z');

/** Every table the demo writes, as a row count and a hash of its rows, for comparing two data folders. */
function dump(db: PlatformDatabase): Record<string, { rows: number; sha256: string }> {
  const tables = {
    stores: 'SELECT store_id, shop, data FROM stores ORDER BY store_id',
    products:
      'SELECT shop, locale, product_id, show_in_listing, data FROM products ORDER BY shop, locale, product_id',
    categories: 'SELECT * FROM categories ORDER BY shop, locale, path',
    pricebooks: 'SELECT * FROM pricebooks ORDER BY shop, name',
    prices: 'SELECT * FROM prices ORDER BY shop, pricebook, product_id',
    stock: 'SELECT * FROM stock ORDER BY store_id, product_id',
    // Secrets (the shipping offer signing key) are random per data folder by design.
    settings: `SELECT name, value FROM settings WHERE name NOT LIKE '%secret%' ORDER BY name`,
    cash: 'SELECT * FROM store_cash_management ORDER BY store_id',
  };
  return Object.fromEntries(
    Object.entries(tables).map(([name, sql]) => {
      const rows = db.prepare(sql).raw().all();
      return [
        name,
        { rows: rows.length, sha256: createHash('sha256').update(JSON.stringify(rows)).digest('hex') },
      ];
    }),
  );
}

describe('demo tenant in a platform', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ now: fixedClock });
    const loaded = loadDemoTenant(t.platform.context);
    expect(loaded.created).toBe(true);
    expect(loaded.description).toMatch(/25 stores/);
  }, DEMO_LOAD_TIMEOUT_MS);
  afterAll(async () => t.close());

  it('loads only once per data folder', async () => {
    const before = dump(t.platform.context.db);
    const again = loadDemoTenant(t.platform.context);
    expect(again.created).toBe(false);
    expect(dump(t.platform.context.db)).toEqual(before);
  });

  it(
    'writes the same data into another data folder',
    async () => {
      const other = await startTestPlatform({ now: fixedClock });
      try {
        loadDemoTenant(other.platform.context);
        const mine = dump(t.platform.context.db);
        const theirs = dump(other.platform.context.db);
        expect(theirs.products?.rows).toBeGreaterThan(9000);
        expect(theirs.stock?.rows).toBeGreaterThan(75_000);
        expect(theirs).toEqual(mine);
      } finally {
        await other.close();
      }
    },
    DEMO_LOAD_TIMEOUT_MS,
  );

  it('lists 25 stores, each with coordinates', async () => {
    const response = await t.call<StoreList>('GET', '/v0/d/stores', { as: 'associate' });
    expect(response.body.stores).toHaveLength(25);
    for (const store of response.body.stores) {
      expect(typeof store.physical_address.latitude, store.store_id).toBe('number');
      expect(typeof store.physical_address.longitude, store.store_id).toBe('number');
    }
  });

  it('lists the catalog of both shops with default prices in their currencies', async () => {
    const us = await t.call<ProductPage>('GET', '/api/v1/shops/us/products?locale=en-US&count=5', {
      as: 'associate',
    });
    expect(us.status).toBe(200);
    expect(us.body.pagination.total).toBeGreaterThanOrEqual(3000);
    expect(us.body.items[0]?.price).toEqual({
      value: expect.any(Number),
      currency: 'USD',
      pricebook: 'default',
    });
    const ca = await t.call<ProductPage>('GET', '/api/v1/shops/ca/products?locale=en-CA&count=5', {
      as: 'associate',
    });
    expect(ca.body.pagination.total).toBe(us.body.pagination.total);
    expect(ca.body.items[0]?.price?.currency).toBe('CAD');
  });

  it('finds a product by its barcode and by its category', async () => {
    const sample = await t.call<ProductPage>(
      'GET',
      '/api/v1/shops/us/products?locale=en-US&count=1&offset=100',
      {
        as: 'associate',
      },
    );
    const product = sample.body.items[0];
    const barcode =
      product?.external_identifiers.find((identifier) => identifier.type === 'ean13')?.value ?? '';
    const found = await t.call<ProductPage>('GET', `/api/v1/shops/us/products?locale=en-US&q=${barcode}`, {
      as: 'associate',
    });
    expect(found.body.items.map((item) => item.product_id)).toContain(product?.product_id);

    const sneakers = await t.call<ProductPage>(
      'GET',
      `/api/v1/shops/us/products?locale=en-US&category=${encodeURIComponent('Women > Shoes')}&count=500`,
      { as: 'associate' },
    );
    expect(sneakers.body.pagination.total).toBeGreaterThan(50);
  });

  it('answers sale prices below the regular ones', async () => {
    const listing = await t.call<ProductPage>('GET', '/api/v1/shops/us/products?locale=en-US&count=500', {
      as: 'associate',
    });
    const ids = listing.body.items.map((item) => item.product_id);
    const query = ids.map((id) => `product_id[]=${encodeURIComponent(id)}`).join('&');
    const sale = await t.call<{ currency: string; elements: Array<{ product_id: string; value: number }> }>(
      'GET',
      `/api/v1/shops/us/prices?pricebook_id=sale&${query}`,
      { as: 'associate' },
    );
    expect(sale.status).toBe(200);
    expect(sale.body.currency).toBe('USD');
    expect(sale.body.elements.length).toBeGreaterThan(0);
    const regular = new Map(listing.body.items.map((item) => [item.product_id, item.price?.value ?? 0]));
    for (const element of sale.body.elements)
      expect(element.value).toBeLessThan(regular.get(element.product_id) ?? 0);
  });

  it('offers pickup at the nearest stores to a customer in Manhattan, SoHo first', async () => {
    const stocked = t.platform.context.db
      .prepare(
        "SELECT product_id FROM stock WHERE store_id = 'us-nyc-soho' AND quantity >= 3 ORDER BY product_id LIMIT 1",
      )
      .get() as { product_id: string };
    const response = await t.call<{ options: Array<{ store: { store_id: string }; has_atp: boolean }> }>(
      'POST',
      '/v0/d/in_store_pickup_options',
      {
        as: 'associate',
        body: {
          location: { geo: { latitude: 40.7246, longitude: -73.9983 } },
          bag: [{ product_id: stocked.product_id, quantity: 1 }],
          options: { search_radius: 20, show_stores_without_atp: true },
        },
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.options.map((option) => option.store.store_id)).toEqual([
      'us-nyc-soho',
      'us-nyc-williamsburg',
    ]);
    expect(response.body.options[0]?.has_atp).toBe(true);
  });

  it('has cash management ready: an integrated drawer opens, rounding lists US stores', async () => {
    const setup = await t.call<{
      operation_mode: string;
      drawers: Array<{ drawer_id: string; device?: { serial: string } }>;
    }>('GET', '/v0/d/stores/us-nyc-soho/cash_management', { as: 'associate' });
    expect(setup.body.operation_mode).toBe('integrated');
    expect(setup.body.drawers[0]?.device?.serial).toBe('CD-1001');
    const opened = await t.call(
      'POST',
      `/v0/d/cash_drawers/${setup.body.drawers[0]?.drawer_id}/transactions`,
      {
        as: 'associate',
        body: {
          transaction_id: '6a0f4b8e-6c4f-4c1e-9a56-2f1d0c9e7b11',
          store_id: 'us-nyc-soho',
          type: 'daily_open',
          amount: 200,
          currency: 'USD',
          associate: 'associate',
          created_at: '2026-03-01T05:59:00Z',
        },
      },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const toronto = await t.call<{ operation_mode: string }>(
      'GET',
      '/v0/d/stores/ca-tor-eaton/cash_management',
      {
        as: 'associate',
      },
    );
    expect(toronto.body.operation_mode).toBe('non_integrated');
    const rounding = await t.call<{ enabled_store_ids: string[] }>('GET', '/config/rounding', {
      as: 'associate',
    });
    expect(rounding.body.enabled_store_ids).toContain('us-nyc-soho');
    const app = await t.call('GET', '/api/v1/associate-app/config', { as: 'associate' });
    expect(app.body).toEqual({
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: true },
    });
  });
});
