// The renderer's real bridge (web transport) in front of a real host and web host on 127.0.0.1, with the
// embedded platform and its demo tenant in a temp data folder: what a screen talks to in the app.
import type { BridgeApi } from '../../../shared/bridge';
import { createBridge, webTransport, type WebTransportOptions } from '../../../renderer/src/bridge';
import { startHostFixture, type HostFixture } from '../../host/support/host-fixture';
import WebSocket from 'ws';
import { expect, vi } from 'vitest';

export interface BridgeFixture {
  host: HostFixture;
  /** A new bridge, as a freshly opened page would have. */
  bridge(): BridgeApi;
  /** Resolves once `count` event sockets are connected (an event sent before would be missed). */
  eventSubscribers(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startBridgeFixture(): Promise<BridgeFixture> {
  const host = await startHostFixture();
  const origin = host.webHost.origin;

  /** The `ws` client sending our origin, as a browser on our page would. */
  const BrowserLikeWebSocket = class extends WebSocket {
    constructor(url: string, protocols: string[]) {
      super(url, protocols, { origin });
      // A browser's WebSocket reports errors as events nobody must handle; `ws` throws unhandled ones
      // (e.g. a socket closed before it connected, when a test unmounts quickly).
      this.on('error', () => undefined);
    }
  } as unknown as WebTransportOptions['WebSocket'];

  return {
    host,
    bridge: () =>
      createBridge(
        webTransport({
          origin,
          secret: host.webHost.secret,
          WebSocket: BrowserLikeWebSocket,
          // Node's fetch sends no Origin; a page's fetch sends ours.
          fetch: (url, init) =>
            fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } }),
        }),
      ),
    async eventSubscribers(count) {
      await vi.waitFor(() => expect(host.host.events.subscriberCount()).toBeGreaterThanOrEqual(count), {
        timeout: 10_000,
        interval: 10,
      });
    },
    close: () => host.close(),
  };
}
