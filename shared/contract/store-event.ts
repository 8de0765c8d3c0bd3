// The events stream (GET /v0/d/events, Server-Sent Events): one message per change a workstation must
// learn about, in the order the platform committed them. `id` is what a client resumes after.
import { z } from 'zod';
import { CashTransactionSchema } from './cash-transaction';
import { IdSchema, TimestampSchema } from './common';
import { OrderEventSchema, OrderSchema } from './order';

/** Configurations announced by `config.changed` (`cash_management` is one store's). */
export const CONFIG_NAMES = [
  'in_store_pickup',
  'print',
  'app',
  'cash_drawer',
  'rounding',
  'cash_management',
] as const;

const envelope = {
  /** Increasing; send it back as Last-Event-ID to resume after it. */
  id: z.int().min(1),
  /** The store whose users see it; null for tenant-wide changes. */
  store_id: IdSchema.nullable(),
  /** When the platform committed the change. */
  at: TimestampSchema,
};

export const StoreEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...envelope,
    type: z.enum(['order.created', 'order.changed']),
    data: z.object({ order: OrderSchema, history_entry: OrderEventSchema }),
  }),
  /** Sent to the store an order was rerouted away from; `order.store_id` is where it went. */
  z.object({ ...envelope, type: z.literal('order.moved'), data: z.object({ order: OrderSchema }) }),
  z.object({
    ...envelope,
    type: z.literal('cash.transaction'),
    data: z.object({ drawer_id: IdSchema, transaction: CashTransactionSchema }),
  }),
  z.object({
    ...envelope,
    type: z.literal('config.changed'),
    data: z.object({ name: z.enum(CONFIG_NAMES), store_id: IdSchema.optional() }),
  }),
  z.object({ ...envelope, type: z.literal('store.changed'), data: z.object({ store_id: IdSchema }) }),
  z.object({
    ...envelope,
    type: z.literal('catalog.changed'),
    data: z.object({
      import_id: IdSchema,
      entities: z.array(z.string()),
      counts: z.object({ products: z.int(), prices: z.int(), availabilities: z.int() }),
    }),
  }),
]);
export type StoreEvent = z.infer<typeof StoreEventSchema>;
export type StoreEventType = StoreEvent['type'];

/**
 * Control messages of the stream (no id): `stream.ready` once the backlog after Last-Event-ID is sent;
 * `stream.reset` when that backlog cannot be replayed (too long, or an id this platform never issued):
 * the client reads the changed lists (`updated_since`) and resumes after `latest_event_id`.
 */
export const StreamReadySchema = z.object({ latest_event_id: z.int().min(0) });
export const StreamResetSchema = z.object({
  reason: z.enum(['backlog_too_long', 'unknown_event_id']),
  latest_event_id: z.int().min(0),
});
