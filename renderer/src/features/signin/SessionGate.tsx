// Decides what the workstation shows: the sign-in, the lock screen, the store picker, the first sync, or
// the working app (its children); it also runs the idle timer that locks the screen. It follows the session pushed by the main process, so a sign-out or an expired token
// anywhere brings the sign-in back.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { StoreSummary } from '../../../../shared/bridge/views/session';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { ErrorState, LoadingBlock, errorWhatToDo } from '../../ui';
import { useIdleLock } from '../../shell/use-idle-lock';
import { FirstSyncScreen } from './FirstSyncScreen';
import { LockScreen } from './LockScreen';
import { SignInScreen } from './SignInScreen';
import { StorePickerScreen } from './StorePickerScreen';

export function SessionGate({ children }: { children: ReactNode }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { session, sessionLoad, choosingStore } = usePosStore(
    useShallow((state) => ({
      session: state.session,
      sessionLoad: state.sessionLoad,
      choosingStore: state.choosingStore,
    })),
  );
  const [syncingStore, setSyncingStore] = useState<StoreSummary | null>(null);
  const signedIn = Boolean(session?.user);

  useEffect(() => api.getState().startSession(), [api]);
  useIdleLock();
  useEffect(() => {
    if (signedIn) return api.getState().startSync();
  }, [api, signedIn]);

  const finishSync = useCallback(() => setSyncingStore(null), []);
  // The first sync is shown from the moment the session has the new store (never the shell before it).
  const chosen = useCallback(() => api.getState().setChoosingStore(false), [api]);

  if (!session) {
    if (sessionLoad.status === 'failed' && sessionLoad.error) {
      return (
        <div className="full-page-state">
          <ErrorState
            title={t('signin.cannotStart')}
            message={sessionLoad.error.message}
            whatToDo={errorWhatToDo(sessionLoad.error)}
            code={sessionLoad.error.code}
            values={sessionLoad.error.values}
            onRetry={() => void api.getState().loadSession()}
          />
        </div>
      );
    }
    return (
      <div className="full-page-state">
        <LoadingBlock label={t('signin.starting')} />
      </div>
    );
  }
  if (!session.user) return <SignInScreen />;
  // Before anything of the store: a locked screen renders none of the screens behind it.
  if (session.lock.locked) return <LockScreen />;
  if (!session.store || choosingStore) {
    return (
      <StorePickerScreen
        onChoosing={setSyncingStore}
        onChosen={chosen}
        onCancel={session.store ? () => api.getState().setChoosingStore(false) : undefined}
      />
    );
  }
  if (syncingStore) return <FirstSyncScreen store={syncingStore} onDone={finishSync} />;
  return <>{children}</>;
}
