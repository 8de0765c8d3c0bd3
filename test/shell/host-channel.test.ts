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
import { applicationMenuTemplate } from '../../electron/shell/app-menu';
import { followHostLanguage, ShellLanguage } from '../../electron/shell/shell-language';
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
    // The window words host_unreachable in the associate's language, advising to restart the app.
    await expect(inFlight).resolves.toMatchObject({ ok: false, error: { code: 'host_unreachable' } });
    await expect(host.invoke('session.get', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'host_unreachable', message: expect.stringContaining('service process has stopped') },
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

describe('the shell’s language, told by the host process', () => {
  const menuBar = (language: ShellLanguage) =>
    applicationMenuTemplate({
      isDevelopment: false,
      isMac: false,
      appName: 'Associate POS',
      t: language.messages,
      showAbout: () => {},
    }).map((item) => item.label);

  it('starts a new workstation in the system’s language, follows the associate’s choice, and keeps it', async () => {
    const dataDir = dataFolder();
    // A French system: the failure dialogs and the first menu bar speak French before the host answers.
    const language = new ShellLanguage(['fr-CA', 'en-US']);
    expect(menuBar(language)[0]).toBe('Fichier');
    const first = await RemoteHost.start(
      hostProcess().end,
      { dataDir, platformUrl: platform.url, defaultLocale: language.locale },
      log,
    );
    const changes: string[] = [];
    language.onChange((locale) => changes.push(locale));
    const stop = await followHostLanguage(first, language);
    // Nobody chose yet: the workstation itself (and so the window) starts in the system's language.
    await expect(first.invoke('session.get', {})).resolves.toMatchObject({
      ok: true,
      value: { locale: 'fr-CA' },
    });
    expect(language.locale).toBe('fr-CA');

    // The associate picks Spanish in the window: the host tells the shell, which builds its menu in Spanish.
    await expect(first.invoke('session.setLocale', { locale: 'es-US' })).resolves.toMatchObject({ ok: true });
    await expect.poll(() => language.locale, { timeout: 10_000 }).toBe('es-US');
    expect(changes).toEqual(['es-US']);
    expect(menuBar(language)).toEqual(['Archivo', 'Editar', 'Ver', 'Ventana', 'Ayuda']);
    stop();
    await first.close();

    // The next launch on the same French system: the associate's choice wins over the system's language.
    const relaunched = new ShellLanguage(['fr-CA']);
    const second = await RemoteHost.start(
      hostProcess().end,
      { dataDir, platformUrl: platform.url, defaultLocale: relaunched.locale },
      log,
    );
    await followHostLanguage(second, relaunched);
    expect(relaunched.locale).toBe('es-US');
    await second.close();
  }, 120_000);

  it('reads a locale of another country in its language, and one the app does not speak in English', async () => {
    const language = new ShellLanguage(['de-DE']);
    expect(language.locale).toBe('en-US');
    const host = await RemoteHost.start(
      hostProcess().end,
      { dataDir: dataFolder(), platformUrl: platform.url },
      log,
    );
    await followHostLanguage(host, language);
    await host.invoke('session.setLocale', { locale: 'fr-FR' });
    await expect.poll(() => language.locale, { timeout: 10_000 }).toBe('fr-CA');
    await host.invoke('session.setLocale', { locale: 'de-DE' });
    await expect.poll(() => language.locale, { timeout: 10_000 }).toBe('en-US');
    expect(menuBar(language)[0]).toBe('File');
    await host.close();
  }, 90_000);
});
