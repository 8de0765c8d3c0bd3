import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform, type CreatePlatformOptions, type Platform } from '../../../electron/platform/server';
import { passwordToken } from '../../support/platform-token';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestPlatform {
  platform: Platform;
  url: string;
  dataDir: string;
  /** A bearer token for one of the default users (admin, manager, associate) or any configured user. */
  tokenFor(username: string, password?: string): Promise<string>;
  /** JSON request as a client would send it; `token` may be a username of the default users. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { as?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string },
  ): Promise<ApiResponse<T>>;
  /** Stops the server, keeping the data folder (for restart tests). */
  stop(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  close(): Promise<void>;
}

/** A real platform on 127.0.0.1 with a free port and a temporary data folder. */
export async function startTestPlatform(
  options: Partial<CreatePlatformOptions> & { dataDir?: string } = {},
): Promise<TestPlatform> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pos-platform-'));
  const platform = await createPlatform({ ...options, dataDir });
  const url = await platform.listen(0);
  const tokens = new Map<string, string>();
  let stopped = false;

  async function tokenFor(username: string, password = username): Promise<string> {
    const cached = tokens.get(username);
    if (cached) return cached;
    const token = await passwordToken(url, username, password);
    tokens.set(username, token);
    return token;
  }

  async function call<T>(
    method: string,
    path: string,
    callOptions: { as?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.as) headers.authorization = `Bearer ${await tokenFor(callOptions.as)}`;
    let body: string | undefined = callOptions.rawBody;
    if (callOptions.body !== undefined) {
      body = JSON.stringify(callOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text so the test can show it
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    await platform.close();
  }

  return {
    platform,
    url,
    dataDir,
    tokenFor,
    call,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
