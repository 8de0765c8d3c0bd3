// The background sync with the platform, and the outbox of changes waiting for it.
import { z } from 'zod';
import { BridgeErrorDetailSchema, BridgeErrorInfoSchema } from '../bridge-error';
import { MoneySchema } from './money';

export const SYNC_PHASES = ['signed_out', 'idle', 'syncing', 'offline', 'error'] as const;
export const SyncPhaseSchema = z.enum(SYNC_PHASES);

export const SyncStateSchema = z.object({
  /**
   * signed_out: nothing to sync (no user or no store); syncing: a sync runs (see progress); offline: the
   * platform cannot be reached (work continues on the local data); error: the last sync did not complete.
   */
  phase: SyncPhaseSchema,
  connectivity: z.enum(['online', 'offline', 'unknown']),
  /** When the last complete sync finished; null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** When the last full sync finished; null: the first full sync is still to come. */
  lastFullSyncAt: z.string().nullable(),
  /** What the running sync is doing; null when none runs. */
  progress: z
    .object({
      kind: z.enum(['full', 'incremental']),
      /** outbox, stores, configs, catalog, orders, cash. */
      step: z.string(),
      done: z.int().min(0),
      total: z.int().min(0).nullable(),
    })
    .nullable(),
  /** Why the last sync did not complete (cleared by the next one that does). */
  lastError: z.object({ code: z.string(), message: z.string(), at: z.string() }).nullable(),
  /** Products in the local catalog. */
  catalogProducts: z.int().min(0),
});
export type SyncState = z.infer<typeof SyncStateSchema>;

/**
 * What a waiting change does, as data the screen words in the session's language ("Start picking order
 * W-1001", « Prélèvement de 20,00 $ »): the ids and the amount, never a sentence.
 */
export const OutboxChangeViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order_action'),
    /** start_picking, mark_ready, hand_over… */
    action: z.string(),
    orderId: z.string(),
    /** The order's number as the associate knows it; null when the order is no longer on this workstation. */
    orderNumber: z.string().nullable(),
  }),
  z.object({ kind: z.literal('sale'), saleId: z.string(), items: z.int().min(0) }),
  z.object({
    kind: z.literal('cash_transaction'),
    /** daily_open, cash_pull, cash_sale… */
    type: z.string(),
    amount: MoneySchema,
    drawerId: z.string(),
  }),
]);
export type OutboxChangeView = z.infer<typeof OutboxChangeViewSchema>;

export const OutboxEntryViewSchema = z.object({
  seq: z.int(),
  /** order_action, sale, cash_transaction. */
  kind: z.string(),
  change: OutboxChangeViewSchema,
  /** pending: waits for the platform; failed: the platform refused it — retry or discard. */
  state: z.enum(['pending', 'failed']),
  attempts: z.int().min(0),
  lastError: z
    .object({
      code: z.string(),
      message: z.string(),
      details: z.array(BridgeErrorDetailSchema).optional(),
      values: BridgeErrorInfoSchema.shape.values,
    })
    .nullable(),
  enqueuedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntryView = z.infer<typeof OutboxEntryViewSchema>;

export const OutboxStateSchema = z.object({
  pending: z.int().min(0),
  failed: z.int().min(0),
  /** Oldest first. */
  entries: z.array(OutboxEntryViewSchema),
});
export type OutboxState = z.infer<typeof OutboxStateSchema>;
