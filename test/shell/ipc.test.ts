// The IPC transport's main side, driven with the event objects Electron would pass (plain objects here:
// the check reads only sender.id and senderFrame), in front of a real host and platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBridgeIpc, type IpcMainLike, type IpcSender } from '../../electron/shell/ipc';
import { BRIDGE_CALL_LIST } from '../../shared/bridge';
import type { BridgeResult } from '../../shared/bridge/bridge-result';
import { startHostFixture, type HostFixture } from '../host/support/host-fixture';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';

const PAGE = 'file:///opt/associate-pos/resources/app/dist/renderer/index.html';
const WINDOW_ID = 7;

let platform: TestPlatform;
let fixture: HostFixture;
const channels = new Map<string, (event: IpcSender, ...args: unknown[]) => Promise<unknown>>();
const refusals: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  fixture = await startHostFixture({ platformUrl: platform.url });
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => channels.set(channel, listener as never),
    removeHandler: (channel) => channels.delete(channel),
  };
  registerBridgeIpc(
    ipcMain,
    fixture.host.handlers,
    { pageUrl: PAGE, webContentsId: () => WINDOW_ID },
    (message) => refusals.push(message),
  );
});

afterAll(async () => {
  await fixture?.close();
  await platform?.close();
});

function ourWindow(url = `${PAGE}#/pickup`): IpcSender {
  return { sender: { id: WINDOW_ID }, senderFrame: { url, parent: null } };
}

function invoke(channel: string, event: IpcSender, ...args: unknown[]): Promise<BridgeResult<unknown>> {
  const listener = channels.get(channel);
  if (!listener) throw new Error(`nothing handles ${channel}`);
  return listener(event, ...args) as Promise<BridgeResult<unknown>>;
}

describe('IPC bridge', () => {
  it('registers one handler per bridge call on its pos:<area>:<verb> channel', () => {
    expect([...channels.keys()].sort()).toEqual(BRIDGE_CALL_LIST.map((call) => call.channel).sort());
    expect(channels.has('pos:session:signIn')).toBe(true);
  });

  it("answers our window's main frame on our page", async () => {
    const result = await invoke('pos:session:signIn', ourWindow(), {
      username: 'associate',
      password: 'associate',
    });
    expect(result).toMatchObject({ ok: true, value: { user: { username: 'associate' } } });
  });

  it('refuses a frame showing another page, a subframe, another window and a vanished frame', async () => {
    const cases: Array<[IpcSender, RegExp]> = [
      [ourWindow('https://evil.example/index.html'), /is not the app's own page/],
      [ourWindow('file:///tmp/downloaded/index.html'), /is not the app's own page/],
      [{ sender: { id: WINDOW_ID }, senderFrame: { url: PAGE, parent: {} } }, /subframe/],
      [{ sender: { id: WINDOW_ID + 1 }, senderFrame: { url: PAGE, parent: null } }, /another window/],
      [{ sender: { id: WINDOW_ID }, senderFrame: null }, /frame is gone/],
    ];
    for (const [event, reason] of cases) {
      const result = await invoke('pos:session:get', event);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('forbidden_caller');
      expect(result.error.message).toMatch(reason);
    }
    expect(refusals.length).toBeGreaterThanOrEqual(cases.length);
  });

  it('refuses a wrong payload naming the field, and never runs the call', async () => {
    const result = await invoke('pos:session:selectStore', ourWindow(), { storeId: 17 });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [{ path: 'storeId', message: 'expected string, received number' }],
      },
    });
    const garbage = await invoke('pos:session:signIn', ourWindow(), 'DROP TABLE users');
    expect(garbage).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const extraArguments = await invoke('pos:session:get', ourWindow(), {}, { more: true });
    expect(extraArguments).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('answers a payload that cannot even be read without crashing (prototype tricks, huge numbers)', async () => {
    const poisoned = JSON.parse('{"username":"a","password":"b","__proto__":{"admin":true}}') as unknown;
    const result = await invoke('pos:session:signIn', ourWindow(), poisoned);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(JSON.stringify(result)).toContain('__proto__');
    const locale = await invoke('pos:session:setLocale', ourWindow(), { locale: 1e308 });
    expect(locale).toMatchObject({ ok: false, error: { details: [{ path: 'locale' }] } });
  });
});
