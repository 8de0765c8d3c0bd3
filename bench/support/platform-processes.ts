// Platform processes for the benchmarks: the real CLI (`npm run platform`), each on its own data folder and
// port, all on the same database when it is PostgreSQL — what a company platform behind one address runs.
// Started as `node <tsx loader> cli.ts` (the bench's own execArgv), so each one's CPU and memory can be read
// from /proc by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../electron/platform/cli.ts', import.meta.url));
/** A platform loading a large tenant's pickup configuration may take a while on a loaded machine. */
const START_TIMEOUT_MS = 180_000;

export interface PlatformProcess {
  pid: number;
  port: number;
  url: string;
  stop(): Promise<void>;
}

export interface PlatformProcessOptions {
  /** Each process gets `<dataRoot>/process-<n>` (a data folder is one process's own, see db/data-folder-lock). */
  dataRoot: string;
  /** The PostgreSQL URL every process shares (given through PLATFORM_DATABASE, out of `ps`); none: SQLite. */
  database: string | undefined;
  usersFile?: string | undefined;
  /** A folder: the processes run with --cpu-prof and write their profiles there when they stop. */
  cpuProfileDir?: string | undefined;
}

/** Starts `count` platform processes and waits until every one listens. */
export async function startPlatformProcesses(
  count: number,
  options: PlatformProcessOptions,
): Promise<PlatformProcess[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, n) =>
      startPlatformProcess(join(options.dataRoot, `process-${n + 1}`), options),
    ),
  );
  const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((platform) => platform.stop()));
    throw failure.reason;
  }
  return running;
}

async function startPlatformProcess(
  dataDir: string,
  options: PlatformProcessOptions,
): Promise<PlatformProcess> {
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env };
  if (options.database) env.PLATFORM_DATABASE = options.database;
  else delete env.PLATFORM_DATABASE;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...process.execArgv,
      ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
      CLI,
      ...['--port', '0', '--data', dataDir],
      ...(options.usersFile ? ['--users', options.usersFile] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The platform did not start: ${output}`));
    }, START_TIMEOUT_MS);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The platform exited (${code}): ${output}`));
    });
  });
  return {
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
