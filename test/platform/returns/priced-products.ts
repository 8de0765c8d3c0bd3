// The returns tests sell products the platform knows, at their price-book price (the platform prices every
// sale from its own data): each product id names its price in cents, e.g. `p334` sells at 3.34.
import type { TestPlatform } from '../support/platform-fixture';
import { PriceRepository } from '../../../electron/platform/catalog/price-repository';
import { ProductWriter } from '../../../electron/platform/catalog/product-writer';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';

export function productAt(price: number): string {
  return `p${Math.round(price * 100)}`;
}

/** Writes the products, their default-book prices and 100 of each in stock at the store. */
export function stockPricedProducts(
  t: TestPlatform,
  shop: string,
  storeId: string,
  currency: string,
  prices: readonly number[],
): void {
  const { db, now } = t.platform.context;
  const at = now().toISOString();
  const ids = prices.map(productAt);
  new ProductWriter(db).writeProducts(
    shop,
    'en-US',
    ids.map((id) => ({ product_id: id, title: `Product ${id}` })),
    at,
  );
  new PriceRepository(db).writeBook(
    shop,
    'default',
    currency,
    prices.map((price) => ({ productId: productAt(price), amountMinor: Math.round(price * 100) })),
    at,
  );
  const stock = new StockRepository(db, now);
  for (const id of ids) stock.set(shop, storeId, id, 100);
}
