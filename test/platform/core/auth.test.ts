// Signing in (POST /v0/token), who am I, health, bearer tokens and roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type OAuthError = { error: string; error_description: string };
type ErrorBody = { error: { code: string; message: string } };

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: new URLSearchParams(fields).toString(),
});

describe('token, me and health', () => {
  let t: TestPlatform;
  let clock = new Date('2026-03-02T09:00:00.000Z');
  beforeAll(async () => {
    t = await startTestPlatform({
      now: () => clock,
      tokenTtlSeconds: 60,
      users: [
        { username: 'admin', password: 'admin', roles: ['admin'] },
        { username: 'manager', password: 'manager', roles: ['manager'] },
        { username: 'associate', password: 'associate', roles: ['associate'] },
        { username: 'sam', password: 's3cret pass', roles: ['associate'], store_ids: ['nyc', 'bos'] },
      ],
    });
  });
  afterAll(async () => t.close());

  it('issues a bearer token for a password grant', async () => {
    const response = await t.call<Record<string, unknown>>(
      'POST',
      '/v0/token',
      form({ grant_type: 'password', username: 'sam', password: 's3cret pass' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^\S{20,}$/),
      token_type: 'bearer',
      expires_in: 60,
      scope: 'associate',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a wrong password with 400 invalid_grant, OAuth style', async () => {
    const response = await t.call<OAuthError>(
      'POST',
      '/v0/token',
      form({ grant_type: 'password', username: 'sam', password: 'wrong' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    const unknownUser = await t.call<OAuthError>(
      'POST',
      '/v0/token',
      form({ grant_type: 'password', username: 'nobody', password: 'x' }),
    );
    expect(unknownUser.body).toEqual(response.body);
  });

  it('answers missing fields with 400 invalid_request', async () => {
    const incomplete: Array<Record<string, string>> = [
      { grant_type: 'password', username: 'sam' },
      { grant_type: 'password', password: 'x' },
      {},
    ];
    for (const fields of incomplete) {
      const response = await t.call<OAuthError>('POST', '/v0/token', form(fields));
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_request');
      expect(response.body.error_description).toMatch(/\w/);
    }
  });

  it('answers an unknown grant type with 400 unsupported_grant_type', async () => {
    const response = await t.call<OAuthError>(
      'POST',
      '/v0/token',
      form({ grant_type: 'authorization_code', code: 'x' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('unsupported_grant_type');
  });

  it('takes the token request only as a form: anything else is 415, still OAuth style', async () => {
    const attempts = [
      { body: { grant_type: 'password', username: 'sam', password: 's3cret pass' } },
      { headers: { 'content-type': 'application/json' }, rawBody: '{"grant_type": ' },
      { headers: { 'content-type': 'text/plain' }, rawBody: 'grant_type=password&username=sam&password=x' },
      { rawBody: 'grant_type=password&username=sam&password=x' },
    ];
    for (const attempt of attempts) {
      const response = await t.call<OAuthError>('POST', '/v0/token', attempt);
      expect(response.status, JSON.stringify(attempt)).toBe(415);
      expect(response.body).toEqual({
        error: 'invalid_request',
        error_description: expect.stringContaining('form'),
      });
    }
  });

  it('tells a signed-in user who they are', async () => {
    const response = await t.call('GET', '/v0/me', { as: 'manager' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ username: 'manager', roles: ['manager'], store_ids: [], has_pin: false });
    const sam = await fetch(`${t.url}/v0/me`, {
      headers: { authorization: `Bearer ${await t.tokenFor('sam', 's3cret pass')}` },
    });
    expect(await sam.json()).toEqual({
      username: 'sam',
      roles: ['associate'],
      store_ids: ['nyc', 'bos'],
      has_pin: false,
    });
  });

  it('answers /health without a token', async () => {
    const response = await t.call('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers 401 without a token, with a token it never issued, or a malformed header', async () => {
    const badHeaders: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
    ];
    for (const headers of badHeaders) {
      const response = await t.call<ErrorBody>('GET', '/v0/me', { headers });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('answers 401 once the token has expired', async () => {
    const response = await t.call<{ access_token: string }>(
      'POST',
      '/v0/token',
      form({ grant_type: 'password', username: 'associate', password: 'associate' }),
    );
    const headers = { authorization: `Bearer ${response.body.access_token}` };
    expect((await t.call('GET', '/v0/me', { headers })).status).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    const expired = await t.call<ErrorBody>('GET', '/v0/me', { headers });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/expired/);
  });
});

describe('a token deleted from the database', () => {
  let t: TestPlatform;
  let clock = new Date('2026-03-02T09:00:00.000Z');
  beforeAll(async () => {
    t = await startTestPlatform({ now: () => clock });
  });
  afterAll(async () => t.close());

  it('stops opening the API within a minute, though it has not expired', async () => {
    const headers = { authorization: `Bearer ${await t.tokenFor('associate')}` };
    expect((await t.call('GET', '/v0/me', { headers })).status).toBe(200);
    t.platform.context.db.prepare('DELETE FROM access_tokens').run();
    clock = new Date(clock.getTime() + 61_000);
    const refused = await t.call<ErrorBody>('GET', '/v0/me', { headers });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/not valid/);
  });
});

describe('roles', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => t.close());

  const store = {
    store_id: 'nyc',
    shop: 'us',
    label: 'New York',
    timezone: 'America/New_York',
    physical_address: { address_line_1: '560 Broadway', city: 'New York', country_code: 'US' },
  };

  it('refuses store creation to an associate and a manager (403), allows it to an admin', async () => {
    for (const as of ['associate', 'manager']) {
      const response = await t.call<ErrorBody>('POST', '/v0/d/stores', { as, body: store });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    expect((await t.call('GET', '/v0/d/stores/nyc', { as: 'admin' })).status).toBe(404);
    expect((await t.call('POST', '/v0/d/stores', { as: 'admin', body: store })).status).toBe(201);
  });

  it('refuses configuration changes to a manager (403) but lets them read', async () => {
    const changes: Array<[string, string, unknown]> = [
      [
        'PUT',
        '/api/v1/associate-app/config',
        { capabilities: { cash_management: true }, release_toggles: { cash_rounding_enabled: true } },
      ],
      ['PATCH', '/api/v1/associate-app/config', { capabilities: { cash_management: true } }],
      ['PUT', '/v0/d/cash_drawer_config', { expose_count_expected_amount: true }],
      ['PUT', '/config/rounding', { enabled_store_ids: [] }],
      ['POST', '/v0/d/print_config', { default: { in_store_pickup: [] } }],
    ];
    for (const [method, path, body] of changes) {
      const response = await t.call<ErrorBody>(method, path, { as: 'manager', body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    for (const path of [
      '/api/v1/associate-app/config',
      '/v0/d/cash_drawer_config',
      '/config/rounding',
      '/v0/d/print_config',
    ]) {
      expect((await t.call('GET', path, { as: 'associate' })).status, path).toBe(200);
    }
  });
});
