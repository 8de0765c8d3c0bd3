// renderer/src/bridge.ts over the web transport, against the real web host: what a screen sees.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  createBridge,
  takeSecretFromLocation,
  webTransport,
  type WebTransportOptions,
} from '../../renderer/src/bridge';
import { BridgeError } from '../../shared/bridge';
import type { Session } from '../../shared/bridge/views/session';
import { startHostFixture, type HostFixture } from '../host/support/host-fixture';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';

let platform: TestPlatform;
let fixture: HostFixture;

beforeAll(async () => {
  platform = await startTestPlatform();
  fixture = await startHostFixture({ platformUrl: platform.url });
});

afterAll(async () => {
  await fixture?.close();
  await platform?.close();
});

/** The `ws` client, sending our origin as a browser on our page would. */
function browserLikeWebSocket(origin: string): WebTransportOptions['WebSocket'] {
  return class extends WebSocket {
    constructor(url: string, protocols: string[]) {
      super(url, protocols, { origin });
    }
  } as unknown as WebTransportOptions['WebSocket'];
}

function webBridge(secret = fixture.webHost.secret) {
  return createBridge(
    webTransport({
      origin: fixture.webHost.origin,
      secret,
      WebSocket: browserLikeWebSocket(fixture.webHost.origin),
      // Node's fetch sends no Origin; a page's fetch would send ours.
      fetch: (url, init) =>
        fetch(url, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), origin: fixture.webHost.origin },
        }),
    }),
  );
}

describe('the renderer bridge (web transport)', () => {
  it('calls with typed answers and pushes events to subscribers until they unsubscribe', async () => {
    const bridge = webBridge();
    const sessions: Session[] = [];
    let resolveSignedIn: () => void = () => undefined;
    const signedIn = new Promise<void>((resolve) => (resolveSignedIn = resolve));
    const unsubscribe = bridge.on('onSessionChanged', (session) => {
      sessions.push(session);
      if (session.user?.username === 'manager') resolveSignedIn();
    });
    // The socket must be open before the event is sent: wait for the server to count it.
    await waitForSocket();

    const session = await bridge.session.signIn({ username: 'manager', password: 'manager' });
    expect(session.user).toEqual({
      username: 'manager',
      roles: ['manager'],
      storeIds: [],
      permissions: { fulfil: true, manageCash: true, reroute: true, configure: false, setUpDevices: true },
      hasPin: false,
    });
    await signedIn;
    expect(sessions.at(-1)?.user?.username).toBe('manager');
    unsubscribe();
    await bridge.session.signOut();
  });

  it('throws a BridgeError naming the field and the reason for a wrong request', async () => {
    const bridge = webBridge();
    const error = await bridge.session.setLocale({ locale: 'english' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BridgeError);
    const bridgeError = error as BridgeError;
    expect(bridgeError.code).toBe('invalid_request');
    expect(bridgeError.field).toBe('locale');
    expect(bridgeError.reasonFor('locale')).toBe('must be a locale of the form xx-XX, e.g. en-US');
  });

  it('throws a BridgeError for a call that needs a signed-in user', async () => {
    const bridge = webBridge();
    await expect(bridge.session.listStores()).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'not_signed_in',
    });
  });

  it('throws a BridgeError when the secret is wrong', async () => {
    const bridge = webBridge('f'.repeat(64));
    await expect(bridge.session.get()).rejects.toMatchObject({ code: 'wrong_secret' });
  });
});

describe('the launch secret in the address', () => {
  function fakeWindow(hash: string) {
    const storage = new Map<string, string>();
    const win = {
      location: { hash, pathname: '/', search: '' },
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, url: string) => {
          win.location.hash = url.includes('#') ? url.slice(url.indexOf('#')) : '';
        },
      },
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
      },
    };
    return win;
  }

  it('is taken from #secret=, removed from the address bar, and kept for a reload of the tab', () => {
    const win = fakeWindow('#secret=abc123&view=pickup');
    expect(takeSecretFromLocation(win as never)).toBe('abc123');
    expect(win.location.hash).toBe('#view=pickup');
    expect(takeSecretFromLocation(win as never)).toBe('abc123');
  });

  it('is absent when the page was opened without it', () => {
    expect(takeSecretFromLocation(fakeWindow('') as never)).toBeUndefined();
  });
});

/** Resolves once the web host has a connected event socket (the subscription above opened it). */
async function waitForSocket(): Promise<void> {
  await vi.waitFor(
    () => expect(fixture.host.events.subscriberCount(), 'connected event sockets').toBeGreaterThan(0),
    { timeout: 10_000, interval: 10 },
  );
}
