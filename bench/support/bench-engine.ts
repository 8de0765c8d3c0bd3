// Which storage engine and how many platform processes a benchmark measures: `npm run bench -- pickup
// --engine postgres --processes 2` (bench/run.ts passes them on as BENCH_ENGINE and BENCH_PROCESSES), or the
// variables themselves when a bench runs alone. SQLite in one process, the platform inside the bench's own
// process, is the default and what the earlier figures in BENCHMARKS.md measured.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../../test/support/postgres-cluster';

export type BenchEngine = 'sqlite' | 'postgres';

export interface BenchSetup {
  engine: BenchEngine;
  /**
   * Platform processes started from the CLI, each with its own address, all on one database; undefined: one
   * platform inside the bench's process (SQLite's only choice for more than one would be one file per process).
   */
  processes: number | undefined;
}

export function benchSetup(): BenchSetup {
  const engine = process.env.BENCH_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`BENCH_ENGINE (--engine) must be sqlite or postgres, not "${engine}"`);
  const processesText = process.env.BENCH_PROCESSES;
  const processes = processesText === undefined || processesText === '' ? undefined : Number(processesText);
  if (processes !== undefined && !(Number.isInteger(processes) && processes >= 1))
    throw new Error(`BENCH_PROCESSES (--processes) must be a whole number ≥ 1, not "${processesText}"`);
  if (engine === 'sqlite' && processes !== undefined && processes > 1)
    throw new Error(
      'Several platform processes share one database on PostgreSQL only: add --engine postgres',
    );
  return { engine, processes };
}

/** What a figure was measured on, for the bench's heading. */
export function describeSetup(setup: BenchSetup): string {
  const engine = setup.engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
  if (setup.processes === undefined) return `${engine}, platform in the bench's process`;
  return `${engine}, ${setup.processes} platform process${setup.processes > 1 ? 'es' : ''} (CLI)`;
}

export interface BenchDatabase {
  /** The platform's `database` option: a postgres:// URL, or undefined for SQLite in the data folder. */
  url: string | undefined;
  /**
   * The PostgreSQL server's processes (the postmaster and its children: one backend per platform connection,
   * the WAL writer, the checkpointer …), whose CPU the platform's requests cost as well; none on SQLite,
   * whose work runs inside the platform's own process.
   */
  serverPids(): number[];
  /** Stops the temporary PostgreSQL server and deletes it (nothing on SQLite). */
  stop(): Promise<void>;
}

/**
 * A fresh database on the chosen engine. PostgreSQL: a temporary cluster on a loopback port with its
 * durability on (fsync and synchronous commit, as SQLite's commits are flushed before the answer), and the
 * platform's database created as the README says (C collation).
 */
export async function startBenchDatabase(setup: BenchSetup): Promise<BenchDatabase> {
  if (setup.engine === 'sqlite') return { url: undefined, serverPids: () => [], stop: async () => {} };
  const cluster = await startPostgresCluster({ durable: true });
  let postmasterPid: number;
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    try {
      await admin.query(
        "CREATE DATABASE platform TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C' ENCODING 'UTF8'",
      );
      const { data_directory: dataDirectory } = (
        await admin.query<{ data_directory: string }>('SHOW data_directory')
      ).rows[0]!;
      // The postmaster.pid file's first line is the server's pid.
      postmasterPid = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    url: cluster.url('platform'),
    serverPids: () => [postmasterPid, ...childrenOf(postmasterPid)],
    stop: () => cluster.stop(),
  };
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The parent's pid is the second field after the command name, which may hold spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(name));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}
