// Loads the deterministic demo tenant into a platform (CLI --demo, the app's embedded platform): stores,
// two shops' catalogs, price books, stock, and every configuration. Written through the same repositories
// the routes and the importer use, in one transaction, and only once per data folder.
import { CreateStoreRequestSchema } from '../../../shared/contract';
import { CashManagementRepository } from '../cash/cash-management-repository';
import { PriceRepository } from '../catalog/price-repository';
import { ProductWriter } from '../catalog/product-writer';
import { StockRepository } from '../catalog/stock-repository';
import { SETTING } from '../config/config-settings';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import { RETURN_CONFIG_SETTING } from '../returns/sale-returns';
import type { PlatformContext } from '../context';
import { StoreRepository } from '../stores/store-repository';
import { placeStartingOrders } from '../training/starting-orders';
import { TaxConfigRepository } from '../tax/tax-config-repository';
import { DEMO_SEED, generateDemoTenant, type DemoTenantData } from './demo-data';

/** The tables the demo tenant fills in bulk. */
const DEMO_TABLES = ['stores', 'products', 'product_categories', 'pricebooks', 'prices', 'stock'];

/** Settings entry marking a data folder that holds the demo tenant. */
export const DEMO_TENANT_SETTING = 'demo_tenant';

export interface DemoTenantMarker {
  seed: number;
  loaded_at: string;
  description: string;
}

/**
 * Writes the demo tenant unless this data folder already has it (then it changes nothing). Stores that
 * already exist under a demo store_id are kept as they are.
 */
export function loadDemoTenant(ctx: PlatformContext): { created: boolean; description: string } {
  const existing = ctx.settings.get<DemoTenantMarker>(DEMO_TENANT_SETTING);
  if (existing) {
    // A folder loaded before the training orders existed gets them now, once.
    placeStartingOrders(ctx);
    return { created: false, description: existing.description };
  }

  const data = generateDemoTenant(DEMO_SEED);
  const description = describe(data);
  ctx.db.transaction(() => {
    // Another process may have loaded it between the check and the transaction.
    if (ctx.settings.get(DEMO_TENANT_SETTING)) return;
    writeDemoTenant(ctx, data);
    ctx.settings.put(DEMO_TENANT_SETTING, {
      seed: DEMO_SEED,
      loaded_at: ctx.now().toISOString(),
      description,
    } satisfies DemoTenantMarker);
  })();
  // The training orders below read what was just written: with the planner's figures of empty tables each
  // shelf read took seconds on PostgreSQL.
  refreshPlannerStatistics(ctx.db, DEMO_TABLES);
  const orders = placeStartingOrders(ctx);
  ctx.events.emit('demoTenantLoaded');
  return { created: true, description: `${description}; ${orders} pickup orders to start the day` };
}

function writeDemoTenant(ctx: PlatformContext, data: DemoTenantData): void {
  const at = ctx.now().toISOString();
  const stores = new StoreRepository(ctx.db, ctx.now);
  for (const store of data.stores) stores.insert(CreateStoreRequestSchema.parse(store));

  const products = new ProductWriter(ctx.db);
  for (const catalog of data.catalogs)
    products.writeProducts(catalog.shop, catalog.locale, catalog.products, at);

  const prices = new PriceRepository(ctx.db);
  for (const book of data.priceBooks) {
    prices.writeBook(
      book.shop,
      book.pricebook,
      book.currency,
      book.prices.map((price) => ({ productId: price.product_id, amountMinor: price.minor })),
      at,
    );
  }

  const stock = new StockRepository(ctx.db, ctx.now);
  for (const { shop, levels } of data.stock) {
    stock.setMany(
      shop,
      levels.map((level) => ({
        storeId: level.store_id,
        productId: level.product_id,
        quantity: level.quantity,
      })),
      at,
    );
  }

  ctx.settings.put(SETTING.pickup, data.configs.pickup);
  ctx.settings.put(SETTING.print, data.configs.print);
  ctx.settings.put(SETTING.app, data.configs.app);
  ctx.settings.put(SETTING.cashDrawer, data.configs.cashDrawer);
  ctx.settings.put(SETTING.rounding, data.configs.rounding);
  ctx.settings.put(RETURN_CONFIG_SETTING, data.configs.returns);
  const cash = new CashManagementRepository(ctx.db, ctx.now);
  for (const [storeId, config] of Object.entries(data.configs.cashManagement)) cash.put(storeId, config);
  const tax = new TaxConfigRepository(ctx.db, stores, ctx.now);
  for (const [storeId, config] of Object.entries(data.configs.tax)) {
    const store = stores.get(storeId);
    if (store) tax.put(store, config);
  }
}

function describe(data: DemoTenantData): string {
  const countries = new Map<string, number>();
  for (const store of data.stores) {
    const country = store.physical_address.country_code;
    countries.set(country, (countries.get(country) ?? 0) + 1);
  }
  const byCountry = [...countries].map(([country, count]) => `${count} ${country}`).join(', ');
  const productCount = data.catalogs[0]?.products.length ?? 0;
  const shops = new Set(data.catalogs.map((catalog) => catalog.shop));
  const levels = data.stock.reduce((sum, shop) => sum + shop.levels.length, 0);
  return (
    `${data.stores.length} stores (${byCountry}), ${productCount.toLocaleString('en-US')} products in ` +
    `${shops.size} shops (${[...shops].join(', ')}), ${data.priceBooks.length} price books, ` +
    `${levels.toLocaleString('en-US')} stock levels, cash drawers in ${Object.keys(data.configs.cashManagement).length} stores`
  );
}
