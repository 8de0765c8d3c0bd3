// The admin's setup calls through the bridge, against a real platform with no tenant yet.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '../../shared/contract/import-job';
import type { Store } from '../../shared/contract/store';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';

let platform: TestPlatform;
let fixture: HostFixture;

const store = {
  store_id: 'lon-1',
  shop: 'uk',
  label: 'London Covent Garden',
  timezone: 'Europe/London',
  physical_address: {
    address_line_1: '1 Long Acre',
    city: 'London',
    country_code: 'GB',
    latitude: 51.5128,
    longitude: -0.1246,
  },
};

// Each test has its own platform (no store yet) and workstation, signed in as the admin.
beforeEach(async () => {
  platform = await startTestPlatform();
  fixture = await startHostFixture({ platformUrl: platform.url });
  valueOf(await fixture.call('session.signIn', { username: 'admin', password: 'admin' }));
});

afterEach(async () => {
  await fixture?.close();
  await platform?.close();
});

describe('store records', () => {
  it('creates a store and assigns its price book', async () => {
    const created = valueOf<Store>(await fixture.call('setup.createStore', store));
    expect(created).toMatchObject({ store_id: 'lon-1', active_status: true, business_hours: [] });
    const updated = valueOf<Store>(
      await fixture.call('setup.updateStore', { storeId: 'lon-1', patch: { pricebook: 'uk-sale' } }),
    );
    expect(updated.pricebook).toBe('uk-sale');
    const { stores } = valueOf<{ stores: Store[] }>(await fixture.call('setup.listStores'));
    expect(stores.map((listed) => listed.store_id)).toEqual(['lon-1']);
  });

  it('refuses a store with a bad field before it reaches the platform, naming it', async () => {
    const refused = await fixture.call('setup.createStore', {
      ...store,
      store_id: 'lon-2',
      physical_address: { ...store.physical_address, country_code: 'United Kingdom', latitude: 123 },
    });
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const paths = (refused.body as { error: { details: { path: string }[] } }).error.details.map(
      (detail) => detail.path,
    );
    expect(paths).toEqual(
      expect.arrayContaining(['physical_address.country_code', 'physical_address.latitude']),
    );
  });

  it("passes the platform's own refusals through: a duplicate store, a pickup entry for an unknown store", async () => {
    valueOf<Store>(await fixture.call('setup.createStore', store));
    const duplicate = await fixture.call('setup.createStore', store);
    expect(duplicate.body).toMatchObject({ ok: false, error: { code: expect.stringMatching(/exist/) } });
    const pickup = await fixture.call('setup.savePickupConfig', {
      global: { display_name: 'Click & collect', grace_period: 600, default_search_radius: 25 },
      stores: {
        'no-such-store': {
          delivery_time: 'Today',
          delivery_time_if_not_available: 'In 3 days',
          cost: { price: 0, tax_code: 'T0', currency_code: 'GBP' },
        },
      },
    });
    expect(pickup.body).toMatchObject({
      ok: false,
      error: { code: 'unknown_store', details: [{ path: expect.stringContaining('no-such-store') }] },
    });
  });
});

describe('catalog imports', () => {
  it('starts an import and shows it failing for an archive URL it cannot read', async () => {
    const started = valueOf<ImportJob>(
      await fixture.call('setup.startImport', {
        name: 'Spring catalog',
        sourceUri: 'ftp://files.example/spring.zip',
        entities: ['products'],
      }),
    );
    expect(['queued', 'running', 'failed']).toContain(started.status);
    const job = await vi.waitFor(
      async () => {
        const { job: current } = valueOf<{ job: ImportJob }>(
          await fixture.call('setup.getImport', { importId: started.import_id }),
        );
        expect(current.status).toMatch(/^(failed|finished)$/);
        return current;
      },
      { timeout: 20_000, interval: 10 },
    );
    expect(job).toMatchObject({ status: 'failed', failure: { code: 'unsupported_uri' } });
    const listed = valueOf<{ items: ImportJob[] }>(await fixture.call('setup.listImports', {}));
    expect(listed.items.map((item) => item.import_id)).toContain(started.import_id);
  });

  it('leaves imports to admins', async () => {
    valueOf(await fixture.call('session.signIn', { username: 'manager', password: 'manager' }));
    const refused = await fixture.call('setup.listImports', {});
    expect(refused.body).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringMatching(/admin/) },
    });
  });
});
