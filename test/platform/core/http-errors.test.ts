// Bad requests get the contract's error body and the right status, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../shared/contract';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type ErrorBody = {
  error: { code: string; message: string; details?: Array<{ path: string; message: string }> };
};

describe('HTTP errors', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ bodyLimitBytes: 2048 });
  });
  afterAll(async () => t.close());

  const expectErrorBody = (body: unknown) => {
    expect(ErrorBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  };

  it('answers malformed JSON with 400', async () => {
    const response = await t.call<ErrorBody>('POST', '/v0/d/stores', {
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      rawBody: '{"store_id": "nyc",',
    });
    expect(response.status).toBe(400);
    expectErrorBody(response.body);
    expect(response.body.error.code).toBe('malformed_json');
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.call<ErrorBody>('PUT', '/v0/d/cash_drawer_config', {
      as: 'admin',
      headers: { 'content-type': 'text/plain' },
      rawBody: 'expose_count_expected_amount=true',
    });
    expect(response.status).toBe(415);
    expectErrorBody(response.body);
    expect(response.body.error.code).toBe('unsupported_media_type');
  });

  it('takes a form only at the token call: elsewhere it is 415', async () => {
    const response = await t.call<ErrorBody>('PUT', '/v0/d/cash_drawer_config', {
      as: 'admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'expose_count_expected_amount=true',
    });
    expect(response.status).toBe(415);
    expectErrorBody(response.body);
  });

  it('answers an oversized token request with 413 in OAuth style', async () => {
    const response = await t.call<{ error: string; error_description: string }>('POST', '/v0/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: new URLSearchParams({
        grant_type: 'password',
        username: 'x'.repeat(4096),
        password: 'x',
      }).toString(),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await t.call<ErrorBody>('PUT', '/v0/d/cash_drawer_config', {
      as: 'admin',
      body: { expose_count_expected_amount: true, padding: 'x'.repeat(4096) },
    });
    expect(response.status).toBe(413);
    expectErrorBody(response.body);
    expect(response.body.error.code).toBe('payload_too_large');
    // Nothing of it was applied.
    const config = await t.call('GET', '/v0/d/cash_drawer_config', { as: 'admin' });
    expect(config.body).toEqual({ expose_count_expected_amount: false });
  });

  it('answers an unknown route with 404 and an error body', async () => {
    const response = await t.call<ErrorBody>('GET', '/v0/d/no_such_thing?x=1', { as: 'admin' });
    expect(response.status).toBe(404);
    expectErrorBody(response.body);
    expect(response.body.error.message).toContain('/v0/d/no_such_thing');
    // Whatever its body: the missing route is the answer.
    for (const [contentType, rawBody] of [
      ['application/json', '{"broken": '],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['text/plain', 'hello'],
    ]) {
      const withBody = await t.call<ErrorBody>('POST', '/v0/d/no_such_thing', {
        as: 'admin',
        headers: { 'content-type': contentType ?? '' },
        rawBody,
      });
      expect(withBody.status, contentType).toBe(404);
      expectErrorBody(withBody.body);
    }
  });

  it('answers invalid input with 400 naming every field at fault', async () => {
    const response = await t.call<ErrorBody>('POST', '/v0/d/stores', {
      as: 'admin',
      body: {
        store_id: 'x',
        shop: 'us',
        label: ' ',
        timezone: 'Mars/Olympus',
        physical_address: { city: 'X', country_code: 'usa' },
      },
    });
    expect(response.status).toBe(400);
    expectErrorBody(response.body);
    expect(response.body.error.code).toBe('invalid_request');
    expect(response.body.error.details?.map((detail) => detail.path).sort()).toEqual([
      'label',
      'physical_address.address_line_1',
      'physical_address.country_code',
      'timezone',
    ]);
  });

  it('answers a list offset too large to page with 400, not 500', async () => {
    const response = await t.call<ErrorBody>('GET', '/v0/d/import?offset=99999999999999999999', {
      as: 'admin',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expectErrorBody(response.body);
    expect(response.body.error.details).toEqual([{ path: 'offset', message: 'must be a whole number' }]);
  });

  it('answers an updated_since on a day that does not exist with 400, not a rolled-over date', async () => {
    const response = await t.call<ErrorBody>('GET', '/v0/d/stores?updated_since=2026-02-30T00:00:00Z', {
      as: 'admin',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expectErrorBody(response.body);
    expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['updated_since']);
  });

  it('refuses a prototype-poisoning body', async () => {
    const response = await t.call<ErrorBody>('PUT', '/v0/d/cash_drawer_config', {
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      rawBody: '{"expose_count_expected_amount": true, "__proto__": {"polluted": true}}',
    });
    expect(response.status).toBe(400);
    expectErrorBody(response.body);
  });
});
