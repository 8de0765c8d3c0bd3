// The shared counter's screen lock, staff PINs and counter mode, on top of the session (every call answers the whole
// session, which replaces the one the session slice holds): lock by hand or after the idle time, unlock as
// the same associate, switch to another associate, set or remove one's own PIN.
import type { Credential } from '../../../shared/bridge/calls/session';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export interface LockSlice {
  unlockStatus: ActionStatus;
  switchStatus: ActionStatus;
  pinStatus: ActionStatus;
  counterModeStatus: ActionStatus;

  /** Locks the screen now (the lock button, or the idle timer). */
  lockScreen(): Promise<void>;
  unlock(credential: Credential): Promise<boolean>;
  switchUser(username: string, credential: Credential): Promise<boolean>;
  setPin(pin: string, password: string): Promise<boolean>;
  removePin(password: string): Promise<boolean>;
  /** Counter mode on or off; an associate needs a manager's credentials (`approver`). */
  setCounterMode(enabled: boolean, approver?: { username: string; password: string }): Promise<boolean>;
  clearLockErrors(): void;
}

type LockStatusKey = 'unlockStatus' | 'switchStatus' | 'pinStatus' | 'counterModeStatus';

/** A state change that sets one of the lock statuses. */
function statusChange(
  key: LockStatusKey,
  status: ActionStatus,
): Partial<Record<LockStatusKey, ActionStatus>> {
  const change: Partial<Record<LockStatusKey, ActionStatus>> = {};
  change[key] = status;
  return change;
}

export const createLockSlice: PosSliceCreator<LockSlice> = (bridge) => (set) => {
  /** Runs a session call, keeping its status under `key`; the answer is the new session. */
  async function run(
    key: LockStatusKey,
    call: () => ReturnType<typeof bridge.session.get>,
  ): Promise<boolean> {
    set(statusChange(key, PENDING));
    try {
      const session = await call();
      set({ session, ...statusChange(key, DONE) });
      return true;
    } catch (error) {
      set(statusChange(key, failed(error)));
      return false;
    }
  }

  return {
    unlockStatus: IDLE,
    switchStatus: IDLE,
    pinStatus: IDLE,
    counterModeStatus: IDLE,

    async lockScreen() {
      try {
        set({ session: await bridge.session.lock(), unlockStatus: IDLE, switchStatus: IDLE });
      } catch {
        // Nobody signed in any more (the session ended meanwhile): the sign-in is shown instead.
      }
    },

    unlock: (credential) => run('unlockStatus', () => bridge.session.unlock({ credential })),
    switchUser: (username, credential) =>
      run('switchStatus', () => bridge.session.switchUser({ username, credential })),
    setPin: (pin, password) => run('pinStatus', () => bridge.session.setPin({ pin, password })),
    removePin: (password) => run('pinStatus', () => bridge.session.removePin({ password })),
    setCounterMode: (enabled, approver) =>
      run('counterModeStatus', () =>
        bridge.session.setCounterMode(approver ? { enabled, approver } : { enabled }),
      ),

    clearLockErrors() {
      set({ unlockStatus: IDLE, switchStatus: IDLE, pinStatus: IDLE, counterModeStatus: IDLE });
    },
  };
};
