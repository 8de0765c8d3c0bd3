// Benchmark: a catalog import through the real pipeline — 100,000 products with two price books and stock
// at 50 stores for every product — against a floor measured in the same run: only reading the same JSON
// files, JSON.parse and inserting the same rows in one transaction. Target: import ≤ 2 × floor.
// Then the same archive is imported again (nothing changed: what a nightly export costs when little did).
// `npm run bench -- import [--engine postgres]`; run alone: `npx tsx bench/import.bench.ts`
// (BENCH_IMPORT_PRODUCTS / BENCH_IMPORT_STORES change the size, BENCH_ENGINE the engine).
//
// Each measured phase runs in its own Node process so its memory figures are its own: the parent generates
// nothing big; it serves the archive over HTTPS (with a throwaway CA), holds the temporary PostgreSQL cluster
// with --engine postgres (bench/support/bench-engine.ts), and prints the table. On PostgreSQL the CPU figures
// include the server's (its backends do the inserts), and the floor writes its rows in multi-row statements
// (db/batch-insert.ts), since one statement per row is one round trip each there.
import { execFile, spawnSync } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ProductItem } from '../shared/contract/products-file';
import { money, parseMoney, toWireAmount } from '../shared/money';
import { categoryAncestry } from '../electron/platform/catalog/category-path';
import { searchableText, toSearchText } from '../electron/platform/catalog/search-query';
import { BatchInsert } from '../electron/platform/db/batch-insert';
import { openPlatformDatabase, type PlatformDatabase } from '../electron/platform/db/database';
import { POSTGRES_MIGRATIONS } from '../electron/platform/db/postgres/migrations';
import { openPostgresPlatformDatabase } from '../electron/platform/db/postgres/postgres-schema';
import { createPlatform } from '../electron/platform/server';
import { StoreRepository } from '../electron/platform/stores/store-repository';
import { buildZip } from '../test/platform/support/zip-builder';
import { createTestCertificates } from '../test/platform/import/support/test-certificates';
import {
  benchSetup,
  describeSetup,
  postgresServerCpuSeconds,
  startBenchDatabase,
} from './support/bench-engine';
import { percentile } from './support/stats';

export const BENCH_SHOP = 'bench';
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const STORES = Number(process.env.BENCH_IMPORT_STORES ?? 50);
/** Every OUTLET_EVERY-th product is also in the 'outlet' book. */
const OUTLET_EVERY = 5;
const TARGET_RATIO = 2;

// ---------------------------------------------------------------------------------------------------------
// The generated catalog (deterministic: the same data on every run).

const ADJECTIVES = [
  'Slim',
  'Relaxed',
  'Classic',
  'Oversized',
  'Cropped',
  'Tailored',
  'Vintage',
  'Everyday',
  'Essential',
  'Premium',
];
const MATERIALS = [
  'linen',
  'cotton',
  'wool',
  'denim',
  'leather',
  'canvas',
  'silk',
  'fleece',
  'jersey',
  'suede',
];
const NOUNS = [
  'shirt',
  'tee',
  'jacket',
  'trousers',
  'sneakers',
  'boots',
  'dress',
  'skirt',
  'hoodie',
  'scarf',
  'cap',
  'belt',
];
const DEPARTMENTS = ['Men', 'Women', 'Kids'];
const COLOURS = ['black', 'white', 'navy', 'olive', 'sand', 'red'];
const SIZES = ['S', 'M', 'L', 'XL'];

export const productIdOf = (n: number) => `P${String(n).padStart(6, '0')}`;
export const storeIdOf = (n: number) => `S${String(n).padStart(3, '0')}`;

/** A valid EAN-13 for product n (GS1 check digit). */
export function ean13Of(n: number): string {
  const body = `400${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Title words cycle independently, so a word like 'linen' matches a tenth of the catalog. */
export function titleOf(n: number): string {
  return `${ADJECTIVES[n % 10]} ${MATERIALS[Math.floor(n / 10) % 10]} ${NOUNS[Math.floor(n / 100) % 12]}`;
}

export function generatedProduct(n: number): ProductItem {
  const id = productIdOf(n);
  const department = DEPARTMENTS[n % 3] as string;
  const noun = NOUNS[Math.floor(n / 100) % 12] as string;
  return {
    product_id: id,
    variant_group_id: `G${String(Math.floor(n / 4)).padStart(6, '0')}`,
    title: titleOf(n),
    caption: `${department}'s ${noun} in ${COLOURS[n % 6]}`,
    description: `A ${titleOf(n).toLowerCase()} cut for every day. Machine washable, made to last, part of the ${department.toLowerCase()} collection.`,
    show_in_listing: n % 50 !== 0,
    images: [
      {
        url: `https://images.example.com/${id}/main.jpg`,
        internal_dimension_height: 1200,
        internal_dimension_width: 900,
        internal_dominant_color: '#a0b1c2',
        is_main: true,
      },
    ],
    tax_class_id: 'standard',
    categories: [
      {
        path: `${department} > ${noun[0]?.toUpperCase()}${noun.slice(1)} > ${ADJECTIVES[n % 10]}`,
        is_main: true,
        position: n % 100,
      },
      ...(n % 10 === 0 ? [{ path: 'Sale', position: 1 }] : []),
    ],
    material: MATERIALS[Math.floor(n / 10) % 10],
    variation_color_value: COLOURS[n % 6],
    variation_size_value: SIZES[n % 4],
    variation_size_gender: department === 'Women' ? 'female' : 'male',
    variation_size_type: 'regular',
    variation_size_system: 'US',
    external_identifiers: [
      { type: 'sku', value: `SKU-${id}` },
      { type: 'ean13', value: ean13Of(n) },
    ],
    extended_attributes: [{ name: 'care', value: 'Machine wash 30 °C' }],
  };
}

/** Price of product n in cents: 5.00 to 204.99 USD. */
export const priceCentsOf = (n: number) => 500 + ((n * 7919) % 20_000);

function priceDocuments(count: number): unknown[] {
  const wire = (cents: number) => toWireAmount(money(cents, 'USD'));
  const ids = Array.from({ length: count }, (_, n) => n);
  return [
    {
      head: { pricebook: 'default', shop: BENCH_SHOP, currency: 'USD' },
      items: ids.map((n) => ({ product_id: productIdOf(n), value: wire(priceCentsOf(n)) })),
    },
    {
      head: { pricebook: 'outlet', shop: BENCH_SHOP, currency: 'USD' },
      items: ids
        .filter((n) => n % OUTLET_EVERY === 0)
        .map((n) => ({ product_id: productIdOf(n), value: wire(Math.floor(priceCentsOf(n) * 0.7)) })),
    },
  ];
}

/** Writes data/availabilities.json piece by piece: the whole text would be hundreds of MB. */
function writeAvailabilities(path: string, products: number, stores: number): void {
  const fd = openSync(path, 'w');
  writeSync(fd, `{"head":{"shop":"${BENCH_SHOP}"},"items":[`);
  let first = true;
  for (let store = 0; store < stores; store += 1) {
    const storeId = storeIdOf(store);
    let chunk = '';
    for (let n = 0; n < products; n += 1) {
      chunk += `${first ? '' : ','}{"product_id":"${productIdOf(n)}","store_id":"${storeId}","quantity":${(n * 31 + store * 17) % 40}}`;
      first = false;
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, chunk);
  }
  writeSync(fd, ']}');
  closeSync(fd);
}

// ---------------------------------------------------------------------------------------------------------
// Phases (each one is a child process started by the parent).

interface PhaseReport {
  seconds: number;
  /** CPU time (user + system) of the process during the phase: its cost whatever else runs on the machine. */
  cpuSeconds: number;
  peakRssMb: number;
  baselineRssMb: number;
  highWaterRssMb: number;
  detail: Record<string, unknown>;
}

/** Samples RSS every 10 ms from a worker thread, which keeps sampling while the main thread is busy. */
function startRssSampler(): { stop(): Promise<number> } {
  const shared = new Float64Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const peak = new Float64Array(workerData);
     const sample = () => { const rss = process.memoryUsage.rss(); if (rss > peak[0]) peak[0] = rss; };
     sample(); setInterval(sample, 10);`,
    { eval: true, workerData: shared.buffer },
  );
  return {
    async stop() {
      await worker.terminate();
      return shared[0] ?? 0;
    },
  };
}

/** The kernel's record of the process's largest RSS (VmHWM), a check on the sampled peak. */
function highWaterRssMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** The PostgreSQL server of the run (the parent passes it on to the phases); none on SQLite. */
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const FLOOR_DATABASE_URL = process.env.BENCH_FLOOR_DATABASE_URL || undefined;
const POSTMASTER_PID = Number(process.env.BENCH_POSTMASTER_PID) || undefined;

/** CPU time of this process and, on PostgreSQL, of the database server: every process doing the work. */
function cpuNow(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + (POSTMASTER_PID ? postgresServerCpuSeconds(POSTMASTER_PID) : 0);
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

function generate(dir: string): void {
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const products = {
    head: { shop: BENCH_SHOP, locale: 'en-US', is_master: true },
    items: Array.from({ length: PRODUCTS }, (_, n) => generatedProduct(n)),
  };
  writeFileSync(join(dataDir, 'products.json'), JSON.stringify(products));
  writeFileSync(join(dataDir, 'prices.json'), JSON.stringify(priceDocuments(PRODUCTS)));
  writeAvailabilities(join(dataDir, 'availabilities.json'), PRODUCTS, STORES);
  const archive = buildZip([
    { name: 'data/' },
    ...['products', 'prices', 'availabilities'].map((entity) => ({
      name: `data/${entity}.json`,
      content: readFileSync(join(dataDir, `${entity}.json`)),
      level: 1,
    })),
  ]);
  writeFileSync(join(dir, 'catalog.zip'), archive);
}

async function importPhase(dir: string, archiveUrl: string, caPem: string): Promise<PhaseReport> {
  const platformDir = join(dir, 'platform');
  const platform = await createPlatform({
    dataDir: platformDir,
    extraCaCertificates: [caPem],
    ...(DATABASE_URL ? { database: DATABASE_URL } : {}),
  });
  const stores = new StoreRepository(platform.context.db, () => new Date());
  platform.context.db.transaction(() => {
    for (let n = 0; n < STORES; n += 1) {
      stores.insert({
        store_id: storeIdOf(n),
        shop: BENCH_SHOP,
        label: `Store ${n}`,
        active_status: true,
        business_hours: [],
        timezone: 'America/New_York',
        physical_address: { address_line_1: `${n} Main St`, city: 'New York', country_code: 'US' },
      });
    }
  })();
  const url = await platform.listen(0);
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const signIn = await fetch(`${url}/v0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=admin&password=admin',
  });
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  /** Creates and starts a job for the archive as a client would; polls it every 25 ms until it ends. */
  const importArchive = async () => {
    const created = await call('POST', '/v0/d/import', token, {
      provider: 'bench',
      name: 'bench catalog',
      source_uri: archiveUrl,
      entities: ['products', 'prices', 'availabilities'],
    });
    const importId = created.import_id as string;
    await call('POST', `/v0/d/import/${importId}/start`, token, { transformed_uri: archiveUrl });
    for (;;) {
      const job = await call('GET', `/v0/d/import/${importId}`, token);
      if (job.status === 'finished' || job.status === 'failed') return { importId, job };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  const baseline = process.memoryUsage.rss();
  const sampler = startRssSampler();
  const started = performance.now();
  const cpuBefore = cpuNow();
  let importing = true;
  // What every workstation feels meanwhile: /health and a listing page, one request at a time each.
  const samplers = [
    sampleLatency(url, '/health', undefined, () => importing),
    sampleLatency(url, `/api/v1/shops/${BENCH_SHOP}/products?locale=en-US&count=50`, token, () => importing),
  ];
  const { importId, job } = await importArchive();
  importing = false;
  const [health, listing] = await Promise.all(samplers);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuNow() - cpuBefore;
  const peak = await sampler.stop();
  const errors = (await fetch(`${url}/v0/d/import/${importId}/errors?count=1`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json())) as unknown[];
  if (job.status !== 'finished') throw new Error(`The import did not finish: ${JSON.stringify(job)}`);

  // The same archive again: every product, price and level is already there as the file has it.
  const againStarted = performance.now();
  const againCpuBefore = cpuNow();
  const again = await importArchive();
  const reimport = {
    seconds: (performance.now() - againStarted) / 1000,
    cpuSeconds: cpuNow() - againCpuBefore,
    counts: again.job.counts,
  };
  if (again.job.status !== 'finished')
    throw new Error(`The second import did not finish: ${JSON.stringify(again.job)}`);
  const databaseMb = DATABASE_URL
    ? mb(platform.context.db.prepare('SELECT pg_database_size(current_database())').pluck().get() as number)
    : mb(statSync(join(platformDir, 'platform.sqlite')).size);
  await platform.close();
  return {
    seconds,
    cpuSeconds,
    peakRssMb: mb(peak),
    baselineRssMb: mb(baseline),
    highWaterRssMb: highWaterRssMb(),
    detail: {
      counts: job.counts,
      firstError: errors[0] ?? null,
      databaseMb,
      latencyDuringImport: { health, listing },
      reimport,
    },
  };
}

interface LatencySummary {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Sends GET `path` again and again (the next once the previous answered) while `running()`, and summarises
 * how long each answer took. Client and server share the process, so a request waits exactly as long as
 * the server's event loop is held.
 */
async function sampleLatency(
  url: string,
  path: string,
  token: string | undefined,
  running: () => boolean,
): Promise<LatencySummary> {
  const times: number[] = [];
  while (running()) {
    const sent = performance.now();
    const response = await fetch(`${url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await response.arrayBuffer();
    // Until the import commits the shop is unknown (404): still a full trip through routing, auth and SQLite.
    if (response.status >= 500) throw new Error(`GET ${path} answered ${response.status} during the import`);
    times.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times.at(-1) ?? 0),
  };
}

/** The floor: read the same files, JSON.parse, insert the same rows into the same schema in one transaction. */
async function floorPhase(dir: string): Promise<PhaseReport> {
  const db = FLOOR_DATABASE_URL
    ? openPostgresPlatformDatabase(FLOOR_DATABASE_URL, POSTGRES_MIGRATIONS)
    : openPlatformDatabase(join(dir, 'floor'));
  const baseline = process.memoryUsage.rss();
  const sampler = startRssSampler();
  const started = performance.now();
  const cpuBefore = cpuNow();
  const read = (entity: string) =>
    JSON.parse(readFileSync(join(dir, 'data', `${entity}.json`), 'utf8')) as unknown;
  const at = new Date().toISOString();
  const products = read('products') as FloorProducts;
  const books = read('prices') as FloorBooks;
  const availabilities = read('availabilities') as FloorAvailabilities;
  const { shop, locale } = products.head;
  if (db.engine === 'postgres') insertFloorBatched(db, products, books, availabilities, at);
  else {
    const insertProduct = db.prepare(
      'INSERT INTO products (shop, locale, product_id, show_in_listing, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertSearch = db.prepare('INSERT INTO product_search (rowid, text) VALUES (?, ?)');
    const insertCategory = db.prepare(
      'INSERT OR IGNORE INTO categories (shop, locale, path, parent_path, name, depth) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertProductCategory = db.prepare(
      'INSERT OR IGNORE INTO product_categories (product_row, shop, locale, path, position, is_main) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertBook = db.prepare(
      'INSERT INTO pricebooks (shop, name, currency, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const insertPrice = db.prepare(
      'INSERT INTO prices (shop, pricebook, product_id, amount_minor, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const insertStock = db.prepare(
      'INSERT INTO stock (shop, store_id, product_id, quantity, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const categories = new Set<string>();
    db.transaction(() => {
      for (const item of products.items) {
        const listed = item.show_in_listing === false ? 0 : 1;
        const row = Number(
          insertProduct.run(shop, locale, item.product_id, listed, JSON.stringify(item), at, at)
            .lastInsertRowid,
        );
        insertSearch.run(row, searchableText(item));
        for (const category of item.categories ?? []) {
          for (const node of categoryAncestry(category.path)) {
            if (categories.has(node.path)) continue;
            categories.add(node.path);
            insertCategory.run(shop, locale, node.path, node.parentPath, node.name, node.depth);
          }
          insertProductCategory.run(
            row,
            shop,
            locale,
            category.path,
            category.position ?? null,
            category.is_main ? 1 : 0,
          );
        }
      }
      for (const book of books) {
        insertBook.run(shop, book.head.pricebook, book.head.currency, at, at);
        for (const item of book.items) {
          const parsed = parseMoney(item.value, book.head.currency);
          if (parsed.ok) insertPrice.run(shop, book.head.pricebook, item.product_id, parsed.money.minor, at);
        }
      }
      for (const item of availabilities.items)
        insertStock.run(shop, item.store_id, item.product_id, item.quantity, at);
    })();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuNow() - cpuBefore;
  const peak = await sampler.stop();
  db.close();
  return {
    seconds,
    cpuSeconds,
    peakRssMb: mb(peak),
    baselineRssMb: mb(baseline),
    highWaterRssMb: highWaterRssMb(),
    detail: {},
  };
}

type FloorProducts = { head: { shop: string; locale: string }; items: ProductItem[] };
type FloorBooks = Array<{
  head: { pricebook: string; shop: string; currency: string };
  items: Array<{ product_id: string; value: number }>;
}>;
type FloorAvailabilities = { items: Array<{ product_id: string; store_id: string; quantity: number }> };

/** The floor's rows on PostgreSQL, the same as on SQLite, in multi-row statements and one transaction. */
function insertFloorBatched(
  db: PlatformDatabase,
  products: FloorProducts,
  books: FloorBooks,
  availabilities: FloorAvailabilities,
  at: string,
): void {
  const { shop, locale } = products.head;
  db.transaction(() => {
    const search = new BatchInsert<[number, string]>(db, {
      into: 'product_search (rowid, text)',
      columns: 2,
    });
    const categories = new BatchInsert<unknown[]>(db, {
      into: 'categories (shop, locale, path, parent_path, name, depth)',
      columns: 6,
      then: 'ON CONFLICT DO NOTHING',
    });
    const productCategories = new BatchInsert<unknown[]>(db, {
      into: 'product_categories (product_row, shop, locale, path, position, is_main)',
      columns: 6,
      then: 'ON CONFLICT DO NOTHING',
    });
    const items = new Map(products.items.map((item) => [item.product_id, item]));
    const productRows = new BatchInsert<unknown[]>(db, {
      into: 'products (shop, locale, product_id, show_in_listing, data, created_at, updated_at)',
      columns: 7,
      then: 'RETURNING id, product_id',
      returned: (rows) => {
        for (const [id, productId] of rows as Array<[number, string]>) {
          const item = items.get(productId)!;
          search.add([id, toSearchText('postgres', searchableText(item))]);
          for (const category of item.categories ?? []) {
            productCategories.add([
              id,
              shop,
              locale,
              category.path,
              category.position ?? null,
              category.is_main ? 1 : 0,
            ]);
          }
        }
      },
    });
    const known = new Set<string>();
    for (const item of products.items) {
      const listed = item.show_in_listing === false ? 0 : 1;
      productRows.add([shop, locale, item.product_id, listed, JSON.stringify(item), at, at]);
      for (const category of item.categories ?? []) {
        for (const node of categoryAncestry(category.path)) {
          if (known.has(node.path)) continue;
          known.add(node.path);
          categories.add([shop, locale, node.path, node.parentPath, node.name, node.depth]);
        }
      }
    }
    productRows.flush();
    categories.flush();
    search.flush();
    productCategories.flush();
    const insertBook = db.prepare(
      'INSERT INTO pricebooks (shop, name, currency, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const prices = new BatchInsert<unknown[]>(db, {
      into: 'prices (shop, pricebook, product_id, amount_minor, updated_at)',
      columns: 5,
    });
    for (const book of books) {
      insertBook.run(shop, book.head.pricebook, book.head.currency, at, at);
      for (const item of book.items) {
        const parsed = parseMoney(item.value, book.head.currency);
        if (parsed.ok) prices.add([shop, book.head.pricebook, item.product_id, parsed.money.minor, at]);
      }
    }
    prices.flush();
    const stock = new BatchInsert<unknown[]>(db, {
      into: 'stock (shop, store_id, product_id, quantity, updated_at)',
      columns: 5,
    });
    for (const item of availabilities.items)
      stock.add([shop, item.store_id, item.product_id, item.quantity, at]);
    stock.flush();
  })();
}

// ---------------------------------------------------------------------------------------------------------
// The parent: generate, serve, measure, print.

function runPhase(phase: string, args: string[], env = process.env): PhaseReport | undefined {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), phase, ...args],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    },
  );
  if (result.status !== 0)
    throw new Error(`The ${phase} phase failed (exit ${result.status ?? result.signal}).`);
  const line = result.stdout.trim().split('\n').pop();
  return line ? (JSON.parse(line) as PhaseReport) : undefined;
}

async function main(): Promise<void> {
  const setup = benchSetup();
  if (setup.processes !== undefined)
    throw new Error('The import bench runs one platform process: leave out --processes');
  const dir = mkdtempSync(join(tmpdir(), 'pos-bench-import-'));
  const database = await startBenchDatabase(setup);
  try {
    // The phases find the server through the environment: the import's platform database, the floor's own.
    const phaseEnv = {
      ...process.env,
      ...(database.url
        ? {
            BENCH_DATABASE_URL: database.url,
            BENCH_FLOOR_DATABASE_URL: await database.createDatabase('floor'),
            BENCH_POSTMASTER_PID: String(database.postmasterPid),
          }
        : {}),
    };
    const generateStarted = performance.now();
    runPhase('generate', [dir]);
    const archiveBytes = statSync(join(dir, 'catalog.zip')).size;
    const fileBytes = ['products', 'prices', 'availabilities'].map(
      (entity) => statSync(join(dir, 'data', `${entity}.json`)).size,
    );
    console.log(
      `Generated ${PRODUCTS.toLocaleString('en-US')} products, 2 price books, stock for ${STORES} stores ` +
        `(${(PRODUCTS * STORES).toLocaleString('en-US')} rows) in ${((performance.now() - generateStarted) / 1000).toFixed(1)} s: ` +
        `archive ${mb(archiveBytes)} MB, JSON ${fileBytes.map(mb).join(' + ')} MB.`,
    );

    const certificates = createTestCertificates();
    const server = createServer(
      { key: certificates.keyPem, cert: certificates.certPem },
      (request, response) => {
        response.writeHead(200, { 'content-type': 'application/zip', 'content-length': archiveBytes });
        createReadStream(join(dir, 'catalog.zip')).pipe(response);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const archiveUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/catalog.zip`;
    writeFileSync(join(dir, 'ca.pem'), certificates.caPem);

    // Asynchronously, so that this process keeps serving the archive while the child imports it.
    const importReport = await new Promise<PhaseReport>((resolve, reject) => {
      execFile(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), 'import', dir, archiveUrl],
        { maxBuffer: 16 * 1024 * 1024, env: phaseEnv },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`The import phase failed: ${stderr || error.message}`));
          else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as PhaseReport);
        },
      );
    });
    server.close();
    const floorReport = runPhase('floor', [dir], phaseEnv);
    if (!floorReport) throw new Error('The floor phase reported nothing.');

    const ratio = importReport.seconds / floorReport.seconds;
    const cpuRatio = importReport.cpuSeconds / floorReport.cpuSeconds;
    const rows = [
      {
        phase: 'import (real pipeline)',
        seconds: round(importReport.seconds),
        cpuSeconds: round(importReport.cpuSeconds),
        productsPerSecond: Math.round(PRODUCTS / importReport.seconds),
        peakRssMb: importReport.peakRssMb,
        rssBeforeMb: importReport.baselineRssMb,
        vmHwmMb: importReport.highWaterRssMb,
        ratioToFloor: round(ratio),
        cpuRatioToFloor: round(cpuRatio),
        target: `≤ ${TARGET_RATIO}×`,
      },
      {
        phase: 'floor (read + JSON.parse + insert)',
        seconds: round(floorReport.seconds),
        cpuSeconds: round(floorReport.cpuSeconds),
        productsPerSecond: Math.round(PRODUCTS / floorReport.seconds),
        peakRssMb: floorReport.peakRssMb,
        rssBeforeMb: floorReport.baselineRssMb,
        vmHwmMb: floorReport.highWaterRssMb,
        ratioToFloor: 1,
        cpuRatioToFloor: 1,
        target: '',
      },
    ];
    const reimport = importReport.detail.reimport as { seconds: number; cpuSeconds: number; counts: unknown };
    console.log(
      `${describeSetup(setup)}${setup.engine === 'postgres' ? ' (CPU includes the PostgreSQL server)' : ''}. ` +
        `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${mb(totalmem())} MB RAM, ` +
        `Node ${process.version}, load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}.`,
    );
    console.table(rows);
    console.log(
      `Import counts: ${JSON.stringify(importReport.detail.counts)}; first error: ${JSON.stringify(importReport.detail.firstError)}; database ${importReport.detail.databaseMb} MB.`,
    );
    console.log(
      `Re-import of the same archive (nothing changed): ${round(reimport.seconds)} s wall, ` +
        `${round(reimport.cpuSeconds)} s CPU (${round(reimport.seconds / floorReport.seconds)} / ` +
        `${round(reimport.cpuSeconds / floorReport.cpuSeconds)} × the floor); counts ${JSON.stringify(reimport.counts)}.`,
    );
    const latency = importReport.detail.latencyDuringImport as Record<string, LatencySummary>;
    console.log(
      'Latency of other requests while the import ran (one at a time, same process as the platform):',
    );
    console.table(
      Object.entries(latency).map(([request, summary]) => ({
        request: request === 'health' ? 'GET /health' : 'GET listing, page of 50',
        ...summary,
      })),
    );
    console.log(
      `Import time is ${round(ratio)} × the floor in wall-clock time and ${round(cpuRatio)} × in CPU time ` +
        `(target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'} / ${cpuRatio <= TARGET_RATIO ? 'met' : 'NOT met'}).`,
    );
  } finally {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [phase, dir, extra] = process.argv.slice(2);
  if (phase === 'generate' && dir) {
    generate(dir);
  } else if (phase === 'import' && dir && extra) {
    void importPhase(dir, extra, readFileSync(join(dir, 'ca.pem'), 'utf8')).then((report) =>
      console.log(JSON.stringify(report)),
    );
  } else if (phase === 'floor' && dir) {
    void floorPhase(dir).then((report) => console.log(JSON.stringify(report)));
  } else {
    void main();
  }
}
