// Every push event the main process sends to the renderer. The renderer subscribes with
// `bridge.on('onSessionChanged', handler)`; the payload is the whole new state, never a diff, so a
// late subscriber only needs the matching `get` call to catch up.
import { z } from 'zod';
import { defineEvent } from './define-event';
import { DrawerStatusViewSchema } from './views/cash';
import { PrintJobViewSchema } from './views/printing';
import { SessionSchema } from './views/session';

export const bridgeEvents = {
  onSessionChanged: defineEvent('onSessionChanged', {
    summary: 'Signed in or out, the platform or the store changed, or the token could not be renewed.',
    payload: SessionSchema,
  }),
  onPrintJobsChanged: defineEvent('onPrintJobsChanged', {
    summary: 'A print job was created or changed state: the job as it is now, and the most recent jobs.',
    payload: z.object({ job: PrintJobViewSchema, recent: z.array(PrintJobViewSchema) }),
  }),
  onDrawerStatusChanged: defineEvent('onDrawerStatusChanged', {
    summary: 'The drawer paired here was paired, unpaired, kicked open, or answered (or not) a status check.',
    payload: DrawerStatusViewSchema,
  }),
};
