// Store records: POST/GET /v0/d/stores, GET/PATCH /v0/d/stores/{store_id}.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreSchema } from '../../../shared/contract';
import { DEFAULT_TEST_USERS } from './shared-users';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type ErrorBody = { error: { code: string; details?: Array<{ path: string }> } };
type StoreList = { stores: Array<{ store_id: string; label: string }> };

const soho = {
  store_id: 'us-nyc-soho',
  shop: 'us',
  label: 'Northwind SoHo',
  active_status: true,
  business_hours: [
    { weekday: 1, from_time: '10:00', to_time: '20:00' },
    { weekday: 0, from_time: '11:00', to_time: '19:00' },
  ],
  division_name: 'Northeast',
  pricebook: 'default',
  gift_wrapping: true,
  tax_included: false,
  phone_number: '+1 212-555-0142',
  timezone: 'America/New_York',
  physical_address: {
    address_line_1: '560 Broadway',
    city: 'New York',
    country_code: 'US',
    state: 'NY',
    zip_code: '10012',
    latitude: 40.72387,
    longitude: -73.99779,
  },
  shipping_address: {
    address_line_1: '560 Broadway',
    city: 'New York',
    country_code: 'US',
    state: 'NY',
    zip_code: '10012',
  },
};

const minimal = (storeId: string) => ({
  store_id: storeId,
  shop: 'us',
  label: `Store ${storeId}`,
  timezone: 'America/Chicago',
  physical_address: { address_line_1: '1 Main St', city: 'Chicago', country_code: 'US' },
});

describe('stores', () => {
  let t: TestPlatform;
  let clock = new Date('2026-03-01T08:00:00.000Z');
  beforeEach(async () => {
    clock = new Date('2026-03-01T08:00:00.000Z');
    t = await startTestPlatform({ now: () => clock, users: DEFAULT_TEST_USERS });
  });
  afterEach(async () => t.close());

  it('creates a store with every seed field and reads it back exactly', async () => {
    const created = await t.call('POST', '/v0/d/stores', { as: 'admin', body: soho });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(soho);
    const read = await t.call('GET', '/v0/d/stores/us-nyc-soho', { as: 'associate' });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(soho);
    expect(StoreSchema.safeParse(read.body).success).toBe(true);
  });

  it('fills active_status and business_hours when left out', async () => {
    const created = await t.call('POST', '/v0/d/stores', { as: 'admin', body: minimal('chi') });
    expect(created.body).toMatchObject({ active_status: true, business_hours: [] });
  });

  it('refuses a store_id that exists (409) and leaves the first store alone', async () => {
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: soho });
    const again = await t.call<ErrorBody>('POST', '/v0/d/stores', {
      as: 'admin',
      body: { ...soho, label: 'Other' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('store_exists');
    const read = await t.call<{ label: string }>('GET', '/v0/d/stores/us-nyc-soho', { as: 'admin' });
    expect(read.body.label).toBe('Northwind SoHo');
  });

  it('refuses a latitude without a longitude, naming the missing field', async () => {
    const body = { ...minimal('x'), physical_address: { ...minimal('x').physical_address, latitude: 41.9 } };
    const response = await t.call<ErrorBody>('POST', '/v0/d/stores', { as: 'admin', body });
    expect(response.status).toBe(400);
    expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['physical_address.longitude']);
  });

  it('lists every store, ordered by store_id', async () => {
    for (const id of ['chi', 'atl', 'bos'])
      await t.call('POST', '/v0/d/stores', { as: 'admin', body: minimal(id) });
    const list = await t.call<StoreList>('GET', '/v0/d/stores', { as: 'associate' });
    expect(list.status).toBe(200);
    expect(list.body.stores.map((store) => store.store_id)).toEqual(['atl', 'bos', 'chi']);
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await t.call<ErrorBody>('GET', '/v0/d/stores/nowhere', { as: 'admin' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect(
      (await t.call('PATCH', '/v0/d/stores/nowhere', { as: 'admin', body: { label: 'x' } })).status,
    ).toBe(404);
  });

  it('merges a PATCH: assigning a price book keeps everything else', async () => {
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: soho });
    const patched = await t.call('PATCH', '/v0/d/stores/us-nyc-soho', {
      as: 'admin',
      body: { pricebook: 'sale', physical_address: { zip_code: '10013' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...soho,
      pricebook: 'sale',
      physical_address: { ...soho.physical_address, zip_code: '10013' },
    });
    expect((await t.call('GET', '/v0/d/stores/us-nyc-soho', { as: 'admin' })).body).toEqual(patched.body);
  });

  it('removes optional fields patched to null (JSON merge patch)', async () => {
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: soho });
    const patched = await t.call<Record<string, unknown>>('PATCH', '/v0/d/stores/us-nyc-soho', {
      as: 'admin',
      body: { division_name: null, shipping_address: null, physical_address: { zip_code: null } },
    });
    expect(patched.status).toBe(200);
    const { division_name: _division, shipping_address: _shipping, ...rest } = soho;
    const { zip_code: _zip, ...address } = soho.physical_address;
    expect(patched.body).toEqual({ ...rest, physical_address: address });
  });

  it('keeps store_id from the path whatever the patch says', async () => {
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: soho });
    const patched = await t.call<{ store_id: string }>('PATCH', '/v0/d/stores/us-nyc-soho', {
      as: 'admin',
      body: { store_id: 'elsewhere', label: 'SoHo' },
    });
    expect(patched.body.store_id).toBe('us-nyc-soho');
    expect((await t.call('GET', '/v0/d/stores/elsewhere', { as: 'admin' })).status).toBe(404);
  });

  it('refuses a PATCH that would make the store invalid, changing nothing', async () => {
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: soho });
    const response = await t.call<ErrorBody>('PATCH', '/v0/d/stores/us-nyc-soho', {
      as: 'admin',
      body: { timezone: 'Atlantis/Lost' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details?.[0]?.path).toBe('timezone');
    expect((await t.call('GET', '/v0/d/stores/us-nyc-soho', { as: 'admin' })).body).toEqual(soho);
  });

  it('lists only the stores changed after updated_since', async () => {
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: minimal('atl') });
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: minimal('bos') });
    clock = new Date('2026-03-01T09:00:00.000Z');
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: minimal('chi') });
    await t.call('PATCH', '/v0/d/stores/atl', { as: 'admin', body: { label: 'Atlanta' } });

    const since = encodeURIComponent('2026-03-01T08:30:00Z');
    const changed = await t.call<StoreList>('GET', `/v0/d/stores?updated_since=${since}`, {
      as: 'associate',
    });
    expect(changed.body.stores.map((store) => store.store_id)).toEqual(['atl', 'chi']);
    const none = await t.call<StoreList>(
      'GET',
      `/v0/d/stores?updated_since=${encodeURIComponent('2026-03-01T09:00:00Z')}`,
      {
        as: 'associate',
      },
    );
    expect(none.body.stores).toEqual([]);
    const bad = await t.call<ErrorBody>('GET', '/v0/d/stores?updated_since=last-week', { as: 'associate' });
    expect(bad.status).toBe(400);
  });
});
