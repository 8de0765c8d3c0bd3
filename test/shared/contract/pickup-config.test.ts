import { describe, expect, it } from 'vitest';
import { PickupConfigSchema, PickupCostSchema } from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { pickupConfig } from './fixtures';

describe('PickupConfigSchema (POST /v0/d/in_store_pickup_config)', () => {
  it('accepts the global options and one option per store', () => {
    expect(parseValid(PickupConfigSchema, pickupConfig)).toEqual(pickupConfig);
    expect(parseValid(PickupConfigSchema, { ...pickupConfig, stores: {} }).stores).toEqual({});
  });

  const invalid: InvalidCase[] = [
    fieldCase('a negative grace period', pickupConfig, 'global.grace_period', -60, /zero or more seconds/),
    fieldCase('a grace period as text', pickupConfig, 'global.grace_period', '15m', /expected number/),
    fieldCase('a zero search radius', pickupConfig, 'global.default_search_radius', 0, /more than 0 km/),
    fieldCase('a blank display name', pickupConfig, 'global.display_name', '', /blank/),
    {
      name: 'no global options',
      input: without(pickupConfig, 'global'),
      path: 'global',
      message: /required/,
    },
    fieldCase('a store option without cost', pickupConfig, 'stores.nyc-soho.cost', undefined, /required/),
    fieldCase(
      'a cost in an unknown currency',
      pickupConfig,
      'stores.nyc-midtown.cost.currency_code',
      'usd',
      /ISO 4217/,
    ),
    fieldCase(
      'a cost with too many decimals',
      pickupConfig,
      'stores.nyc-midtown.cost.price',
      4.955,
      /more decimals than USD/,
    ),
    fieldCase('a negative cost', pickupConfig, 'stores.nyc-midtown.cost.price', -1, /zero or more/),
    fieldCase(
      'a delivery text as a number',
      pickupConfig,
      'stores.nyc-soho.delivery_time',
      2,
      /expected string/,
    ),
    fieldCase('stores as a list', pickupConfig, 'stores', [], /expected record/),
    {
      name: 'a blank store id key',
      input: { ...pickupConfig, stores: { ' nyc': pickupConfig.stores['nyc-soho'] } },
      path: 'stores. nyc',
      message: /invalid key: must not start or end with blanks/,
    },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(PickupConfigSchema, input, path, message);
  });

  it('checks a cost on its own against its currency', () => {
    expect(parseValid(PickupCostSchema, { price: 500, tax_code: '', currency_code: 'JPY' }).price).toBe(500);
    expectIssueAt(PickupCostSchema, { price: 500.5, tax_code: '', currency_code: 'JPY' }, 'price', /JPY/);
  });
});
