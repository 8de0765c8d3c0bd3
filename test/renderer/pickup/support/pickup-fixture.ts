// A signed-in workstation in Northwind SoHo (real host, web host and embedded platform with the demo tenant)
// and a storefront placing pickup orders on that platform: what the pickup tests start from.
import { createPosStore, type PosStore } from '../../../../renderer/src/store/pos-store';
import { StorefrontClient, platformUrlOf, type StockedProduct } from '../../../e2e/support/platform-orders';
import { startBridgeFixture, type BridgeFixture } from '../../support/bridge-fixture';

export const SOHO = 'us-nyc-soho';

export interface PickupFixture {
  bridgeFixture: BridgeFixture;
  shop: StorefrontClient;
  /** Three products SoHo has in stock (at least 3 of each). */
  products: [StockedProduct, StockedProduct, StockedProduct];
  /** A new store on a new bridge, signed in as `username` in SoHo, synced. */
  workstation(username: 'associate' | 'manager'): Promise<PosStore>;
  close(): Promise<void>;
}

export async function startPickupFixture(): Promise<PickupFixture> {
  const bridgeFixture = await startBridgeFixture();
  try {
    const url = await platformUrlOf({
      async call<Value>(name: string, body?: unknown) {
        const { body: result } = await bridgeFixture.host.call<Value>(name, body);
        if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
        return result.value;
      },
    });
    const shop = await StorefrontClient.connect(url);
    // Orders reach the store at once: no test waits out the demo's five minutes.
    await shop.setGracePeriod(0);
    const [first, second, third] = await shop.stockedProducts(SOHO, 3);
    if (!first || !second || !third) throw new Error('SoHo stocks fewer than three products.');
    return {
      bridgeFixture,
      shop,
      products: [first, second, third],
      async workstation(username) {
        const store = createPosStore(bridgeFixture.bridge());
        if (!(await store.getState().signIn(username, username))) {
          throw new Error(`${username} could not sign in: ${store.getState().signInStatus.error?.message}`);
        }
        if (!(await store.getState().selectStore(SOHO))) {
          throw new Error(`SoHo could not be chosen: ${store.getState().storeSelection.error?.message}`);
        }
        if (!(await store.getState().syncNow())) {
          throw new Error(`The first sync failed: ${store.getState().syncRun.error?.message}`);
        }
        return store;
      },
      close: () => bridgeFixture.close(),
    };
  } catch (error) {
    await bridgeFixture.close();
    throw error;
  }
}
