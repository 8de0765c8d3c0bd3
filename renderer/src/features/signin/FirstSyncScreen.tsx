// Step 3: the sync after choosing a store (the host runs a full one for a store new to this workstation),
// so the screens start with the store's catalog, orders and drawers here. Progress comes from
// onSyncStateChanged; it can be left to finish in the background.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import type { StoreSummary } from '../../../../shared/bridge/views/session';
import type { SyncState } from '../../../../shared/bridge/views/sync';
import { SYNC_STEPS } from '../../shell/sync-progress';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, ErrorState, Icon, Spinner, formatNumber, useErrorText, useLocale } from '../../ui';
import { SignInLayout } from './SignInLayout';

export function FirstSyncScreen({ store, onDone }: { store: StoreSummary; onDone: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { sync, syncRun } = usePosStore(
    useShallow((state) => ({ sync: state.sync, syncRun: state.syncRun })),
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Joins the sync the host started for the new store, or runs one.
    void api
      .getState()
      .syncNow()
      .then((ok) => {
        if (ok) onDone();
      });
  }, [api, onDone]);

  if (syncRun.status === 'failed' && syncRun.error) {
    return <SyncFailed store={store} error={syncRun.error} onDone={onDone} />;
  }

  const steps = stepStates(sync);
  return (
    <SignInLayout>
      <section className="signin-card" aria-labelledby="sync-title" aria-busy="true">
        <h1 className="signin-card__title" id="sync-title">
          {t('signin.sync.title', { store: store.label })}
        </h1>
        <p className="signin-card__subtitle">{t('signin.sync.subtitle')}</p>
        <ul className="sync-steps" aria-label={t('signin.sync.progress')}>
          {SYNC_STEPS.map((entry) => (
            <SyncStepItem key={entry.step} entry={entry} state={steps[entry.step]} sync={sync} />
          ))}
        </ul>
        <Button variant="ghost" onClick={onDone}>
          {t('signin.sync.continue')}
        </Button>
      </section>
    </SignInLayout>
  );
}

/** The sync failed: why, and trying again or carrying on without it. */
function SyncFailed({
  store,
  error,
  onDone,
}: {
  store: StoreSummary;
  error: BridgeError;
  onDone: () => void;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const errorText = useErrorText();
  return (
    <SignInLayout>
      <section className="signin-card" aria-labelledby="sync-title">
        <h1 className="visually-hidden" id="sync-title">
          {t('signin.sync.heading')}
        </h1>
        <ErrorState
          title={t('signin.sync.failed', { store: store.label })}
          message={error.message}
          whatToDo={t('signin.sync.failed.more', { advice: errorText.whatToDo(error) })}
          code={error.code}
          values={error.values}
          onRetry={() =>
            void api
              .getState()
              .syncNow()
              .then((ok) => ok && onDone())
          }
          actions={<Button onClick={onDone}>{t('signin.sync.skip')}</Button>}
        />
      </section>
    </SignInLayout>
  );
}

/** One step of the sync: done, running (with how far along) or waiting, said in words for screen readers. */
function SyncStepItem({
  entry: { step, label },
  state,
  sync,
}: {
  entry: (typeof SYNC_STEPS)[number];
  state: StepState | undefined;
  sync: SyncState | null;
}) {
  const t = useMessages();
  const locale = useLocale();
  const progress = sync?.progress?.step === step ? sync.progress : null;
  return (
    <li data-state={state}>
      {state === 'done' ? (
        <Icon name="check" className="sync-steps__done" />
      ) : state === 'running' ? (
        <Spinner size={20} label="" />
      ) : (
        <span className="sync-steps__waiting" aria-hidden="true" />
      )}
      <span>
        {t(label)}
        {progress && progress.total ? (
          <span className="sync-steps__count">
            {' '}
            {t('signin.sync.count', {
              done: formatNumber(progress.done, locale),
              total: formatNumber(progress.total, locale),
            })}
          </span>
        ) : null}
        {step === 'catalog' && state === 'done' && sync ? (
          <span className="sync-steps__count">
            {' '}
            {t('signin.sync.products', { count: sync.catalogProducts })}
          </span>
        ) : null}
      </span>
      <span className="visually-hidden">
        {state === 'done'
          ? t('signin.sync.done')
          : state === 'running'
            ? t('signin.sync.running')
            : t('signin.sync.waiting')}
      </span>
    </li>
  );
}

type StepState = 'done' | 'running' | 'waiting';

/** Steps before the running one are done; with no sync running, all are done once a sync completed. */
function stepStates(sync: SyncState | null): Record<string, StepState> {
  const current = sync?.progress ? SYNC_STEPS.findIndex((entry) => entry.step === sync.progress?.step) : -1;
  const states: Record<string, StepState> = {};
  SYNC_STEPS.forEach(({ step }, index) => {
    if (current === -1) states[step] = sync?.phase === 'idle' && sync.lastSyncedAt ? 'done' : 'waiting';
    else states[step] = index < current ? 'done' : index === current ? 'running' : 'waiting';
  });
  return states;
}
