// A "platform" that answers something the contract does not allow: the client refuses the answer with
// an ApiContractError naming the offending field, instead of handing a wrong shape to the app.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiContractError, ApiError } from '../../../electron/services/api/api-errors';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { startScriptedServer, type ScriptedAnswer, type ScriptedServer } from './support/scripted-server';

let server: ScriptedServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client signed in against a server whose every other answer is `answer(path)`. */
async function clientAgainst(answer: (path: string) => ScriptedAnswer): Promise<PlatformApiClient> {
  server = await startScriptedServer((request) =>
    request.path === '/v0/token'
      ? { status: 200, body: { access_token: 't1', token_type: 'bearer', expires_in: 3600, scope: 'admin' } }
      : answer(request.path),
  );
  const client = new PlatformApiClient({ baseUrl: server.url, retries: 0 });
  await client.signIn({ username: 'admin', password: 'admin' });
  return client;
}

async function contractErrorOf(promise: Promise<unknown>): Promise<ApiContractError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiContractError);
  return error as ApiContractError;
}

describe('answers that break the contract', () => {
  it('names a field of the wrong type deep inside a list', async () => {
    const client = await clientAgainst(() => ({
      status: 200,
      body: {
        stores: [
          {
            store_id: 's1',
            shop: 'us',
            label: 42,
            active_status: true,
            business_hours: [],
            timezone: 'America/New_York',
            physical_address: { address_line_1: 'a', city: 'b', country_code: 'US' },
          },
        ],
      },
    }));
    const error = await contractErrorOf(client.listStores());
    expect(error.path).toBe('stores.0.label');
    expect(error.call).toBe('GET /v0/d/stores');
    expect(error.message).toContain('stores.0.label');
  });

  it('names a missing field', async () => {
    const client = await clientAgainst(() => ({
      status: 200,
      body: { username: 'admin', roles: ['admin'] },
    }));
    const error = await contractErrorOf(client.me());
    expect(error.path).toBe('store_ids');
  });

  it('refuses a price with more decimals than its currency allows', async () => {
    const client = await clientAgainst(() => ({
      status: 200,
      body: { pricebook_id: 'nyc', currency: 'USD', elements: [{ product_id: 'p1', value: 19.999 }] },
    }));
    const error = await contractErrorOf(client.getPrices('us', 'nyc', ['p1']));
    expect(error.path).toBe('elements.0.value');
  });

  it('refuses an unknown order status', async () => {
    const client = await clientAgainst(() => ({
      status: 200,
      body: {
        order_id: 'o1',
        external_id: 'e1',
        shop: 'us',
        store_id: 's1',
        status: 'lost_in_transit',
        currency: 'USD',
        customer: null,
        shipments: [],
        payments: [],
        assignee: null,
        created_at: '2026-03-01T09:00:00Z',
        updated_at: '2026-03-01T09:00:00Z',
      },
    }));
    const error = await contractErrorOf(client.getOrder('o1'));
    expect(error.path).toBe('status');
  });

  it('refuses a body that is not JSON', async () => {
    const client = await clientAgainst(() => ({ status: 200, body: '<html>maintenance</html>' }));
    const error = await contractErrorOf(client.getAppConfig());
    expect(error.path).toBe('');
    expect(error.message).toContain('not JSON');
  });

  it('refuses an error answer without the contract error body, naming the missing field', async () => {
    const client = await clientAgainst(() => ({ status: 409, body: { message: 'conflict' } }));
    const error = await contractErrorOf(client.getRoundingConfig());
    expect(error.status).toBe(409);
    expect(error.path).toBe('error');
  });

  it('reads a well-formed error body as ApiError with code and details', async () => {
    const client = await clientAgainst(() => ({
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Bad.',
          details: [{ path: 'bag.0.quantity', message: 'x' }],
        },
      },
    }));
    const error = await client.getCashDrawerConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_request',
      details: [{ path: 'bag.0.quantity' }],
    });
  });

  it('refuses a token answer without access_token', async () => {
    server = await startScriptedServer(() => ({
      status: 200,
      body: { token_type: 'bearer', expires_in: 60, scope: '' },
    }));
    const client = new PlatformApiClient({ baseUrl: server.url });
    const error = await contractErrorOf(client.signIn({ username: 'a', password: 'b' }));
    expect(error.path).toBe('access_token');
    expect(client.session.current).toBeUndefined();
  });
});
