// The web host as CI runs it: `node dist/electron/web-host.mjs --port 0 --data <tmp>` (built beforehand by
// `npm run build`), in a fresh data folder, so the embedded platform starts with the demo tenant. The
// printed address carries this launch's secret.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** dist/electron/web-host.mjs of this repository, wherever Playwright is started from. */
export const WEB_HOST_ENTRY = fileURLToPath(new URL('../../../dist/electron/web-host.mjs', import.meta.url));

export interface WebHostProcess {
  /** `http://127.0.0.1:PORT/#secret=<hex>`: what the browser opens. */
  readonly url: string;
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly secret: string;
  readonly dataDir: string;
  /** Everything the process printed so far (shown when a test fails). */
  output(): string;
  /** Calls the bridge over HTTP as the page would (setup steps a spec does not do through the screen). */
  call<Value = unknown>(name: string, body?: unknown): Promise<Value>;
  /** Stops the web host and deletes its data folder (`keepData`: leaves it for a restart). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const ADDRESS_LINE = /(http:\/\/127\.0\.0\.1:\d+)\/#secret=([0-9a-f]+)/;

export async function startWebHostProcess(
  options: {
    startTimeoutMs?: number;
    /** An existing data folder: the same workstation restarted. */ dataDir?: string;
  } = {},
): Promise<WebHostProcess> {
  if (!existsSync(WEB_HOST_ENTRY)) {
    throw new Error(`${WEB_HOST_ENTRY} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pos-e2e-'));
  const child = spawn(process.execPath, [WEB_HOST_ENTRY, '--port', '0', '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

  let address: { origin: string; secret: string };
  try {
    address = await waitForAddress(child, () => output, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { origin, secret } = address;

  return {
    url: `${origin}/#secret=${secret}`,
    origin,
    secret,
    dataDir,
    output: () => output,
    async call<Value>(name: string, body?: unknown): Promise<Value> {
      const response = await fetch(`${origin}/bridge/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, origin },
        body: body === undefined ? '' : JSON.stringify(body),
      });
      const result = (await response.json()) as {
        ok: boolean;
        value?: Value;
        error?: { code: string; message: string };
      };
      if (!result.ok) {
        throw Object.assign(new Error(`${name}: ${result.error?.message ?? 'failed'}`), {
          code: result.error?.code,
        });
      }
      return result.value as Value;
    },
    async stop(stopOptions = {}) {
      await stopChild(child);
      if (!stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForAddress(
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<{ origin: string; secret: string }> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`The web host printed no address within ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const check = () => {
      const match = ADDRESS_LINE.exec(output());
      if (match?.[1] && match[2]) finish(null, { origin: match[1], secret: match[2] });
    };
    const exited = (code: number | null) =>
      finish(new Error(`The web host exited (${code}) before it was ready:\n${output()}`));
    function finish(error: Error | null, value?: { origin: string; secret: string }) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else if (value) resolvePromise(value);
    }
    child.stdout?.on('data', check);
    child.on('exit', exited);
    check();
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
