// Choosing the platform (a URL is checked first), signing in and out; each shows the session the main
// process answers, and a new user's session starts without the previous one's stores.
import { DONE, failed, IDLE, PENDING, type ActionGroup } from '../slice';
import type { SessionSlice } from '../session-slice';
import type { SessionUpdates } from './session-updates';

export const sessionSignInActions: ActionGroup<
  SessionSlice,
  'setPlatform' | 'signIn' | 'signOut' | 'clearSignInError',
  SessionUpdates
> = (bridge, updates) => (set) => ({
  async setPlatform(choice) {
    set({ platformChange: PENDING });
    try {
      updates.show(await bridge.session.setPlatform(choice), { platformChange: DONE, stores: [] });
      return true;
    } catch (error) {
      set({ platformChange: failed(error) });
      return false;
    }
  },

  async signIn(username, password) {
    set({ signInStatus: PENDING });
    try {
      updates.show(await bridge.session.signIn({ username, password }), {
        signInStatus: DONE,
        stores: [],
        sessionEnded: null,
      });
      return true;
    } catch (error) {
      set({ signInStatus: failed(error) });
      return false;
    }
  },

  async signOut() {
    updates.signingOut = true;
    try {
      updates.show(await bridge.session.signOut(), {
        stores: [],
        storesLoad: IDLE,
        signInStatus: IDLE,
        storeSelection: IDLE,
        sessionEnded: null,
      });
    } finally {
      updates.signingOut = false;
    }
  },

  clearSignInError() {
    set({ signInStatus: IDLE, platformChange: IDLE });
  },
});
