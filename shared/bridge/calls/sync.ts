// Sync with the platform and the outbox of local changes.
import { z } from 'zod';
import { defineCall, NoRequestSchema } from '../define-call';
import { OutboxStateSchema, SyncStateSchema } from '../views/sync';

export const syncCalls = {
  getState: defineCall('sync', 'getState', {
    summary: 'Where the sync stands (phase, last sync, last error, local catalog size).',
    request: NoRequestSchema,
    response: SyncStateSchema,
  }),

  syncNow: defineCall('sync', 'syncNow', {
    summary:
      'Runs a sync now (outbox first, then stores, configurations, catalog, orders, drawers) and answers when it ends; ' +
      'full: read everything again instead of what changed.',
    request: z
      .strictObject({ full: z.boolean().default(false) })
      .optional()
      .transform((request) => request ?? { full: false }),
    response: SyncStateSchema,
  }),

  getOutbox: defineCall('sync', 'getOutbox', {
    summary: 'Changes made here that the platform has not acknowledged yet, oldest first.',
    request: NoRequestSchema,
    response: OutboxStateSchema,
  }),

  retryOutboxEntry: defineCall('sync', 'retryOutboxEntry', {
    summary: 'Sends a refused change again (after the cause was fixed).',
    request: z.strictObject({ seq: z.int('must be a whole number').min(1, 'must be at least 1') }),
    response: OutboxStateSchema,
  }),

  discardOutboxEntry: defineCall('sync', 'discardOutboxEntry', {
    summary: 'Gives up a refused change (its local effect is undone where it can be).',
    request: z.strictObject({ seq: z.int('must be a whole number').min(1, 'must be at least 1') }),
    response: OutboxStateSchema,
  }),
};
