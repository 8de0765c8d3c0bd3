// The platform configurations the workstation works from: the synced copy, or — before the first sync —
// read from the platform once and kept.
import type { StoreCashManagement } from '../../../shared/contract/cash-management';
import type { TaxConfig, TaxConfigRequest } from '../../../shared/contract/tax-config';
import { ApiError, ApiUnreachableError } from '../api/api-errors';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { LocalConfigName, LocalConfigs } from '../local-db/config-repository';
import type { LocalData } from '../local-db/local-data';

const FETCHERS: { [Name in LocalConfigName]: (client: PlatformApiClient) => Promise<LocalConfigs[Name]> } = {
  app: (client) => client.getAppConfig(),
  print: (client) => client.getPrintConfig(),
  pickup: (client) => client.getPickupConfig(),
  cash_drawer: (client) => client.getCashDrawerConfig(),
  rounding: (client) => client.getRoundingConfig(),
};

export class WorkstationConfigs {
  constructor(
    private readonly data: LocalData,
    private readonly client: PlatformApiClient,
  ) {}

  /** The configuration, or undefined when the platform has none (pickup before an admin creates it). */
  async get<Name extends LocalConfigName>(name: Name): Promise<LocalConfigs[Name] | undefined> {
    const stored = this.data.configs.get(name);
    if (stored) return stored.value;
    try {
      const value = await FETCHERS[name](this.client);
      this.data.configs.put(name, value);
      return value;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  /**
   * A store's cash management: fresh from the platform when it answers (and kept), else the kept copy.
   * Drawer setup changes rarely, but a stale list would let an associate use a drawer that was removed.
   */
  async cashManagement(storeId: string): Promise<StoreCashManagement> {
    try {
      const fresh = await this.client.getStoreCashManagement(storeId);
      this.data.configs.putCashManagement(storeId, fresh);
      return fresh;
    } catch (error) {
      const kept = this.data.configs.getCashManagement(storeId);
      if (error instanceof ApiUnreachableError && kept) return kept.value;
      throw error;
    }
  }

  /**
   * A store's tax configuration: fresh from the platform when it answers (and kept), else the kept copy, so
   * the counter charges what an administrator set as soon as it can and still sells offline.
   */
  async taxConfig(storeId: string): Promise<TaxConfig> {
    try {
      const fresh = await this.client.getStoreTaxConfig(storeId);
      this.data.configs.putTaxConfig(storeId, fresh);
      return fresh;
    } catch (error) {
      const kept = this.data.configs.getTaxConfig(storeId);
      if (error instanceof ApiUnreachableError && kept) return kept.value;
      throw error;
    }
  }

  /** Saves a store's tax configuration on the platform (which checks it), then keeps the platform's answer. */
  async saveTaxConfigOnPlatform(storeId: string, value: TaxConfigRequest): Promise<TaxConfig> {
    const saved = await this.client.putStoreTaxConfig(storeId, value);
    this.data.configs.putTaxConfig(storeId, saved);
    return saved;
  }

  /** Saves a store's cash management on the platform (which checks it), then keeps the platform's answer. */
  async saveCashManagementOnPlatform(
    storeId: string,
    value: StoreCashManagement,
  ): Promise<StoreCashManagement> {
    const saved = await this.client.putStoreCashManagement(storeId, value);
    this.data.configs.putCashManagement(storeId, saved);
    return saved;
  }
}
