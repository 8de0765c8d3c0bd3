// The composition root with nothing configured: a fresh data folder starts the embedded platform with the
// demo tenant, and the demo users can sign in through the web host. A restart asks who is there again.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session, StoreSummary } from '../../shared/bridge/views/session';
import { startHostFixture, type HostFixture } from './support/host-fixture';

let fixture: HostFixture;
let dataDir: string;

// Each test starts from its own empty data folder.
beforeEach(async () => {
  fixture = await startHostFixture();
  dataDir = fixture.dataDir;
});

afterEach(async () => {
  await fixture?.close();
});

function value<Value>(result: { body: { ok: boolean } }): Value {
  if (!result.body.ok) throw new Error(`call failed: ${JSON.stringify(result.body)}`);
  return (result.body as { ok: true; value: Value }).value;
}

/** The demo associate signed in with the first demo store chosen. */
async function associateInFirstStore(): Promise<StoreSummary> {
  value(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  const [store] = value<{ stores: StoreSummary[] }>(await fixture.call('session.listStores')).stores;
  value(await fixture.call('session.selectStore', { storeId: store!.storeId }));
  return store!;
}

describe('a first start with an empty data folder', () => {
  it('runs the embedded platform on 127.0.0.1 with its data in the app data folder', async () => {
    const session = value<Session>(await fixture.call('session.get'));
    expect(session.platform.mode).toBe('embedded');
    expect(session.platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(session.user).toBeNull();
    expect(
      readdirSync(join(dataDir, 'platform')).some((name) => name.endsWith('.sqlite') || name.endsWith('.db')),
    ).toBe(true);
    const health = await fetch(`${session.platform.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('lets the demo associate sign in, see the demo stores and choose one', async () => {
    const signedIn = value<Session>(
      await fixture.call('session.signIn', { username: 'associate', password: 'associate' }),
    );
    expect(signedIn.user).toMatchObject({ username: 'associate', roles: ['associate'] });
    expect(signedIn.user?.permissions).toEqual({
      fulfil: true,
      manageCash: false,
      reroute: false,
      configure: false,
      setUpDevices: false,
    });

    const { stores } = value<{ stores: StoreSummary[] }>(await fixture.call('session.listStores'));
    expect(stores.length).toBeGreaterThan(1);
    const store = stores[0] as StoreSummary;
    const selected = value<Session>(await fixture.call('session.selectStore', { storeId: store.storeId }));
    expect(selected.store).toEqual(store);

    // A store the platform does not have is refused naming it (its sentence in every language needs it).
    const unknown = await fixture.call('session.selectStore', { storeId: 'no-such-store' });
    expect(unknown.body).toMatchObject({
      ok: false,
      error: {
        code: 'store_not_found',
        message: 'There is no store no-such-store.',
        values: { storeId: 'no-such-store' },
      },
    });
  });

  it('refuses the administration calls to an associate, and answers them for the admin', async () => {
    await associateInFirstStore();
    const refused = await fixture.call('setup.getConfigs');
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(
      value<Session>(await fixture.call('session.signIn', { username: 'admin', password: 'admin' })).user
        ?.username,
    ).toBe('admin');
    const configs = value<{ app: { capabilities: { cash_management: boolean } }; print: unknown }>(
      await fixture.call('setup.getConfigs'),
    );
    expect(typeof configs.app.capabilities.cash_management).toBe('boolean');
    expect(configs.print).toHaveProperty('default.in_store_pickup');
  });

  it('asks who is there after a restart, remembering the store and the last username', async () => {
    const chosen = await associateInFirstStore();
    const before = value<Session>(await fixture.call('session.get'));
    expect(before.store).toEqual(chosen);
    await fixture.stop();
    // The session was never written down: the token lived in memory only.
    const settingsFile = readFileSync(join(dataDir, 'settings.json'), 'utf8');
    expect(settingsFile).toContain('"lastUsername": "associate"');
    expect(settingsFile).not.toMatch(/sealedToken|accessToken|"session"/);

    fixture = await startHostFixture({ dataDir });
    const after = value<Session>(await fixture.call('session.get'));
    expect(after.user).toBeNull();
    expect(after.lastUsername).toBe('associate');
    expect(after.platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const refused = await fixture.call('session.whoAmI');
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });

    const signedIn = value<Session>(
      await fixture.call('session.signIn', { username: 'associate', password: 'associate' }),
    );
    expect(signedIn.store).toEqual(before.store);
  });
});
