// One platform per data folder: a second one (the CLI, or the web host's embedded platform) on the same
// folder names the process that holds it and exits non-zero; a holder killed with SIGKILL leaves no lock.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedPlatformDataDir } from '../../../electron/host/embedded-platform';
import { runToExit, signIn, startPlatformProcess, type PlatformProcess } from './platform-cli';

// Each test starts two or three platform processes (tsx compiles each as it starts): on two cores shared by
// the whole team that takes well over the 30 s default.
describe('one platform per data folder', { timeout: 120_000 }, () => {
  const folders: string[] = [];
  const running: PlatformProcess[] = [];

  afterEach(async () => {
    for (const platform of running.splice(0)) await platform.stop('SIGKILL');
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function newFolder(): string {
    const folder = mkdtempSync(join(tmpdir(), 'pos-platform-lock-'));
    folders.push(folder);
    return folder;
  }

  async function startPlatform(dataDir: string): Promise<PlatformProcess> {
    const platform = await startPlatformProcess(['--port', '0', '--data', dataDir]);
    running.push(platform);
    return platform;
  }

  function expectNamesHolder(output: string, holder: PlatformProcess, dataDir: string): void {
    expect(output).toContain(`The data folder ${dataDir} is in use by platform process ${holder.child.pid}`);
    expect(output).toMatch(/started at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/);
  }

  it('a second platform CLI on the same folder names the holder and exits non-zero', async () => {
    const dataDir = newFolder();
    const first = await startPlatform(dataDir);

    const second = await runToExit('electron/platform/cli.ts', ['--port', '0', '--data', dataDir]);

    expect(second.code).toBe(1);
    expect(second.output).toContain('The platform could not start');
    expectNamesHolder(second.output, first, dataDir);
    expect(second.output).not.toContain('Platform listening');
    // The holder is untouched: it still answers.
    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
  });

  it('after the holder is killed with SIGKILL, a new platform takes the folder and keeps its data', async () => {
    const dataDir = newFolder();
    const first = await startPlatform(dataDir);
    const token = await signIn(first.url, 'admin');
    const created = await fetch(`${first.url}/v0/d/stores`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        store_id: 'lock-store',
        shop: 'us',
        label: 'Kept across the kill',
        timezone: 'America/Chicago',
        physical_address: { address_line_1: '1 Main St', city: 'Chicago', country_code: 'US' },
      }),
    });
    expect(created.status).toBe(201);
    await first.stop('SIGKILL');

    const next = await startPlatform(dataDir);
    const store = await fetch(`${next.url}/v0/d/stores/lock-store`, {
      headers: { authorization: `Bearer ${await signIn(next.url, 'admin')}` },
    });
    expect(((await store.json()) as { label: string }).label).toBe('Kept across the kill');
    // And it holds the folder in turn.
    const third = await runToExit('electron/platform/cli.ts', ['--port', '0', '--data', dataDir]);
    expect(third.code).toBe(1);
    expectNamesHolder(third.output, next, dataDir);
  });

  it("the web host's embedded platform on a held folder names the holder and exits non-zero", async () => {
    const appDataDir = newFolder();
    const holder = await startPlatform(embeddedPlatformDataDir(appDataDir));
    // The web host needs a built renderer to serve; an empty page is enough to get as far as the platform.
    const rendererDir = join(newFolder(), 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>POS</title>');

    const webHost = await runToExit('electron/web/web-host-cli.ts', [
      '--data',
      appDataDir,
      '--renderer',
      rendererDir,
    ]);

    expect(webHost.code).toBe(1);
    expect(webHost.output).toContain('Associate POS could not start');
    expectNamesHolder(webHost.output, holder, embeddedPlatformDataDir(appDataDir));
    expect(webHost.output).not.toContain('Open this address');
  });
});
