// The session slice through getState(), on the real bridge to a real host with the embedded platform's
// demo tenant: what the sign-in screens rely on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
});

// Every test starts from a new window of a workstation where nobody is signed in.
beforeEach(async () => {
  await fixture.host.call('session.signOut');
  store = createPosStore(fixture.bridge());
});

/** The associate signed in at SoHo, as the sign-in screens leave it. */
async function associateAtSoho(): Promise<void> {
  expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  expect(await store.getState().selectStore('us-nyc-soho')).toBe(true);
}

afterAll(async () => {
  await fixture?.close();
});

describe('the session slice', () => {
  it('loads the session: the embedded platform, nobody signed in, the workstation locale', async () => {
    expect(store.getState().session).toBeNull();
    await store.getState().loadSession();
    const { session, sessionLoad } = store.getState();
    expect(sessionLoad.status).toBe('done');
    expect(session?.platform.mode).toBe('embedded');
    expect(session?.user).toBeNull();
    expect(session?.store).toBeNull();
    expect(session?.locale).toBe('en-US');
  });

  it('keeps a wrong password as the sign-in error and stays signed out', async () => {
    await store.getState().loadSession();
    expect(await store.getState().signIn('associate', 'wrong')).toBe(false);
    const { signInStatus, session } = store.getState();
    expect(signInStatus.status).toBe('failed');
    expect(signInStatus.error?.code).toBe('invalid_grant');
    expect(session?.user).toBeNull();
  });

  it('signs the associate in with the permissions of the role', async () => {
    expect(await store.getState().signIn('associate', 'associate')).toBe(true);
    const { session, signInStatus } = store.getState();
    expect(signInStatus).toEqual({ status: 'done', error: null });
    expect(session?.user).toMatchObject({
      username: 'associate',
      roles: ['associate'],
      permissions: { fulfil: true, manageCash: false, reroute: false, configure: false, setUpDevices: false },
    });
  });

  it('lists the stores the user may work in, active ones first, and selects one', async () => {
    expect(await store.getState().signIn('associate', 'associate')).toBe(true);
    await store.getState().loadStores();
    const { stores, storesLoad } = store.getState();
    expect(storesLoad.status).toBe('done');
    expect(stores.length).toBe(25);
    expect(stores.map((candidate) => candidate.label)).toContain('Northwind SoHo');

    expect(await store.getState().selectStore('us-nyc-soho')).toBe(true);
    expect(store.getState().session?.store).toMatchObject({
      storeId: 'us-nyc-soho',
      label: 'Northwind SoHo',
      city: 'New York',
      countryCode: 'US',
    });
  });

  it('refuses a store that does not exist, naming the field', async () => {
    await associateAtSoho();
    expect(await store.getState().selectStore('nowhere')).toBe(false);
    const { storeSelection, session } = store.getState();
    expect(storeSelection.error?.reasonFor('storeId')).toBe('no such store on the platform');
    expect(session?.store?.storeId).toBe('us-nyc-soho');
  });

  it('changes the locale, and refuses one that is not xx-XX', async () => {
    await associateAtSoho();
    try {
      expect(await store.getState().setLocale('fr-CA')).toBe(true);
      expect(store.getState().session?.locale).toBe('fr-CA');
      expect(await store.getState().setLocale('french')).toBe(false);
      expect(store.getState().localeChange.error?.reasonFor('locale')).toMatch(/xx-XX/);
      expect(store.getState().session?.locale).toBe('fr-CA');
    } finally {
      // The workstation's locale outlives the session: put it back for the other tests.
      expect(await store.getState().setLocale('en-US')).toBe(true);
    }
  });

  it('refuses a platform address where nothing answers, keeping the embedded platform and the user', async () => {
    await associateAtSoho();
    expect(await store.getState().setPlatform({ mode: 'url', url: 'http://127.0.0.1:9' })).toBe(false);
    const { platformChange, session } = store.getState();
    expect(platformChange.error?.code).toBe('platform_unreachable');
    expect(platformChange.error?.reasonFor('url')).toBeDefined();
    expect(session?.platform.mode).toBe('embedded');
    expect(session?.user?.username).toBe('associate');
  });

  it('follows the session pushed by the main process (a sign-in from elsewhere) until stopped', async () => {
    await associateAtSoho();
    const follower = createPosStore(fixture.bridge());
    const stop = follower.getState().startSession();
    await fixture.eventSubscribers(1);
    const signedInAsManager = new Promise<void>((resolve) =>
      follower.subscribe((state) => {
        if (state.session?.user?.username === 'manager') resolve();
      }),
    );
    // Another window of the same workstation signs in as the manager.
    await store.getState().signIn('manager', 'manager');
    await signedInAsManager;
    expect(follower.getState().session?.user?.permissions.manageCash).toBe(true);
    // The remembered store stays selected for the next user who may work in it.
    expect(follower.getState().session?.store?.storeId).toBe('us-nyc-soho');

    // Signed out from the other window: this one says whose session ended; the one that signed out does not.
    const signedOut = new Promise<void>((resolve) =>
      follower.subscribe((state) => {
        if (state.session?.user === null) resolve();
      }),
    );
    await store.getState().signOut();
    await signedOut;
    expect(follower.getState().sessionEnded).toBe('manager');
    expect(store.getState().sessionEnded).toBeNull();
    expect(await follower.getState().signIn('manager', 'manager')).toBe(true);
    expect(follower.getState().sessionEnded).toBeNull();
    stop();
  });

  it('signs out, forgetting the user and the stores', async () => {
    await associateAtSoho();
    await store.getState().loadStores();
    expect(store.getState().stores.length).toBe(25);
    await store.getState().signOut();
    const { session, stores } = store.getState();
    expect(session?.user).toBeNull();
    expect(stores).toEqual([]);
  });
});
