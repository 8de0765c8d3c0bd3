import type { CashDrawer, StoreCashManagement } from '../../../shared/contract';
import type { PlatformDatabase } from '../db/database';
import { cachedStatement } from '../db/statement-cache';

/** What a store's cash management reads as before anyone configured it. */
export const NO_CASH_MANAGEMENT: StoreCashManagement = { operation_mode: 'none', drawers: [] };

export interface DrawerLocation {
  storeId: string;
  drawer: CashDrawer;
  operationMode: StoreCashManagement['operation_mode'];
}

/**
 * Stores' drawer setup (`store_cash_management`) and the index of every configured drawer (`cash_drawers`)
 * that keeps drawer ids and device serials unique across stores and finds a drawer's store from its id.
 */
export class CashManagementRepository {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  get(storeId: string): StoreCashManagement {
    const row = cachedStatement(this.db, 'SELECT data FROM store_cash_management WHERE store_id = ?').get(
      storeId,
    ) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as StoreCashManagement) : NO_CASH_MANAGEMENT;
  }

  /** Replaces the store's setup and its rows in the drawer index, atomically. */
  put(storeId: string, config: StoreCashManagement): void {
    this.db.transaction(() => {
      cachedStatement(
        this.db,
        `INSERT INTO store_cash_management (store_id, operation_mode, data, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (store_id) DO UPDATE SET
             operation_mode = excluded.operation_mode, data = excluded.data, updated_at = excluded.updated_at`,
      ).run(storeId, config.operation_mode, JSON.stringify(config), this.now().toISOString());
      cachedStatement(this.db, 'DELETE FROM cash_drawers WHERE store_id = ?').run(storeId);
      const insert = cachedStatement(
        this.db,
        'INSERT INTO cash_drawers (drawer_id, store_id, serial, currency) VALUES (?, ?, ?, ?)',
      );
      for (const drawer of config.drawers) {
        insert.run(drawer.drawer_id, storeId, drawer.device?.serial ?? null, drawer.currency);
      }
    })();
  }

  /** The store a drawer id is configured in, with the drawer itself; undefined for an unknown drawer. */
  locate(drawerId: string): DrawerLocation | undefined {
    const row = cachedStatement(this.db, 'SELECT store_id FROM cash_drawers WHERE drawer_id = ?').get(
      drawerId,
    ) as { store_id: string } | undefined;
    if (!row) return undefined;
    const config = this.get(row.store_id);
    const drawer = config.drawers.find((candidate) => candidate.drawer_id === drawerId);
    return drawer ? { storeId: row.store_id, drawer, operationMode: config.operation_mode } : undefined;
  }

  /** Which store (other than `storeId`) already has this drawer id, if any. */
  storeOwningDrawer(drawerId: string): string | undefined {
    const row = cachedStatement(this.db, 'SELECT store_id FROM cash_drawers WHERE drawer_id = ?').get(
      drawerId,
    ) as { store_id: string } | undefined;
    return row?.store_id;
  }

  /** Which store and drawer already carry this device serial, if any. */
  drawerWithSerial(serial: string): { storeId: string; drawerId: string } | undefined {
    const row = cachedStatement(this.db, 'SELECT store_id, drawer_id FROM cash_drawers WHERE serial = ?').get(
      serial,
    ) as { store_id: string; drawer_id: string } | undefined;
    return row ? { storeId: row.store_id, drawerId: row.drawer_id } : undefined;
  }
}
