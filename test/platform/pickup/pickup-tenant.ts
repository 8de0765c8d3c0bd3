// Builds an in-store pickup tenant over HTTP, the way an administrator would: stores with coordinates,
// stock, and the pickup configuration. Shared by the pickup and order tests.
import { expect, vi } from 'vitest';
import type { ImportEntity } from '../../../shared/contract/import-job';
import type { Order } from '../../../shared/contract/order';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PickupOptionsResponse } from '../../../shared/contract/pickup-options';
import { startArchiveServer, type ArchiveServer } from '../import/support/archive-server';
import { product } from '../import/support/catalog-fixtures';
import { runImport } from '../import/support/import-client';
import { createTestCertificates, type TestCertificates } from '../import/support/test-certificates';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';

export const SHOP = 'berlin-shop';

/** Prices of the default book importStock writes (EUR); any other product costs 19.99. */
export const BOOK_PRICES: Readonly<Record<string, number>> = { tee: 19.99, cap: 12.5 };

export function bookPrice(productId: string): number {
  return BOOK_PRICES[productId] ?? 19.99;
}

export interface TestStore {
  store_id: string;
  label: string;
  /** Left out for a store created without coordinates. */
  latitude?: number;
  longitude?: number;
  active_status?: boolean;
  shop?: string;
}

/** The customer's address: Berlin, Alexanderplatz. */
export const CUSTOMER = { latitude: 52.5219, longitude: 13.4132 };

/** Stores at known distances from the customer (great-circle, rounded). */
export const BERLIN_STORES: TestStore[] = [
  { store_id: 'mitte', label: 'Berlin Mitte', latitude: 52.5219, longitude: 13.4132 }, // 0 km
  { store_id: 'potsdam', label: 'Potsdam', latitude: 52.3906, longitude: 13.0645 }, // ~27 km
  { store_id: 'spandau', label: 'Spandau', latitude: 52.5356, longitude: 13.1976 }, // ~15 km
  { store_id: 'hamburg', label: 'Hamburg', latitude: 53.5511, longitude: 9.9937 }, // ~255 km
];

export async function createStore(t: TestPlatform, store: TestStore): Promise<void> {
  const response = await t.call('POST', '/v0/d/stores', {
    as: 'admin',
    body: {
      store_id: store.store_id,
      shop: store.shop ?? SHOP,
      label: store.label,
      active_status: store.active_status ?? true,
      timezone: 'Europe/Berlin',
      phone_number: '+49 30 1234567',
      business_hours: [{ weekday: 1, from_time: '09:00', to_time: '20:00' }],
      physical_address: {
        address_line_1: `${store.label} 1`,
        city: store.label,
        country_code: 'DE',
        ...(store.latitude === undefined ? {} : { latitude: store.latitude, longitude: store.longitude }),
      },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** One configuration entry per store, grace period in seconds. */
export function pickupConfig(
  storeIds: readonly string[],
  gracePeriodSeconds: number,
  defaultRadiusKm = 50,
): PickupConfig {
  return {
    global: {
      display_name: 'Click & Collect',
      grace_period: gracePeriodSeconds,
      default_search_radius: defaultRadiusKm,
    },
    stores: Object.fromEntries(
      storeIds.map((storeId) => [
        storeId,
        {
          delivery_time: 'Ready in 2 hours',
          delivery_time_if_not_available: 'Ready in 3 days',
          cost: { price: 0, tax_code: 'DE-STANDARD', currency_code: 'EUR' },
        },
      ]),
    ),
  };
}

export async function putPickupConfig(t: TestPlatform, config: PickupConfig): Promise<void> {
  const response = await t.call('POST', '/v0/d/in_store_pickup_config', { as: 'admin', body: config });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

let archiveHost: Promise<{ certificates: TestCertificates; server: ArchiveServer }> | undefined;
let archiveCount = 0;

/** One HTTPS archive server (and test CA) per test file, started on first use. */
function archives() {
  archiveHost ??= (async () => {
    const certificates = createTestCertificates();
    return { certificates, server: await startArchiveServer(certificates) };
  })();
  return archiveHost;
}

/** A test platform that trusts the archive server's CA, so it can import from it. */
export async function startPickupPlatform(
  options: Parameters<typeof startTestPlatform>[0] = {},
): Promise<TestPlatform> {
  const { certificates } = await archives();
  return startTestPlatform({ ...options, extraCaCertificates: [certificates.caPem] });
}

/** Stops the archive server; call in the test file's afterAll. */
export async function closeArchives(): Promise<void> {
  const host = archiveHost;
  archiveHost = undefined;
  if (host) await (await host).server.close();
}

/**
 * Imports stock levels the way a retailer does (seed: "import products and stock for every store"): an
 * archive with the products, a default price book and the availabilities, through the import job API.
 * The platform then retries on-hold orders at those stores.
 */
export async function importStock(
  t: TestPlatform,
  levels: Array<{ store_id: string; product_id: string; quantity: number }>,
  shop = SHOP,
): Promise<void> {
  const url = await publishStockArchive(levels, shop);
  const { job, errors } = await runImport(t, url, STOCK_ENTITIES);
  expect(job.status, JSON.stringify(job)).toBe('finished');
  expect(errors).toEqual([]);
}

/** What a stock archive holds (importStock). */
export const STOCK_ENTITIES: ImportEntity[] = ['products', 'prices', 'availabilities'];

/** The archive importStock imports, served by the test file's archive server: its URL. */
export async function publishStockArchive(
  levels: Array<{ store_id: string; product_id: string; quantity: number }>,
  shop = SHOP,
): Promise<string> {
  const productIds = [...new Set(levels.map((level) => level.product_id))];
  const archive = buildImportArchive({
    products: {
      head: { shop, locale: 'de-DE', is_master: true },
      items: productIds.map((id) => product(id)),
    },
    prices: {
      head: { pricebook: 'default', shop, currency: 'EUR' },
      items: productIds.map((id) => ({ product_id: id, value: bookPrice(id) })),
    },
    availabilities: { head: { shop }, items: levels },
  });
  archiveCount += 1;
  return (await archives()).server.publish(`/stock-${archiveCount}.zip`, archive);
}

export async function requestOptions(
  t: TestPlatform,
  body: unknown,
  as = 'associate',
): Promise<PickupOptionsResponse> {
  const response = await t.call<PickupOptionsResponse>('POST', '/v0/d/in_store_pickup_options', { as, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The offer token of a store for a bag, as a storefront gets it. */
export async function offerToken(
  t: TestPlatform,
  storeId: string,
  bag: Array<{ product_id: string; quantity: number }>,
): Promise<string> {
  const { options } = await requestOptions(t, {
    location: { geo: CUSTOMER },
    bag,
    options: { search_radius: 1000, show_stores_without_atp: true },
  });
  const option = options.find((entry) => entry.fulfillment_node_id === storeId);
  if (!option) throw new Error(`No pickup option for store ${storeId}: ${JSON.stringify(options)}`);
  return option.in_store_pickup_option.shipping_offer_token;
}

export function pickupOrderBody(
  externalId: string,
  token: string,
  items: Array<{ product_id: string; quantity: number; price: number }>,
) {
  return {
    external_id: externalId,
    shop: SHOP,
    currency: 'EUR',
    placed_at: '2026-03-02T10:00:00Z',
    customer: { name: 'Erika Mustermann', email: 'erika@example.com', phone: '+49 170 0000000' },
    shipments: [{ items, shipping_option: { shipping_offer_token: token } }],
  };
}

/** Reads the order until it reaches `status` (the scheduler works in the background); fails after 10 s. */
export async function waitForStatus(
  t: TestPlatform,
  orderId: string,
  status: Order['status'],
): Promise<Order> {
  return vi.waitFor(
    async () => {
      const response = await t.call<Order>('GET', `/v0/d/orders/${orderId}`, { as: 'associate' });
      expect(response.status).toBe(200);
      expect(response.body.status, `order ${orderId}`).toBe(status);
      return response.body;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Users of the order tests: the defaults plus an associate who works in Potsdam only. */
export const TEST_USERS = [
  { username: 'admin', password: 'admin', roles: ['admin' as const], store_ids: [] },
  { username: 'manager', password: 'manager', roles: ['manager' as const], store_ids: [] },
  { username: 'associate', password: 'associate', roles: ['associate' as const], store_ids: [] },
  {
    username: 'potsdam-associate',
    password: 'potsdam-associate',
    roles: ['associate' as const],
    store_ids: ['potsdam'],
  },
];

/** The Berlin stores, configured for pickup with this grace period, each with `stock` of every product. */
export async function setUpBerlinTenant(
  t: TestPlatform,
  gracePeriodSeconds: number,
  stock: Record<string, Record<string, number>>,
): Promise<void> {
  for (const store of BERLIN_STORES) await createStore(t, store);
  await putPickupConfig(
    t,
    pickupConfig(
      BERLIN_STORES.map((store) => store.store_id),
      gracePeriodSeconds,
    ),
  );
  await importStock(
    t,
    Object.entries(stock).flatMap(([storeId, levels]) =>
      Object.entries(levels).map(([productId, quantity]) => ({
        store_id: storeId,
        product_id: productId,
        quantity,
      })),
    ),
  );
}

/** Creates a pickup order at a store through the options call, as a storefront does; returns its id. */
export async function placePickupOrder(
  t: TestPlatform,
  externalId: string,
  storeId: string,
  items: Array<{ product_id: string; quantity: number }>,
): Promise<Order> {
  const token = await offerToken(t, storeId, items);
  const response = await t.call<Order>('POST', '/v0/d/fulfill_order', {
    as: 'associate',
    body: pickupOrderBody(
      externalId,
      token,
      items.map((item) => ({ ...item, price: bookPrice(item.product_id) })),
    ),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
