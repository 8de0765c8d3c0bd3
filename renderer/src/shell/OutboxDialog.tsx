// The changes made here that the platform has not taken yet: waiting ones are sent by themselves; refused
// ones say why and can be sent again (after fixing the cause) or given up.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { Button, DateText, Dialog, EmptyState, StatusBadge } from '../ui';

export function OutboxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = usePosStoreApi();
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
      title="Changes waiting for the platform"
      wide
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {action.error ? <p role="alert">{action.error.message}</p> : null}
      {entries.length === 0 ? (
        <EmptyState
          icon="check"
          title="Everything is sent"
          message="The platform has every change made on this workstation."
        />
      ) : (
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
          aria-label="Outbox"
        >
          {entries.map((entry) => (
            <li
              key={entry.seq}
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'center',
                borderBottom: '1px solid var(--color-border)',
                paddingBottom: 12,
              }}
            >
              <div style={{ flex: 1 }}>
                <div style={{ fontWeight: 600 }}>{entry.summary}</div>
                <div style={{ color: 'var(--color-text-muted)', fontSize: 'var(--font-size-sm)' }}>
                  <DateText value={entry.createdAt} style="short" />
                  {entry.enqueuedBy ? ` · ${entry.enqueuedBy}` : ''} · {entry.attempts} attempt
                  {entry.attempts === 1 ? '' : 's'}
                </div>
                {entry.lastError && entry.state === 'failed' ? (
                  <div style={{ color: 'var(--color-danger)', fontSize: 'var(--font-size-sm)' }}>
                    {entry.lastError.message}
                  </div>
                ) : null}
              </div>
              {entry.state === 'failed' ? (
                <>
                  <StatusBadge tone="danger">Refused</StatusBadge>
                  <Button size="small" onClick={() => void api.getState().retryOutboxEntry(entry.seq)}>
                    Send again
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => void api.getState().discardOutboxEntry(entry.seq)}
                  >
                    Give up
                  </Button>
                </>
              ) : (
                <StatusBadge tone="info">Waiting</StatusBadge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
