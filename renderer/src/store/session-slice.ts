// Who is signed in, on which platform, in which store, with which locale — mirrored from the main process
// (session.* calls and the onSessionChanged event, which always carries the whole session).
import type { Session, StoreSummary } from '../../../shared/bridge/views/session';
// The actions live in store/session/ (following the session, signing in, store and locale).
import { sessionFollowActions } from './session/session-follow-actions';
import { sessionSignInActions } from './session/session-sign-in-actions';
import { sessionStoreActions } from './session/session-store-actions';
import { createSessionUpdates } from './session/session-updates';
import { IDLE, type ActionStatus, type PosSliceCreator } from './slice';

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
  const updates = createSessionUpdates(set);
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
    ...sessionFollowActions(bridge, updates)(set, get),
    ...sessionSignInActions(bridge, updates)(set, get),
    ...sessionStoreActions(bridge, updates)(set, get),
  };
};
