// The strip at the bottom: is the platform reachable, when did the last sync end (or what the running one
// is doing), how many changes wait for the platform and how many it refused.
import { useShallow } from 'zustand/react/shallow';
import { usePosStore } from '../store/pos-store';
import { formatNumber, Icon, RelativeTime, StatusBadge, useLocale } from '../ui';
import { isOffline } from './connectivity';
import { progressText } from './sync-progress';

export function StatusBar({ onShowOutbox }: { onShowOutbox?: () => void }) {
  const locale = useLocale();
  const { session, sync, outbox } = usePosStore(
    useShallow((state) => ({ session: state.session, sync: state.sync, outbox: state.outbox })),
  );
  const offline = isOffline(session, sync);
  const platform = session?.platform;
  const running = progressText(sync, (value) => formatNumber(value, locale));
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
      <span className="status-bar__item" aria-label="Last sync">
        <Icon name="sync" size={16} />
        {sync?.phase === 'syncing' ? (
          `Syncing${running ? `: ${running}` : '…'}`
        ) : sync?.lastSyncedAt ? (
          <span>
            Synced <RelativeTime value={sync.lastSyncedAt} />
          </span>
        ) : (
          'Not synced yet'
        )}
      </span>
      {sync?.lastError && sync.phase === 'error' ? (
        <span className="status-bar__item" title={sync.lastError.message}>
          <StatusBadge tone="danger">Sync failed</StatusBadge>
        </span>
      ) : null}
      <span className="status-bar__spacer" />
      {outbox ? (
        <>
          {/* The name is what the button shows, completed for screen readers (WCAG 2.5.3: a person who
              says "click 2 changes waiting" finds it). */}
          <button type="button" className="status-bar__button status-bar__item" onClick={onShowOutbox}>
            <StatusBadge tone={outbox.pending > 0 ? 'info' : 'neutral'} plain>
              {outbox.pending}
            </StatusBadge>{' '}
            {outbox.pending === 1 ? 'change' : 'changes'} waiting{' '}
            <span className="visually-hidden">to be sent</span>
          </button>
          <button type="button" className="status-bar__button status-bar__item" onClick={onShowOutbox}>
            <StatusBadge tone={outbox.failed > 0 ? 'danger' : 'neutral'} plain>
              {outbox.failed}
            </StatusBadge>{' '}
            {outbox.failed === 1 ? 'change' : 'changes'} refused{' '}
            <span className="visually-hidden">by the platform</span>
          </button>
        </>
      ) : null}
    </footer>
  );
}
