// A shared counter workstation: the screen locks (by hand or after the business's idle time), only the same
// associate unlocks it (password or staff PIN, checked by the platform), another associate can switch in
// without closing the app, and nothing of the store can be read or changed while it is locked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoTenant } from '../../electron/platform/demo/demo-tenant';
import type { Session } from '../../shared/bridge/views/session';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';

let platform: TestPlatform;
let fixture: HostFixture;

beforeAll(async () => {
  platform = await startTestPlatform();
  await loadDemoTenant(platform.platform.context);
  fixture = await startHostFixture({ platformUrl: platform.url });
});

// Each test starts with the associate signed in at the store and the screen unlocked, whoever the test
// before left there.
beforeEach(async () => {
  valueOf(await fixture.call('session.signOut'));
  valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  valueOf(await fixture.call('session.selectStore', { storeId: 'us-nyc-soho' }));
});

afterAll(async () => {
  await fixture?.close();
  await platform?.close();
});

async function session(): Promise<Session> {
  return valueOf<Session>(await fixture.call('session.get'));
}

/** The associate's staff PIN, proven with their password. */
async function associateSetsPin(pin: string): Promise<Session> {
  return valueOf<Session>(await fixture.call('session.setPin', { pin, password: 'associate' }));
}

describe('the screen lock', () => {
  it('locks, and then refuses every call that reads or changes the store', async () => {
    const locked = valueOf<Session>(await fixture.call('session.lock'));
    expect(locked.lock).toMatchObject({ locked: true, since: expect.any(String) });
    expect(locked.user?.username).toBe('associate');
    for (const call of [
      'pickup.listOrders',
      'cash.listDrawers',
      'cash.getStoreSettings',
      'session.listStores',
    ]) {
      const refused = await fixture.call(call, {});
      expect(refused.body).toMatchObject({ ok: false, error: { code: 'workstation_locked' } });
    }
  });

  it('does not unlock for a wrong password, naming the field; the right one unlocks', async () => {
    valueOf(await fixture.call('session.lock'));
    const wrong = await fixture.call('session.unlock', {
      credential: { method: 'password', password: 'nope' },
    });
    expect(wrong.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_grant', details: [{ path: 'credential.password' }] },
    });
    expect((await session()).lock.locked).toBe(true);
    const unlocked = valueOf<Session>(
      await fixture.call('session.unlock', { credential: { method: 'password', password: 'associate' } }),
    );
    expect(unlocked.lock).toMatchObject({ locked: false, since: null });
    expect((await fixture.call('session.listStores')).body).toMatchObject({ ok: true });
  });

  it('unlocks with the staff PIN the associate set (their password proves it is them)', async () => {
    const refused = await fixture.call('session.setPin', { pin: '4071', password: 'wrong' });
    expect(refused.body).toMatchObject({ ok: false, error: { details: [{ path: 'password' }] } });
    const guessable = await fixture.call('session.setPin', { pin: '1111', password: 'associate' });
    expect(guessable.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: [{ path: 'pin' }] },
    });
    const withPin = await associateSetsPin('4071');
    expect(withPin.user?.hasPin).toBe(true);

    valueOf(await fixture.call('session.lock'));
    const wrongPin = await fixture.call('session.unlock', { credential: { method: 'pin', pin: '9999' } });
    expect(wrongPin.body).toMatchObject({ ok: false, error: { details: [{ path: 'credential.pin' }] } });
    const unlocked = valueOf<Session>(
      await fixture.call('session.unlock', { credential: { method: 'pin', pin: '4071' } }),
    );
    expect(unlocked.lock.locked).toBe(false);
  });

  it('lets another associate switch in while locked; a wrong credential leaves the first one as they were', async () => {
    valueOf(await fixture.call('session.lock'));
    const typo = await fixture.call('session.switchUser', {
      username: 'manager',
      credential: { method: 'password', password: 'managr' },
    });
    expect(typo.body).toMatchObject({ ok: false, error: { details: [{ path: 'credential.password' }] } });
    expect(await session()).toMatchObject({ user: { username: 'associate' }, lock: { locked: true } });

    const switched = valueOf<Session>(
      await fixture.call('session.switchUser', {
        username: 'manager',
        credential: { method: 'password', password: 'manager' },
      }),
    );
    expect(switched).toMatchObject({
      user: { username: 'manager', permissions: { manageCash: true } },
      store: { storeId: 'us-nyc-soho' },
      lock: { locked: false },
      lastUsername: 'manager',
    });
    // The platform now sees the manager at this workstation.
    expect(valueOf(await fixture.call('session.whoAmI'))).toMatchObject({ username: 'manager' });
  });

  it('switching back with the PIN works without closing anything', async () => {
    await associateSetsPin('4071');
    valueOf(await fixture.call('session.lock'));
    valueOf(
      await fixture.call('session.switchUser', {
        username: 'manager',
        credential: { method: 'password', password: 'manager' },
      }),
    );
    const back = valueOf<Session>(
      await fixture.call('session.switchUser', {
        username: 'associate',
        credential: { method: 'pin', pin: '4071' },
      }),
    );
    expect(back).toMatchObject({ user: { username: 'associate' }, store: { storeId: 'us-nyc-soho' } });
  });

  it("takes the idle time from the business's application configuration", async () => {
    expect((await session()).lock.idleSeconds).toBe(300);
    // The sync the sign-in started is over before the configuration changes on the platform.
    valueOf(await fixture.call('sync.syncNow', {}));
    await platform.call('PATCH', '/api/v1/associate-app/config', {
      as: 'admin',
      body: { security: { idle_lock_seconds: 45 } },
    });
    valueOf(await fixture.call('sync.syncNow', {}));
    await expect.poll(async () => (await session()).lock.idleSeconds).toBe(45);
  });

  it('signing out clears the lock; the next person starts from the sign-in', async () => {
    valueOf(await fixture.call('session.lock'));
    const out = valueOf<Session>(await fixture.call('session.signOut'));
    expect(out).toMatchObject({ user: null, lock: { locked: false }, lastUsername: 'associate' });
  });
});

describe('counter mode', () => {
  it('a manager turns it on; an associate leaves it only with a manager approving on the spot', async () => {
    valueOf(await fixture.call('session.signIn', { username: 'manager', password: 'manager' }));
    const on = valueOf<Session>(await fixture.call('session.setCounterMode', { enabled: true }));
    expect(on.counterMode).toBe(true);

    valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
    const alone = await fixture.call('session.setCounterMode', { enabled: false });
    expect(alone.body).toMatchObject({
      ok: false,
      error: { code: 'manager_approval_required', details: [{ path: 'approver' }] },
    });
    const wrongPassword = await fixture.call('session.setCounterMode', {
      enabled: false,
      approver: { username: 'manager', password: 'guess' },
    });
    expect(wrongPassword.body).toMatchObject({
      ok: false,
      error: { details: [{ path: 'approver.password' }] },
    });
    const notAManager = await fixture.call('session.setCounterMode', {
      enabled: false,
      approver: { username: 'associate', password: 'associate' },
    });
    expect(notAManager.body).toMatchObject({
      ok: false,
      error: { details: [{ path: 'approver.username' }] },
    });
    expect((await session()).counterMode).toBe(true);

    const off = valueOf<Session>(
      await fixture.call('session.setCounterMode', {
        enabled: false,
        approver: { username: 'manager', password: 'manager' },
      }),
    );
    // Off, and the associate is still the one signed in.
    expect(off).toMatchObject({ counterMode: false, user: { username: 'associate' } });
  });
});
