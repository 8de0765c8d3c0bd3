// The embedded platform keeps its address across restarts (#9): other workstations of the store are
// pointed at it by address. It remembers its port in its data folder; when another program has taken that
// port, it starts on another one, says so in words a person can act on, and keeps the new one from then on.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPlatform } from '../../electron/host/embedded-platform';

let appDataDir: string;
const logs: string[] = [];
const log = (message: string) => logs.push(message);

beforeAll(() => {
  appDataDir = mkdtempSync(join(tmpdir(), 'pos-embedded-port-'));
});
afterAll(() => {
  rmSync(appDataDir, { recursive: true, force: true });
});

async function restart(): Promise<string> {
  const platform = await startEmbeddedPlatform(appDataDir, log);
  const { url } = platform;
  // The platform answers on that address.
  expect((await fetch(`${url}/v0/d/stores`)).status).toBe(401);
  await platform.close();
  return url;
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('the embedded platform’s address', () => {
  it('is the same after a restart', async () => {
    const first = await restart();
    expect(await restart()).toBe(first);
  }, 120_000);

  it('moves to a free port when its own is taken, says so, and keeps the new one', async () => {
    const before = await restart();
    const port = Number(new URL(before).port);
    const otherProgram = await occupy(port);
    let moved: string;
    try {
      logs.length = 0;
      moved = await restart();
    } finally {
      await new Promise((resolve) => otherProgram.close(resolve));
    }
    expect(moved).not.toBe(before);
    const warning = logs.find((line) => line.includes('is taken by another program'));
    expect(warning).toContain(`port ${port}`);
    expect(warning).toContain(moved);
    expect(await restart()).toBe(moved);
  }, 120_000);
});
