// Benchmark: the platform serving a chain's workstations. Simulated workstations (4 per store,
// each with its events stream, an incremental sync every minute and an associate's actions: counter sales
// with their cash transaction, picking web orders the stream announced, drawer transactions) and a
// storefront placing web orders, at 100, 500, 1,000 and 2,000 workstations, all on 127.0.0.1. The platform
// is the real CLI in a process of its own (its CPU and memory read from /proc; with --processes N, N of
// them on one PostgreSQL database, figures added up); the workstations run in
// BENCH_FLEET_SIMULATORS other processes (support/fleet-simulator.ts), the storefront in this one.
// Target: at 1,000 workstations action p99 ≤ 50 ms and event delivery p99 ≤ 2 s.
// Run alone: `npx tsx bench/fleet.bench.ts`. Options (environment): BENCH_FLEET_STEPS=100,500 for other
// steps, BENCH_FLEET_SETTLE_S / BENCH_FLEET_MEASURE_S per step, BENCH_FLEET_SIMULATORS (default 2),
// BENCH_FLEET_CPU_PROF=<folder> to write the platform's CPU profile (node --cpu-prof) there, and
// BENCH_ENGINE / BENCH_PROCESSES (`npm run bench -- fleet --engine postgres --processes 2`).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  FleetMetrics,
  processCpuSeconds,
  processesCpuSeconds,
  processRssMiB,
  processRunQueueWaitSeconds,
} from './support/fleet-metrics';
import { benchSetup, describeSetup, startBenchDatabase } from './support/bench-engine';
import { startPlatformProcesses, type PlatformProcess } from './support/platform-processes';
import { seedFleetTenant, WORKSTATIONS_PER_STORE, type FleetTenant } from './support/fleet-tenant';
import type { SimulatorCommand, SimulatorReply } from './support/fleet-simulator';
import { seededRandom } from './support/stats';
import { BENCH_SHOP } from './import.bench';

const STEPS = (process.env.BENCH_FLEET_STEPS ?? '100,500,1000,2000').split(',').map(Number);
const SETTLE_MS = Number(process.env.BENCH_FLEET_SETTLE_S ?? 10) * 1000;
const MEASURE_MS = Number(process.env.BENCH_FLEET_MEASURE_S ?? 40) * 1000;
/** Processes the simulated workstations are spread over (none of them is the platform's). */
const SIMULATORS = Number(process.env.BENCH_FLEET_SIMULATORS ?? 2);
/** A folder: the platform process runs with --cpu-prof and writes its profile there when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_FLEET_CPU_PROF;
const TIMING = {
  /** An associate acts about twice a minute at a busy till. */
  actionEveryMs: 30_000,
  /** The fallback polling interval while the stream is down (the heavier case). */
  syncEveryMs: 60_000,
};
/** Web orders per store per minute. */
const WEB_ORDERS_PER_STORE_PER_MINUTE = 1;
const TARGETS = { workstations: 1000, actionP99Ms: 50, deliveryP99Ms: 2000 };
/** The engine and the number of platform processes (bench/support/bench-engine.ts); one process by default. */
const SETUP = benchSetup();
const PROCESSES = SETUP.processes ?? 1;
const SIMULATOR = fileURLToPath(new URL('./support/fleet-simulator.ts', import.meta.url));

export interface FleetBenchRow {
  workstations: number;
  stores: number;
  /** Share of one core the platform processes used (added up), per 1,000 workstations. */
  cpuPercentPer1000: number;
  cpuPercent: number;
  /** Share of one core the PostgreSQL server's processes used (0 on SQLite: its work is the platform's). */
  databaseCpuPercent: number;
  /** Platform and database CPU time per request answered in the step (actions, syncs and web orders alike). */
  cpuMsPerRequest: number;
  requests: number;
  /** Share of the step the platform's main thread was ready to run but waited for a core (other processes). */
  waitPercent: number;
  /** Share of one core the busiest simulator process used: near 100 it, not the platform, sets the pace. */
  simulatorCpuPercent: number;
  rssMiB: number;
  /** 1-minute load average of the machine at the end of the step. */
  load1: number;
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
  const dataRoot = mkdtempSync(join(tmpdir(), 'pos-bench-fleet-'));
  const database = await startBenchDatabase(SETUP);
  // The first process's folder is the one seeded (on SQLite it holds the database itself).
  const tenant = await seedFleetTenant(join(dataRoot, 'process-1'), maxStores, database.url);
  const platforms = await startPlatformProcesses(PROCESSES, {
    dataRoot,
    database: database.url,
    usersFile: tenant.usersFile,
    cpuProfileDir: CPU_PROFILE_DIR,
  });
  const ports = platforms.map((platform) => platform.port);
  const simulators = Array.from({ length: SIMULATORS }, (_, n) =>
    startSimulator({ type: 'configure', host: '127.0.0.1', tenant, timing: TIMING, seed: 7 + n }),
  );
  const storefront = new Storefront({
    host: '127.0.0.1',
    ports,
    agent: new Agent({ keepAlive: true, maxSockets: 16 }),
    metrics: new FleetMetrics(),
    random: seededRandom(7),
  });
  const rows: FleetBenchRow[] = [];
  const errorSamples: string[] = [];
  try {
    const tokens = new Map<string, string>();
    for (const username of new Set(tenant.stores.map((store) => store.username))) {
      tokens.set(username, await signIn(ports[0]!, username));
    }
    const adminToken = await signIn(ports[0]!, 'admin');
    let opened = 0;
    for (const target of STEPS) {
      // Workstation n goes to simulator n mod SIMULATORS, so every simulator carries an equal share, and to
      // platform process n mod PROCESSES: a store's workstations are spread over the processes, as behind one
      // address, so its events must reach workstations on another process than the one that wrote them.
      const toOpen = Array.from({ length: Math.max(0, target - opened) }, (_, k) => opened + k);
      await Promise.all(
        simulators.map((simulator, n) =>
          simulator.request({
            type: 'open',
            workstations: toOpen
              .filter((index) => index % SIMULATORS === n)
              .map((index) => {
                const storeIndex = Math.floor(index / WORKSTATIONS_PER_STORE);
                return {
                  storeIndex,
                  drawerIndex: index % WORKSTATIONS_PER_STORE,
                  token: tokens.get(tenant.stores[storeIndex]!.username)!,
                  port: ports[index % ports.length]!,
                };
              }),
          }),
        ),
      );
      opened = Math.max(opened, target);
      const stores = Math.ceil(target / WORKSTATIONS_PER_STORE);
      storefront.run(adminToken, tenant, stores);
      await sleep(SETTLE_MS);
      for (const simulator of simulators) simulator.send({ type: 'reset' });
      storefront.metrics.reset();
      const platformPids = platforms.map((platform) => platform.pid);
      const databasePids = database.serverPids();
      const platformCpuBefore = processesCpuSeconds(platformPids);
      const databaseCpuBefore = processesCpuSeconds(databasePids);
      const platformWaitBefore = sumOver(platforms, processRunQueueWaitSeconds);
      const simulatorsCpuBefore = simulators.map((simulator) => processCpuSeconds(simulator.pid));
      const started = Date.now();
      await sleep(MEASURE_MS);
      const seconds = (Date.now() - started) / 1000;
      const cpuPercent = ((processesCpuSeconds(platformPids) - platformCpuBefore) / seconds) * 100;
      const databaseCpuPercent = ((processesCpuSeconds(databasePids) - databaseCpuBefore) / seconds) * 100;
      const waitPercent =
        ((sumOver(platforms, processRunQueueWaitSeconds) - platformWaitBefore) / seconds) * 100;
      const simulatorCpuPercent = Math.max(
        ...simulators.map(
          (simulator, n) => ((processCpuSeconds(simulator.pid) - simulatorsCpuBefore[n]!) / seconds) * 100,
        ),
      );
      const load1 = loadavg()[0]!;
      const metrics = new FleetMetrics();
      for (const simulator of simulators) {
        const part = (await simulator.request({ type: 'collect' })) as Extract<
          SimulatorReply,
          { type: 'metrics' }
        >;
        metrics.actions.push(...part.actions);
        metrics.deliveries.push(...part.deliveries);
        metrics.errors += part.errors;
        metrics.requests += part.requests;
        metrics.conflicts += part.conflicts;
        metrics.errorSamples.push(...part.errorSamples);
      }
      metrics.errors += storefront.metrics.errors;
      metrics.requests += storefront.metrics.requests;
      metrics.errorSamples.push(...storefront.metrics.errorSamples);
      errorSamples.push(...metrics.errorSamples.slice(0, 5).map((sample) => `${target}: ${sample}`));
      const summary = metrics.summary();
      rows.push({
        workstations: target,
        stores,
        cpuPercentPer1000: Math.round((cpuPercent / target) * 1000 * 10) / 10,
        cpuPercent: Math.round(cpuPercent * 10) / 10,
        databaseCpuPercent: Math.round(databaseCpuPercent * 10) / 10,
        waitPercent: Math.round(waitPercent * 10) / 10,
        simulatorCpuPercent: Math.round(simulatorCpuPercent),
        rssMiB: sumOver(platforms, processRssMiB),
        load1: Math.round(load1 * 100) / 100,
        cpuMsPerRequest:
          summary.requests === 0
            ? 0
            : Math.round((((cpuPercent + databaseCpuPercent) * seconds * 10) / summary.requests) * 100) / 100,
        ...summary,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    return { rows, errorSamples };
  } finally {
    storefront.stop();
    await Promise.all(simulators.map((simulator) => simulator.stop()));
    await Promise.all(platforms.map((platform) => platform.stop()));
    await database.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

interface Simulator {
  pid: number;
  send(command: SimulatorCommand): void;
  /** Sends a command and resolves the simulator's next answer. */
  request(command: SimulatorCommand): Promise<SimulatorReply>;
  stop(): Promise<void>;
}

/** A process of simulated workstations (support/fleet-simulator.ts), run the way this bench runs (tsx). */
function startSimulator(configure: SimulatorCommand): Simulator {
  const child = fork(SIMULATOR, [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(configure);
  return {
    pid: child.pid!,
    send: (command) => child.send(command),
    request: (command) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`A simulator exited (${code}).`));
        child.once('exit', onExit);
        child.once('message', (message: SimulatorReply) => {
          child.off('exit', onExit);
          resolve(message);
        });
        child.send(command);
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || !child.connected) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Customers placing web orders for pickup at the active stores: options (for the token), then the order. */
interface StorefrontClient {
  host: string;
  /** The platform processes' ports: the orders go to each in turn. */
  ports: number[];
  agent: Agent;
  metrics: FleetMetrics;
  random: () => number;
}

class Storefront {
  private timer: NodeJS.Timeout | undefined;
  private calls = 0;

  constructor(private readonly client: StorefrontClient) {}

  get metrics(): FleetMetrics {
    return this.client.metrics;
  }

  run(token: string, tenant: FleetTenant, stores: number): void {
    clearInterval(this.timer);
    const everyMs = 60_000 / (WEB_ORDERS_PER_STORE_PER_MINUTE * stores);
    this.timer = setInterval(() => void this.placeOrder(token, tenant, stores), everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.client.agent.destroy();
  }

  private async placeOrder(token: string, tenant: FleetTenant, stores: number): Promise<void> {
    const { random, metrics } = this.client;
    const store = tenant.stores[Math.floor(random() * stores)]!;
    const productId = tenant.productIds[Math.floor(random() * tenant.productIds.length)]!;
    const bag = [{ product_id: productId, quantity: 1 }];
    const port = this.client.ports[this.calls++ % this.client.ports.length]!;
    const options = (await post(this.client, port, token, '/v0/d/in_store_pickup_options', {
      location: { geo: { latitude: store.latitude, longitude: store.longitude } },
      bag,
      options: { search_radius: 1, limit: 1 },
    })) as { options?: Array<{ in_store_pickup_option: { shipping_offer_token: string } }> } | undefined;
    const offer = options?.options?.[0]?.in_store_pickup_option.shipping_offer_token;
    if (!offer) {
      metrics.error(`no pickup option at ${store.storeId}`);
      return;
    }
    await post(this.client, port, token, '/v0/d/fulfill_order', {
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

function post(
  client: StorefrontClient,
  port: number,
  token: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const call = request(
      {
        host: client.host,
        port,
        method: 'POST',
        path,
        agent: client.agent,
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
          client.metrics.requests += 1;
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

/** A figure of each platform process (CPU seconds, RSS …), added up. */
function sumOver(platforms: readonly PlatformProcess[], figure: (pid: number) => number): number {
  return platforms.reduce((sum, platform) => sum + figure(platform.pid), 0);
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
    `\nFleet: ${describeSetup({ ...SETUP, processes: PROCESSES })}, ${WORKSTATIONS_PER_STORE} workstations per store, an action every ` +
      `~${TIMING.actionEveryMs / 1000} s and a sync every ${TIMING.syncEveryMs / 1000} s per workstation, ` +
      `${WEB_ORDERS_PER_STORE_PER_MINUTE} web order per store per minute; ${SETTLE_MS / 1000} s settle + ` +
      `${MEASURE_MS / 1000} s measured per step; workstations in ${SIMULATORS} simulator processes — ` +
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
      'database CPU %': row.databaseCpuPercent,
      'waited for a core %': row.waitPercent,
      'RSS MiB': row.rssMiB,
      requests: row.requests,
      'CPU ms/request': row.cpuMsPerRequest,
      'simulator CPU % (max)': row.simulatorCpuPercent,
      load1: row.load1,
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
