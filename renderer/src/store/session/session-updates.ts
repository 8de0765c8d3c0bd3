// How every group of the session's actions shows a session the main process answered: through the one
// session reset (session-reset.ts), so another user, store or platform starts every slice afresh.
import type { Session } from '../../../../shared/bridge/views/session';
import type { PosState } from '../pos-store';
import { sessionUpdate } from '../session-reset';
import type { PosSet } from '../slice';

export interface SessionUpdates {
  /** Shows `session` (with `extra`), resetting every slice first when it is another user, store or platform. */
  show(session: Session, extra?: Partial<PosState>): void;
  /** True while this window signs out, so its own sign-out is not reported as a session that ended. */
  signingOut: boolean;
}

export function createSessionUpdates(set: PosSet): SessionUpdates {
  return {
    show(session, extra = {}) {
      set((state) => ({ ...sessionUpdate(state, session), ...extra }));
    },
    signingOut: false,
  };
}
