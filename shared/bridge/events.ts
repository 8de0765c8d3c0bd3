// Every push event the main process sends to the renderer. The renderer subscribes with
// `bridge.on('onSessionChanged', handler)`; the payload is the whole new state, never a diff, so a
// late subscriber only needs the matching `get` call to catch up.
import { z } from 'zod';
import { defineEvent } from './define-event';
import { DrawerStatusViewSchema } from './views/cash';
import { PrintJobViewSchema } from './views/printing';
import { SessionSchema } from './views/session';
import { OutboxStateSchema, SyncStateSchema } from './views/sync';

export const bridgeEvents = {
  onSessionChanged: defineEvent('onSessionChanged', {
    summary: 'Signed in or out, the platform or the store changed, or the token could not be renewed.',
    payload: SessionSchema,
  }),
  onSyncStateChanged: defineEvent('onSyncStateChanged', {
    summary: 'The sync started, progressed, ended or failed, or the platform went offline or came back.',
    payload: SyncStateSchema,
  }),
  onOutboxChanged: defineEvent('onOutboxChanged', {
    summary: 'A change was queued, delivered, refused, retried or discarded: the whole outbox as it is now.',
    payload: OutboxStateSchema,
  }),
  onPrintJobsChanged: defineEvent('onPrintJobsChanged', {
    summary: 'A print job was created or changed state: the job as it is now, and the most recent jobs.',
    payload: z.object({ job: PrintJobViewSchema, recent: z.array(PrintJobViewSchema) }),
  }),
  onOrdersChanged: defineEvent('onOrdersChanged', {
    summary:
      "Orders of the workstation's store changed in the local database (pushed by the platform's events " +
      'stream, or read by a sync): which ones, and which of them are new here. Re-read them with pickup.* calls.',
    payload: z.object({
      storeId: z.string(),
      orderIds: z.array(z.string()),
      /** Orders this workstation had not seen before (a new web order, a sale on another workstation). */
      createdOrderIds: z.array(z.string()),
      source: z.enum(['events', 'sync']),
    }),
  }),
  onDrawersChanged: defineEvent('onDrawersChanged', {
    summary: 'Drawers of the store got transactions recorded elsewhere (another workstation): re-read them.',
    payload: z.object({ drawerIds: z.array(z.string()) }),
  }),
  onDrawerStatusChanged: defineEvent('onDrawerStatusChanged', {
    summary: 'The drawer paired here was paired, unpaired, kicked open, or answered (or not) a status check.',
    payload: DrawerStatusViewSchema,
  }),
};
