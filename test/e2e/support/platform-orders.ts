// The storefront's side of in-store pickup, over HTTP against the workstation's embedded platform: what a
// customer's web order does before an associate ever sees it. Used by the pickup spec and the renderer's
// pickup tests (plain fetch, no test runner inside).
//   const shop = await StorefrontClient.connect(platformUrl);
//   await shop.setGracePeriod(1);
//   const [shirt, socks] = await shop.stockedProducts('us-nyc-soho', 2);
//   const order = await shop.placePickupOrder({ storeId: 'us-nyc-soho', lines: [{ product: shirt, quantity: 2 }] });
import type { CatalogProduct, ProductListResponse } from '../../../shared/contract/catalog';
import type { Order, OrderEvent } from '../../../shared/contract/order';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PickupOptionsResponse } from '../../../shared/contract/pickup-options';
import type { Store } from '../../../shared/contract/store';
import { passwordToken } from '../../support/platform-token';

/** A product the store has in stock, with what the associate scans. */
export interface StockedProduct {
  productId: string;
  title: string;
  ean: string;
  sku: string;
  /** The default price book's price, as the wire decimal. */
  price: number;
  currency: string;
}

export interface PlacedOrderLine {
  product: StockedProduct;
  quantity: number;
}

/** The embedded platform's address, as the running workstation reports it (session.get). */
export async function platformUrlOf(host: {
  call<Value>(name: string, body?: unknown): Promise<Value>;
}): Promise<string> {
  const session = await host.call<{ platform: { url: string | null } }>('session.get');
  if (!session.platform.url) throw new Error('The workstation reports no platform address yet.');
  return session.platform.url;
}

export class StorefrontClient {
  private readonly tokens = new Map<string, string>();
  private orderCount = 0;

  private constructor(readonly url: string) {}

  static async connect(url: string): Promise<StorefrontClient> {
    const client = new StorefrontClient(url.replace(/\/$/, ''));
    await client.token('admin');
    return client;
  }

  /** A bearer token for one of the embedded platform's loopback users (password = username). */
  async token(username: string): Promise<string> {
    const known = this.tokens.get(username);
    if (known) return known;
    const token = await passwordToken(this.url, username);
    this.tokens.set(username, token);
    return token;
  }

  async call<Value>(method: string, path: string, body?: unknown, as = 'admin'): Promise<Value> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.token(as)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as Value;
  }

  /** An administrator shortens the grace period (seconds) before orders are sent to the store. */
  async setGracePeriod(seconds: number): Promise<void> {
    const config = await this.call<PickupConfig>('GET', '/v0/d/in_store_pickup_config');
    await this.call('POST', '/v0/d/in_store_pickup_config', {
      ...config,
      global: { ...config.global, grace_period: seconds },
    });
  }

  async store(storeId: string): Promise<Store & { shop: string }> {
    return this.call<Store & { shop: string }>('GET', `/v0/d/stores/${encodeURIComponent(storeId)}`);
  }

  /** Products with a price, an EAN-13 and a SKU that the store has at least `minimum` of, in catalog order. */
  async stockedProducts(storeId: string, count: number, minimum = 3): Promise<StockedProduct[]> {
    const store = await this.store(storeId);
    const listing = await this.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${encodeURIComponent(store.shop)}/products?locale=en-US&count=60`,
    );
    const found: StockedProduct[] = [];
    for (const product of listing.items) {
      const candidate = toStockedProduct(product);
      if (!candidate) continue;
      if (!(await this.hasStock(store, [{ product_id: candidate.productId, quantity: minimum }]))) continue;
      found.push(candidate);
      if (found.length === count) return found;
    }
    throw new Error(`Store ${storeId} stocks only ${found.length} of the ${count} products asked for.`);
  }

  /** A customer near the store orders for pickup there; the order is created `open`. */
  async placePickupOrder(input: {
    storeId: string;
    lines: readonly PlacedOrderLine[];
    customer?: { name: string; email?: string; phone?: string };
    externalId?: string;
  }): Promise<Order> {
    const store = await this.store(input.storeId);
    const bag = input.lines.map((line) => ({ product_id: line.product.productId, quantity: line.quantity }));
    const option = (await this.options(store, bag)).find((entry) => entry.store.store_id === input.storeId);
    if (!option) throw new Error(`Store ${input.storeId} offers no in-store pickup for this bag.`);
    const currency = input.lines[0]?.product.currency ?? 'USD';
    this.orderCount += 1;
    return this.call<Order>('POST', '/v0/d/fulfill_order', {
      external_id: input.externalId ?? `W-${Date.now().toString(36).toUpperCase()}-${this.orderCount}`,
      shop: store.shop,
      currency,
      placed_at: new Date().toISOString(),
      customer: input.customer ?? {
        name: 'Jordan Rivera',
        email: 'jordan.rivera@example.com',
        phone: '+1 212 555 0148',
      },
      shipments: [
        {
          items: input.lines.map((line) => ({
            product_id: line.product.productId,
            quantity: line.quantity,
            price: line.product.price,
          })),
          shipping_option: { shipping_offer_token: option.in_store_pickup_option.shipping_offer_token },
        },
      ],
    });
  }

  async order(orderId: string): Promise<Order> {
    return this.call<Order>('GET', `/v0/d/orders/${encodeURIComponent(orderId)}`);
  }

  /** The order's history, oldest first. */
  async events(orderId: string): Promise<OrderEvent[]> {
    const answer = await this.call<{ events: OrderEvent[] }>(
      'GET',
      `/v0/d/orders/${encodeURIComponent(orderId)}/events`,
    );
    return answer.events;
  }

  /** Reads the order until it reaches `status` (the platform's scheduler works on its own). */
  async waitForStatus(orderId: string, status: Order['status'], timeoutMs = 20_000): Promise<Order> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const order = await this.order(orderId);
      if (order.status === status) return order;
      if (Date.now() > deadline) throw new Error(`Order ${orderId} is still ${order.status}, not ${status}.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async options(store: Store, bag: Array<{ product_id: string; quantity: number }>) {
    const { latitude, longitude } = store.physical_address;
    const answer = await this.call<PickupOptionsResponse>('POST', '/v0/d/in_store_pickup_options', {
      location: { geo: { latitude, longitude } },
      bag,
      options: { search_radius: 5, show_stores_without_atp: true },
    });
    return answer.options;
  }

  private async hasStock(
    store: Store,
    bag: Array<{ product_id: string; quantity: number }>,
  ): Promise<boolean> {
    const mine = (await this.options(store, bag)).find((entry) => entry.store.store_id === store.store_id);
    return mine?.has_atp ?? false;
  }
}

function toStockedProduct(product: CatalogProduct): StockedProduct | null {
  const identifiers = product.external_identifiers ?? [];
  const ean = identifiers.find((entry) => entry.type.toLowerCase() === 'ean13')?.value;
  const sku = identifiers.find((entry) => entry.type.toLowerCase() === 'sku')?.value;
  if (!ean || !sku || !product.price) return null;
  return {
    productId: product.product_id,
    title: product.title,
    ean,
    sku,
    price: product.price.value,
    currency: product.price.currency,
  };
}
