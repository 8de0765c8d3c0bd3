// The whole demo tenant as plain data, generated from one seed: the same seed always gives the same
// catalog, prices, stores, stock and configurations. demo-tenant.ts writes it into the platform.
import type { ProductItem } from '../../../shared/contract/products-file';
import { canadianPriceBook, generateDemoProducts, usPriceBooks, type DemoPriceBook } from './demo-catalog';
import { demoConfigs, type DemoConfigs } from './demo-configs';
import { frenchCatalog } from './demo-french';
import { generateDemoStock, type DemoStockLevel } from './demo-stock';
import { DEMO_CA_SHOP, DEMO_US_SHOP, demoStores, type DemoStore } from './demo-stores';
import { SeededRandom } from './seeded-random';

export const DEMO_SEED = 20_260_301;
export const DEMO_PRODUCT_COUNT = 3000;

/** A shop's catalog in one locale (a product file's head and items). */
export interface DemoCatalogFile {
  shop: string;
  locale: string;
  products: ProductItem[];
}

export interface DemoTenantData {
  stores: DemoStore[];
  catalogs: DemoCatalogFile[];
  priceBooks: DemoPriceBook[];
  /** Stock levels per shop (a store sells its shop's catalog). */
  stock: Array<{ shop: string; levels: DemoStockLevel[] }>;
  configs: DemoConfigs;
}

export function generateDemoTenant(seed = DEMO_SEED, productCount = DEMO_PRODUCT_COUNT): DemoTenantData {
  // Separate streams per part, so changing how one part draws never reshuffles another.
  const catalog = generateDemoProducts(new SeededRandom(seed), productCount);
  const stores = demoStores();
  const productIds = catalog.products.map((product) => product.product_id);
  const storesOf = (shop: string) =>
    stores.filter((store) => store.shop === shop).map((store) => store.store_id);

  return {
    stores,
    // The US shop is written in US English. The Canadian shop is written first in Canadian English (its
    // default locale), then in US English, and its Home department in Canadian French: a French
    // workstation sees Home in French and the rest in the shop's default locale.
    catalogs: [
      { shop: DEMO_US_SHOP, locale: 'en-US', products: catalog.products },
      { shop: DEMO_CA_SHOP, locale: 'en-CA', products: catalog.products },
      { shop: DEMO_CA_SHOP, locale: 'en-US', products: catalog.products },
      { shop: DEMO_CA_SHOP, locale: 'fr-CA', products: frenchCatalog(catalog.products) },
    ],
    priceBooks: [
      ...usPriceBooks(new SeededRandom(seed + 1), catalog, DEMO_US_SHOP),
      canadianPriceBook(catalog, DEMO_CA_SHOP),
    ],
    stock: [
      {
        shop: DEMO_US_SHOP,
        levels: generateDemoStock(new SeededRandom(seed + 2), storesOf(DEMO_US_SHOP), productIds),
      },
      {
        shop: DEMO_CA_SHOP,
        levels: generateDemoStock(new SeededRandom(seed + 3), storesOf(DEMO_CA_SHOP), productIds),
      },
    ],
    configs: demoConfigs(stores),
  };
}
