// The sync slice through getState(), on the real bridge to a real host with the embedded platform's demo
// tenant: the first sync of a store, the outbox, and the events that keep both current.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

describe('a workstation where no store was ever chosen', () => {
  let fixture: BridgeFixture;

  beforeAll(async () => {
    fixture = await startBridgeFixture();
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it('refuses a sync before a store is chosen, saying what to do', async () => {
    const store = createPosStore(fixture.bridge());
    expect(await store.getState().syncNow()).toBe(false);
    expect(store.getState().syncRun.error?.code).toBe('not_signed_in');
    await store.getState().signIn('associate', 'associate');
    expect(await store.getState().syncNow()).toBe(false);
    expect(store.getState().syncRun.error?.code).toBe('no_store_selected');
  });
});

describe('the sync slice of a signed-in associate', () => {
  let fixture: BridgeFixture;
  let store: PosStore;

  beforeAll(async () => {
    fixture = await startBridgeFixture();
    store = createPosStore(fixture.bridge());
    expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it('syncs the chosen store: its catalog is on the workstation and the last sync is recorded', async () => {
    expect(await store.getState().selectStore('ca-tor-eaton')).toBe(true);
    expect(await store.getState().syncNow()).toBe(true);
    const { sync, syncRun } = store.getState();
    expect(syncRun.status).toBe('done');
    expect(sync).toMatchObject({ phase: 'idle', connectivity: 'online', progress: null, lastError: null });
    expect(sync?.lastSyncedAt).not.toBeNull();
    expect(sync?.lastFullSyncAt).not.toBeNull();
    expect(sync?.catalogProducts).toBeGreaterThan(0);
  });

  it('reads the outbox: nothing waits after a complete sync', async () => {
    expect(await store.getState().selectStore('ca-tor-eaton')).toBe(true);
    expect(await store.getState().syncNow()).toBe(true);
    await store.getState().loadOutbox();
    expect(store.getState().outbox).toEqual({ pending: 0, failed: 0 });
    expect(store.getState().outboxEntries).toEqual([]);
    expect(await store.getState().retryOutboxEntry(999)).toBe(false);
    expect(store.getState().outboxAction.error?.reasonFor('seq')).toBe('is not in the outbox');
  });

  it('follows the sync events: a sync run elsewhere updates this window', async () => {
    expect(await store.getState().selectStore('ca-tor-eaton')).toBe(true);
    const follower = createPosStore(fixture.bridge());
    const stop = follower.getState().startSync();
    await fixture.eventSubscribers(1);
    const before = store.getState().sync?.lastSyncedAt ?? '';
    const phases: string[] = [];
    const synced = new Promise<void>((resolve) =>
      follower.subscribe((state) => {
        if (state.sync) phases.push(state.sync.phase);
        if (state.sync?.phase === 'idle' && (state.sync.lastSyncedAt ?? '') > before) resolve();
      }),
    );
    expect(await store.getState().syncNow()).toBe(true);
    await synced;
    expect(phases).toContain('syncing');
    expect(follower.getState().sync?.lastSyncedAt).toBe(store.getState().sync?.lastSyncedAt);
    stop();
  });
});
