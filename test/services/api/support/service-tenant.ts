// A real embedded platform set up the way an administrator would, through the app's own API client:
// stores with coordinates, a catalog imported from an HTTPS archive (default book + the store's book),
// stock, the pickup configuration (no grace period: orders are routed at once), cash management with
// one drawer. Shared by the api, outbox and sync tests.
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '../../../../shared/contract/order';
import type { PickupConfig } from '../../../../shared/contract/pickup-config';
import { PlatformApiClient } from '../../../../electron/services/api/platform-api-client';
import { startTestPlatform, type TestPlatform } from '../../../platform/support/platform-fixture';
import { buildImportArchive } from '../../../platform/support/zip-builder';
import { startArchiveHost, type ArchiveHost } from './archive-host';
import {
  GENERATED_LOCALE,
  GENERATED_SHOP,
  STORE_BOOK,
  generatedCatalogFiles,
  productIdOf,
  storePriceCents,
  wireFromCents,
} from '../../catalog/support/generated-catalog';
import { sampleStore } from './sample-data';

export const SHOP = GENERATED_SHOP;
export const LOCALE = GENERATED_LOCALE;
/** The workstation's store: priced from STORE_BOOK, with one non-integrated drawer. */
export const STORE = 'nyc-1';
/** Another store, for reroutes. */
export const OTHER_STORE = 'nj-1';
export const DRAWER = 'nyc-1-drawer-1';
export const CUSTOMER_LOCATION = { latitude: 40.7506, longitude: -73.9972 };

export interface ServiceTenant {
  platform: TestPlatform;
  archives: ArchiveHost;
  /** Signed in as admin. */
  admin: PlatformApiClient;
  productCount: number;
  /** Imports products (and prices) numbered first..first+count-1 through the import API. */
  importCatalog(count: number, first?: number): Promise<void>;
  /** Sets the stock of products at a store through an availabilities import. */
  importStock(levels: Array<{ store_id: string; product_id: string; quantity: number }>): Promise<void>;
  /** A pickup order for `items` routed to STORE, returned once routing assigned it. */
  placePickupOrder(
    externalId: string,
    items: Array<{ product_id: string; quantity: number }>,
  ): Promise<Order>;
  /** Opens the drawer's day on the platform: a daily_open of `float` USD (default 200) by admin, at `at` (now). */
  openDrawer(drawerId: string, float?: number, at?: string): Promise<void>;
  /** Stops the platform, keeping its data folder. */
  stopPlatform(): Promise<void>;
  /** Starts a new platform on the same data folder (a new port); returns its URL. */
  startPlatform(): Promise<string>;
  close(): Promise<void>;
}

/** A generated product's price at STORE (its number is the tail of its id), as the wire decimal. */
export function storePrice(productId: string): number {
  const cents = storePriceCents(Number(/\d+$/.exec(productId)?.[0]));
  if (cents === undefined) throw new Error(`Product ${productId} has no price at ${STORE}.`);
  return wireFromCents(cents);
}

export async function startServiceTenant(
  options: { products?: number; dataDir?: string } = {},
): Promise<ServiceTenant> {
  const archives = await startArchiveHost();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pos-services-platform-'));
  let platform = await startTestPlatform({ dataDir, extraCaCertificates: [archives.caPem] });
  const admin = new PlatformApiClient({ baseUrl: platform.url });
  await admin.signIn({ username: 'admin', password: 'admin' });
  let archiveNumber = 0;

  async function runImport(archive: Buffer, entities: Array<'products' | 'prices' | 'availabilities'>) {
    archiveNumber += 1;
    const url = archives.publish(`/archives/${archiveNumber}.zip`, archive);
    const job = await admin.createImportJob({
      provider: 'test',
      name: `import ${archiveNumber}`,
      source_uri: url,
      entities,
    });
    await admin.startImportJob(job.import_id, { transformed_uri: url });
    // A plain poll, not vi.waitFor: bench/first-sync.bench.ts loads its catalog through this tenant outside
    // vitest, where vi.waitFor cannot run.
    const deadline = Date.now() + 120_000;
    let finished = await admin.getImportJob(job.import_id);
    while (!/^(finished|failed)$/.test(finished.status)) {
      if (Date.now() > deadline)
        throw new Error(`Import ${job.import_id} still ${finished.status} after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = await admin.getImportJob(job.import_id);
    }
    if (finished.status === 'failed') throw new Error(`Import failed: ${JSON.stringify(finished.failure)}`);
    const errors = await admin.listImportErrors(job.import_id);
    if (errors.length > 0) throw new Error(`Import had errors: ${JSON.stringify(errors.slice(0, 3))}`);
  }

  const tenant: ServiceTenant = {
    get platform() {
      return platform;
    },
    archives,
    admin,
    productCount: 0,
    async importCatalog(count, first = 1) {
      await runImport(buildImportArchive(generatedCatalogFiles(count, first)), ['products', 'prices']);
      tenant.productCount = Math.max(tenant.productCount, first + count - 1);
    },
    async importStock(levels) {
      await runImport(buildImportArchive({ availabilities: { head: { shop: SHOP }, items: levels } }), [
        'availabilities',
      ]);
    },
    async placePickupOrder(externalId, items) {
      const { options } = await admin.getPickupOptions({
        location: { geo: CUSTOMER_LOCATION },
        bag: items,
        options: { search_radius: 100, show_stores_without_atp: true },
      });
      const option = options.find((entry) => entry.fulfillment_node_id === STORE);
      if (!option) throw new Error(`No pickup option at ${STORE}`);
      const order = await admin.createOrder({
        external_id: externalId,
        shop: SHOP,
        currency: 'USD',
        placed_at: '2026-03-02T10:00:00Z',
        customer: { name: 'Jane Doe', email: 'jane@example.com' },
        shipments: [
          {
            items: items.map((item) => ({ ...item, price: storePrice(item.product_id) })),
            shipping_option: { shipping_offer_token: option.in_store_pickup_option.shipping_offer_token },
          },
        ],
      });
      return vi.waitFor(
        async () => {
          const current = await admin.getOrder(order.order_id);
          expect(current.status, `order ${order.order_id}`).toMatch(/^(assigned|on_hold)$/);
          return current;
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    async openDrawer(drawerId, float = 200, at = new Date().toISOString()) {
      await admin.createDrawerTransaction(drawerId, {
        transaction_id: randomUUID(),
        store_id: STORE,
        type: 'daily_open',
        amount: float,
        currency: 'USD',
        associate: 'admin',
        created_at: at,
      });
    },
    async stopPlatform() {
      await platform.stop();
    },
    async startPlatform() {
      platform = await startTestPlatform({ dataDir, extraCaCertificates: [archives.caPem] });
      admin.setBaseUrl(platform.url);
      return platform.url;
    },
    async close() {
      await platform.close();
      await archives.close();
    },
  };

  await admin.createStore(sampleStore(STORE, { shop: SHOP, pricebook: STORE_BOOK }));
  await admin.createStore(
    sampleStore(OTHER_STORE, {
      shop: SHOP,
      label: 'Jersey City',
      physical_address: {
        address_line_1: '30 Hudson St',
        city: 'Jersey City',
        country_code: 'US',
        state: 'NJ',
        latitude: 40.7178,
        longitude: -74.0431,
      },
    }),
  );
  if ((options.products ?? 0) > 0) await tenant.importCatalog(options.products ?? 0);
  const pickup: PickupConfig = {
    global: { display_name: 'Pick up in store', grace_period: 0, default_search_radius: 50 },
    stores: Object.fromEntries(
      [STORE, OTHER_STORE].map((storeId) => [
        storeId,
        {
          delivery_time: 'Ready in 2 hours',
          delivery_time_if_not_available: 'Ready in 3 days',
          cost: { price: 0, tax_code: 'FR000', currency_code: 'USD' as const },
        },
      ]),
    ),
  };
  await admin.putPickupConfig(pickup);
  await admin.patchAppConfig({ capabilities: { cash_management: true } });
  await admin.putStoreCashManagement(STORE, {
    operation_mode: 'non_integrated',
    drawers: [{ drawer_id: DRAWER, name: 'Front register', recommended_float: 200, currency: 'USD' }],
  });
  return tenant;
}

export { productIdOf };
