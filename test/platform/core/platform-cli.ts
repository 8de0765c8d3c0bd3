// Runs the platform CLI as its own process, as a store would (`npm run platform -- --port 0 --data DIR`).
// The CLI is started as `node --import tsx electron/platform/cli.ts` (what `npx tsx` does, minus the
// wrapper process), so a signal sent to the child reaches the server itself: SIGKILL really kills it.
import { spawn, type ChildProcess } from 'node:child_process';
import type { PlatformStorage } from '../../../electron/platform/db/database';
import { passwordToken } from '../../support/platform-token';

export interface PlatformProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export async function startPlatformProcess(
  args: string[],
  startTimeoutMs = 45_000,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/platform/cli.ts', ...args], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The platform did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Platform listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The platform exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Exited {
  code: number | null;
  output: string;
}

/** Runs a TypeScript entry point of the project as its own process until it exits by itself. */
export function runToExit(entry: string, args: string[], timeoutMs = 45_000): Promise<Exited> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} was still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The CLI's arguments for where the platform keeps its data: `--data DIR`, and `--database URL` if any. */
export function storageArguments(storage: PlatformStorage): string[] {
  return ['--data', storage.dataDir, ...(storage.database ? ['--database', storage.database] : [])];
}

/** A bearer token from the process's token endpoint. */
export const signIn = passwordToken;
