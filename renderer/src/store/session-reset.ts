// The one place the renderer's state is reset for a new session. Everything a slice shows belongs to one
// signed-in user in one store on one platform; when any of the three changes, every slice's part goes back
// to its start in the same update that shows the new session, so no screen of the new session ever draws
// the previous one's figures (an associate after a manager never sees an expected amount hidden from them).
import type { Session } from '../../../shared/bridge/views/session';
import { cashSessionState } from './cash-slice';
import { devicesSessionState } from './devices-slice';
import { pickupSessionState } from './pickup-slice';
import type { PosState } from './pos-store';
import { printingSessionState } from './printing-slice';
import { reportsSessionState } from './reports-slice';
import { returnSetupSessionState } from './return-setup-slice';
import { returnsSessionState } from './returns-slice';
import { saleSessionState } from './sale-slice';
import { setupSessionState } from './setup-slice';
import { taxSetupSessionState } from './tax-setup-slice';

/** Who works where: `platform url|username@storeId` (empty parts while nobody is signed in or no store). */
export function sessionKeyOf(session: Session | null): string {
  if (!session) return '';
  // The embedded platform's address changes from launch to launch; it is still the same platform.
  const platform = session.platform.mode === 'url' ? (session.platform.url ?? '') : 'embedded';
  return `${platform}|${session.user?.username ?? ''}@${session.store?.storeId ?? ''}`;
}

/** Every slice's session part as it starts. */
export function freshSessionState(): Partial<PosState> {
  return {
    ...pickupSessionState(),
    ...saleSessionState(),
    ...returnsSessionState(),
    ...reportsSessionState(),
    ...cashSessionState(),
    ...printingSessionState(),
    ...setupSessionState(),
    ...taxSetupSessionState(),
    ...returnSetupSessionState(),
    ...devicesSessionState(),
  };
}

/**
 * The update that shows `session`: the session alone when it is the same user in the same store, else also
 * every slice's fresh session part and a new epoch (answers still travelling for the old one are dropped).
 */
export function sessionUpdate(state: PosState, session: Session): Partial<PosState> {
  const key = sessionKeyOf(session);
  if (key === state.sessionKey) return { session };
  return { ...freshSessionState(), session, sessionKey: key, sessionEpoch: state.sessionEpoch + 1 };
}
