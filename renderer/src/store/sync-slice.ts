// The background sync and the outbox, as the status bar and the first-sync screen show them.
// The sync area of the bridge is being added: until `bridge.sync` exists, `syncAvailable` is false and the
// status bar falls back to the session's platform reachability (online/offline) alone.
import type { BridgeApi } from '../../../shared/bridge';
import type { OutboxEntryView, OutboxState, SyncState } from '../../../shared/bridge/views/sync';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export interface OutboxCounts {
  pending: number;
  failed: number;
}

export interface SyncSlice {
  /** Whether the main process offers the sync area at all. */
  syncAvailable: boolean;
  /** null until sync.getState answered (or when the bridge has no sync area). */
  sync: SyncState | null;
  outbox: OutboxCounts | null;
  /** The outbox's entries, oldest first (loaded by loadOutbox, for the outbox dialog). */
  outboxEntries: OutboxEntryView[];
  outboxAction: ActionStatus;
  syncRun: ActionStatus;

  /** Reads the sync state and the outbox and follows their events; returns the function that stops. */
  startSync(): () => void;
  refreshSync(): Promise<void>;
  /** Runs a sync now and resolves when it ended (the first sync after choosing a store, a manual sync). */
  syncNow(): Promise<boolean>;
  loadOutbox(): Promise<void>;
  /** Sends a refused change again / gives it up. */
  retryOutboxEntry(seq: number): Promise<boolean>;
  discardOutboxEntry(seq: number): Promise<boolean>;
}

/** The sync part of the bridge, typed from shared/bridge/views/sync until the area is registered. */
interface SyncBridgeArea {
  getState(): Promise<SyncState>;
  syncNow(): Promise<SyncState>;
  getOutbox(): Promise<OutboxState>;
  retryOutboxEntry(request: { seq: number }): Promise<OutboxState>;
  discardOutboxEntry(request: { seq: number }): Promise<OutboxState>;
}

type LooseSubscribe = (event: string, handler: (payload: unknown) => void) => () => void;

function syncAreaOf(bridge: BridgeApi): SyncBridgeArea | undefined {
  return (bridge as unknown as { sync?: SyncBridgeArea }).sync;
}

export const createSyncSlice: PosSliceCreator<SyncSlice> = (bridge) => (set, get) => {
  async function changeOutbox(change: (area: SyncBridgeArea) => Promise<OutboxState>): Promise<boolean> {
    const area = syncAreaOf(bridge);
    if (!area) return false;
    set({ outboxAction: PENDING });
    try {
      set({ ...outboxFields(await change(area)), outboxAction: DONE });
      return true;
    } catch (error) {
      set({ outboxAction: failed(error) });
      return false;
    }
  }

  return {
    syncAvailable: syncAreaOf(bridge) !== undefined,
    sync: null,
    outbox: null,
    outboxEntries: [],
    outboxAction: IDLE,
    syncRun: IDLE,

    startSync() {
      if (!syncAreaOf(bridge)) return () => undefined;
      const on = bridge.on as unknown as LooseSubscribe;
      const stops = [
        on('onSyncStateChanged', (payload) => set({ sync: payload as SyncState })),
        on('onOutboxChanged', (payload) => set(outboxFields(payload as OutboxState))),
      ];
      void get().refreshSync();
      return () => stops.forEach((stop) => stop());
    },

    async refreshSync() {
      const area = syncAreaOf(bridge);
      if (!area) return;
      try {
        const [sync, outbox] = await Promise.all([area.getState(), area.getOutbox()]);
        set({ sync, ...outboxFields(outbox) });
      } catch {
        // Not signed in yet, or the host is restarting: the events bring the state once there is one.
      }
    },

    async syncNow() {
      const area = syncAreaOf(bridge);
      if (!area) return false;
      set({ syncRun: PENDING });
      try {
        set({ sync: await area.syncNow(), syncRun: DONE });
        return true;
      } catch (error) {
        set({ syncRun: failed(error) });
        return false;
      }
    },

    async loadOutbox() {
      const area = syncAreaOf(bridge);
      if (!area) return;
      set({ outboxAction: PENDING });
      try {
        set({ ...outboxFields(await area.getOutbox()), outboxAction: DONE });
      } catch (error) {
        set({ outboxAction: failed(error) });
      }
    },

    async retryOutboxEntry(seq) {
      return changeOutbox((area) => area.retryOutboxEntry({ seq }));
    },

    async discardOutboxEntry(seq) {
      return changeOutbox((area) => area.discardOutboxEntry({ seq }));
    },
  };
};

function outboxFields(outbox: OutboxState): Pick<SyncSlice, 'outbox' | 'outboxEntries'> {
  return { outbox: { pending: outbox.pending, failed: outbox.failed }, outboxEntries: outbox.entries };
}
