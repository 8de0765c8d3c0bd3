// The fleet benchmark's chain, written once into a platform data folder before the measured platform
// process starts on it: stores with coordinates and four drawers each (one per workstation), a catalog
// with stock everywhere, pickup and cash configured, every drawer's day opened. Set up through the
// platform's own HTTP routes (in-process inject) and, for the bulk catalog, its import writers.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PriceRepository } from '../../electron/platform/catalog/price-repository';
import { ProductWriter } from '../../electron/platform/catalog/product-writer';
import { StockRepository } from '../../electron/platform/catalog/stock-repository';
import { createPlatform } from '../../electron/platform/server';
import { BENCH_SHOP, generatedProduct, productIdOf } from '../import.bench';

export const WORKSTATIONS_PER_STORE = 4;
/** Stores per district user: an associate signs in once and may work in their district's stores. */
const STORES_PER_USER = 10;
export const FLEET_PRODUCTS = 200;

export interface FleetStore {
  storeId: string;
  latitude: number;
  longitude: number;
  drawerIds: string[];
  username: string;
}

export interface FleetTenant {
  stores: FleetStore[];
  usersFile: string;
  productIds: string[];
  /** Wire price of every product (all the same: 10.00 USD lines keep the sale bodies simple). */
  price: number;
}

export const storeIdOf = (index: number) => `s${String(index).padStart(4, '0')}`;

/** `database`: the PostgreSQL URL the measured processes will share; undefined: SQLite in `dataDir`. */
export async function seedFleetTenant(
  dataDir: string,
  storeCount: number,
  database: string | undefined,
): Promise<FleetTenant> {
  const stores: FleetStore[] = Array.from({ length: storeCount }, (_, index) => ({
    storeId: storeIdOf(index),
    // A grid across the continental US, about 20 km apart.
    latitude: 30 + (index % 50) * 0.2,
    longitude: -120 + Math.floor(index / 50) * 0.25,
    drawerIds: Array.from({ length: WORKSTATIONS_PER_STORE }, (_, n) => `${storeIdOf(index)}-d${n + 1}`),
    username: `district-${Math.floor(index / STORES_PER_USER)}`,
  }));
  const users = [
    { username: 'admin', password: 'admin', roles: ['admin'], store_ids: [] },
    ...[...new Set(stores.map((store) => store.username))].map((username) => ({
      username,
      password: username,
      roles: ['associate'],
      store_ids: stores.filter((store) => store.username === username).map((store) => store.storeId),
    })),
  ];
  const productNumbers = Array.from({ length: FLEET_PRODUCTS }, (_, n) => n);
  mkdirSync(dataDir, { recursive: true });
  const usersFile = join(dataDir, 'fleet-users.json');
  writeFileSync(usersFile, JSON.stringify(users));

  // Only the administrator sets the chain up; the district users sign in to the measured process.
  const platform = await createPlatform({
    dataDir,
    ...(database ? { database } : {}),
    users: [{ username: 'admin', password: 'admin', roles: ['admin'], store_ids: [] }],
  });
  try {
    const token = (
      (await platform.app
        .inject({
          method: 'POST',
          url: '/v0/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=password&username=admin&password=admin',
        })
        .then((response) => response.json())) as { access_token: string }
    ).access_token;
    const send = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
      const response = await platform.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    };

    for (const store of stores) {
      await send('POST', '/v0/d/stores', {
        store_id: store.storeId,
        shop: BENCH_SHOP,
        label: `Store ${store.storeId}`,
        active_status: true,
        timezone: 'America/Chicago',
        physical_address: {
          address_line_1: '1 Main St',
          city: 'Springfield',
          country_code: 'US',
          latitude: store.latitude,
          longitude: store.longitude,
        },
      });
    }
    await send('POST', '/v0/d/in_store_pickup_config', {
      global: { display_name: 'Pick up in store', grace_period: 0, default_search_radius: 5 },
      stores: Object.fromEntries(
        stores.map((store) => [
          store.storeId,
          {
            delivery_time: 'Ready in 2 hours',
            delivery_time_if_not_available: 'Ready in 3 days',
            cost: { price: 0, tax_code: 'US', currency_code: 'USD' },
          },
        ]),
      ),
    });
    await send('PUT', '/api/v1/associate-app/config', {
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: false },
    });

    const { db } = platform.context;
    const at = new Date().toISOString();
    db.transaction(() => {
      new ProductWriter(db).writeProducts(BENCH_SHOP, 'en-US', productNumbers.map(generatedProduct), at);
      new PriceRepository(db).writeBook(
        BENCH_SHOP,
        'default',
        'USD',
        productNumbers.map((n) => ({ productId: productIdOf(n), amountMinor: 1000 })),
        at,
      );
      const stock = new StockRepository(db, () => new Date());
      for (const store of stores) {
        for (const n of productNumbers) stock.set(BENCH_SHOP, store.storeId, productIdOf(n), 1_000_000);
      }
    })();

    for (const store of stores) {
      await send('PUT', `/v0/d/stores/${store.storeId}/cash_management`, {
        operation_mode: 'non_integrated',
        drawers: store.drawerIds.map((drawerId, n) => ({
          drawer_id: drawerId,
          name: `Register ${n + 1}`,
          recommended_float: 200,
          currency: 'USD',
        })),
      });
      for (const drawerId of store.drawerIds) {
        await send('POST', `/v0/d/cash_drawers/${drawerId}/transactions`, {
          transaction_id: randomUUID(),
          store_id: store.storeId,
          type: 'daily_open',
          amount: 200,
          currency: 'USD',
          // The platform records a transaction under the signed-in user (the administrator seeding here).
          created_at: at,
        });
      }
    }
  } finally {
    await platform.close();
  }
  return { stores, usersFile, productIds: productNumbers.map(productIdOf), price: 10 };
}
