// The singleton configurations: in-store pickup, documents to print, application, cash drawer, rounding.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_TIME_LENGTH } from '../../../shared/contract/pickup-config';
import { DEFAULT_TEST_USERS } from './shared-users';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type ErrorBody = {
  error: {
    code: string;
    message: string;
    details?: Array<{ path: string; message: string; reason?: unknown }>;
  };
};

const store = (storeId: string, countryCode: string, timezone: string) => ({
  store_id: storeId,
  shop: countryCode.toLowerCase(),
  label: `Store ${storeId}`,
  timezone,
  physical_address: { address_line_1: '1 Main St', city: 'Somewhere', country_code: countryCode },
});

const pickupOption = (currency: string) => ({
  delivery_time: 'Ready in 2 hours',
  delivery_time_if_not_available: 'Ready in 3 days',
  cost: { price: 0, tax_code: 'pickup', currency_code: currency },
});

describe('configurations', () => {
  let t: TestPlatform;
  beforeEach(async () => {
    t = await startTestPlatform({ users: DEFAULT_TEST_USERS });
    for (const body of [
      store('nyc', 'US', 'America/New_York'),
      store('chi', 'US', 'America/Chicago'),
      store('tor', 'CA', 'America/Toronto'),
    ]) {
      expect((await t.call('POST', '/v0/d/stores', { as: 'admin', body })).status).toBe(201);
    }
  });
  afterEach(async () => t.close());

  describe('in-store pickup', () => {
    const config = {
      global: { display_name: 'In-store pickup', grace_period: 300, default_search_radius: 50 },
      stores: { nyc: pickupOption('USD'), tor: pickupOption('CAD') },
    };

    it('has none until one is created, then answers it', async () => {
      expect((await t.call('GET', '/v0/d/in_store_pickup_config', { as: 'associate' })).status).toBe(404);
      const created = await t.call('POST', '/v0/d/in_store_pickup_config', { as: 'admin', body: config });
      expect(created.status).toBe(200);
      expect(created.body).toEqual(config);
      expect((await t.call('GET', '/v0/d/in_store_pickup_config', { as: 'associate' })).body).toEqual(config);
    });

    it('replaces the whole configuration on every POST', async () => {
      await t.call('POST', '/v0/d/in_store_pickup_config', { as: 'admin', body: config });
      const next = { global: { ...config.global, grace_period: 0 }, stores: { chi: pickupOption('USD') } };
      await t.call('POST', '/v0/d/in_store_pickup_config', { as: 'admin', body: next });
      expect((await t.call('GET', '/v0/d/in_store_pickup_config', { as: 'admin' })).body).toEqual(next);
    });

    it('refuses an entry for a store that does not exist, naming stores.<id>', async () => {
      const response = await t.call<ErrorBody>('POST', '/v0/d/in_store_pickup_config', {
        as: 'admin',
        body: { ...config, stores: { ...config.stores, atlantis: pickupOption('USD') } },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details).toEqual([{ path: 'stores.atlantis', message: expect.any(String) }]);
      expect((await t.call('GET', '/v0/d/in_store_pickup_config', { as: 'admin' })).status).toBe(404);
    });

    it('refuses a pickup cost with more decimals than its currency', async () => {
      const response = await t.call<ErrorBody>('POST', '/v0/d/in_store_pickup_config', {
        as: 'admin',
        body: {
          ...config,
          stores: {
            nyc: { ...pickupOption('USD'), cost: { price: 1.999, tax_code: 'x', currency_code: 'USD' } },
          },
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['stores.nyc.cost.price']);
    });
    it('keeps each store option’s texts in other languages, and answers them as they were saved', async () => {
      const localized = {
        'fr-CA': {
          delivery_time: 'Prête pour le ramassage en magasin d’ici 2 heures',
          delivery_time_if_not_available: 'Prête pour le ramassage en magasin dans 2 à 4 jours ouvrables',
        },
        'es-US': {
          delivery_time: 'Lista para recogida en tienda en 2 horas',
          delivery_time_if_not_available: 'Lista para recogida en tienda en 2 a 4 días hábiles',
        },
      };
      const body = { ...config, stores: { ...config.stores, tor: { ...pickupOption('CAD'), localized } } };
      const saved = await t.call('POST', '/v0/d/in_store_pickup_config', { as: 'admin', body });
      expect(saved.status).toBe(200);
      const read = await t.call<typeof body>('GET', '/v0/d/in_store_pickup_config', { as: 'associate' });
      expect(read.body.stores.tor.localized).toEqual(localized);
      expect(read.body.stores.nyc).not.toHaveProperty('localized');
    });

    it('refuses a blank or too long delivery text, naming the field and its language, and keeps what it had', async () => {
      await t.call('POST', '/v0/d/in_store_pickup_config', { as: 'admin', body: config });
      const tooLong = 'Prête pour le ramassage '.repeat(6);
      expect(tooLong.length).toBeGreaterThan(MAX_DELIVERY_TIME_LENGTH);
      const refused = await t.call<ErrorBody>('POST', '/v0/d/in_store_pickup_config', {
        as: 'admin',
        body: {
          ...config,
          stores: {
            nyc: { ...pickupOption('USD'), delivery_time: '  ' },
            tor: {
              ...pickupOption('CAD'),
              localized: {
                'fr-CA': { delivery_time: tooLong, delivery_time_if_not_available: 'Prête dans 3 jours' },
                'es-US': { delivery_time: 'Lista en 2 horas', delivery_time_if_not_available: '' },
              },
            },
          },
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
      expect(refused.body.error.details).toEqual([
        { path: 'stores.nyc.delivery_time', message: 'must not be blank', reason: { code: 'not_blank' } },
        {
          path: 'stores.tor.localized.fr-CA.delivery_time',
          message: `must be at most ${MAX_DELIVERY_TIME_LENGTH} characters`,
          reason: { code: 'too_big', values: expect.objectContaining({ maximum: MAX_DELIVERY_TIME_LENGTH }) },
        },
        {
          path: 'stores.tor.localized.es-US.delivery_time_if_not_available',
          message: 'must not be blank',
          reason: { code: 'not_blank' },
        },
      ]);
      expect(refused.body.error.message).toContain('stores.nyc.delivery_time');
      // Nothing of the refused configuration was kept.
      expect((await t.call('GET', '/v0/d/in_store_pickup_config', { as: 'admin' })).body).toEqual(config);

      const longest = 'x'.repeat(MAX_DELIVERY_TIME_LENGTH);
      const accepted = await t.call('POST', '/v0/d/in_store_pickup_config', {
        as: 'admin',
        body: { ...config, stores: { nyc: { ...pickupOption('USD'), delivery_time: longest } } },
      });
      expect(accepted.status).toBe(200);
    });
  });

  describe('documents to print', () => {
    it('starts empty and answers what was set', async () => {
      expect((await t.call('GET', '/v0/d/print_config', { as: 'associate' })).body).toEqual({
        default: { in_store_pickup: [] },
      });
      const body = {
        default: {
          in_store_pickup: [
            { document_type: 'invoice', number_of_copies: 2, printer_type: 'document_printer' },
            { document_type: 'packing_slip', number_of_copies: 1, printer_type: 'receipt_printer' },
          ],
        },
      };
      expect((await t.call('POST', '/v0/d/print_config', { as: 'admin', body })).status).toBe(200);
      expect((await t.call('GET', '/v0/d/print_config', { as: 'associate' })).body).toEqual(body);
    });

    it('refuses an unknown document, printer or copy count, naming each', async () => {
      const response = await t.call<ErrorBody>('POST', '/v0/d/print_config', {
        as: 'admin',
        body: {
          default: {
            in_store_pickup: [{ document_type: 'receipt', number_of_copies: 11, printer_type: 'laser' }],
          },
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.map((detail) => detail.path).sort()).toEqual([
        'default.in_store_pickup.0.document_type',
        'default.in_store_pickup.0.number_of_copies',
        'default.in_store_pickup.0.printer_type',
      ]);
    });
  });

  describe('application configuration', () => {
    const path = '/api/v1/associate-app/config';

    it('starts with cash management and cash rounding off', async () => {
      expect((await t.call('GET', path, { as: 'associate' })).body).toEqual({
        capabilities: { cash_management: false },
        release_toggles: { cash_rounding_enabled: false },
      });
    });

    it('replaces the configuration on PUT, keeping unknown keys as sent', async () => {
      const body = {
        capabilities: { cash_management: true, gift_cards: false },
        release_toggles: { cash_rounding_enabled: true },
        theme: { accent: '#0a7' },
      };
      const put = await t.call('PUT', path, { as: 'admin', body });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(body);
      expect((await t.call('GET', path, { as: 'associate' })).body).toEqual(body);
    });

    it('merges a PATCH (JSON merge patch): keeps what it does not name, null removes', async () => {
      await t.call('PUT', path, {
        as: 'admin',
        body: {
          capabilities: { cash_management: false, gift_cards: true },
          release_toggles: { cash_rounding_enabled: false },
          theme: { accent: '#0a7' },
        },
      });
      const patched = await t.call('PATCH', path, {
        as: 'admin',
        body: { capabilities: { cash_management: true }, theme: null, kiosk_mode: true },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({
        capabilities: { cash_management: true, gift_cards: true },
        release_toggles: { cash_rounding_enabled: false },
        kiosk_mode: true,
      });
      expect((await t.call('GET', path, { as: 'associate' })).body).toEqual(patched.body);
    });

    it('takes a PATCH sent as application/merge-patch+json, the merge patch media type', async () => {
      const patched = await t.call<Record<string, unknown>>('PATCH', path, {
        as: 'admin',
        headers: { 'content-type': 'application/merge-patch+json' },
        rawBody: JSON.stringify({ release_toggles: { cash_rounding_enabled: true } }),
      });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      expect(patched.body.release_toggles).toEqual({ cash_rounding_enabled: true });
      // Only a PATCH is a merge patch: a PUT in that type is still the wrong content type.
      const put = await t.call('PUT', path, {
        as: 'admin',
        headers: { 'content-type': 'application/merge-patch+json' },
        rawBody: JSON.stringify(patched.body),
      });
      expect(put.status).toBe(415);
    });

    it('refuses a PUT or PATCH leaving a known flag invalid, changing nothing', async () => {
      const put = await t.call<ErrorBody>('PUT', path, {
        as: 'admin',
        body: { capabilities: { cash_management: 'yes' } },
      });
      expect(put.status).toBe(400);
      expect(put.body.error.details?.map((detail) => detail.path).sort()).toEqual([
        'capabilities.cash_management',
        'release_toggles',
      ]);
      const patch = await t.call<ErrorBody>('PATCH', path, { as: 'admin', body: { release_toggles: null } });
      expect(patch.status).toBe(400);
      const notObject = await t.call<ErrorBody>('PATCH', path, { as: 'admin', body: [1, 2] });
      expect(notObject.status).toBe(400);
      expect((await t.call('GET', path, { as: 'admin' })).body).toEqual({
        capabilities: { cash_management: false },
        release_toggles: { cash_rounding_enabled: false },
      });
    });
  });

  describe('cash drawer configuration', () => {
    it('starts as a blind count and answers what was set', async () => {
      expect((await t.call('GET', '/v0/d/cash_drawer_config', { as: 'associate' })).body).toEqual({
        expose_count_expected_amount: false,
      });
      const put = await t.call('PUT', '/v0/d/cash_drawer_config', {
        as: 'admin',
        body: { expose_count_expected_amount: true },
      });
      expect(put.status).toBe(200);
      expect((await t.call('GET', '/v0/d/cash_drawer_config', { as: 'manager' })).body).toEqual({
        expose_count_expected_amount: true,
      });
    });

    it('refuses a configuration without the flag', async () => {
      const response = await t.call<ErrorBody>('PUT', '/v0/d/cash_drawer_config', { as: 'admin', body: {} });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.[0]?.path).toBe('expose_count_expected_amount');
    });
  });

  describe('rounding configuration', () => {
    it('starts empty and takes existing United States stores', async () => {
      expect((await t.call('GET', '/config/rounding', { as: 'associate' })).body).toEqual({
        enabled_store_ids: [],
      });
      const put = await t.call('PUT', '/config/rounding', {
        as: 'admin',
        body: { enabled_store_ids: ['nyc', 'chi'] },
      });
      expect(put.status).toBe(200);
      expect((await t.call('GET', '/config/rounding', { as: 'associate' })).body).toEqual({
        enabled_store_ids: ['nyc', 'chi'],
      });
    });

    it('refuses a store outside the US or unknown, naming enabled_store_ids.N, changing nothing', async () => {
      await t.call('PUT', '/config/rounding', { as: 'admin', body: { enabled_store_ids: ['nyc'] } });
      const response = await t.call<ErrorBody>('PUT', '/config/rounding', {
        as: 'admin',
        body: { enabled_store_ids: ['chi', 'tor', 'atlantis'] },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.map((detail) => detail.path)).toEqual([
        'enabled_store_ids.1',
        'enabled_store_ids.2',
      ]);
      expect(response.body.error.details?.[0]?.message).toContain('CA');
      expect((await t.call('GET', '/config/rounding', { as: 'admin' })).body).toEqual({
        enabled_store_ids: ['nyc'],
      });
    });

    it('refuses a store listed twice', async () => {
      const response = await t.call<ErrorBody>('PUT', '/config/rounding', {
        as: 'admin',
        body: { enabled_store_ids: ['nyc', 'nyc'] },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['enabled_store_ids.1']);
    });
  });
});
