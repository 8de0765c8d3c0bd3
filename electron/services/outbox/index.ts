// The outbox: what the associate did at the counter, kept until the platform acknowledged it.
export { Outbox, OutboxEntryStateError, type OutboxEvents } from './outbox';
export {
  OUTBOX_KINDS,
  type NewOutboxEntry,
  type OutboxCounts,
  type OutboxEntry,
  type OutboxEntryState,
  type OutboxFailure,
  type OutboxKind,
} from './outbox-entry';
export { createOutboxHandlers, type OutboxHandlers, type OutboxKindHandler } from './outbox-handlers';
export {
  drawerKey,
  orderKey,
  saleKey,
  type CashTransactionPayload,
  type OrderActionPayload,
  type SalePayload,
} from './outbox-payloads';
export {
  describeFailure,
  OutboxReplayer,
  type OutboxReplayerEvents,
  type OutboxReplayerOptions,
  type ReplayReport,
} from './outbox-replayer';
export { InvalidMutationError, type InvalidMutationCode } from './invalid-mutation-error';
export {
  PosMutations,
  type CashTransactionInput,
  type RecordedSale,
  type SaleInput,
  type SaleOptions,
} from './pos-mutations';
