// Stores and the configurations the app works from offline: application, documents to print, in-store
// pickup, cash drawer, rounding, and the store's own cash management and tax. Small documents: read whole each time.
import { ApiError } from '../api/api-errors';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { LocalData } from '../local-db/local-data';

/** Returns the number of stores. */
export async function syncStores(api: PlatformApiClient, data: LocalData): Promise<number> {
  const stores = await api.listStores();
  data.stores.upsertMany(stores);
  return stores.length;
}

export const CONFIG_COUNT = 7;

export async function syncConfigs(
  api: PlatformApiClient,
  data: LocalData,
  storeId: string,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  let done = 0;
  const step = () => onProgress((done += 1), CONFIG_COUNT);

  data.configs.put('app', await api.getAppConfig());
  step();
  data.configs.put('print', await api.getPrintConfig());
  step();
  try {
    data.configs.put('pickup', await api.getPickupConfig());
  } catch (error) {
    // No pickup configuration has been created yet: pickup is not offered.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    data.configs.remove('pickup');
  }
  step();
  data.configs.put('cash_drawer', await api.getCashDrawerConfig());
  step();
  data.configs.put('rounding', await api.getRoundingConfig());
  step();
  data.configs.putCashManagement(storeId, await api.getStoreCashManagement(storeId));
  step();
  data.configs.putTaxConfig(storeId, await api.getStoreTaxConfig(storeId));
  step();
}
