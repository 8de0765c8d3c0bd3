// Who is signed in, on which platform, in which store, with which locale — mirrored from the main process
// (session.* calls and the onSessionChanged event, which always carries the whole session).
import type { Session, StoreSummary } from '../../../shared/bridge/views/session';
import type { PosState } from './pos-store';
import { sessionUpdate } from './session-reset';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export type PlatformChoice = { mode: 'embedded' } | { mode: 'url'; url: string };

export interface SessionSlice {
  /** null until the first session.get answered. */
  session: Session | null;
  /** Who works where (session-reset.ts); every slice's session part starts afresh when it changes. */
  sessionKey: string;
  /** Counts the sessions shown so far: an answer asked for in an earlier one is dropped (sameSession). */
  sessionEpoch: number;
  sessionLoad: ActionStatus;
  /** The stores the signed-in user may work in (loaded by loadStores). */
  stores: StoreSummary[];
  storesLoad: ActionStatus;
  platformChange: ActionStatus;
  signInStatus: ActionStatus;
  storeSelection: ActionStatus;
  localeChange: ActionStatus;
  /** Who was signed out without signing out here (token refused, or another window signed out); null otherwise. */
  sessionEnded: string | null;

  /** Reads the session and follows onSessionChanged; returns the function that stops following. */
  startSession(): () => void;
  loadSession(): Promise<void>;
  /** Switches platform (a URL is checked first); the error names the `url` field when nothing answers. */
  setPlatform(choice: PlatformChoice): Promise<boolean>;
  signIn(username: string, password: string): Promise<boolean>;
  signOut(): Promise<void>;
  loadStores(): Promise<void>;
  selectStore(storeId: string): Promise<boolean>;
  setLocale(locale: string): Promise<boolean>;
  clearSignInError(): void;
}

export const createSessionSlice: PosSliceCreator<SessionSlice> = (bridge) => (set, get) => {
  // True while this window signs out, so its own sign-out is not reported as a session that ended.
  let signingOut = false;

  /** Shows `session` (with `extra`), resetting every slice first when it is another user, store or platform. */
  function show(session: Session, extra: Partial<PosState> = {}): void {
    set((state) => ({ ...sessionUpdate(state, session), ...extra }));
  }

  return {
    session: null,
    sessionKey: '',
    sessionEpoch: 0,
    sessionLoad: IDLE,
    stores: [],
    storesLoad: IDLE,
    platformChange: IDLE,
    signInStatus: IDLE,
    storeSelection: IDLE,
    localeChange: IDLE,
    sessionEnded: null,

    startSession() {
      const unsubscribe = bridge.on('onSessionChanged', (session) => {
        const before = get().session?.user;
        const ended = before && !session.user && !signingOut ? before.username : null;
        show(session, ended ? { sessionEnded: ended } : {});
      });
      void get().loadSession();
      return unsubscribe;
    },

    async loadSession() {
      set({ sessionLoad: PENDING });
      try {
        show(await bridge.session.get(), { sessionLoad: DONE });
      } catch (error) {
        set({ sessionLoad: failed(error) });
      }
    },

    async setPlatform(choice) {
      set({ platformChange: PENDING });
      try {
        show(await bridge.session.setPlatform(choice), { platformChange: DONE, stores: [] });
        return true;
      } catch (error) {
        set({ platformChange: failed(error) });
        return false;
      }
    },

    async signIn(username, password) {
      set({ signInStatus: PENDING });
      try {
        show(await bridge.session.signIn({ username, password }), {
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
      signingOut = true;
      try {
        show(await bridge.session.signOut(), {
          stores: [],
          storesLoad: IDLE,
          signInStatus: IDLE,
          storeSelection: IDLE,
          sessionEnded: null,
        });
      } finally {
        signingOut = false;
      }
    },

    async loadStores() {
      set({ storesLoad: PENDING });
      try {
        const { stores } = await bridge.session.listStores();
        set({ stores, storesLoad: DONE });
      } catch (error) {
        set({ storesLoad: failed(error) });
      }
    },

    async selectStore(storeId) {
      set({ storeSelection: PENDING });
      try {
        show(await bridge.session.selectStore({ storeId }), { storeSelection: DONE });
        return true;
      } catch (error) {
        set({ storeSelection: failed(error) });
        return false;
      }
    },

    async setLocale(locale) {
      try {
        show(await bridge.session.setLocale({ locale }), { localeChange: DONE });
        return true;
      } catch (error) {
        set({ localeChange: failed(error) });
        return false;
      }
    },

    clearSignInError() {
      set({ signInStatus: IDLE, platformChange: IDLE });
    },
  };
};
