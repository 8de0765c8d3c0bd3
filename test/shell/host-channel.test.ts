// The window's main thread and the services in a process of their own: a real child process runs the host
// (as Electron's utilityProcess does), and the main side reaches it only through RemoteHost's messages.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HostStartError, RemoteHost, type HostProcessEnd } from '../../electron/shell/host-channel';
import type { BridgeEventMessage } from '../../electron/host/host-events';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';

const CHILD = fileURLToPath(new URL('./support/host-process-child.ts', import.meta.url));

let platform: TestPlatform;
const children: ChildProcess[] = [];
const folders: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

afterAll(async () => {
  await platform?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function hostProcess(): { end: HostProcessEnd; child: ChildProcess } {
  const child = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const end: HostProcessEnd = {
    post: (message) => void child.send(message),
    onMessage: (listener) => child.on('message', (message) => listener(message as never)),
    onExit: (listener) => child.on('exit', (code) => listener(code)),
    kill: () => void child.kill('SIGKILL'),
  };
  return { end, child };
}

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'pos-host-process-'));
  folders.push(folder);
  return folder;
}

const logs: string[] = [];
const log = (level: string, message: string) => logs.push(`${level}: ${message}`);

describe('host process', () => {
  it('answers bridge calls and pushes events from its own process', async () => {
    const { end, child } = hostProcess();
    const dataDir = dataFolder();
    const host = await RemoteHost.start(end, { dataDir, platformUrl: platform.url }, log);
    expect(child.pid).not.toBe(process.pid);
    const events: BridgeEventMessage[] = [];
    host.subscribe((event) => events.push(event));

    const signedIn = await host.invoke('session.signIn', { username: 'associate', password: 'associate' });
    expect(signedIn).toMatchObject({ ok: true, value: { user: { username: 'associate' } } });
    expect(events.some((event) => event.event === 'onSessionChanged')).toBe(true);

    // The request is still parsed by the call's schema, on the other side of the channel.
    const refused = await host.invoke('session.signIn', { username: '', password: 'x' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(JSON.stringify(refused)).toContain('username');

    await host.close();
    expect(child.exitCode).toBe(0);

    // The workstation remembers who signed in last, never their session: no token reaches the disk.
    const settings = JSON.parse(readFileSync(join(dataDir, 'settings.json'), 'utf8')) as {
      workstation?: { lastUsername?: string };
      session?: unknown;
    };
    expect(settings.workstation?.lastUsername).toBe('associate');
    expect(settings.session).toBeUndefined();
  });

  it('answers every call in flight when the host process dies, and every later call, with a failure', async () => {
    const { end, child } = hostProcess();
    const host = await RemoteHost.start(end, { dataDir: dataFolder(), platformUrl: platform.url }, log);
    const inFlight = host.invoke('session.listStores', {});
    child.kill('SIGKILL');
    await expect(inFlight).resolves.toMatchObject({ ok: false, error: { code: 'internal_error' } });
    await expect(host.invoke('session.get', {})).resolves.toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('service process has stopped') },
    });
  });

  it('says why when the host cannot start', async () => {
    const { end } = hostProcess();
    const notAFolder = join(dataFolder(), 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    const start = RemoteHost.start(end, { dataDir: notAFolder, platformUrl: platform.url }, log);
    await expect(start).rejects.toBeInstanceOf(HostStartError);
    await expect(start).rejects.toThrow(/a-file/);
  });
});
