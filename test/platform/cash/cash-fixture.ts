// Shared set-up of the cash tests: stores, the business-wide switch, a store's drawers, transactions.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestPlatform } from '../support/platform-fixture';

/**
 * The cash tests' platform clock and the default "happened at" of their transactions: drawer times are
 * checked against the platform's clock (not in the future, not before the day's opening).
 */
export const CASH_TEST_NOW = '2026-03-02T14:00:00.000Z';

export function storeBody(
  storeId: string,
  country: 'US' | 'CA' | 'DE' = 'US',
  extra: Record<string, unknown> = {},
) {
  const city = {
    US: ['New York', 'NY', 'America/New_York'],
    CA: ['Toronto', 'ON', 'America/Toronto'],
    DE: ['Berlin', 'BE', 'Europe/Berlin'],
  }[country];
  return {
    store_id: storeId,
    shop: country.toLowerCase(),
    label: `Store ${storeId}`,
    timezone: city[2],
    physical_address: {
      address_line_1: '1 Main St',
      city: city[0],
      state: city[1],
      country_code: country,
      latitude: 40.7,
      longitude: -74,
    },
    ...extra,
  };
}

export async function createStore(
  t: TestPlatform,
  storeId: string,
  country: 'US' | 'CA' | 'DE' = 'US',
  extra = {},
) {
  const response = await t.call('POST', '/v0/d/stores', {
    as: 'admin',
    body: storeBody(storeId, country, extra),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

export async function setCashManagementCapability(t: TestPlatform, enabled: boolean) {
  const response = await t.call('PATCH', '/api/v1/associate-app/config', {
    as: 'admin',
    body: { capabilities: { cash_management: enabled } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

export function drawer(drawerId: string, currency = 'USD', serial?: string) {
  return {
    drawer_id: drawerId,
    name: `Register ${drawerId}`,
    recommended_float: 200,
    currency,
    ...(serial ? { device: { serial } } : {}),
  };
}

/** A store with cash management on and non-integrated drawers with these ids. */
export async function storeWithDrawers(
  t: TestPlatform,
  storeId: string,
  drawerIds: string[],
  currency = 'USD',
) {
  await createStore(t, storeId, currency === 'CAD' ? 'CA' : 'US');
  await setCashManagementCapability(t, true);
  const response = await t.call('PUT', `/v0/d/stores/${storeId}/cash_management`, {
    as: 'manager',
    body: { operation_mode: 'non_integrated', drawers: drawerIds.map((id) => drawer(id, currency)) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

export interface TransactionBody {
  transaction_id: string;
  store_id: string;
  type: string;
  amount: number;
  currency: string;
  created_at: string;
  [field: string]: unknown;
}

export function transaction(
  storeId: string,
  type: string,
  amount: number,
  extra: Record<string, unknown> = {},
): TransactionBody {
  return {
    transaction_id: randomUUID(),
    store_id: storeId,
    type,
    amount,
    currency: 'USD',
    // The platform takes the caller as the associate; the time must fall in its window (CASH_TEST_NOW).
    created_at: CASH_TEST_NOW,
    ...extra,
  };
}

/** Posts a transaction and expects it accepted. */
export async function record(t: TestPlatform, drawerId: string, body: TransactionBody, as = 'manager') {
  const response = await t.call('POST', `/v0/d/cash_drawers/${drawerId}/transactions`, { as, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response;
}
