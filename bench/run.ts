// `npm run bench [-- name...] [--engine sqlite|postgres] [--processes N]`: runs every bench/*.bench.ts in
// sequence, each in its own Node process (so one benchmark's memory and warm caches do not colour the next),
// and prints what each one prints. Benchmarks report figures; they never fail on timing. Give names to run
// only the matching files (`npm run bench -- import`). --engine and --processes reach the benches that
// measure them as BENCH_ENGINE and BENCH_PROCESSES (support/bench-engine.ts): --engine pickup-options,
// listing, fleet, demo-tenant and import; --processes the first three.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const benchDir = dirname(fileURLToPath(import.meta.url));
const { values: options, positionals: filters } = parseArgs({
  options: { engine: { type: 'string' }, processes: { type: 'string' } },
  allowPositionals: true,
});
const env = {
  ...process.env,
  ...(options.engine ? { BENCH_ENGINE: options.engine } : {}),
  ...(options.processes ? { BENCH_PROCESSES: options.processes } : {}),
};
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No bench/*.bench.ts file matches ${filters.join(', ') || '(none)'}.`);
  process.exit(1);
}

const failed: string[] = [];
for (const name of files) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  // process.execArgv carries tsx's loader, so the child runs TypeScript the same way.
  const result = spawnSync(process.execPath, [...process.execArgv, join(benchDir, name)], {
    stdio: 'inherit',
    env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(name);
    console.log(
      `=== ${name} did not complete (exit ${result.status ?? result.signal}) after ${seconds} s ===`,
    );
  } else {
    console.log(`=== ${name} done in ${seconds} s ===`);
  }
}

if (failed.length > 0) {
  console.error(`\nBenchmarks that did not complete: ${failed.join(', ')}`);
  process.exit(1);
}
