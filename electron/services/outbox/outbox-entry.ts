// What the outbox holds: one change the platform has not acknowledged yet, with everything needed to
// send it again identically (payload and idempotency key are fixed when it is enqueued).
import type { ErrorDetail, ErrorValues } from '../../../shared/contract/errors';

export const OUTBOX_KINDS = ['order_action', 'sale', 'cash_transaction'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** pending: will be sent; failed: refused by the platform, waits for the associate to retry or discard. */
export type OutboxEntryState = 'pending' | 'failed';

/**
 * Why the last attempt did not go through.
 * - refused: the platform answered 4xx (the change was not applied; it will not be sent again by itself);
 * - contract_violation: the platform answered something the contract does not allow;
 * - transient: no answer, or a server fault — the entry stays pending and is sent again later.
 */
export interface OutboxFailure {
  kind: 'refused' | 'contract_violation' | 'transient';
  status: number | null;
  code: string;
  message: string;
  details: readonly ErrorDetail[];
  /** The values of the platform's sentence (an id, an amount), when it sent them: the screen words them. */
  values?: ErrorValues;
  at: string;
}

export interface OutboxEntry<Payload = unknown> {
  /** Position in the replay order. */
  seq: number;
  kind: OutboxKind;
  /** Sent as Idempotency-Key; fixed at enqueue, so every resend is recognised by the platform. */
  idempotencyKey: string;
  /**
   * Entries sharing a key are delivered in seq order and wait behind a failed one (`order:<id>`,
   * `drawer:<id>`, `sale:<external_id>`); entries with no key in common do not wait for each other.
   */
  orderingKeys: readonly string[];
  payload: Payload;
  /** One line the associate reads in the list of waiting changes. */
  summary: string;
  state: OutboxEntryState;
  attempts: number;
  lastError: OutboxFailure | null;
  /** Username of the associate who made the change. */
  enqueuedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface NewOutboxEntry<Payload = unknown> {
  kind: OutboxKind;
  idempotencyKey: string;
  orderingKeys: readonly string[];
  payload: Payload;
  summary: string;
  enqueuedBy?: string | null;
}

export interface OutboxCounts {
  pending: number;
  failed: number;
}

export interface OutboxRow {
  seq: number;
  kind: OutboxKind;
  idempotency_key: string;
  ordering_keys: string;
  payload: string;
  summary: string;
  state: OutboxEntryState;
  attempts: number;
  last_error: string | null;
  enqueued_by: string | null;
  created_at: string;
  updated_at: string;
}

export function toOutboxEntry(row: OutboxRow): OutboxEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    orderingKeys: JSON.parse(row.ordering_keys) as string[],
    payload: JSON.parse(row.payload) as unknown,
    summary: row.summary,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error === null ? null : (JSON.parse(row.last_error) as OutboxFailure),
    enqueuedBy: row.enqueued_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
