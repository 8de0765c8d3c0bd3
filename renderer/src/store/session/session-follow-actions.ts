// Mirroring the main process's session: read once, then followed through onSessionChanged (which always
// carries the whole session). A user gone without signing out here is reported as a session that ended.
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { SessionSlice } from '../session-slice';
import type { SessionUpdates } from './session-updates';

export const sessionFollowActions: ActionGroup<
  SessionSlice,
  'startSession' | 'loadSession',
  SessionUpdates
> = (bridge, updates) => (set, get) => ({
  startSession() {
    const unsubscribe = bridge.on('onSessionChanged', (session) => {
      const before = get().session?.user;
      const ended = before && !session.user && !updates.signingOut ? before.username : null;
      updates.show(session, ended ? { sessionEnded: ended } : {});
    });
    void get().loadSession();
    return unsubscribe;
  },

  async loadSession() {
    set({ sessionLoad: PENDING });
    try {
      updates.show(await bridge.session.get(), { sessionLoad: DONE });
    } catch (error) {
      set({ sessionLoad: failed(error) });
    }
  },
});
