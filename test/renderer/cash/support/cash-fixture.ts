// A workstation for the cash tests: the real host and web host on 127.0.0.1 with the embedded platform and
// its demo tenant, the renderer's real bridge (web transport), and the integrated drawer of Northwind SoHo's
// Register 1 as a drawer simulator (serial CD-1001) paired with this workstation — what pairing by scan leaves
// in the workstation settings (finding it over mDNS is the devices' tests' job). Short discovery timeouts keep
// "no drawer with this serial on the network" quick; the drawer's own answer gets 3 s, because on a loaded
// machine (CI, two cores) a kick that answers in 500 ms on a quiet one was read as "did not answer".
import WebSocket from 'ws';
import { DrawerSimulator } from '../../../../electron/devices/drawer-simulator';
import type { BridgeApi } from '../../../../shared/bridge';
import { createBridge, webTransport, type WebTransportOptions } from '../../../../renderer/src/bridge';
import { createPosStore, type PosStore } from '../../../../renderer/src/store/pos-store';
import { startHostFixture, type HostFixture } from '../../../host/support/host-fixture';

export const SOHO = { storeId: 'us-nyc-soho', register1: 'us-nyc-soho-1', register2: 'us-nyc-soho-2' };
/** A demo store that starts without cash management (operation mode none, no drawers). */
export const WILLIAMSBURG = 'us-nyc-williamsburg';

export interface CashFixture {
  host: HostFixture;
  drawer: DrawerSimulator;
  /** A new store on a new bridge (as a freshly opened window), signed in as `username` in `storeId`. */
  workstation(username: 'associate' | 'manager' | 'admin', storeId?: string): Promise<PosStore>;
  /** The bridge of an administrator's window, for configuration the cash screens do not change. */
  bridge(): BridgeApi;
  close(): Promise<void>;
}

export async function startCashFixture(): Promise<CashFixture> {
  const host = await startHostFixture({
    devices: { drawerTimeoutMs: 3_000, pairingTimeoutMs: 300, refindTimeoutMs: 200 },
  });
  let drawer: DrawerSimulator | undefined;
  try {
    drawer = await DrawerSimulator.start({ serial: 'CD-1001', announce: false, autoCloseAfterMs: null });
    host.host.settings.update({
      drawer: { drawerId: SOHO.register1, serial: 'CD-1001', host: '127.0.0.1', port: drawer.port },
    });
  } catch (error) {
    await host.close();
    throw error;
  }
  const origin = host.webHost.origin;
  // The `ws` client sending our origin, quiet about errors, as a browser on our page is.
  const BrowserLikeWebSocket = class extends WebSocket {
    constructor(url: string, protocols: string[]) {
      super(url, protocols, { origin });
      this.on('error', () => undefined);
    }
  } as unknown as WebTransportOptions['WebSocket'];
  const bridge = () =>
    createBridge(
      webTransport({
        origin,
        secret: host.webHost.secret,
        WebSocket: BrowserLikeWebSocket,
        fetch: (url, init) =>
          fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } }),
      }),
    );
  const started = drawer;

  return {
    host,
    drawer: started,
    bridge,
    async workstation(username, storeId = SOHO.storeId) {
      const store = createPosStore(bridge());
      if (!(await store.getState().signIn(username, username))) {
        throw new Error(`${username} could not sign in: ${store.getState().signInStatus.error?.message}`);
      }
      if (!(await store.getState().selectStore(storeId))) {
        throw new Error(`${storeId} could not be chosen: ${store.getState().storeSelection.error?.message}`);
      }
      return store;
    },
    async close() {
      await host.close();
      await started.stop();
    },
  };
}
