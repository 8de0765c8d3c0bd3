import type { AppConfig } from '../../../shared/contract/app-config';
import type { CashDrawerConfig } from '../../../shared/contract/cash-drawer-config';
import type { StoreCashManagement } from '../../../shared/contract/cash-management';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PrintConfig } from '../../../shared/contract/print-config';
import type { RoundingConfig } from '../../../shared/contract/rounding-config';
import type { TaxConfig } from '../../../shared/contract/tax-config';
import type { LocalDatabase } from './local-database';

/** The singleton configurations the app works from offline, as last synced from the platform. */
export interface LocalConfigs {
  app: AppConfig;
  print: PrintConfig;
  pickup: PickupConfig;
  cash_drawer: CashDrawerConfig;
  rounding: RoundingConfig;
}

export type LocalConfigName = keyof LocalConfigs;

export interface StoredConfig<T> {
  value: T;
  /** When it was last read from the platform. */
  syncedAt: string;
}

export class ConfigRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get<Name extends LocalConfigName>(name: Name): StoredConfig<LocalConfigs[Name]> | undefined {
    return this.read<LocalConfigs[Name]>(name);
  }

  put<Name extends LocalConfigName>(name: Name, value: LocalConfigs[Name]): void {
    this.write(name, value);
  }

  /** Forgets a configuration the platform no longer has (e.g. no pickup configuration yet: 404). */
  remove(name: LocalConfigName): void {
    this.db.prepare('DELETE FROM configs WHERE name = ?').run(name);
  }

  /** The store's cash management (operation mode and drawers). */
  getCashManagement(storeId: string): StoredConfig<StoreCashManagement> | undefined {
    return this.read<StoreCashManagement>(cashManagementName(storeId));
  }

  putCashManagement(storeId: string, value: StoreCashManagement): void {
    this.write(cashManagementName(storeId), value);
  }

  /** The store's tax configuration (what the counter charges). */
  getTaxConfig(storeId: string): StoredConfig<TaxConfig> | undefined {
    return this.read<TaxConfig>(`tax_config:${storeId}`);
  }

  putTaxConfig(storeId: string, value: TaxConfig): void {
    this.write(`tax_config:${storeId}`, value);
  }

  private read<T>(name: string): StoredConfig<T> | undefined {
    const row = this.db.prepare('SELECT body, synced_at FROM configs WHERE name = ?').get(name) as
      { body: string; synced_at: string } | undefined;
    return row ? { value: JSON.parse(row.body) as T, syncedAt: row.synced_at } : undefined;
  }

  private write(name: string, value: unknown): void {
    this.db
      .prepare(
        `INSERT INTO configs (name, body, synced_at) VALUES (?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET body = excluded.body, synced_at = excluded.synced_at`,
      )
      .run(name, JSON.stringify(value), this.now().toISOString());
  }
}

function cashManagementName(storeId: string): string {
  return `cash_management:${storeId}`;
}
