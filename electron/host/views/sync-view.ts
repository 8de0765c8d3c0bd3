// The sync service's status and the outbox → the bridge's views.
import { wireToMoney } from '../../../shared/bridge/views/money-conversion';
import type {
  OutboxChangeView,
  OutboxEntryView,
  OutboxState,
  SyncState,
} from '../../../shared/bridge/views/sync';
import type { LocalData } from '../../services/local-db/local-data';
import type { Outbox } from '../../services/outbox/outbox';
import type { OutboxEntry, OutboxFailure } from '../../services/outbox/outbox-entry';
import type {
  CashTransactionPayload,
  OrderActionPayload,
  SalePayload,
} from '../../services/outbox/outbox-payloads';
import { saleItemCount } from '../../services/outbox/outbox-payloads';
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

/** The order number the associate knows an order by, when the order is on this workstation. */
type OrderNumberOf = (orderId: string) => string | null;

/** What the entry changes, from its payload (the stored summary is English, for the logs only). */
function changeOf(entry: OutboxEntry, orderNumberOf: OrderNumberOf): OutboxChangeView {
  switch (entry.kind) {
    case 'order_action': {
      const payload = entry.payload as OrderActionPayload;
      return {
        kind: 'order_action',
        action: payload.action,
        orderId: payload.order_id,
        orderNumber: orderNumberOf(payload.order_id),
      };
    }
    case 'sale': {
      const { request } = entry.payload as SalePayload;
      return { kind: 'sale', saleId: request.external_id, items: saleItemCount(request) };
    }
    case 'cash_transaction': {
      const { drawer_id: drawerId, transaction } = entry.payload as CashTransactionPayload;
      return {
        kind: 'cash_transaction',
        type: transaction.type,
        amount: wireToMoney(transaction.amount, transaction.currency, { allowNegative: true }),
        drawerId,
      };
    }
  }
}

/**
 * Why an entry did not go through, as the screen words it: the platform's code and values as they came;
 * the outbox's own codes as the bridge's (an answer breaking the contract, a fault of this workstation),
 * so that every language has a sentence for them.
 */
export function outboxErrorView(failure: OutboxFailure): NonNullable<OutboxEntryView['lastError']> {
  const code =
    failure.code === 'contract_violation'
      ? 'platform_contract_violation'
      : failure.code === 'local_error'
        ? 'internal_error'
        : failure.code;
  return {
    code,
    message: failure.message,
    ...(failure.details.length > 0
      ? { details: failure.details.map(({ path, message }) => ({ path, message })) }
      : {}),
    ...(failure.values ? { values: failure.values } : {}),
  };
}

function toOutboxEntryView(entry: OutboxEntry, orderNumberOf: OrderNumberOf): OutboxEntryView {
  const error = entry.lastError;
  return {
    seq: entry.seq,
    kind: entry.kind,
    change: changeOf(entry, orderNumberOf),
    state: entry.state,
    attempts: entry.attempts,
    lastError: error ? outboxErrorView(error) : null,
    enqueuedBy: entry.enqueuedBy,
    createdAt: entry.createdAt,
  };
}

export function outboxState(outbox: Outbox, data: Pick<LocalData, 'orders'>): OutboxState {
  const counts = outbox.counts();
  const orderNumberOf: OrderNumberOf = (orderId) => data.orders.get(orderId)?.external_id ?? null;
  return {
    pending: counts.pending,
    failed: counts.failed,
    entries: outbox.entries().map((entry) => toOutboxEntryView(entry, orderNumberOf)),
  };
}
