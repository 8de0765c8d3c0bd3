// Benchmark: first full sync of a workstation against the embedded platform over loopback HTTP — the
// catalog of 100,000 products of the store (its default prices from the listing, its book's prices from
// the prices call), 500 per page, written to the local SQLite file — then an incremental sync with nothing
// new and one after 1% of the catalog changed. The floor is measured in the same run: the same pages read
// from the platform (listing and the store book's prices, plain fetch and JSON.parse) and the same rows
// written locally, nothing else. Target: the first sync within 2× the floor.
// Run alone: `npx tsx bench/first-sync.bench.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PlatformApiClient } from '../electron/services/api/platform-api-client';
import { LocalData } from '../electron/services/local-db/local-data';
import { Outbox } from '../electron/services/outbox/outbox';
import { SyncService } from '../electron/services/sync/sync-service';
import type { SyncPhase } from '../electron/services/sync/sync-status';
import type { CatalogProduct, PricesResponse } from '../shared/contract/catalog';
import {
  LOCALE,
  SHOP,
  STORE,
  startServiceTenant,
  type ServiceTenant,
} from '../test/services/api/support/service-tenant';
import { STORE_BOOK } from '../test/services/catalog/support/generated-catalog';

export const PRODUCT_COUNT = 100_000;
const CHANGED_COUNT = 1_000;
const PAGE_SIZE = 500;

export interface FirstSyncBenchRow {
  scenario: string;
  productsReceived: number;
  seconds: number;
  productsPerSecond: number;
  /** Seconds spent in the catalog phase (listing + prices + local writes). */
  catalogSeconds: number;
  /**
   * Process CPU time (user + system) of the sync, platform included (it runs in the same process): the
   * cost, whatever else runs on the machine.
   */
  cpuSeconds: number;
}

export async function runFirstSyncBench(): Promise<FirstSyncBenchRow[]> {
  const tenant = await startServiceTenant();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-sync-'));
  let data: LocalData | undefined;
  let sync: SyncService | undefined;
  try {
    // Setup through the contract's import, as an administrator would load a catalog.
    await tenant.importCatalog(PRODUCT_COUNT);

    data = LocalData.open(dataDir);
    const api = new PlatformApiClient({ baseUrl: tenant.platform.url });
    await api.signIn({ username: 'associate', password: 'associate' });
    const localData = data;
    sync = new SyncService({
      api,
      data,
      outbox: new Outbox(data.db),
      workstation: () => ({ storeId: STORE, locale: LOCALE }),
      pageSize: PAGE_SIZE,
    });
    const phaseStarted = new Map<SyncPhase, number>();
    sync.on('statusChanged', (status) => {
      if (status.progress && !phaseStarted.has(status.progress.phase)) {
        phaseStarted.set(status.progress.phase, performance.now());
      }
    });
    const run = async (scenario: string, full: boolean): Promise<FirstSyncBenchRow> => {
      phaseStarted.clear();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const report = await sync!.syncNow({ full });
      const ended = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      const catalogStart = phaseStarted.get('catalog') ?? started;
      const catalogEnd = phaseStarted.get('orders') ?? ended;
      const seconds = (ended - started) / 1000;
      return {
        scenario,
        productsReceived: report.products,
        seconds: round(seconds),
        productsPerSecond: Math.round(report.products / seconds),
        catalogSeconds: round((catalogEnd - catalogStart) / 1000),
        cpuSeconds: round((cpu.user + cpu.system) / 1_000_000),
      };
    };

    const floor = () => runFloor(tenant, PAGE_SIZE);
    const rows = [await floor(), await run('first sync (full)', true), await floor()];
    if (localData.catalog.count() !== PRODUCT_COUNT) {
      throw new Error(
        `The local catalog holds ${localData.catalog.count()} products, expected ${PRODUCT_COUNT}`,
      );
    }
    rows.push(await run('incremental, nothing changed', false));
    await tenant.importCatalog(CHANGED_COUNT, PRODUCT_COUNT + 1);
    rows.push(await run(`incremental, ${CHANGED_COUNT.toLocaleString('en-US')} new products`, false));
    return rows;
  } finally {
    await sync?.dispose();
    data?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await tenant.close();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The least a first sync of the catalog can cost: every page of the sync's listing and the store book's
 * prices of its products, read with plain fetch, and the same rows written to a fresh local database,
 * one transaction per page, nothing else (no validation, no progress, no resumable walk).
 */
async function runFloor(tenant: ServiceTenant, pageSize: number): Promise<FirstSyncBenchRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-sync-floor-'));
  const data = LocalData.open(dataDir);
  try {
    const token = await tenant.platform.tokenFor('associate');
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${tenant.platform.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as T;
    };
    data.catalog.applyScope({ shop: SHOP, locale: LOCALE, pricebook: STORE_BOOK });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let received = 0;
    for (let offset = 0, cursor: string | undefined; ;) {
      const position = cursor === undefined ? `offset=${offset}` : `after=${encodeURIComponent(cursor)}`;
      const page = await get<{ items: CatalogProduct[]; pagination: { next_cursor?: string | null } }>(
        `/api/v1/shops/${SHOP}/products?locale=${LOCALE}&updated_since=1970-01-01T00:00:00.000Z&count=${pageSize}&${position}`,
      );
      const ids = page.items.map((product) => product.product_id);
      const prices =
        ids.length === 0
          ? undefined
          : await get<PricesResponse>(
              `/api/v1/shops/${SHOP}/prices?pricebook_id=${STORE_BOOK}&${ids.map((id) => `product_id[]=${encodeURIComponent(id)}`).join('&')}`,
            );
      data.transaction(() => {
        data.catalog.upsertMany(page.items);
        if (prices) data.catalog.setBookPrices(prices.currency, ids, prices.elements);
      });
      received += page.items.length;
      if (page.items.length < pageSize) break;
      offset += page.items.length;
      cursor = page.pagination.next_cursor ?? undefined;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    if (data.catalog.count() !== PRODUCT_COUNT) {
      throw new Error(`The floor wrote ${data.catalog.count()} products, expected ${PRODUCT_COUNT}`);
    }
    return {
      scenario: 'floor: same pages read, same rows written',
      productsReceived: received,
      seconds: round(seconds),
      productsPerSecond: Math.round(received / seconds),
      catalogSeconds: round(seconds),
      cpuSeconds: round((cpu.user + cpu.system) / 1_000_000),
    };
  } finally {
    data.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFirstSyncTable(rows: FirstSyncBenchRow[]): void {
  console.log(
    `\nWorkstation sync against the embedded platform (loopback HTTP), ${PRODUCT_COUNT.toLocaleString('en-US')} products, ` +
      `${PAGE_SIZE} per page; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const floors = rows.filter((row) => row.scenario.startsWith('floor'));
  const first = rows.find((row) => row.scenario.startsWith('first sync'));
  if (floors.length > 0 && first) {
    const floorSeconds = Math.min(...floors.map((row) => row.seconds));
    const floorCpuSeconds = Math.min(...floors.map((row) => row.cpuSeconds));
    console.log(
      `First sync ${first.seconds} s against a floor of ${floorSeconds} s (best of ${floors.length}, same run): ` +
        `${round(first.seconds / floorSeconds)}× (target ≤ 2×); catalog phase alone ${round(first.catalogSeconds / floorSeconds)}×. ` +
        `In CPU time (platform and workstation, the figure a loaded machine does not blur): ${first.cpuSeconds} s ` +
        `against ${floorCpuSeconds} s, ${round(first.cpuSeconds / floorCpuSeconds)}×.`,
    );
  }
  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      'products received': row.productsReceived,
      'total s': row.seconds,
      'catalog s': row.catalogSeconds,
      'products/s': row.productsPerSecond,
      'CPU s': row.cpuSeconds,
    })),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFirstSyncTable(await runFirstSyncBench());
}
