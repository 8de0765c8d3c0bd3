// The navigation slice through getState(): the shell opens on pickup, screens move to a workflow, and the
// store picker is asked for again from the shell. No host: navigation never leaves the window.
import { describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../shared/bridge';
import { createPosStore } from '../../../renderer/src/store/pos-store';

/** Navigation calls nothing: a bridge whose every area refuses shows it. */
const noBridge = new Proxy({} as BridgeApi, {
  get: (_, area) => {
    throw new Error(`navigation called the bridge (${String(area)})`);
  },
});

describe('the navigation slice', () => {
  it('opens on the pickup dashboard, not choosing a store', () => {
    const store = createPosStore(noBridge);
    expect(store.getState()).toMatchObject({ route: 'pickup', choosingStore: false });
  });

  it('moves to the workflow a screen asks for, and back', () => {
    const store = createPosStore(noBridge);
    store.getState().navigate('sale');
    expect(store.getState().route).toBe('sale');
    store.getState().navigate('cash');
    store.getState().navigate('pickup');
    expect(store.getState().route).toBe('pickup');
  });

  it('shows the store picker again while the associate changes store, and closes it', () => {
    const store = createPosStore(noBridge);
    store.getState().setChoosingStore(true);
    expect(store.getState().choosingStore).toBe(true);
    store.getState().setChoosingStore(false);
    expect(store.getState().choosingStore).toBe(false);
  });
});
