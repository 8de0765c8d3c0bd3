// Retries happen only where repeating the call cannot apply it twice: GET, PUT, and POSTs carrying an
// Idempotency-Key. Everything else fails at the first transient error and leaves the decision to the caller.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ApiUnreachableError } from '../../../electron/services/api/api-errors';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { startTestPlatform, type TestPlatform } from '../../platform/support/platform-fixture';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { sampleStore } from './support/sample-data';
import { startScriptedServer, type ScriptedServer } from './support/scripted-server';

const FAST_BACKOFF = { baseDelayMs: 5, maxDelayMs: 20 };

let platform: TestPlatform | undefined;
let proxy: FaultProxy | undefined;
let server: ScriptedServer | undefined;

afterEach(async () => {
  await proxy?.close();
  await platform?.close();
  await server?.close();
  proxy = undefined;
  platform = undefined;
  server = undefined;
});

/** A signed-in admin talking to a real platform through a proxy that loses the first `failures` answers. */
async function flakyAdmin(fault: 'drop_request' | 'drop_response', failures: number) {
  platform = await startTestPlatform();
  proxy = await startFaultProxy(platform.url);
  const client = new PlatformApiClient({ baseUrl: proxy.url, backoff: FAST_BACKOFF });
  await client.signIn({ username: 'admin', password: 'admin' });
  let remaining = failures;
  proxy.setPolicy(({ path }) => {
    if (path === '/v0/token' || remaining === 0) return 'pass';
    remaining -= 1;
    return fault;
  });
  return { client, proxy, platform };
}

describe('retries of idempotent calls', () => {
  it('retries a GET after the connection was cut', async () => {
    const { client, proxy } = await flakyAdmin('drop_request', 2);
    expect((await client.getAppConfig()).capabilities.cash_management).toBe(false);
    expect(proxy.seen.filter((seen) => seen.path === '/api/v1/associate-app/config')).toHaveLength(3);
  });

  it('retries a PUT whose answer was lost; the configuration is as sent', async () => {
    const { client, platform } = await flakyAdmin('drop_response', 1);
    const config = await client.putCashDrawerConfig({ expose_count_expected_amount: true });
    expect(config.expose_count_expected_amount).toBe(true);
    const stored = await platform.call<{ expose_count_expected_amount: boolean }>(
      'GET',
      '/v0/d/cash_drawer_config',
      {
        as: 'admin',
      },
    );
    expect(stored.body.expose_count_expected_amount).toBe(true);
  });

  it('retries a create (POST with Idempotency-Key) whose answer was lost, and the store exists once', async () => {
    const { client, proxy, platform } = await flakyAdmin('drop_response', 1);
    const store = await client.createStore(sampleStore('retry-1'));
    expect(store.store_id).toBe('retry-1');
    const attempts = proxy.seen.filter((seen) => seen.method === 'POST' && seen.path === '/v0/d/stores');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotencyKey).toBeDefined();
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
    const stores = await platform.call<{ stores: { store_id: string }[] }>('GET', '/v0/d/stores', {
      as: 'admin',
    });
    expect(stores.body.stores.filter((s) => s.store_id === 'retry-1')).toHaveLength(1);
  });

  it('uses the Idempotency-Key the caller gives', async () => {
    const { client, proxy } = await flakyAdmin('drop_request', 0);
    await client.createStore(sampleStore('keyed-1'), { idempotencyKey: 'my-key-1' });
    expect(proxy.seen.find((seen) => seen.path === '/v0/d/stores')?.idempotencyKey).toBe('my-key-1');
  });

  it('gives up after the configured number of retries with ApiUnreachableError', async () => {
    const { client, proxy } = await flakyAdmin('drop_request', 100);
    const error = await client.getPrintConfig({ retries: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnreachableError);
    expect(proxy.seen.filter((seen) => seen.path === '/v0/d/print_config')).toHaveLength(3);
  });
});

describe('calls that are not retried', () => {
  it('does not retry a PATCH (not idempotent): one attempt, the error is the caller’s', async () => {
    const { client, proxy } = await flakyAdmin('drop_request', 1);
    const error = await client
      .patchAppConfig({ release_toggles: { cash_rounding_enabled: true } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnreachableError);
    expect((error as ApiUnreachableError).reason).toBe('network');
    expect(proxy.seen.filter((seen) => seen.method === 'PATCH')).toHaveLength(1);
  });

  it('does not retry the token call', async () => {
    server = await startScriptedServer(() => ({ status: 503 }));
    const client = new PlatformApiClient({ baseUrl: server.url, backoff: FAST_BACKOFF });
    const error = await client.signIn({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'server_error' });
    expect(server.received).toHaveLength(1);
  });

  it('does not retry a refusal (4xx) even of a GET', async () => {
    server = await startScriptedServer((request) =>
      request.path === '/v0/token'
        ? { status: 200, body: { access_token: 't', token_type: 'bearer', expires_in: 60, scope: '' } }
        : { status: 404, body: { error: { code: 'not_found', message: 'No.' } } },
    );
    const client = new PlatformApiClient({ baseUrl: server.url, backoff: FAST_BACKOFF });
    await client.signIn({ username: 'a', password: 'b' });
    await expect(client.getStore('x')).rejects.toBeInstanceOf(ApiError);
    expect(server.received.filter((request) => request.path === '/v0/d/stores/x')).toHaveLength(1);
  });

  it('retries a GET answered 503, then returns the answer', async () => {
    server = await startScriptedServer((request, received) => {
      if (request.path === '/v0/token') {
        return { status: 200, body: { access_token: 't', token_type: 'bearer', expires_in: 60, scope: '' } };
      }
      const attempts = received.filter((r) => r.path === request.path).length;
      return attempts < 3 ? { status: 503 } : { status: 200, body: { enabled_store_ids: ['s1'] } };
    });
    const client = new PlatformApiClient({ baseUrl: server.url, backoff: FAST_BACKOFF });
    await client.signIn({ username: 'a', password: 'b' });
    expect(await client.getRoundingConfig()).toEqual({ enabled_store_ids: ['s1'] });
  });
});

describe('timeouts', () => {
  it('turns a platform that never answers into ApiUnreachableError with reason timeout', async () => {
    server = await startScriptedServer(() => ({ status: 200, hang: true }));
    const client = new PlatformApiClient({ baseUrl: server.url, timeoutMs: 150, retries: 0 });
    const error = await client.health().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnreachableError);
    expect((error as ApiUnreachableError).reason).toBe('timeout');
  });

  it('stops when the caller aborts, with the caller’s reason', async () => {
    server = await startScriptedServer(() => ({ status: 200, hang: true }));
    const client = new PlatformApiClient({ baseUrl: server.url });
    const controller = new AbortController();
    const pending = client.health({ signal: controller.signal });
    controller.abort(new Error('associate left the screen'));
    await expect(pending).rejects.toThrow('associate left the screen');
  });
});

describe('reachability', () => {
  it('reports the platform unreachable, then reachable again', async () => {
    const { client, proxy } = await flakyAdmin('drop_request', 0);
    const changes: boolean[] = [];
    client.on('reachabilityChanged', (reachable) => changes.push(reachable));
    await client.health();
    proxy.setPolicy(() => 'drop_request');
    await client.health({ retries: 0 }).catch(() => undefined);
    proxy.setPolicy(() => 'pass');
    await client.health();
    expect(changes).toEqual([false, true]);
    expect(client.isReachable).toBe(true);
  });
});
