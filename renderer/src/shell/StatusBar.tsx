// The strip at the bottom: is the platform reachable, when did the last sync end (or what the running one
// is doing), how many changes wait for the platform and how many it refused.
import { Children } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useIntlShape, useMessages } from '../i18n/I18nProvider';
import { usePosStore } from '../store/pos-store';
import { formatNumber, Icon, RelativeTime, StatusBadge, useErrorText, useLocale } from '../ui';
import { isOffline } from './connectivity';
import { progressText } from './sync-progress';

export function StatusBar({ onShowOutbox }: { onShowOutbox?: () => void }) {
  const locale = useLocale();
  const t = useMessages();
  const errorText = useErrorText();
  const { session, sync, outbox } = usePosStore(
    useShallow((state) => ({ session: state.session, sync: state.sync, outbox: state.outbox })),
  );
  const offline = isOffline(session, sync);
  const platform = session?.platform;
  const running = progressText(sync, (value) => formatNumber(value, locale), t);
  return (
    <footer className="status-bar" aria-label={t('status.region')}>
      <span className="status-bar__item">
        {offline ? (
          <StatusBadge tone="warning">{t('status.offline')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('status.online')}</StatusBadge>
        )}
      </span>
      <span className="status-bar__item">
        <Icon name="server" size={16} />
        {platform?.mode === 'embedded'
          ? t('status.platform.embedded')
          : (platform?.url ?? t('status.platform.none'))}
      </span>
      <span className="status-bar__item" aria-label={t('status.lastSync')}>
        <Icon name="sync" size={16} />
        {sync?.phase === 'syncing' ? (
          running ? (
            t('status.syncingStep', { step: running })
          ) : (
            t('status.syncing')
          )
        ) : sync?.lastSyncedAt ? (
          <SyncedAt at={sync.lastSyncedAt} />
        ) : (
          t('status.notSynced')
        )}
      </span>
      {sync?.lastError && sync.phase === 'error' ? (
        <span className="status-bar__item" title={errorText.message(sync.lastError)}>
          <StatusBadge tone="danger">{t('status.syncFailed')}</StatusBadge>
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
            {t('status.waiting', { count: outbox.pending })}{' '}
            <span className="visually-hidden">{t('status.waiting.more')}</span>
          </button>
          <button type="button" className="status-bar__button status-bar__item" onClick={onShowOutbox}>
            <StatusBadge tone={outbox.failed > 0 ? 'danger' : 'neutral'} plain>
              {outbox.failed}
            </StatusBadge>{' '}
            {t('status.refused', { count: outbox.failed })}{' '}
            <span className="visually-hidden">{t('status.refused.more')}</span>
          </button>
        </>
      ) : null}
    </footer>
  );
}

/** "Synced 2 minutes ago" in the language's word order, the relative time kept live inside the message. */
function SyncedAt({ at }: { at: string }) {
  const intl = useIntlShape();
  const parts = intl.formatMessage({ id: 'status.synced' }, { when: <RelativeTime value={at} /> });
  // toArray gives each part a key: the message is text, then the time element, then text.
  return <span>{Children.toArray(parts)}</span>;
}
