// The strip at the bottom: is the platform reachable, when did the last sync end, how many changes wait
// for the platform and how many it refused (from the sync events; see store/sync-slice.ts).
import { useShallow } from 'zustand/react/shallow';
import { usePosStore } from '../store/pos-store';
import { Icon, RelativeTime, StatusBadge } from '../ui';
import { isOffline } from './connectivity';

export function StatusBar({ onShowOutbox }: { onShowOutbox?: () => void }) {
  const { session, sync, outbox, syncAvailable } = usePosStore(
    useShallow((state) => ({
      session: state.session,
      sync: state.sync,
      outbox: state.outbox,
      syncAvailable: state.syncAvailable,
    })),
  );
  const offline = isOffline(session, sync);
  const platform = session?.platform;
  return (
    <footer className="status-bar" aria-label="Status">
      <span className="status-bar__item">
        {offline ? (
          <StatusBadge tone="warning">Offline</StatusBadge>
        ) : (
          <StatusBadge tone="success">Online</StatusBadge>
        )}
      </span>
      <span className="status-bar__item">
        <Icon name="server" size={16} />
        {platform?.mode === 'embedded' ? 'Embedded platform' : (platform?.url ?? 'No platform')}
      </span>
      {syncAvailable ? (
        <span className="status-bar__item" aria-label="Last sync">
          <Icon name="sync" size={16} />
          {sync?.phase === 'syncing' ? (
            'Syncing…'
          ) : sync?.lastSyncedAt ? (
            <span>
              Synced <RelativeTime value={sync.lastSyncedAt} />
            </span>
          ) : (
            'Not synced yet'
          )}
        </span>
      ) : null}
      <span className="status-bar__spacer" />
      {outbox ? (
        <>
          <button
            type="button"
            className="status-bar__button status-bar__item"
            onClick={onShowOutbox}
            aria-label={`${outbox.pending} changes waiting to be sent`}
          >
            <StatusBadge tone={outbox.pending > 0 ? 'info' : 'neutral'} plain>
              {outbox.pending}
            </StatusBadge>
            waiting
          </button>
          <button
            type="button"
            className="status-bar__button status-bar__item"
            onClick={onShowOutbox}
            aria-label={`${outbox.failed} changes refused by the platform`}
          >
            <StatusBadge tone={outbox.failed > 0 ? 'danger' : 'neutral'} plain>
              {outbox.failed}
            </StatusBadge>
            refused
          </button>
        </>
      ) : null}
    </footer>
  );
}
