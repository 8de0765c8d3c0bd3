// One answer to "are we offline?" for the banner and the status bar: the sync's connectivity (it probes the
// platform) or, before the sync knows, the session's last call.
import type { Session } from '../../../shared/bridge/views/session';
import type { SyncState } from '../../../shared/bridge/views/sync';

export function isOffline(session: Session | null, sync: SyncState | null): boolean {
  if (sync && sync.connectivity !== 'unknown') return sync.connectivity === 'offline';
  if (sync?.phase === 'offline') return true;
  return session?.platform.reachable === false;
}
