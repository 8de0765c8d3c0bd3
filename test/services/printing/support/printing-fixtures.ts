// A store, a ready pickup order, its catalog entries and configurations, a workstation database in a temp
// folder, and event-driven waits on print jobs: what the printing tests share.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '../../../../shared/contract/order';
import type { PickupConfig } from '../../../../shared/contract/pickup-config';
import type { PrintConfig } from '../../../../shared/contract/print-config';
import type { Store } from '../../../../shared/contract/store';
import { openLocalDatabase, type LocalDatabase } from '../../../../electron/services/local-db/local-database';
import type { DocumentProduct } from '../../../../electron/services/printing/documents/document-inputs';
import type { PrintJob } from '../../../../electron/services/printing/print-job';
import type { PrintService } from '../../../../electron/services/printing/print-service';

export const STORE: Store = {
  store_id: 'store-downtown',
  shop: 'main-shop',
  label: 'Downtown Store',
  active_status: true,
  business_hours: [],
  tax_included: true,
  phone_number: '+1 555 0100',
  timezone: 'America/New_York',
  physical_address: {
    address_line_1: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    country_code: 'US',
    latitude: 39.8,
    longitude: -89.64,
  },
};

export const PRODUCTS: Record<string, DocumentProduct> = {
  'tee-blue-m': { title: 'Organic Tee Blue M', sku: 'TEE-BLU-M' },
  'sheet-sage-king': { title: 'Fitted sheet', variant: 'Sage · King', sku: 'SHEET-SAGE-K' },
  'sheet-sage-queen': { title: 'Fitted sheet', variant: 'Sage · Queen', sku: 'SHEET-SAGE-Q' },
  'mug-white': { title: 'Stoneware Mug White', ean: '4006381333931' },
  'socks-3p': { title: 'Wool Socks 3-pack', sku: 'SOCK-3P' },
};

export const lookupProduct = (productId: string): DocumentProduct | undefined => PRODUCTS[productId];

export function readyOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: '7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60',
    external_id: 'WEB-100234',
    shop: 'main-shop',
    store_id: STORE.store_id,
    status: 'ready_for_pickup',
    currency: 'USD',
    customer: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0142' },
    shipments: [
      {
        items: [
          { product_id: 'tee-blue-m', quantity: 2, price: 24.99 },
          { product_id: 'mug-white', quantity: 1, price: 12.5 },
          { product_id: 'socks-3p', quantity: 3, price: 9.95 },
        ],
        shipping_option: { shipping_offer_token: 'token' },
      },
    ],
    payments: [],
    prices_include_tax: null,
    taxes: [],
    assignee: 'associate',
    created_at: '2026-03-02T14:05:00Z',
    updated_at: '2026-03-02T15:40:00Z',
    ...overrides,
  };
}

export const PICKUP_CONFIG: PickupConfig = {
  global: { display_name: 'Click & Collect', grace_period: 600, default_search_radius: 25 },
  stores: {},
};

export function printConfig(entries: PrintConfig['default']['in_store_pickup']): PrintConfig {
  return { default: { in_store_pickup: entries } };
}

export interface TempDatabase {
  dir: string;
  db: LocalDatabase;
  reopen(): LocalDatabase;
  remove(): void;
}

/** The workstation database in a fresh temp folder; reopen() simulates the app starting again. */
export function tempDatabase(): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'pos-printing-'));
  const handle: TempDatabase = {
    dir,
    db: openLocalDatabase(dir),
    reopen() {
      if (handle.db.open) handle.db.close();
      handle.db = openLocalDatabase(dir);
      return handle.db;
    },
    remove() {
      if (handle.db.open) handle.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** Resolves with the service's jobs once `done` holds for them (checked on every job change). */
export function waitForJobs(
  service: PrintService,
  done: (jobs: PrintJob[]) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<PrintJob[]> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const jobs = service.list({ limit: 500 }).reverse();
      if (!done(jobs)) return false;
      clearTimeout(timer);
      service.off('jobChanged', check);
      resolve(jobs);
      return true;
    };
    const timer = setTimeout(() => {
      service.off('jobChanged', check);
      const states = service
        .list({ limit: 500 })
        .map((job) => `${job.document_type}#${job.copy_number}:${job.state}`)
        .join(', ');
      reject(new Error(`timed out waiting for ${what}; jobs: ${states || 'none'}`));
    }, timeoutMs);
    service.on('jobChanged', check);
    check();
  });
}

export const allIn =
  (state: PrintJob['state']) =>
  (jobs: PrintJob[]): boolean =>
    jobs.length > 0 && jobs.every((job) => job.state === state);
