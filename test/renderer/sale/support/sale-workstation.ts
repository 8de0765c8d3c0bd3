// A workstation for the sale tests: the real host and web host on 127.0.0.1 in a temp data folder, reached
// through the renderer's own bridge (web transport), with the embedded platform holding the demo tenant plus
// one product nobody priced (in both shops) — what a sale must show but refuse to sell.
import type { BridgeApi } from '../../../../shared/bridge';
import type { ProductItem } from '../../../../shared/contract/products-file';
import { createBridge, webTransport, type WebTransportOptions } from '../../../../renderer/src/bridge';
import { embeddedPlatformDataDir } from '../../../../electron/host/embedded-platform';
import type { StartEmbeddedPlatform } from '../../../../electron/host/platform-connection';
import { ProductWriter } from '../../../../electron/platform/catalog/product-writer';
import { loadDemoTenant } from '../../../../electron/platform/demo/demo-tenant';
import { createPlatform } from '../../../../electron/platform/server';
import type { HostOptions } from '../../../../electron/host/create-host';
import { startHostFixture, type HostFixture } from '../../../host/support/host-fixture';
import type { RequestGate } from '../../../host/support/request-gate';
import WebSocket from 'ws';

/** A product in the catalog with no price in any book. */
export const UNPRICED_PRODUCT = {
  productId: 'GWS-0001',
  title: 'Gift Wrap Service',
  sku: 'GIFTWRAP01',
} as const;

const UNPRICED_ITEM: ProductItem = {
  product_id: UNPRICED_PRODUCT.productId,
  title: UNPRICED_PRODUCT.title,
  caption: 'Wrapped at the counter',
  show_in_listing: true,
  external_identifiers: [{ type: 'sku', value: UNPRICED_PRODUCT.sku }],
};

const startPlatformWithUnpricedProduct =
  (gate: RequestGate | undefined): StartEmbeddedPlatform =>
  async (appDataDir) => {
    const platform = await createPlatform({ dataDir: embeddedPlatformDataDir(appDataDir) });
    gate?.install(platform.app);
    try {
      await loadDemoTenant(platform.context);
      const { context } = platform;
      const writer = new ProductWriter(context.db);
      const at = context.now().toISOString();
      context.db.transaction(() => {
        for (const [shop, locale] of [
          ['us', 'en-US'],
          ['ca', 'en-US'],
          ['ca', 'en-CA'],
        ] as const) {
          writer.writeProducts(shop, locale, [UNPRICED_ITEM], at);
        }
      })();
      const url = await platform.listen(0, '127.0.0.1');
      return { url, close: () => platform.close() };
    } catch (error) {
      await platform.close();
      throw error;
    }
  };

export interface SaleWorkstation {
  host: HostFixture;
  /** A bridge as a freshly opened page has it. */
  bridge(): BridgeApi;
  close(): Promise<void>;
}

/** `gate` holds chosen platform answers, for a test that acts while the workstation waits for them. */
export async function startSaleWorkstation(
  options: { gate?: RequestGate; sync?: HostOptions['sync'] } = {},
): Promise<SaleWorkstation> {
  const host = await startHostFixture({
    startEmbeddedPlatform: startPlatformWithUnpricedProduct(options.gate),
    ...(options.sync ? { sync: options.sync } : {}),
  });
  const origin = host.webHost.origin;
  /** The `ws` client sending our origin, as a browser on our page would (errors are events, not throws). */
  const BrowserLikeWebSocket = class extends WebSocket {
    constructor(url: string, protocols: string[]) {
      super(url, protocols, { origin });
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
    close: () => host.close(),
  };
}
