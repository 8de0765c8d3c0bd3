// The background sync and the outbox, as the status bar, the offline banner and the first-sync screen show
// them: read with sync.getState / sync.getOutbox, then kept current by onSyncStateChanged / onOutboxChanged.
import type { OutboxEntryView, OutboxState, SyncState } from '../../../shared/bridge/views/sync';
import { BridgeError } from '../../../shared/bridge';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export interface OutboxCounts {
  pending: number;
  failed: number;
}

export interface SyncSlice {
  /** The bridge offers the sync area: always true now (kept for screens written before it existed). */
  syncAvailable: true;
  /** null until sync.getState answered. */
  sync: SyncState | null;
  outbox: OutboxCounts | null;
  /** The outbox's entries, oldest first (for the outbox dialog). */
  outboxEntries: OutboxEntryView[];
  outboxAction: ActionStatus;
  syncRun: ActionStatus;

  /** Reads the sync state and the outbox and follows their events; returns the function that stops. */
  startSync(): () => void;
  refreshSync(): Promise<void>;
  /**
   * Runs a sync now (or joins the one running) and resolves when it ended: true when it completed.
   * `full` reads everything again instead of what changed.
   */
  syncNow(options?: { full?: boolean }): Promise<boolean>;
  loadOutbox(): Promise<void>;
  /** Sends a refused change again / gives it up. */
  retryOutboxEntry(seq: number): Promise<boolean>;
  discardOutboxEntry(seq: number): Promise<boolean>;
}

export const createSyncSlice: PosSliceCreator<SyncSlice> = (bridge) => (set, get) => {
  async function changeOutbox(change: () => Promise<OutboxState>): Promise<boolean> {
    set({ outboxAction: PENDING });
    try {
      set({ ...outboxFields(await change()), outboxAction: DONE });
      return true;
    } catch (error) {
      set({ outboxAction: failed(error) });
      return false;
    }
  }

  return {
    syncAvailable: true,
    sync: null,
    outbox: null,
    outboxEntries: [],
    outboxAction: IDLE,
    syncRun: IDLE,

    startSync() {
      const stops = [
        bridge.on('onSyncStateChanged', (sync) => set({ sync })),
        bridge.on('onOutboxChanged', (outbox) => set(outboxFields(outbox))),
      ];
      void get().refreshSync();
      return () => stops.forEach((stop) => stop());
    },

    async refreshSync() {
      try {
        const [sync, outbox] = await Promise.all([bridge.sync.getState(), bridge.sync.getOutbox()]);
        set({ sync, ...outboxFields(outbox) });
      } catch {
        // Signed out meanwhile, or the host is restarting: the events bring the state once there is one.
      }
    },

    async syncNow(options = {}) {
      set({ syncRun: PENDING });
      try {
        const sync = await bridge.sync.syncNow({ full: options.full ?? false });
        // A sync that ran but did not complete (offline, refused) answers its state with the reason.
        if (sync.lastError && sync.phase !== 'idle') {
          set({
            sync,
            syncRun: failed(BridgeError.from({ code: sync.lastError.code, message: sync.lastError.message })),
          });
          return false;
        }
        set({ sync, syncRun: DONE });
        return true;
      } catch (error) {
        set({ syncRun: failed(error) });
        return false;
      }
    },

    async loadOutbox() {
      set({ outboxAction: PENDING });
      try {
        set({ ...outboxFields(await bridge.sync.getOutbox()), outboxAction: DONE });
      } catch (error) {
        set({ outboxAction: failed(error) });
      }
    },

    retryOutboxEntry: (seq) => changeOutbox(() => bridge.sync.retryOutboxEntry({ seq })),
    discardOutboxEntry: (seq) => changeOutbox(() => bridge.sync.discardOutboxEntry({ seq })),
  };
};

function outboxFields(outbox: OutboxState): Pick<SyncSlice, 'outbox' | 'outboxEntries'> {
  return { outbox: { pending: outbox.pending, failed: outbox.failed }, outboxEntries: outbox.entries };
}
