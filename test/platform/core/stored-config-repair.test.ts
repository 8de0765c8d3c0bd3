// A data folder written by an older version, before the configuration ranges existed: a pickup grace period
// of 1e13 s and an application configuration of another shape, stored straight into the database as that
// version did. Today's platform repairs them as it reads them (clamped to the range, else the default) and
// every request that relies on them still works.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import type { AppConfig, PickupConfig } from '../../../shared/contract';
import { MAX_GRACE_PERIOD_SECONDS } from '../../../shared/contract/pickup-config';
import { SETTING } from '../../../electron/platform/config/config-settings';
import { openDatabaseOf, type TestPlatform } from '../support/platform-fixture';
import {
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
} from '../pickup/pickup-tenant';

afterAll(closeArchives);

/** Writes a setting's JSON into the database the way a version without the ranges stored it. */
function storeAsAnOldVersionDid(
  platform: TestPlatform,
  name: string,
  edit: (value: Record<string, unknown>) => unknown,
) {
  const db = openDatabaseOf(platform);
  try {
    const row = db
      .prepare<[string], { value: string }>('SELECT value FROM settings WHERE name = ?')
      .get(name);
    const value = edit(row ? (JSON.parse(row.value) as Record<string, unknown>) : {});
    db.prepare(
      `INSERT INTO settings (name, value, updated_at) VALUES (?, ?, '2024-01-01T00:00:00.000Z')
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    ).run(name, JSON.stringify(value));
  } finally {
    db.close();
  }
}

describe('configurations stored before the ranges existed', () => {
  const running: TestPlatform[] = [];
  afterEach(async () => {
    for (const platform of running.splice(0).reverse()) await platform.close();
  });

  it('reads a grace period of 1e13 s as 30 days, and pickup orders are still taken', async () => {
    const first = await startPickupPlatform();
    await setUpBerlinTenant(first, 60, { mitte: { tee: 3 } });
    await first.stop();
    storeAsAnOldVersionDid(first, SETTING.pickup, (config) => ({
      ...config,
      global: { ...(config.global as object), grace_period: 1e13 },
    }));

    const second = await startPickupPlatform({ dataDir: first.dataDir });
    running.push(second);
    const config = await second.call<PickupConfig>('GET', '/v0/d/in_store_pickup_config', { as: 'admin' });
    expect(config.status).toBe(200);
    expect(config.body.global.grace_period).toBe(MAX_GRACE_PERIOD_SECONDS);
    // The rest of the configuration is as it was stored.
    expect(Object.keys(config.body.stores).length).toBeGreaterThan(0);

    const order = await placePickupOrder(second, 'web-old-config', 'mitte', [
      { product_id: 'tee', quantity: 1 },
    ]);
    expect(order.status).toBe('open');
    const read = await second.call<Order>('GET', `/v0/d/orders/${order.order_id}`, { as: 'associate' });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('open');
  });

  it('reads a blank delivery text stored before texts were checked as it is, and pickup still works', async () => {
    const first = await startPickupPlatform();
    await setUpBerlinTenant(first, 60, { mitte: { tee: 3 } });
    await first.stop();
    storeAsAnOldVersionDid(first, SETTING.pickup, (config) => {
      const stores = config.stores as Record<string, Record<string, unknown>>;
      stores['mitte'] = { ...stores['mitte'], delivery_time: '' };
      return config;
    });

    const second = await startPickupPlatform({ dataDir: first.dataDir });
    running.push(second);
    const config = await second.call<PickupConfig>('GET', '/v0/d/in_store_pickup_config', { as: 'admin' });
    expect(config.status).toBe(200);
    expect(config.body.stores['mitte']?.delivery_time).toBe('');
    const order = await placePickupOrder(second, 'web-blank-text', 'mitte', [
      { product_id: 'tee', quantity: 1 },
    ]);
    expect(order.status).toBe('open');
  });

  it('reads an application configuration of another shape as the default, and saving it again repairs it', async () => {
    const first = await startPickupPlatform();
    await first.stop();
    storeAsAnOldVersionDid(first, SETTING.app, () => ({ capabilities: 'all', release_toggles: [] }));

    const second = await startPickupPlatform({ dataDir: first.dataDir });
    running.push(second);
    const config = await second.call<AppConfig>('GET', '/api/v1/associate-app/config', { as: 'associate' });
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      capabilities: { cash_management: false },
      release_toggles: { cash_rounding_enabled: false },
    });
    // A merge patch applies to what the configuration reads as, and stores a valid one.
    const patched = await second.call<AppConfig>('PATCH', '/api/v1/associate-app/config', {
      as: 'admin',
      body: { capabilities: { cash_management: true } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.capabilities.cash_management).toBe(true);
    const again = await second.call<AppConfig>('GET', '/api/v1/associate-app/config', { as: 'associate' });
    expect(again.body.capabilities.cash_management).toBe(true);
  });
});
