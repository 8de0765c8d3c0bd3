// An expired or revoked token is renewed once, with the credentials remembered in memory or, failing
// that, with the ones the host's CredentialsProvider gives (it may prompt the associate); then the call
// is sent again. The associate never sees the 401.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/services/api/api-errors';
import type { CredentialsRequest } from '../../../electron/services/api/api-session';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { startTestPlatform, type TestPlatform } from '../../platform/support/platform-fixture';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { startScriptedServer, type ScriptedServer } from './support/scripted-server';

let platform: TestPlatform | undefined;
let other: TestPlatform | undefined;
let proxy: FaultProxy | undefined;
let server: ScriptedServer | undefined;

afterEach(async () => {
  await proxy?.close();
  await platform?.close();
  await other?.close();
  await server?.close();
  proxy = platform = other = server = undefined;
});

/** A platform whose tokens live 60 s and whose clock the test moves. */
async function platformWithClock() {
  let clock = Date.parse('2026-03-02T09:00:00Z');
  platform = await startTestPlatform({ tokenTtlSeconds: 60, now: () => new Date(clock) });
  proxy = await startFaultProxy(platform.url);
  return {
    platform,
    proxy,
    advance(seconds: number) {
      clock += seconds * 1000;
    },
  };
}

const tokenCalls = (seen: FaultProxy['seen']) =>
  seen.filter((request) => request.path === '/v0/token').length;

describe('renewal on 401', () => {
  it('renews an expired token with the remembered credentials and sends the call again', async () => {
    const { proxy, advance } = await platformWithClock();
    const client = new PlatformApiClient({ baseUrl: proxy.url });
    await client.signIn({ username: 'manager', password: 'manager' });
    const firstToken = client.session.accessToken;
    advance(120);

    expect((await client.me()).username).toBe('manager');
    expect(client.session.accessToken).not.toBe(firstToken);
    expect(tokenCalls(proxy.seen)).toBe(2);
  });

  it('renews once for many calls refused at the same time', async () => {
    const { proxy, advance } = await platformWithClock();
    const client = new PlatformApiClient({ baseUrl: proxy.url });
    await client.signIn({ username: 'associate', password: 'associate' });
    advance(120);

    const answers = await Promise.all([
      client.me(),
      client.getAppConfig(),
      client.getPrintConfig(),
      client.listStores(),
    ]);
    expect(answers).toHaveLength(4);
    expect(tokenCalls(proxy.seen)).toBe(2);
  });

  it('asks the CredentialsProvider when no password is remembered (restored session)', async () => {
    const { proxy, advance } = await platformWithClock();
    const signedIn = new PlatformApiClient({ baseUrl: proxy.url });
    await signedIn.signIn({ username: 'associate', password: 'associate' });

    const asked: CredentialsRequest[] = [];
    const client = new PlatformApiClient({
      baseUrl: proxy.url,
      credentialsProvider: async (request) => {
        asked.push(request);
        return { username: 'associate', password: 'associate' };
      },
    });
    client.session.restore({
      username: 'associate',
      accessToken: signedIn.session.accessToken ?? '',
      expiresAt: new Date(Date.parse('2026-03-02T09:01:00Z')),
    });
    expect((await client.me()).username).toBe('associate');
    expect(asked).toEqual([]);

    advance(120);
    expect((await client.me()).username).toBe('associate');
    expect(asked).toEqual([{ reason: 'token_expired', username: 'associate' }]);
  });

  it('asks the provider when the remembered password is refused by the platform', async () => {
    platform = await startTestPlatform();
    other = await startTestPlatform({
      users: [{ username: 'associate', password: 'new-secret', roles: ['associate'], store_ids: [] }],
    });
    const asked: CredentialsRequest[] = [];
    const client = new PlatformApiClient({
      baseUrl: platform.url,
      credentialsProvider: async (request) => {
        asked.push(request);
        return { username: 'associate', password: 'new-secret' };
      },
    });
    await client.signIn({ username: 'associate', password: 'associate' });
    client.setBaseUrl(other.url);

    expect((await client.me()).username).toBe('associate');
    expect(asked).toEqual([{ reason: 'credentials_rejected', username: 'associate' }]);
  });

  it('fails with sign_in_required when the provider gives nothing', async () => {
    const { proxy, advance } = await platformWithClock();
    const client = new PlatformApiClient({ baseUrl: proxy.url, credentialsProvider: async () => null });
    const signedIn = new PlatformApiClient({ baseUrl: proxy.url });
    await signedIn.signIn({ username: 'associate', password: 'associate' });
    client.session.restore({
      username: 'associate',
      accessToken: signedIn.session.accessToken ?? '',
      expiresAt: new Date(),
    });
    advance(120);

    const error = await client.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'sign_in_required' });
  });

  it('renews only once: a platform that refuses the new token too gives the 401 back', async () => {
    server = await startScriptedServer((request) =>
      request.path === '/v0/token'
        ? {
            status: 200,
            body: { access_token: `t${Math.random()}`, token_type: 'bearer', expires_in: 60, scope: '' },
          }
        : {
            status: 401,
            body: { error: { code: 'unauthorized', message: 'The access token is not valid.' } },
          },
    );
    const client = new PlatformApiClient({ baseUrl: server.url });
    await client.signIn({ username: 'a', password: 'b' });
    await expect(client.me()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(server.received.map((request) => request.path)).toEqual([
      '/v0/token',
      '/v0/me',
      '/v0/token',
      '/v0/me',
    ]);
  });

  it('renews even a non-idempotent call: a 401 means the platform did nothing', async () => {
    const { proxy, advance } = await platformWithClock();
    const client = new PlatformApiClient({ baseUrl: proxy.url });
    await client.signIn({ username: 'admin', password: 'admin' });
    advance(120);
    const patched = await client.patchAppConfig({ capabilities: { cash_management: true } });
    expect(patched.capabilities.cash_management).toBe(true);
    expect(proxy.seen.filter((request) => request.method === 'PATCH')).toHaveLength(2);
  });
});
