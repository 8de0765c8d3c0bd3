// The request the Idempotency-Key tests repeat, retry and take over: an admin creating a store.
import type { ErrorBody } from '../../../shared/contract/errors';
import type { TestPlatform } from '../support/platform-fixture';

/** The body of POST /v0/d/stores for this store. */
export const storeBody = (storeId: string) => ({
  store_id: storeId,
  shop: 'us',
  label: `Store ${storeId}`,
  timezone: 'America/New_York',
  physical_address: { address_line_1: '1 Main St', city: 'New York', country_code: 'US' },
});

/** The scope the platform keeps the admin's store-creating keys under (caller, method, path). */
export const ADMIN_CREATES_STORE = JSON.stringify(['admin', 'POST', '/v0/d/stores']);

/** The admin creates the store under an Idempotency-Key, as a client would. */
export const createStoreWithKey = (platform: TestPlatform, key: string, storeId: string) =>
  platform.call<ErrorBody>('POST', '/v0/d/stores', {
    as: 'admin',
    body: storeBody(storeId),
    headers: { 'idempotency-key': key },
  });

/** 200 once the store exists, 404 while it does not. */
export const storeStatus = async (platform: TestPlatform, storeId: string) =>
  (await platform.call('GET', `/v0/d/stores/${storeId}`, { as: 'admin' })).status;
