// The shell's top bar: the brand, the training badge on a training tenant, the store (and changing it), and
// who is signed in with what they can do about their session: counter mode, their PIN, lock, sign out.
import { useState } from 'react';
import type { SessionUser, StoreSummary } from '../../../shared/bridge/views/session';
import type { TrainingTenant } from '../../../shared/contract/training';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { useMessages } from '../i18n/I18nProvider';
import { Button, Icon } from '../ui';
import { CounterModeDialog } from '../features/signin/CounterModeDialog';
import { StaffPinDialog } from '../features/signin/StaffPinDialog';
import { roleLabel } from './roles';

export function TopBar({ user, store }: { user: SessionUser; store: StoreSummary }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const training = usePosStore((state) => state.training);
  const [pinOpen, setPinOpen] = useState(false);
  const [counterModeOpen, setCounterModeOpen] = useState(false);
  return (
    <>
      <header className="top-bar" aria-label={t('shell.topBar')}>
        <div className="brand">
          <span className="brand__mark">
            <Icon name="store" size={18} />
          </span>
          {t('shell.brand')}
        </div>
        {training ? <TrainingBadge training={training} /> : null}
        <div className="top-bar__store" aria-label={t('shell.store')}>
          <span className="top-bar__store-name" translate="no">
            {store.label}
          </span>
          <span className="top-bar__store-meta top-bar__store-place">
            {store.city}, {store.countryCode} · {store.storeId}
          </span>
          <Button variant="ghost" size="small" onClick={() => api.getState().setChoosingStore(true)}>
            {t('shell.changeStore')}
          </Button>
        </div>
        <span className="top-bar__spacer" />
        <UserArea
          user={user}
          onOpenPin={() => setPinOpen(true)}
          onOpenCounterMode={() => setCounterModeOpen(true)}
        />
      </header>
      {/* The dialogs sit beside the bar, not in it: a dialog is no part of the top bar's landmark. */}
      <StaffPinDialog open={pinOpen} onClose={() => setPinOpen(false)} />
      <CounterModeDialog open={counterModeOpen} onClose={() => setCounterModeOpen(false)} />
    </>
  );
}

/** Every screen says it is a training tenant, and how fast its simulated customers order. */
function TrainingBadge({ training }: { training: TrainingTenant }) {
  const t = useMessages();
  return (
    <div
      className="training-badge"
      role="note"
      aria-label={t('shell.training.label')}
      title={t('shell.training.title', { description: training.description })}
    >
      <Icon name="info" size={16} />
      <span>
        <strong>{t('shell.training.label')}</strong>
        <span className="training-badge__detail">
          {training.customer_simulator.orders_per_hour > 0
            ? t('shell.training.rate', { count: training.customer_simulator.orders_per_hour })
            : t('shell.training.paused')}
        </span>
      </span>
    </div>
  );
}

/** Who is signed in, and their session's buttons: counter mode, their PIN, lock, sign out. */
function UserArea({
  user,
  onOpenPin,
  onOpenCounterMode,
}: {
  user: SessionUser;
  onOpenPin: () => void;
  onOpenCounterMode: () => void;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const counterMode = usePosStore((state) => state.session?.counterMode ?? false);
  return (
    <div className="top-bar__user" aria-label={t('shell.user')}>
      <span className="top-bar__user-name">
        <strong translate="no">{user.username}</strong>
        <span className="top-bar__store-meta">{t(roleLabel(user))}</span>
      </span>
      <span className="top-bar__avatar" aria-hidden="true">
        {user.username.slice(0, 1)}
      </span>
      {counterMode || user.permissions.manageCash ? (
        <Button variant="ghost" size="small" onClick={onOpenCounterMode}>
          {counterMode ? t('shell.counterMode.leave') : t('shell.counterMode.open')}
        </Button>
      ) : null}
      <Button variant="ghost" size="small" onClick={onOpenPin}>
        {user.hasPin ? t('shell.pin.mine') : t('shell.pin.set')}
      </Button>
      <Button
        variant="secondary"
        size="small"
        icon="lock"
        aria-keyshortcuts="Control+L"
        onClick={() => void api.getState().lockScreen()}
      >
        {t('shell.lock')}
      </Button>
      <Button variant="secondary" size="small" icon="signOut" onClick={() => void api.getState().signOut()}>
        {t('shell.signOut')}
      </Button>
    </div>
  );
}
