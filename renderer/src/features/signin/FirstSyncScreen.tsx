// Step 3: the first sync after choosing a store, so the screens start with the store's catalog, orders and
// drawers on this workstation. Progress comes from the sync state (onSyncStateChanged).
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { StoreSummary } from '../../../../shared/bridge/views/session';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, ErrorState, Icon, Spinner, errorWhatToDo, formatNumber, useLocale } from '../../ui';
import { SignInLayout } from './SignInLayout';

export function FirstSyncScreen({ store, onDone }: { store: StoreSummary; onDone: () => void }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const { sync, syncRun } = usePosStore(
    useShallow((state) => ({ sync: state.sync, syncRun: state.syncRun })),
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void api
      .getState()
      .syncNow()
      .then((ok) => {
        if (ok) onDone();
      });
  }, [api, onDone]);

  if (syncRun.status === 'failed' && syncRun.error) {
    return (
      <SignInLayout>
        <section className="signin-card" aria-labelledby="sync-title">
          <h1 className="visually-hidden" id="sync-title">
            First sync
          </h1>
          <ErrorState
            title={`${store.label} could not be synced`}
            message={syncRun.error.message}
            whatToDo={`${errorWhatToDo(syncRun.error)} You can also start now and let the sync finish in the background.`}
            code={syncRun.error.code}
            onRetry={() =>
              void api
                .getState()
                .syncNow()
                .then((ok) => ok && onDone())
            }
            actions={<Button onClick={onDone}>Continue without it</Button>}
          />
        </section>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout>
      <section className="signin-card" aria-labelledby="sync-title" aria-busy="true">
        <h1 className="signin-card__title" id="sync-title">
          Getting {store.label} ready
        </h1>
        <p className="signin-card__subtitle">
          The store&apos;s catalog, orders and drawers are copied to this workstation so it keeps working
          offline.
        </p>
        <ul className="sync-steps" aria-label="Sync progress">
          <li>
            <Icon name="check" className="sync-steps__done" /> Store selected: {store.label}
          </li>
          <li>
            {sync && sync.catalogProducts > 0 ? (
              <Icon name="check" className="sync-steps__done" />
            ) : (
              <Spinner size={20} label="" />
            )}
            Catalog: {formatNumber(sync?.catalogProducts ?? 0, locale)} products
          </li>
          <li>
            <Spinner size={20} label="" />{' '}
            {sync?.phase === 'syncing' ? 'Syncing orders and cash drawers…' : 'Starting the sync…'}
          </li>
        </ul>
        <Button variant="ghost" onClick={onDone}>
          Continue while it syncs
        </Button>
      </section>
    </SignInLayout>
  );
}
