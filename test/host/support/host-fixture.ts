// A real host (services, local SQLite, settings file) behind the real web host on 127.0.0.1, in a temp
// data folder. `call()` speaks HTTP to the web host as the page would.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHost, type Host, type HostLogger, type HostOptions } from '../../../electron/host/create-host';
import { createConfSettingsStorage } from '../../../electron/services/settings/conf-settings-storage';
import { startWebHost, type WebHost } from '../../../electron/web/web-host';
import type { BridgeResult } from '../../../shared/bridge/bridge-result';

export const quietLogger: HostLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A minimal built renderer: the page and one script. */
export function writeTestRenderer(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app");');
  return dir;
}

export interface CallOptions {
  /** Overrides the secret sent (null: none). */
  secret?: string | null;
  origin?: string;
  hostHeader?: string;
  contentType?: string;
  rawBody?: string;
}

export interface HostFixture {
  host: Host;
  webHost: WebHost;
  dataDir: string;
  call<Value = unknown>(
    name: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<{ status: number; body: BridgeResult<Value> }>;
  /** Closes the web host and the host, keeping the data folder (for restart tests). */
  stop(): Promise<void>;
  /** Stops and deletes the data folder. */
  close(): Promise<void>;
}

export async function startHostFixture(
  options: { dataDir?: string } & Partial<Omit<HostOptions, 'dataDir'>> = {},
): Promise<HostFixture> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pos-host-'));
  const rendererDir = writeTestRenderer(join(dataDir, '..', `${dataDir.split(/[\\/]/).pop()}-renderer`));
  const host = await createHost({
    settingsStore: createConfSettingsStorage(dataDir),
    logger: quietLogger,
    ...options,
    dataDir,
  });
  const webHost = await startWebHost({ bridge: host, rendererDir });
  let stopped = false;

  async function call<Value>(name: string, body?: unknown, callOptions: CallOptions = {}) {
    const headers: Record<string, string> = {
      'content-type': callOptions.contentType ?? 'application/json',
      origin: callOptions.origin ?? webHost.origin,
    };
    const secret = callOptions.secret === undefined ? webHost.secret : callOptions.secret;
    if (secret !== null) headers.authorization = `Bearer ${secret}`;
    if (callOptions.hostHeader) headers.host = callOptions.hostHeader;
    const response = await fetch(`${webHost.origin}/bridge/${name}`, {
      method: 'POST',
      headers,
      body: callOptions.rawBody ?? (body === undefined ? '' : JSON.stringify(body)),
    });
    return { status: response.status, body: (await response.json()) as BridgeResult<Value> };
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    await webHost.close();
    await host.close();
  }

  return {
    host,
    webHost,
    dataDir,
    call,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}
