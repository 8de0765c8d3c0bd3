// One answer to "are we offline?" for the banner and the status bar: the platform's last answer (session)
// or the sync's phase, whichever knows.
import type { Session } from '../../../shared/bridge/views/session';
import type { SyncState } from '../../../shared/bridge/views/sync';

export function isOffline(session: Session | null, sync: SyncState | null): boolean {
  if (sync?.phase === 'offline') return true;
  return session?.platform.reachable === false;
}
