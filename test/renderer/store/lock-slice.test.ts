// The lock slice through getState(), on the real bridge to a real host with the embedded platform's demo
// tenant: the associate locks the screen, a wrong password keeps it locked (named by field), a staff PIN
// unlocks it, another associate switches in, and counter mode needs a manager.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
});

afterAll(async () => {
  await fixture?.close();
});

// Each test starts at a new window, the associate signed in at SoHo with the screen unlocked.
beforeEach(async () => {
  store = createPosStore(fixture.bridge());
  expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  expect(await store.getState().selectStore('us-nyc-soho')).toBe(true);
});

describe('the lock slice', () => {
  it('locks the screen and unlocks it only with the associate’s own password', async () => {
    await store.getState().lockScreen();
    expect(store.getState().session?.lock.locked).toBe(true);

    expect(await store.getState().unlock({ method: 'password', password: 'nope' })).toBe(false);
    expect(store.getState().unlockStatus.error?.reasonFor('credential.password')).toBeDefined();
    expect(store.getState().session?.lock.locked).toBe(true);

    expect(await store.getState().unlock({ method: 'password', password: 'associate' })).toBe(true);
    expect(store.getState().session?.lock.locked).toBe(false);
    expect(store.getState().session?.user?.username).toBe('associate');
  });

  it('sets a staff PIN that unlocks the screen, then removes it', async () => {
    expect(await store.getState().setPin('12', 'associate')).toBe(false);
    expect(store.getState().pinStatus.error?.reasonFor('pin')).toMatch(/4 to 8 digits/);
    expect(await store.getState().setPin('4821', 'associate')).toBe(true);
    expect(store.getState().session?.user?.hasPin).toBe(true);
    try {
      await store.getState().lockScreen();
      expect(await store.getState().unlock({ method: 'pin', pin: '4821' })).toBe(true);
      expect(store.getState().session?.lock.locked).toBe(false);
    } finally {
      expect(await store.getState().removePin('associate')).toBe(true);
    }
    expect(store.getState().session?.user?.hasPin).toBe(false);
  });

  it('lets another associate switch in at the locked screen, and clears the errors on request', async () => {
    await store.getState().lockScreen();
    expect(await store.getState().switchUser('manager', { method: 'password', password: 'wrong' })).toBe(
      false,
    );
    expect(store.getState().switchStatus.status).toBe('failed');
    store.getState().clearLockErrors();
    expect(store.getState().switchStatus.error).toBeNull();

    expect(await store.getState().switchUser('manager', { method: 'password', password: 'manager' })).toBe(
      true,
    );
    expect(store.getState().session).toMatchObject({
      user: { username: 'manager' },
      lock: { locked: false },
      store: { storeId: 'us-nyc-soho' },
    });
  });

  it('turns counter mode on for an associate only with a manager’s approval', async () => {
    expect(await store.getState().setCounterMode(true)).toBe(false);
    expect(store.getState().counterModeStatus.status).toBe('failed');
    expect(store.getState().session?.counterMode).toBe(false);

    const approver = { username: 'manager', password: 'manager' };
    expect(await store.getState().setCounterMode(true, approver)).toBe(true);
    try {
      expect(store.getState().session?.counterMode).toBe(true);
    } finally {
      expect(await store.getState().setCounterMode(false, approver)).toBe(true);
    }
    expect(store.getState().session?.counterMode).toBe(false);
  });
});
