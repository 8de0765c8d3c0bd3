// Benchmark: first full sync of a workstation against the embedded platform over loopback HTTP — the
// catalog of 100,000 products of the store (its default prices from the listing, its book's prices from
// the prices call), 500 per page, written to the local SQLite file — then an incremental sync with nothing
// new and one after 1% of the catalog changed. Run alone: `npx tsx bench/first-sync.bench.ts`.
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
import { LOCALE, STORE, startServiceTenant } from '../test/services/api/support/service-tenant';

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

    const rows = [await run('first sync (full)', true)];
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

export function printFirstSyncTable(rows: FirstSyncBenchRow[]): void {
  console.log(
    `\nWorkstation sync against the embedded platform (loopback HTTP), ${PRODUCT_COUNT.toLocaleString('en-US')} products, ` +
      `${PAGE_SIZE} per page; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
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
