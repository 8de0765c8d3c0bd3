// Every push event the main process sends to the renderer. The renderer subscribes with
// `bridge.on('onSessionChanged', handler)`; the payload is the whole new state, never a diff, so a
// late subscriber only needs the matching `get` call to catch up.
import { defineEvent } from './define-event';
import { SessionSchema } from './views/session';

export const bridgeEvents = {
  onSessionChanged: defineEvent('onSessionChanged', {
    summary: 'Signed in or out, the platform or the store changed, or the token could not be renewed.',
    payload: SessionSchema,
  }),
};
