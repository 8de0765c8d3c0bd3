// Small, readable catalog documents for import tests: a shop 'us' in en-US priced in USD.
import type { ProductItem } from '../../../../shared/contract/products-file';
import type { TestPlatform } from '../../support/platform-fixture';

export const SHOP = 'us';
export const LOCALE = 'en-US';

export function product(productId: string, overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    product_id: productId,
    variant_group_id: `group-${productId}`,
    title: `Product ${productId}`,
    show_in_listing: true,
    categories: [{ path: 'Men > Shirts', is_main: true }],
    external_identifiers: [{ type: 'sku', value: `SKU-${productId}` }],
    ...overrides,
  };
}

export function productsFile(items: unknown[], head: Record<string, unknown> = {}) {
  return { head: { shop: SHOP, locale: LOCALE, is_master: true, ...head }, items };
}

export function priceBook(pricebook: string, currency: string, items: unknown[], shop = SHOP) {
  return { head: { pricebook, shop, currency }, items };
}

export function availabilitiesFile(items: unknown[], shop = SHOP) {
  return { head: { shop }, items };
}

/** Creates a store selling `shop` through the API (availabilities need known stores). */
export async function createStore(platform: TestPlatform, storeId: string, shop = SHOP): Promise<void> {
  const response = await platform.call('POST', '/v0/d/stores', {
    as: 'admin',
    body: {
      store_id: storeId,
      shop,
      label: `Store ${storeId}`,
      timezone: 'America/New_York',
      physical_address: { address_line_1: '1 Main St', city: 'New York', country_code: 'US' },
    },
  });
  if (response.status !== 201)
    throw new Error(`create store answered ${response.status}: ${JSON.stringify(response.body)}`);
}
