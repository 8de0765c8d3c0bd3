// Benchmark: one platform process serving a chain's workstations. Simulated workstations (4 per store,
// each with its events stream, an incremental sync every minute and an associate's actions: counter sales
// with their cash transaction, picking web orders the stream announced, drawer transactions) and a
// storefront placing web orders, at 100, 500, 1,000 and 2,000 workstations, all on 127.0.0.1.
// Target: at 1,000 workstations action p99 ≤ 50 ms and event delivery p99 ≤ 2 s.
// Run alone: `npx tsx bench/fleet.bench.ts` (BENCH_FLEET_STEPS=100,500 for fewer steps).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FleetMetrics, processCpuSeconds, processRssMiB } from './support/fleet-metrics';
import { seedFleetTenant, WORKSTATIONS_PER_STORE, type FleetTenant } from './support/fleet-tenant';
import { SimulatedWorkstation, type FleetClient } from './support/simulated-workstation';
import { seededRandom } from './support/stats';
import { BENCH_SHOP } from './import.bench';

const STEPS = (process.env.BENCH_FLEET_STEPS ?? '100,500,1000,2000').split(',').map(Number);
const SETTLE_MS = Number(process.env.BENCH_FLEET_SETTLE_S ?? 10) * 1000;
const MEASURE_MS = Number(process.env.BENCH_FLEET_MEASURE_S ?? 40) * 1000;
const TIMING = {
  /** An associate acts about twice a minute at a busy till. */
  actionEveryMs: 30_000,
  /** The fallback polling interval while the stream is down (the heavier case). */
  syncEveryMs: 60_000,
};
/** Web orders per store per minute. */
const WEB_ORDERS_PER_STORE_PER_MINUTE = 1;
const TARGETS = { workstations: 1000, actionP99Ms: 50, deliveryP99Ms: 2000 };
const CLI = fileURLToPath(new URL('../electron/platform/cli.ts', import.meta.url));

export interface FleetBenchRow {
  workstations: number;
  stores: number;
  /** Share of one core the platform process used, per 1,000 workstations. */
  cpuPercentPer1000: number;
  cpuPercent: number;
  rssMiB: number;
  actions: number;
  actionP50Ms: number;
  actionP99Ms: number;
  events: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  errors: number;
  conflicts: number;
}

export async function runFleetBench(): Promise<{ rows: FleetBenchRow[]; errorSamples: string[] }> {
  const maxStores = Math.ceil(Math.max(...STEPS) / WORKSTATIONS_PER_STORE);
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-bench-fleet-'));
  const tenant = await seedFleetTenant(dataDir, maxStores);
  const platform = await startPlatformProcess(dataDir, tenant.usersFile);
  const metrics = new FleetMetrics();
  const client: FleetClient = {
    host: '127.0.0.1',
    port: platform.port,
    streamAgent: new Agent({ keepAlive: true, maxSockets: Infinity }),
    callAgent: new Agent({ keepAlive: true, maxSockets: 64 }),
    metrics,
    tenant,
    random: seededRandom(7),
  };
  const workstations: SimulatedWorkstation[] = [];
  const storefront = new Storefront(client);
  const rows: FleetBenchRow[] = [];
  const errorSamples: string[] = [];
  try {
    const tokens = new Map<string, string>();
    for (const username of new Set(tenant.stores.map((store) => store.username))) {
      tokens.set(username, await signIn(platform.port, username));
    }
    const adminToken = await signIn(platform.port, 'admin');
    for (const target of STEPS) {
      // Workstations join a few dozen at a time, as a chain's stores open in the morning.
      while (workstations.length < target) {
        const batch: Promise<void>[] = [];
        for (let n = 0; n < 50 && workstations.length < target; n += 1) {
          const index = workstations.length;
          const store = tenant.stores[Math.floor(index / WORKSTATIONS_PER_STORE)]!;
          const workstation = new SimulatedWorkstation(
            client,
            store,
            store.drawerIds[index % WORKSTATIONS_PER_STORE]!,
            tokens.get(store.username)!,
            TIMING,
          );
          workstations.push(workstation);
          batch.push(workstation.start());
        }
        await Promise.all(batch);
      }
      const stores = Math.ceil(target / WORKSTATIONS_PER_STORE);
      storefront.run(adminToken, tenant, stores);
      await sleep(SETTLE_MS);
      metrics.reset();
      const cpuBefore = processCpuSeconds(platform.pid);
      const started = Date.now();
      await sleep(MEASURE_MS);
      const cpuPercent =
        ((processCpuSeconds(platform.pid) - cpuBefore) / ((Date.now() - started) / 1000)) * 100;
      const summary = metrics.summary();
      errorSamples.push(...metrics.errorSamples.map((sample) => `${target}: ${sample}`));
      rows.push({
        workstations: target,
        stores,
        cpuPercentPer1000: Math.round((cpuPercent / target) * 1000 * 10) / 10,
        cpuPercent: Math.round(cpuPercent),
        rssMiB: processRssMiB(platform.pid),
        ...summary,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    return { rows, errorSamples };
  } finally {
    storefront.stop();
    for (const workstation of workstations) workstation.stop();
    client.streamAgent.destroy();
    client.callAgent.destroy();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Customers placing web orders for pickup at the active stores: options (for the token), then the order. */
class Storefront {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly client: FleetClient) {}

  run(token: string, tenant: FleetTenant, stores: number): void {
    this.stop();
    const everyMs = 60_000 / (WEB_ORDERS_PER_STORE_PER_MINUTE * stores);
    this.timer = setInterval(() => void this.placeOrder(token, tenant, stores), everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async placeOrder(token: string, tenant: FleetTenant, stores: number): Promise<void> {
    const { random, metrics } = this.client;
    const store = tenant.stores[Math.floor(random() * stores)]!;
    const productId = tenant.productIds[Math.floor(random() * tenant.productIds.length)]!;
    const bag = [{ product_id: productId, quantity: 1 }];
    const options = (await post(this.client, token, '/v0/d/in_store_pickup_options', {
      location: { geo: { latitude: store.latitude, longitude: store.longitude } },
      bag,
      options: { search_radius: 1, limit: 1 },
    })) as { options?: Array<{ in_store_pickup_option: { shipping_offer_token: string } }> } | undefined;
    const offer = options?.options?.[0]?.in_store_pickup_option.shipping_offer_token;
    if (!offer) {
      metrics.error(`no pickup option at ${store.storeId}`);
      return;
    }
    await post(this.client, token, '/v0/d/fulfill_order', {
      external_id: randomUUID(),
      shop: BENCH_SHOP,
      currency: 'USD',
      placed_at: new Date().toISOString(),
      customer: { name: 'Pat Customer', email: 'pat@example.com' },
      shipments: [
        { items: [{ ...bag[0], price: tenant.price }], shipping_option: { shipping_offer_token: offer } },
      ],
    });
  }
}

function post(client: FleetClient, token: string, path: string, body: unknown): Promise<unknown> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const call = request(
      {
        host: client.host,
        port: client.port,
        method: 'POST',
        path,
        agent: client.callAgent,
        timeout: 10_000,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((response.statusCode ?? 0) >= 300) {
            client.metrics.error(`storefront POST ${path} → ${response.statusCode} ${text.slice(0, 200)}`);
            resolve(undefined);
          } else resolve(JSON.parse(text) as unknown);
        });
      },
    );
    call.on('timeout', () => call.destroy(new Error('timed out')));
    call.on('error', (error) => {
      client.metrics.error(`storefront POST ${path}: ${error.message}`);
      resolve(undefined);
    });
    call.end(payload);
  });
}

interface PlatformProcess {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

/** `npm run platform` on the seeded folder, in a process of its own so its CPU and memory can be read. */
async function startPlatformProcess(dataDir: string, usersFile: string): Promise<PlatformProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, CLI, '--port', '0', '--data', dataDir, '--users', usersFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The platform did not start: ${output}`)), 120_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`The platform exited (${code}): ${output}`)));
  });
  return {
    pid: child.pid!,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

async function signIn(port: number, username: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/v0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: username }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function printFleetTable(result: { rows: FleetBenchRow[]; errorSamples: string[] }): void {
  console.log(
    `\nFleet: one platform process, ${WORKSTATIONS_PER_STORE} workstations per store, an action every ` +
      `~${TIMING.actionEveryMs / 1000} s and a sync every ${TIMING.syncEveryMs / 1000} s per workstation, ` +
      `${WEB_ORDERS_PER_STORE_PER_MINUTE} web order per store per minute; ${MEASURE_MS / 1000} s measured per step — ` +
      `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}, ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  console.table(
    result.rows.map((row) => ({
      workstations: row.workstations,
      'platform CPU %': row.cpuPercent,
      'CPU % per 1k ws': row.cpuPercentPer1000,
      'RSS MiB': row.rssMiB,
      actions: row.actions,
      'action p50 ms': row.actionP50Ms,
      'action p99 ms': row.actionP99Ms,
      events: row.events,
      'delivery p50 ms': row.deliveryP50Ms,
      'delivery p99 ms': row.deliveryP99Ms,
      errors: row.errors,
      '409 taken': row.conflicts,
    })),
  );
  const atTarget = result.rows.find((row) => row.workstations === TARGETS.workstations);
  if (atTarget) {
    const met =
      atTarget.actionP99Ms <= TARGETS.actionP99Ms && atTarget.deliveryP99Ms <= TARGETS.deliveryP99Ms;
    console.log(
      `At ${TARGETS.workstations} workstations: action p99 ${atTarget.actionP99Ms} ms (target ${TARGETS.actionP99Ms}), ` +
        `delivery p99 ${atTarget.deliveryP99Ms} ms (target ${TARGETS.deliveryP99Ms}): ${met ? 'met' : 'NOT met'}.`,
    );
  }
  if (result.errorSamples.length > 0) console.log(`Error samples:\n  ${result.errorSamples.join('\n  ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFleetTable(await runFleetBench());
}
