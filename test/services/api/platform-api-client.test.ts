// The client against the real embedded platform: every call answers the shared schema's type, errors
// come back as ApiError with the platform's code and details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import { ApiError } from '../../../electron/services/api/api-errors';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { startTestPlatform, type TestPlatform } from '../../platform/support/platform-fixture';
import { sampleStore } from './support/sample-data';

let platform: TestPlatform;
let admin: PlatformApiClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = new PlatformApiClient({ baseUrl: platform.url });
  await admin.signIn({ username: 'admin', password: 'admin' });
});

afterAll(async () => {
  await platform.close();
});

describe('authentication', () => {
  it('signs in with the password grant and says who is signed in', async () => {
    const client = new PlatformApiClient({ baseUrl: platform.url });
    const session = await client.signIn({ username: 'associate', password: 'associate' });
    expect(session.username).toBe('associate');
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await client.me()).toEqual({
      username: 'associate',
      roles: ['associate'],
      store_ids: [],
      has_pin: false,
    });
  });

  it('refuses a wrong password with the OAuth error code', async () => {
    const client = new PlatformApiClient({ baseUrl: platform.url });
    const error = await client.signIn({ username: 'associate', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_grant' });
  });

  it('answers health without a session', async () => {
    const client = new PlatformApiClient({ baseUrl: platform.url });
    const health = await client.health();
    expect(health.status).toBe('ok');
    expect(health.version).not.toBe('');
  });

  it('fails with sign_in_required when a call needs a session and nobody can give credentials', async () => {
    const client = new PlatformApiClient({ baseUrl: platform.url });
    await expect(client.me()).rejects.toMatchObject({ status: 401, code: 'sign_in_required' });
  });
});

describe('stores', () => {
  it('creates, lists, reads and patches a store', async () => {
    const created = await admin.createStore(sampleStore('nyc-1'));
    expect(created).toMatchObject({ store_id: 'nyc-1', shop: 'us-shop', active_status: true });

    const stores = await admin.listStores();
    expect(stores.map((store) => store.store_id)).toContain('nyc-1');
    expect(await admin.getStore('nyc-1')).toEqual(created);

    const patched = await admin.updateStore('nyc-1', { pricebook: 'nyc-prices' });
    expect(patched.pricebook).toBe('nyc-prices');
    expect((await admin.getStore('nyc-1')).pricebook).toBe('nyc-prices');
  });

  it('reports a duplicate store as 409 store_exists and an unknown one as 404', async () => {
    await admin.createStore(sampleStore('dup-1'));
    await expect(admin.createStore(sampleStore('dup-1'))).rejects.toMatchObject({
      status: 409,
      code: 'store_exists',
    });
    await expect(admin.getStore('nowhere')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('carries the platform validation details naming the field', async () => {
    const bad = { ...sampleStore('bad-1'), timezone: 'Mars/Olympus' };
    const error = (await admin.createStore(bad).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.details.map((detail) => detail.path)).toContain('timezone');
  });

  it('lets an associate read stores but not create them (403)', async () => {
    const associate = new PlatformApiClient({ baseUrl: platform.url });
    await associate.signIn({ username: 'associate', password: 'associate' });
    // A store of this test's own: the other tests' stores may not be there yet.
    await admin.createStore(sampleStore('read-1'));
    await expect(associate.createStore(sampleStore('nope-1'))).rejects.toMatchObject({ status: 403 });
    expect((await associate.listStores()).map((store) => store.store_id)).toContain('read-1');
  });
});

describe('configurations', () => {
  it('replaces and reads the pickup configuration', async () => {
    await admin.createStore(sampleStore('pickup-1'));
    const config: PickupConfig = {
      global: { display_name: 'Pickup in store', grace_period: 300, default_search_radius: 25 },
      stores: {
        'pickup-1': {
          delivery_time: 'Ready in 2 hours',
          delivery_time_if_not_available: 'Ready in 3 days',
          cost: { price: 0, tax_code: 'FR000', currency_code: 'USD' },
        },
      },
    };
    expect(await admin.putPickupConfig(config)).toEqual(config);
    expect(await admin.getPickupConfig()).toEqual(config);
  });

  it('replaces and reads the print configuration', async () => {
    const config = {
      default: {
        in_store_pickup: [
          {
            document_type: 'invoice' as const,
            number_of_copies: 2,
            printer_type: 'document_printer' as const,
          },
        ],
      },
    };
    expect(await admin.putPrintConfig(config)).toEqual(config);
    expect(await admin.getPrintConfig()).toEqual(config);
  });

  it('reads, replaces and merge-patches the application configuration', async () => {
    const initial = await admin.getAppConfig();
    expect(initial.capabilities.cash_management).toBe(false);
    await admin.putAppConfig({
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: false },
      theme: 'dark',
    });
    const patched = await admin.patchAppConfig({ release_toggles: { cash_rounding_enabled: true } });
    expect(patched).toEqual({
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: true },
      theme: 'dark',
    });
    expect(await admin.getAppConfig()).toEqual(patched);
  });

  it('reads and replaces the cash drawer configuration', async () => {
    const current = await admin.getCashDrawerConfig();
    const updated = await admin.putCashDrawerConfig({ ...current, expose_count_expected_amount: true });
    expect(updated.expose_count_expected_amount).toBe(true);
    expect((await admin.getCashDrawerConfig()).expose_count_expected_amount).toBe(true);
  });

  it('enables rounding for a US store and refuses a store outside the US, naming the entry', async () => {
    await admin.createStore(sampleStore('rounding-us'));
    await admin.createStore(
      sampleStore('rounding-ca', {
        timezone: 'America/Toronto',
        physical_address: { address_line_1: '1 Bay St', city: 'Toronto', country_code: 'CA' },
      }),
    );
    expect(await admin.putRoundingConfig({ enabled_store_ids: ['rounding-us'] })).toEqual({
      enabled_store_ids: ['rounding-us'],
    });
    expect(await admin.getRoundingConfig()).toEqual({ enabled_store_ids: ['rounding-us'] });
    const error = (await admin
      .putRoundingConfig({ enabled_store_ids: ['rounding-ca'] })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400 });
    expect(error.details.map((detail) => detail.path)).toEqual(['enabled_store_ids.0']);
  });
});
