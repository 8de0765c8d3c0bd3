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
  /**
   * The PostgreSQL server's pid (undefined on SQLite), for postgresServerCpuSeconds in another process of the
   * bench, e.g. one measured phase in a child process.
   */
  postmasterPid: number | undefined;
  /** Creates one more empty database in the cluster, as the README says (C collation); its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the temporary PostgreSQL server and deletes it (nothing on SQLite). */
  stop(): Promise<void>;
}

/**
 * A fresh database on the chosen engine. PostgreSQL: a temporary cluster on a loopback port with its
 * durability on (fsync and synchronous commit, as SQLite's commits are flushed before the answer), and the
 * platform's database created as the README says (C collation).
 */
export async function startBenchDatabase(setup: BenchSetup): Promise<BenchDatabase> {
  if (setup.engine === 'sqlite') {
    return {
      url: undefined,
      serverPids: () => [],
      postmasterPid: undefined,
      createDatabase: () => Promise.reject(new Error('SQLite keeps its database in the data folder')),
      stop: async () => {},
    };
  }
  const cluster = await startPostgresCluster({ durable: true });
  const createDatabase = async (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: "${name}"`);
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    try {
      await admin.query(
        `CREATE DATABASE ${name} TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C' ENCODING 'UTF8'`,
      );
    } finally {
      await admin.end();
    }
    return cluster.url(name);
  };
  let postmasterPid: number;
  try {
    await createDatabase('platform');
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    try {
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
    postmasterPid,
    createDatabase,
    stop: () => cluster.stop(),
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * User + system CPU seconds the PostgreSQL server has used so far: the postmaster, its live children, and the
 * children it has already reaped (the backend of a connection closed meanwhile, counted by the kernel in the
 * postmaster's cutime/cstime). A difference of two readings is the server's cost of what ran between them.
 */
export function postgresServerCpuSeconds(postmasterPid: number): number {
  const ticks = (pid: number, withReaped: boolean) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime, stime, cutime, cstime are 11–14.
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      return fields[11]! + fields[12]! + (withReaped ? fields[13]! + fields[14]! : 0);
    } catch {
      return 0; // ended while we looked: its time is in the postmaster's reaped figures
    }
  };
  const children = childrenOf(postmasterPid).reduce((sum, pid) => sum + ticks(pid, false), 0);
  return (ticks(postmasterPid, true) + children) / CLOCK_TICKS_PER_SECOND;
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
