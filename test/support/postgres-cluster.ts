// A temporary PostgreSQL cluster for tests: Debian's server binaries (`apt-get install postgresql`), a
// fresh data folder, the server on a free loopback port, trust authentication for the `postgres`
// superuser. Started once per test run (test/support/postgres-global-setup.ts), stopped and deleted after.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian installs each major version's server binaries here (`/usr/lib/postgresql/15/bin`, …). */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root; as root (CI) the cluster belongs to this user, which the package creates. */
const SERVER_USER = 'postgres';
const SUPERUSER = 'postgres';

export interface PostgresCluster {
  host: string;
  port: number;
  /** The connection URL of one database of the cluster (as the superuser, no password). */
  url(database: string): string;
  /** Stops the server at once and deletes its folder. */
  stop(): Promise<void>;
}

/** The newest installed version's `bin` folder holding `initdb` and `pg_ctl`. */
export function postgresBinDir(): string {
  const versions = existsSync(DEBIAN_POSTGRES_ROOT)
    ? readdirSync(DEBIAN_POSTGRES_ROOT)
        .filter((name) => /^\d+$/.test(name))
        .filter((name) => existsSync(join(DEBIAN_POSTGRES_ROOT, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      `No PostgreSQL server binaries under ${DEBIAN_POSTGRES_ROOT}/<version>/bin: ` +
        'install them (apt-get install postgresql) to run the platform tests on PostgreSQL.',
    );
  }
  return join(DEBIAN_POSTGRES_ROOT, newest, 'bin');
}

export interface PostgresClusterOptions {
  /**
   * Keep PostgreSQL's durability on (fsync, synchronous commit, full page writes), as a production server
   * runs: for benchmarks, whose figures must compare with SQLite's flushed commits. Off by default: a test
   * cluster's data is worth nothing after the run, and the tests go much faster without the flushes.
   */
  durable?: boolean;
}

export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const folder = mkdtempSync(join(tmpdir(), 'pos-postgres-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(folder, serverUserId('-u'), serverUserId('-g'));

  // As root, every server command runs as the server user (runuser keeps the arguments as they are).
  const postgresCommand = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', SERVER_USER, '--', join(bin, program), ...args])
      : run(join(bin, program), args);

  // Synchronous, so that it also works in a process's 'exit' handler: a test process that ends without its
  // teardown (an error, Ctrl-C) must not leave a server running.
  let started = false;
  const stopNow = () => {
    if (started) {
      const args = ['stop', '-D', dataDir, '-m', 'immediate', '-w'];
      if (asRoot) execFileSync('runuser', ['-u', SERVER_USER, '--', join(bin, 'pg_ctl'), ...args]);
      else execFileSync(join(bin, 'pg_ctl'), args);
      started = false;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const stop = async () => {
    process.removeListener('exit', stopNow);
    stopNow();
  };

  try {
    await postgresCommand('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      SUPERUSER,
      '--locale=C',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    // The port is free when asked; another program could take it before the server binds, so retry.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freeLoopbackPort();
      const serverOptions = [
        '-c listen_addresses=127.0.0.1',
        `-p ${port}`,
        `-k ${folder}`,
        // A test cluster: losing it to a power cut costs nothing, and these make it much faster.
        ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
        // Each test platform holds one connection; two workers and the multi-process tests stay far below.
        '-c max_connections=200',
      ].join(' ');
      try {
        await postgresCommand('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-o', serverOptions]);
        started = true;
        const host = '127.0.0.1';
        return {
          host,
          port,
          url: (database) => `postgres://${SUPERUSER}@${host}:${port}/${encodeURIComponent(database)}`,
          stop,
        };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    await stop();
    throw new Error(`The test PostgreSQL cluster did not start: ${(error as Error).message}\n${log}`, {
      cause: error,
    });
  }
}

function serverUserId(flag: '-u' | '-g'): number {
  try {
    return Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).trim());
  } catch (error) {
    throw new Error(
      `Running as root, the test cluster must belong to the "${SERVER_USER}" user, which does not exist: ` +
        'install PostgreSQL with apt-get install postgresql (it creates the user).',
      { cause: error },
    );
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
