// The workstation's local database: catalog, stores, configurations, orders, sales, cash and the outbox table.
export { LocalData } from './local-data';
export { LOCAL_DB_FILE, migrateLocalDatabase, openLocalDatabase, type LocalDatabase } from './local-database';
export {
  CatalogRepository,
  NO_PRICE_REASON,
  toPricedProduct,
  type CatalogScope,
  type LocalProduct,
  type PricedProduct,
  type StorePrice,
} from './catalog-repository';
export {
  ConfigRepository,
  type LocalConfigName,
  type LocalConfigs,
  type StoredConfig,
} from './config-repository';
export { LocalStoreRepository } from './local-store-repository';
export { OrderRepository, type OrderListFilter } from './order-repository';
export { SaleRepository, type LocalSale, type LocalSaleState } from './sale-repository';
export {
  CashRepository,
  type LocalCashTransaction,
  type LocalCashTransactionState,
  type StoredDrawerSummary,
} from './cash-repository';
export { SyncStateRepository } from './sync-state-repository';
