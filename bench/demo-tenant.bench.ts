// Benchmark: loading the demo tenant (CLI --demo, the app's embedded platform) into an empty database: its
// stores, two shops' catalogs, price books, stock levels and configurations in one transaction, then the
// training orders. What a bulk write costs on each engine: on PostgreSQL every statement is a round trip
// to the server (PG-DESIGN.md), so the writers send rows in multi-row statements (db/batch-insert.ts).
// `npm run bench -- demo-tenant [--engine postgres]`; run alone: `npx tsx bench/demo-tenant.bench.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDemoTenant } from '../electron/platform/demo/demo-tenant';
import { createPlatform } from '../electron/platform/server';
import { benchSetup, describeSetup, startBenchDatabase } from './support/bench-engine';

const setup = benchSetup();
const dataRoot = mkdtempSync(join(tmpdir(), 'pos-bench-demo-'));
const database = await startBenchDatabase(setup);
try {
  const platform = await createPlatform({
    dataDir: dataRoot,
    ...(database.url ? { database: database.url } : {}),
  });
  try {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { description } = loadDemoTenant(platform.context);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `Demo tenant loaded — ${describeSetup(setup)} — load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}\n${description}\n` +
        `${seconds.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU in the platform's process`,
    );
  } finally {
    await platform.close();
  }
} finally {
  await database.stop();
  rmSync(dataRoot, { recursive: true, force: true });
}
