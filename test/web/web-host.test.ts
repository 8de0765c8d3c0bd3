// The web host through real HTTP and WebSocket on 127.0.0.1, in front of a real host talking to a real
// platform: what another page or process on the machine can and cannot do with it.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';
import { startHostFixture, type HostFixture } from '../host/support/host-fixture';

let platform: TestPlatform;
let fixture: HostFixture;

beforeAll(async () => {
  platform = await startTestPlatform();
  fixture = await startHostFixture({ platformUrl: platform.url });
});

afterAll(async () => {
  await fixture?.close();
  await platform?.close();
});

/** A raw request, so tests can send any Host header (fetch refuses to). */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: fixture.webHost.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function openEvents(protocols: string[], origin = fixture.webHost.origin): WebSocket {
  return new WebSocket(`ws://127.0.0.1:${fixture.webHost.port}/bridge/events`, protocols, { origin });
}

type SessionEvent = { event: string; payload: { user: { username: string } | null } };

/** Every message of the socket; next(predicate) resolves with the first one (from now on) that matches. */
function collectEvents(socket: WebSocket) {
  const waiters = new Set<(message: SessionEvent) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as SessionEvent;
    for (const waiter of [...waiters]) waiter(message);
  });
  return {
    next(predicate: (message: SessionEvent) => boolean): Promise<SessionEvent> {
      return new Promise((resolve) => {
        const waiter = (message: SessionEvent) => {
          if (!predicate(message)) return;
          waiters.delete(waiter);
          resolve(message);
        };
        waiters.add(waiter);
      });
    },
  };
}

function refusedUpgrade(socket: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => reject(new Error('the WebSocket was accepted')));
    socket.on('error', () => undefined);
  });
}

describe('the page', () => {
  it('serves the built renderer with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${fixture.webHost.origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain(`connect-src ${fixture.webHost.origin} ws://127.0.0.1:${fixture.webHost.port}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves assets with their type and nothing outside the renderer folder', async () => {
    const asset = await fetch(`${fixture.webHost.origin}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    for (const path of ['/../secret.key', '/%2e%2e/secret.key', '/assets/..%2f..%2fsecret.key', '/%00']) {
      expect((await rawRequest(path)).status, path).toBe(404);
    }
  });

  it('refuses a request addressed to another host name (DNS rebinding), even localhost', async () => {
    const response = await rawRequest('/', { headers: { host: `attacker.example:${fixture.webHost.port}` } });
    expect(response.status).toBe(403);
    const localhost = await rawRequest('/', { headers: { host: `localhost:${fixture.webHost.port}` } });
    expect(localhost.status).toBe(403);
  });
});

describe('bridge calls over HTTP', () => {
  it('answers a call made with the secret from our own page', async () => {
    const { status, body } = await fixture.call('session.get');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      value: { user: null, platform: { mode: 'url', url: platform.url } },
    });
  });

  it('refuses a call without the secret, or with a wrong one (401)', async () => {
    const missing = await fixture.call('session.get', undefined, { secret: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ ok: false, error: { code: 'missing_secret' } });
    const wrong = await fixture.call('session.get', undefined, { secret: 'a'.repeat(64) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ ok: false, error: { code: 'wrong_secret' } });
  });

  it('refuses a call from another origin even with the secret (403)', async () => {
    const { status, body } = await fixture.call(
      'session.signIn',
      { username: 'associate', password: 'associate' },
      {
        origin: 'http://evil.example',
      },
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ ok: false, error: { code: 'forbidden_origin' } });
  });

  it('refuses a call with the secret sent to another Host name (403)', async () => {
    const response = await rawRequest('/bridge/session.get', {
      method: 'POST',
      headers: {
        host: `rebound.example:${fixture.webHost.port}`,
        authorization: `Bearer ${fixture.webHost.secret}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { code: 'forbidden_host' } });
  });

  it('refuses a payload that breaks the call schema, naming each field and the reason', async () => {
    const { status, body } = await fixture.call('session.signIn', { username: '   ', password: 42 });
    expect(status).toBe(200);
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'must not be blank', reason: { code: 'not_blank' } },
        {
          path: 'password',
          message: 'expected string, received number',
          reason: { code: 'wrong_type', values: { expected: 'string' } },
        },
      ]),
    );
    expect(body.error.message).toMatch(/^session\.signIn refused its request: /);
  });

  it('refuses unknown fields, a missing field and a body that is not an object', async () => {
    const extra = await fixture.call('session.selectStore', { storeId: 's1', storeID: 's1' });
    expect(extra.body).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(JSON.stringify(extra.body)).toContain('storeID');
    const missing = await fixture.call('session.setLocale', {});
    expect(missing.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: [{ path: 'locale', message: 'required' }] },
    });
    const notObject = await fixture.call('session.setLocale', ['en-US']);
    expect(notObject.body).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('answers JSON that does not parse, a wrong content type and an unknown call with clear errors', async () => {
    const garbage = await fixture.call('session.signIn', undefined, { rawBody: '{"username": ' });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: 'The request body is not valid JSON.' },
    });
    const form = await fixture.call('session.signIn', undefined, {
      contentType: 'application/x-www-form-urlencoded',
      rawBody: 'username=associate&password=associate',
    });
    expect(form.status).toBe(415);
    const unknown = await fixture.call('session.dropTables', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ ok: false, error: { code: 'unknown_call' } });
  });

  it('passes the platform refusal through: wrong password is invalid_grant', async () => {
    const { body } = await fixture.call('session.signIn', { username: 'associate', password: 'nope' });
    expect(body).toMatchObject({ ok: false, error: { code: 'invalid_grant' } });
  });
});

describe('push events over WebSocket', () => {
  it('refuses a socket without the secret, with a wrong one, or from another origin', async () => {
    expect(await refusedUpgrade(openEvents(['pos-bridge.v1']))).toBe(401);
    expect(await refusedUpgrade(openEvents(['pos-bridge.v1', `secret.${'0'.repeat(64)}`]))).toBe(401);
    expect(
      await refusedUpgrade(
        openEvents(['pos-bridge.v1', `secret.${fixture.webHost.secret}`], 'http://evil.example'),
      ),
    ).toBe(403);
  });

  it('delivers onSessionChanged when the associate signs in and out', async () => {
    const socket = openEvents(['pos-bridge.v1', `secret.${fixture.webHost.secret}`]);
    const events = collectEvents(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
    expect(socket.protocol).toBe('pos-bridge.v1');

    const signedIn = events.next((message) => message.payload.user?.username === 'associate');
    const signIn = await fixture.call('session.signIn', { username: 'associate', password: 'associate' });
    expect(signIn.body).toMatchObject({
      ok: true,
      value: { user: { username: 'associate', roles: ['associate'] } },
    });
    expect(await signedIn).toMatchObject({
      event: 'onSessionChanged',
      payload: { user: { username: 'associate' } },
    });

    const signedOut = events.next((message) => message.payload.user === null);
    await fixture.call('session.signOut');
    expect(await signedOut).toMatchObject({ event: 'onSessionChanged', payload: { user: null } });
    socket.close();
  });
});
