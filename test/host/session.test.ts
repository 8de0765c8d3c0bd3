// Choosing the platform through the bridge: a URL is checked before the workstation leaves the one it has.
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/bridge/views/session';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';

let first: TestPlatform;
let second: TestPlatform;
let fixture: HostFixture;

beforeAll(async () => {
  first = await startTestPlatform();
  second = await startTestPlatform();
});

// A fresh workstation per test, on the first platform: one test moving it does not move the others.
beforeEach(async () => {
  fixture = await startHostFixture({ platformUrl: first.url });
});

afterEach(async () => {
  await fixture?.close();
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the platform of the workstation', () => {
  it('refuses an address where no platform answers, keeping the current one and the user', async () => {
    valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
    const refused = await fixture.call('session.setPlatform', {
      mode: 'url',
      url: `http://127.0.0.1:${await closedPort()}`,
    });
    expect(refused.body).toMatchObject({
      ok: false,
      error: { code: 'platform_unreachable', details: [{ path: 'url' }] },
    });
    const session = valueOf<Session>(await fixture.call('session.get'));
    expect(session).toMatchObject({
      platform: { mode: 'url', url: first.url },
      user: { username: 'associate' },
    });
  });

  it('refuses an address that is not http(s), naming the field', async () => {
    const refused = await fixture.call('session.setPlatform', { mode: 'url', url: 'file:///etc/passwd' });
    expect(refused.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: [{ path: 'url' }] },
    });
  });

  it('moves to another platform, signing out (its tokens are not this one’s), and remembers it', async () => {
    const moved = valueOf<Session>(
      await fixture.call('session.setPlatform', { mode: 'url', url: `${second.url}/` }),
    );
    expect(moved).toMatchObject({ platform: { mode: 'url', url: second.url }, user: null });
    expect(fixture.host.settings.read().platform).toEqual({ mode: 'url', url: second.url });
    const signedIn = valueOf<Session>(
      await fixture.call('session.signIn', { username: 'manager', password: 'manager' }),
    );
    expect(signedIn.user?.roles).toEqual(['manager']);
  });
});
