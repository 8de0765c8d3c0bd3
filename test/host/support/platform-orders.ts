// What happens on the platform's side of a pickup order, done over its HTTP API as a web shop would:
// pickup options for the store, then the order with the store's shipping offer token.
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { passwordToken } from '../../support/platform-token';

export interface PlatformCaller {
  call<Body = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }>;
}

/** Calls the platform at `url` as one of its users (the demo users' passwords are their names). */
export async function platformCaller(url: string, username = 'admin'): Promise<PlatformCaller> {
  const token = await passwordToken(url, username);
  return {
    async call<Body>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
    },
  };
}

/** Orders are sent to their store as soon as they are created (the demo waits 5 minutes). */
export async function sendOrdersToStoresAtOnce(platform: PlatformCaller): Promise<void> {
  const { body: config } = await platform.call<{ global: Record<string, unknown> }>(
    'GET',
    '/v0/d/in_store_pickup_config',
  );
  const saved = await platform.call('POST', '/v0/d/in_store_pickup_config', {
    ...config,
    global: { ...config.global, grace_period: 0 },
  });
  if (saved.status !== 200 && saved.status !== 201)
    throw new Error(`pickup config not saved: ${JSON.stringify(saved.body)}`);
}

interface ProductPage {
  items: Array<{ product_id: string; price: { value: number; currency: string } | null }>;
}
interface Store {
  shop: string;
  physical_address: { latitude: number; longitude: number };
}
interface PickupOptions {
  options: Array<{
    store: { store_id: string };
    has_atp: boolean;
    in_store_pickup_option: { shipping_offer_token: string };
  }>;
}
export interface PlatformOrder {
  order_id: string;
  external_id: string;
  status: string;
  shipments: Array<{ items: Array<{ product_id: string; quantity: number; price: number }> }>;
}

/** A pickup order of one product the store has in stock; resolves once the platform assigned it to the store. */
export async function placePickupOrder(
  platform: PlatformCaller,
  storeId: string,
  customer = 'Ada Lovelace',
): Promise<PlatformOrder> {
  const { body: store } = await platform.call<Store>('GET', `/v0/d/stores/${storeId}`);
  const { body: page } = await platform.call<ProductPage>(
    'GET',
    `/api/v1/shops/${store.shop}/products?locale=en-US&count=100`,
  );
  for (const product of page.items) {
    if (!product.price) continue;
    const { body: options } = await platform.call<PickupOptions>('POST', '/v0/d/in_store_pickup_options', {
      location: {
        geo: { latitude: store.physical_address.latitude, longitude: store.physical_address.longitude },
      },
      bag: [{ product_id: product.product_id, quantity: 1 }],
      options: { search_radius: 5 },
    });
    const offer = options.options.find((option) => option.store.store_id === storeId && option.has_atp);
    if (!offer) continue;
    const created = await platform.call<PlatformOrder>('POST', '/v0/d/fulfill_order', {
      external_id: `W-${randomUUID().slice(0, 8)}`,
      shop: store.shop,
      currency: product.price.currency,
      placed_at: new Date().toISOString(),
      customer: { name: customer, email: 'ada@example.com' },
      shipments: [
        {
          items: [{ product_id: product.product_id, quantity: 1, price: product.price.value }],
          shipping_option: { shipping_offer_token: offer.in_store_pickup_option.shipping_offer_token },
        },
      ],
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`order not created: ${JSON.stringify(created.body)}`);
    return untilAssigned(platform, created.body.order_id);
  }
  throw new Error(`No product of the first page is in stock at ${storeId}.`);
}

/** The grace period is 0: the platform's scheduler routes the order right after creation. */
async function untilAssigned(platform: PlatformCaller, orderId: string): Promise<PlatformOrder> {
  return vi.waitFor(
    async () => {
      const { body: order } = await platform.call<PlatformOrder>('GET', `/v0/d/orders/${orderId}`);
      expect(order.status, `order ${orderId}`).toBe('assigned');
      return order;
    },
    { timeout: 20_000, interval: 20 },
  );
}
