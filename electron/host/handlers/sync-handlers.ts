// sync.*: the sync with the platform and the outbox of changes made here.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { LocalData } from '../../services/local-db/local-data';
import type { Outbox } from '../../services/outbox/outbox';
import type { OutboxReplayer } from '../../services/outbox/outbox-replayer';
import type { SyncService } from '../../services/sync/sync-service';
import { outboxState } from '../views/sync-view';
import type { WorkstationSession } from '../workstation-session';
import type { SyncState } from '../../../shared/bridge/views/sync';

export function syncHandlers(deps: {
  session: WorkstationSession;
  sync: SyncService;
  syncState: () => SyncState;
  outbox: Outbox;
  replayer: OutboxReplayer;
  data: Pick<LocalData, 'orders'>;
}): BridgeImplementation['sync'] {
  const { session, sync, syncState, outbox, replayer, data } = deps;

  function failedEntry(seq: number) {
    const entry = outbox.get(seq);
    if (!entry) {
      throw new BridgeError({
        code: 'outbox_entry_not_found',
        message: `There is no change number ${seq} waiting in the outbox.`,
        details: [{ path: 'seq', message: 'is not in the outbox' }],
      });
    }
    if (entry.state !== 'failed') {
      throw new BridgeError({
        code: 'outbox_entry_pending',
        message: `Change ${seq} was not refused: it is still on its way to the platform.`,
        details: [{ path: 'seq', message: 'is pending, not failed' }],
      });
    }
    return entry;
  }

  return {
    async getState() {
      return syncState();
    },
    async syncNow(request) {
      session.requireStore();
      await sync.syncNow({ full: request.full });
      return syncState();
    },
    async getOutbox() {
      session.requireUser();
      return outboxState(outbox, data);
    },
    async retryOutboxEntry(request) {
      session.requireUser();
      replayer.retry(failedEntry(request.seq).seq);
      return outboxState(outbox, data);
    },
    async discardOutboxEntry(request) {
      session.requireUser();
      replayer.discard(failedEntry(request.seq).seq);
      return outboxState(outbox, data);
    },
  };
}
