// The sync service's status and the outbox → the bridge's views.
import type { OutboxEntryView, OutboxState, SyncState } from '../../../shared/bridge/views/sync';
import type { Outbox } from '../../services/outbox/outbox';
import type { OutboxEntry } from '../../services/outbox/outbox-entry';
import type { SyncStatus } from '../../services/sync/sync-status';

export function toSyncState(
  status: SyncStatus,
  context: { active: boolean; catalogProducts: number },
): SyncState {
  const phase: SyncState['phase'] = !context.active
    ? 'signed_out'
    : status.progress
      ? 'syncing'
      : status.connectivity === 'offline'
        ? 'offline'
        : status.lastError
          ? 'error'
          : 'idle';
  return {
    phase,
    connectivity: status.connectivity,
    lastSyncedAt: status.lastSyncAt,
    lastFullSyncAt: status.lastFullSyncAt,
    progress: status.progress
      ? {
          kind: status.progress.kind,
          step: status.progress.phase,
          done: status.progress.done,
          total: status.progress.total,
        }
      : null,
    lastError: status.lastError,
    catalogProducts: context.catalogProducts,
  };
}

function toOutboxEntryView(entry: OutboxEntry): OutboxEntryView {
  const error = entry.lastError;
  return {
    seq: entry.seq,
    kind: entry.kind,
    summary: entry.summary,
    state: entry.state,
    attempts: entry.attempts,
    lastError: error
      ? {
          code: error.code,
          message: error.message,
          ...(error.details.length > 0
            ? { details: error.details.map(({ path, message }) => ({ path, message })) }
            : {}),
        }
      : null,
    enqueuedBy: entry.enqueuedBy,
    createdAt: entry.createdAt,
  };
}

export function outboxState(outbox: Outbox): OutboxState {
  const counts = outbox.counts();
  return { pending: counts.pending, failed: counts.failed, entries: outbox.entries().map(toOutboxEntryView) };
}
