import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PickupOptionsResponseSchema,
  type PickupOptionsResponse,
} from '../../../shared/contract/pickup-options';
import type { TestPlatform } from '../support/platform-fixture';
import {
  BERLIN_STORES,
  CUSTOMER,
  createStore,
  importStock,
  pickupConfig,
  putPickupConfig,
  requestOptions,
  closeArchives,
  startPickupPlatform,
} from './pickup-tenant';

// The HTTPS server the stock archives are imported from.
afterAll(closeArchives);

const storeIds = (response: PickupOptionsResponse) =>
  response.options.map((option) => option.fulfillment_node_id);

describe('POST /v0/d/in_store_pickup_options', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startPickupPlatform();
    for (const store of BERLIN_STORES) await createStore(t, store);
    // Same place as Mitte, to see ties broken by store_id; inactive and unconfigured stores are never offered.
    await createStore(t, {
      store_id: 'alex',
      label: 'Alexa',
      latitude: CUSTOMER.latitude,
      longitude: CUSTOMER.longitude,
    });
    await createStore(t, {
      store_id: 'closed',
      label: 'Closed',
      latitude: 52.52,
      longitude: 13.41,
      active_status: false,
    });
    await createStore(t, { store_id: 'unlisted', label: 'Not in config', latitude: 52.52, longitude: 13.41 });
    await createStore(t, { store_id: 'nowhere', label: 'No coordinates' });
    await importStock(t, [
      { store_id: 'mitte', product_id: 'tee', quantity: 5 },
      { store_id: 'mitte', product_id: 'cap', quantity: 1 },
      { store_id: 'alex', product_id: 'tee', quantity: 5 },
      { store_id: 'alex', product_id: 'cap', quantity: 5 },
      { store_id: 'spandau', product_id: 'tee', quantity: 1 },
      { store_id: 'potsdam', product_id: 'tee', quantity: 9 },
      { store_id: 'potsdam', product_id: 'cap', quantity: 9 },
      { store_id: 'hamburg', product_id: 'tee', quantity: 9 },
      { store_id: 'closed', product_id: 'tee', quantity: 9 },
      { store_id: 'unlisted', product_id: 'tee', quantity: 9 },
      { store_id: 'nowhere', product_id: 'tee', quantity: 9 },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });
  // Every test starts from this configuration, whatever configuration an earlier test put in its place.
  beforeEach(async () => {
    const configured = [...BERLIN_STORES.map((store) => store.store_id), 'alex', 'closed', 'nowhere'];
    await putPickupConfig(t, pickupConfig(configured, 60, 30));
  });

  it('lists active configured stores within the default radius, nearest first, ties by store_id', async () => {
    const response = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'tee', quantity: 1 }],
    });
    expect(PickupOptionsResponseSchema.parse(response)).toEqual(response);
    // Default radius 30 km: Hamburg (~255 km) is out; 'closed' is inactive, 'unlisted' has no entry,
    // 'nowhere' has no coordinates.
    expect(storeIds(response)).toEqual(['alex', 'mitte', 'spandau', 'potsdam']);
    const distances = response.options.map((option) => option.distance_km);
    expect(distances[0]).toBe(0);
    expect(distances[2]).toBeGreaterThan(14);
    expect(distances[2]).toBeLessThan(16);
    expect(distances[3]).toBeGreaterThan(26);
    expect(distances[3]).toBeLessThan(29);
  });

  it('describes each store and its offer as the contract says', async () => {
    const response = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'tee', quantity: 1 }],
      options: { limit: 1 },
    });
    expect(response.options).toHaveLength(1);
    const [option] = response.options;
    expect(option).toMatchObject({
      fulfillment_node_id: 'alex',
      distance_km: 0,
      has_atp: true,
      store: {
        store_id: 'alex',
        label: 'Alexa',
        phone_number: '+49 30 1234567',
        physical_address: { city: 'Alexa', country_code: 'DE', latitude: CUSTOMER.latitude },
        business_hours: [{ weekday: 1, from_time: '09:00', to_time: '20:00' }],
      },
      in_store_pickup_option: {
        delivery_time: 'Ready in 2 hours',
        cost: { price: 0, tax_code: 'DE-STANDARD', currency_code: 'EUR' },
      },
    });
    expect(option?.in_store_pickup_option.shipping_offer_token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });

  it('honours search_radius and limit', async () => {
    const wide = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'tee', quantity: 1 }],
      options: { search_radius: 300 },
    });
    expect(storeIds(wide)).toEqual(['alex', 'mitte', 'spandau', 'potsdam', 'hamburg']);
    const narrow = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'tee', quantity: 1 }],
      options: { search_radius: 20 },
    });
    expect(storeIds(narrow)).toEqual(['alex', 'mitte', 'spandau']);
    const limited = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'tee', quantity: 1 }],
      options: { search_radius: 300, limit: 3 },
    });
    expect(storeIds(limited)).toEqual(['alex', 'mitte', 'spandau']);
  });

  it('leaves out stores whose stock does not cover every bag line unless show_stores_without_atp', async () => {
    // 2 tees and 2 caps: Mitte has 1 cap, Spandau 1 tee and no caps, Hamburg no caps.
    const bag = [
      { product_id: 'tee', quantity: 2 },
      { product_id: 'cap', quantity: 2 },
    ];
    const withAtp = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag,
      options: { search_radius: 300 },
    });
    expect(storeIds(withAtp)).toEqual(['alex', 'potsdam']);
    expect(withAtp.options.every((option) => option.has_atp)).toBe(true);

    const all = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag,
      options: { search_radius: 300, show_stores_without_atp: true },
    });
    expect(all.options.map((option) => [option.fulfillment_node_id, option.has_atp])).toEqual([
      ['alex', true],
      ['mitte', false],
      ['spandau', false],
      ['potsdam', true],
      ['hamburg', false],
    ]);
    const mitte = all.options.find((option) => option.fulfillment_node_id === 'mitte');
    expect(mitte?.in_store_pickup_option.delivery_time).toBe('Ready in 3 days');
  });

  it('answers the delivery time in the requested locale when the store option has it, else its own text', async () => {
    const config = pickupConfig([...BERLIN_STORES.map((store) => store.store_id), 'alex'], 60, 30);
    config.stores['alex'] = {
      ...config.stores['alex']!,
      localized: {
        'fr-CA': {
          delivery_time: 'Prête d’ici 2 heures',
          delivery_time_if_not_available: 'Prête dans 3 jours',
        },
      },
    };
    config.stores['mitte'] = {
      ...config.stores['mitte']!,
      localized: {
        'fr-FR': { delivery_time: 'Prête dans 2 heures', delivery_time_if_not_available: 'Sous 3 jours' },
      },
    };
    await putPickupConfig(t, config);
    const saved = await t.call('GET', '/v0/d/in_store_pickup_config', { as: 'admin' });
    expect(saved.body).toMatchObject({ stores: { alex: { localized: config.stores['alex']!.localized } } });

    const deliveryTimes = async (locale?: string) => {
      const response = await requestOptions(t, {
        location: { geo: CUSTOMER },
        bag: [{ product_id: 'cap', quantity: 2 }],
        options: { show_stores_without_atp: true },
        ...(locale === undefined ? {} : { locale }),
      });
      return Object.fromEntries(
        response.options.map((option) => [
          option.fulfillment_node_id,
          option.in_store_pickup_option.delivery_time,
        ]),
      );
    };
    // Alex has the caps; Mitte has one (not two), Spandau none.
    expect(await deliveryTimes('fr-CA')).toMatchObject({
      alex: 'Prête d’ici 2 heures',
      mitte: 'Sous 3 jours',
      spandau: 'Ready in 3 days',
    });
    expect(await deliveryTimes('es-US')).toMatchObject({
      alex: 'Ready in 2 hours',
      mitte: 'Ready in 3 days',
    });
    expect(await deliveryTimes()).toMatchObject({ alex: 'Ready in 2 hours', mitte: 'Ready in 3 days' });

    const refused = await t.call('POST', '/v0/d/in_store_pickup_options', {
      as: 'admin',
      body: { location: { geo: CUSTOMER }, bag: [{ product_id: 'cap', quantity: 1 }], locale: 'french' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('locale');
  });

  it('counts two lines of the same product together', async () => {
    // Spandau has 1 tee: one line of 1 is covered, two lines of 1 are not.
    const single = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [{ product_id: 'tee', quantity: 1 }],
      options: { search_radius: 20 },
    });
    expect(storeIds(single)).toContain('spandau');
    const split = await requestOptions(t, {
      location: { geo: CUSTOMER },
      bag: [
        { product_id: 'tee', quantity: 1 },
        { product_id: 'tee', quantity: 1 },
      ],
      options: { search_radius: 20 },
    });
    expect(storeIds(split)).not.toContain('spandau');
  });

  it('applies a replaced configuration to the very next request', async () => {
    const request = { location: { geo: CUSTOMER }, bag: [{ product_id: 'tee', quantity: 1 }] };
    expect(storeIds(await requestOptions(t, request))).toContain('potsdam');
    // Potsdam (~27 km) falls outside a 20 km default radius; Spandau loses its entry.
    const replaced = pickupConfig(['alex', 'mitte', 'potsdam'], 60, 20);
    await putPickupConfig(t, replaced);
    expect(storeIds(await requestOptions(t, request))).toEqual(['alex', 'mitte']);
    await putPickupConfig(t, { ...replaced, global: { ...replaced.global, default_search_radius: 30 } });
    expect(storeIds(await requestOptions(t, request))).toEqual(['alex', 'mitte', 'potsdam']);
  });

  it('refuses an invalid request with 400 naming the field', async () => {
    const response = await t.call<{ error: { code: string; details: Array<{ path: string }> } }>(
      'POST',
      '/v0/d/in_store_pickup_options',
      {
        as: 'associate',
        body: {
          location: { geo: { latitude: 91, longitude: 13 } },
          bag: [{ product_id: 'tee', quantity: 0 }],
        },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect(response.body.error.details.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['location.geo.latitude', 'bag.0.quantity']),
    );
  });

  it('needs a bearer token', async () => {
    const response = await t.call('POST', '/v0/d/in_store_pickup_options', {
      body: { location: { geo: CUSTOMER }, bag: [{ product_id: 'tee', quantity: 1 }] },
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /v0/d/in_store_pickup_options without a pickup configuration', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startPickupPlatform();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 409 pickup_not_configured before the pickup configuration exists', async () => {
    const response = await t.call<{ error: { code: string } }>('POST', '/v0/d/in_store_pickup_options', {
      as: 'associate',
      body: { location: { geo: CUSTOMER }, bag: [{ product_id: 'tee', quantity: 1 }] },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('pickup_not_configured');
  });
});
