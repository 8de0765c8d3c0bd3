// No input reaches a 500, and every refusal has the contract's error body: JSON depth and text bounded
// before anything walks the body, ids of one pattern and length on create and read, framework errors
// (bad percent-escapes, long paths and URLs) mapped, configuration values within their ranges.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_TEXT_LENGTH } from '../../../electron/platform/http/input-limits';
import type { ErrorBody } from '../../../shared/contract/errors';
import { DEFAULT_TEST_USERS } from './shared-users';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

const store = (storeId: string, extra: Record<string, unknown> = {}) => ({
  store_id: storeId,
  shop: 'us',
  label: `Store ${storeId}`,
  timezone: 'America/New_York',
  physical_address: { address_line_1: '1 Main St', city: 'New York', country_code: 'US' },
  ...extra,
});

/** `{"a":{"a":...}}` nested `depth` objects deep, as JSON text (built without recursion). */
function nestedJson(depth: number, leaf = '1'): string {
  return '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

/** The contract's error body and nothing else. */
function expectContractError(body: unknown, code: string): void {
  expect(body, JSON.stringify(body)).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(Object.keys(body as object)).toEqual(['error']);
}

describe('input limits', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ users: DEFAULT_TEST_USERS });
    expect((await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc') })).status).toBe(201);
  });
  afterAll(async () => t.close());

  const raw = (method: string, path: string, rawBody: string, headers: Record<string, string> = {}) =>
    t.call<ErrorBody>(method, path, {
      as: 'admin',
      rawBody,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a body nested deeper than the limit on every JSON route, with or without an Idempotency-Key', async () => {
    const cases: Array<[string, string, Record<string, string>?]> = [
      ['POST', '/v0/d/stores', { 'idempotency-key': 'deep-1' }],
      ['POST', '/v0/d/stores'],
      ['POST', '/v0/d/fulfill_order', { 'idempotency-key': 'deep-2' }],
      ['PATCH', '/v0/d/stores/nyc'],
      ['PATCH', '/api/v1/associate-app/config'],
      ['PUT', '/api/v1/associate-app/config'],
      ['PUT', '/v0/d/cash_drawer_config'],
      ['POST', '/v0/d/in_store_pickup_config', { 'idempotency-key': 'deep-3' }],
    ];
    for (const depth of [MAX_JSON_DEPTH + 1, 3_000, 5_000, 100_000]) {
      for (const [method, path, headers] of cases) {
        const response = await raw(method, path, nestedJson(depth), headers);
        expect(response.status, `${method} ${path} at depth ${depth}`).toBe(400);
        expectContractError(response.body, 'json_too_deep');
      }
    }
    const merge = await raw('PATCH', '/v0/d/stores/nyc', nestedJson(5_000), {
      'content-type': 'application/merge-patch+json',
    });
    expect(merge.status).toBe(400);
    expectContractError(merge.body, 'json_too_deep');
    // The store is unchanged.
    const nyc = await t.call<{ label: string }>('GET', '/v0/d/stores/nyc', { as: 'admin' });
    expect(nyc.body.label).toBe('Store nyc');
  });

  it('keeps unknown configuration keys nested within the limit', async () => {
    const within = await raw(
      'PATCH',
      '/api/v1/associate-app/config',
      `{"extension":${nestedJson(MAX_JSON_DEPTH - 2)}}`,
    );
    expect(within.status, JSON.stringify(within.body)).toBe(200);
  });

  it('refuses text longer than the limit, NUL characters and lone surrogates, in values and keys', async () => {
    const long = await t.call<ErrorBody>('POST', '/v0/d/stores', {
      as: 'admin',
      body: store('bos', { label: 'x'.repeat(MAX_TEXT_LENGTH + 1) }),
    });
    expect(long.status).toBe(400);
    expectContractError(long.body, 'text_too_long');
    expect(long.body.error.details).toEqual([
      { path: 'label', message: `is longer than ${MAX_TEXT_LENGTH} characters` },
    ]);

    for (const [text, path] of [
      ['{"store_id":"bos","label":"Bo\\u0000ston"}', 'label'],
      ['{"store_id":"bos","label":"Bo\\ud800ston"}', 'label'],
      ['{"store_id":"bos","label":"Boston\\udc00"}', 'label'],
      ['{"store_id":"bos","physical_address":{"city":"\\u0000"}}', 'physical_address.city'],
      ['{"store_id":"bos","lab\\u0000el":"Boston"}', 'lab\u0000el'],
    ] as const) {
      const response = await raw('POST', '/v0/d/stores', text);
      expect(response.status, text).toBe(400);
      expectContractError(response.body, 'invalid_text');
      expect(response.body.error.details?.[0]?.path).toBe(path);
    }
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await raw('POST', '/v0/d/stores', JSON.stringify(store('bos', { label: 'Boston 🛍' })));
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(201);
  });

  it('takes ids of 1 to 100 characters of one pattern on create, and reads every one back', async () => {
    const longest = `s${'0'.repeat(99)}`;
    const created = await t.call('POST', '/v0/d/stores', { as: 'admin', body: store(longest) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await t.call<{ store_id: string }>('GET', `/v0/d/stores/${longest}`, { as: 'admin' });
    expect(read.status).toBe(200);
    expect(read.body.store_id).toBe(longest);
    const odd = 'a.b_c~d:e@f+g-h';
    expect((await t.call('POST', '/v0/d/stores', { as: 'admin', body: store(odd) })).status).toBe(201);
    expect((await t.call('GET', `/v0/d/stores/${odd}`, { as: 'admin' })).status).toBe(200);

    for (const id of [`${longest}1`, 'two words', 'a/b', 'café', '-leading', 'a%2Fb']) {
      const response = await t.call<ErrorBody>('POST', '/v0/d/stores', { as: 'admin', body: store(id) });
      expect(response.status, id).toBe(400);
      expect(response.body.error.details?.[0]?.path, id).toBe('store_id');
    }
  });

  it('answers a read with an id outside the pattern with 400 naming the parameter, on every route', async () => {
    const tooLong = 'x'.repeat(101);
    for (const path of [
      `/v0/d/stores/${tooLong}`,
      `/v0/d/orders/${tooLong}`,
      `/v0/d/orders/${tooLong}/events`,
      `/v0/d/cash_drawers/${tooLong}/summary`,
      `/v0/d/import/${tooLong}`,
      `/api/v1/shops/${tooLong}/products?locale=en-US`,
      `/api/v1/shops/us/products/${tooLong}?locale=en-US`,
      `/v0/d/stores/two%20words`,
      `/v0/d/stores/nul%00byte`,
    ]) {
      const response = await t.call<ErrorBody>('GET', path, { as: 'admin' });
      expect(response.status, path).toBe(400);
      expectContractError(response.body, 'invalid_request');
    }
  });

  it('maps framework errors to the contract body: bad percent-escapes, long path segments, long URLs', async () => {
    for (const path of [
      '/v0/d/stores/%E0%A4%A',
      '/v0/d/stores/%',
      '/v0/d/stores/%ZZ',
      '/v0/d/stores/%ED%A0%80',
    ]) {
      const response = await t.call<ErrorBody>('GET', path, { as: 'admin' });
      expect(response.status, path).toBe(400);
      expectContractError(response.body, 'malformed_url');
    }
    const longSegment = await t.call<ErrorBody>('GET', `/v0/d/stores/${'x'.repeat(2_000)}`, { as: 'admin' });
    expect(longSegment.status).toBe(414);
    expectContractError(longSegment.body, 'uri_too_long');

    // A long query within Node's limit is an ordinary request (a price list for 500 products is one).
    const longQuery = await t.call('GET', `/v0/d/stores?q=${'x'.repeat(10_000)}`, { as: 'admin' });
    expect(longQuery.status).toBe(200);

    // Over Node's own header limit (16 KiB) the request never reaches a route; the answer is still ours.
    const huge = await rawHttpGet(t.url, `/v0/d/stores?q=${'x'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
    expectContractError(JSON.parse(huge.body), 'headers_too_large');
  });

  it('refuses NUL characters in query names and values', async () => {
    // (Invalid UTF-8 such as %ED%A0%80 decodes to U+FFFD in a query; it cannot carry a lone surrogate.)
    for (const query of ['q=%00', 'q=ab%00cd', 'updated_since=%00', '%00=1']) {
      const response = await t.call<ErrorBody>('GET', `/api/v1/shops/us/products?locale=en-US&${query}`, {
        as: 'admin',
      });
      expect(response.status, query).toBe(400);
      expectContractError(response.body, 'invalid_text');
    }
  });

  it('keeps every configuration value within its range', async () => {
    const config = (global: Record<string, unknown>) => ({
      global: { display_name: 'Pickup', grace_period: 60, default_search_radius: 50, ...global },
      stores: {},
    });
    for (const [global, path] of [
      [{ grace_period: 1e13 }, 'global.grace_period'],
      [{ grace_period: 30 * 24 * 3600 + 1 }, 'global.grace_period'],
      [{ grace_period: -1 }, 'global.grace_period'],
      [{ default_search_radius: 1e9 }, 'global.default_search_radius'],
      [{ default_search_radius: 0 }, 'global.default_search_radius'],
    ] as const) {
      const response = await t.call<ErrorBody>('POST', '/v0/d/in_store_pickup_config', {
        as: 'admin',
        body: config(global),
      });
      expect(response.status, JSON.stringify(global)).toBe(400);
      expect(response.body.error.details?.[0]?.path).toBe(path);
    }
    const longest = await t.call('POST', '/v0/d/in_store_pickup_config', {
      as: 'admin',
      body: config({ grace_period: 30 * 24 * 3600, default_search_radius: 20_000 }),
    });
    expect(longest.status).toBe(200);

    for (const [options, path] of [
      [{ search_radius: 1e9 }, 'options.search_radius'],
      [{ limit: 1e6 }, 'options.limit'],
    ] as const) {
      const response = await t.call<ErrorBody>('POST', '/v0/d/in_store_pickup_options', {
        as: 'associate',
        body: {
          location: { geo: { latitude: 40, longitude: -74 } },
          bag: [{ product_id: 'a', quantity: 1 }],
          options,
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.[0]?.path).toBe(path);
    }
  });
});

/** A GET over a plain socket-level HTTP client (fetch refuses nothing, but keeps this test honest). */
function rawHttpGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
