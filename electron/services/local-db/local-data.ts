// One handle on the workstation's local database and every repository over it, built once by the host.
import { CashRepository } from './cash-repository';
import { CatalogRepository } from './catalog-repository';
import { ConfigRepository } from './config-repository';
import { openLocalDatabase, type LocalDatabase } from './local-database';
import { LocalStoreRepository } from './local-store-repository';
import { OrderRepository } from './order-repository';
import { SaleRepository } from './sale-repository';
import { SyncStateRepository } from './sync-state-repository';

export class LocalData {
  readonly catalog: CatalogRepository;
  readonly stores: LocalStoreRepository;
  readonly configs: ConfigRepository;
  readonly orders: OrderRepository;
  readonly sales: SaleRepository;
  readonly cash: CashRepository;
  readonly syncState: SyncStateRepository;

  constructor(
    readonly db: LocalDatabase,
    readonly now: () => Date = () => new Date(),
  ) {
    this.catalog = new CatalogRepository(db);
    this.stores = new LocalStoreRepository(db, now);
    this.configs = new ConfigRepository(db, now);
    this.orders = new OrderRepository(db);
    this.sales = new SaleRepository(db);
    this.cash = new CashRepository(db, now);
    this.syncState = new SyncStateRepository(db);
  }

  /** Opens (or creates) the local database in the app's data folder. */
  static open(dataDir: string, options: { now?: () => Date; fileName?: string } = {}): LocalData {
    return new LocalData(openLocalDatabase(dataDir, options.fileName), options.now);
  }

  /** Runs `work` in one SQLite transaction (nested calls become savepoints). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
