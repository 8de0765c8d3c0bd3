// The changes made here that the platform has not taken yet: waiting ones are sent by themselves; refused
// ones say why and can be sent again (after fixing the cause) or given up.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { OutboxEntryView } from '../../../shared/bridge/views/sync';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { useMessages } from '../i18n/I18nProvider';
import { Button, DateText, Dialog, EmptyState, StatusBadge, errorMessage, useLocale } from '../ui';
import { outboxChangeText } from './outbox-change-text';

export function OutboxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { entries, action } = usePosStore(
    useShallow((state) => ({ entries: state.outboxEntries, action: state.outboxAction })),
  );
  useEffect(() => {
    if (open) void api.getState().loadOutbox();
  }, [open, api]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('shell.outbox.title')}
      wide
      footer={<Button onClick={onClose}>{t('shell.outbox.close')}</Button>}
    >
      {action.error ? <p role="alert">{errorMessage(action.error)}</p> : null}
      {entries.length === 0 ? (
        <EmptyState
          icon="check"
          title={t('shell.outbox.empty.title')}
          message={t('shell.outbox.empty.message')}
        />
      ) : (
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
          aria-label={t('shell.outbox.list')}
        >
          {entries.map((entry) => (
            <OutboxEntryItem key={entry.seq} entry={entry} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** One waiting or refused change: what it does in the session's language, when and by whom, why refused. */
function OutboxEntryItem({ entry }: { entry: OutboxEntryView }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const locale = useLocale();
  const drawers = usePosStore((state) => state.cashSettings?.drawers);
  const drawerName = (drawerId: string) => drawers?.find((drawer) => drawer.drawerId === drawerId)?.name;
  return (
    <li
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        borderBottom: '1px solid var(--color-border)',
        paddingBottom: 12,
      }}
    >
      <div style={{ flex: 1 }}>
        <div style={{ fontWeight: 600 }}>{outboxChangeText(t, locale, entry.change, drawerName)}</div>
        <div style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
          <DateText value={entry.createdAt} style="short" />
          {entry.enqueuedBy ? ` · ${entry.enqueuedBy}` : ''} ·{' '}
          {t('shell.outbox.attempts', { count: entry.attempts })}
        </div>
        {entry.lastError && entry.state === 'failed' ? (
          <div style={{ color: 'var(--color-danger)', fontSize: 'var(--font-size-sm)' }}>
            {errorMessage(entry.lastError)}
          </div>
        ) : null}
      </div>
      {entry.state === 'failed' ? (
        <>
          <StatusBadge tone="danger">{t('shell.outbox.refused')}</StatusBadge>
          <Button size="small" onClick={() => void api.getState().retryOutboxEntry(entry.seq)}>
            {t('shell.outbox.retry')}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => void api.getState().discardOutboxEntry(entry.seq)}
          >
            {t('shell.outbox.discard')}
          </Button>
        </>
      ) : (
        <StatusBadge tone="info">{t('shell.outbox.waiting')}</StatusBadge>
      )}
    </li>
  );
}
