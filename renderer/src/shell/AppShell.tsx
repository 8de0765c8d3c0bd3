// The frame around every workflow screen: top bar (store, user, role, sign-out), navigation by role,
// an offline banner that leaves the screen usable, and the status bar.
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { routesFor } from '../routes';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { useMessages } from '../i18n/I18nProvider';
import { Banner, Button, Icon, matchesShortcut } from '../ui';
import { keysHeldFrom } from '../ui/dialog-scope';
import { isOffline } from './connectivity';
import { CounterModeDialog } from '../features/signin/CounterModeDialog';
import { StaffPinDialog } from '../features/signin/StaffPinDialog';
import { OutboxDialog } from './OutboxDialog';
import { roleLabel } from './roles';
import { StatusAnnouncements } from './StatusAnnouncements';
import { StatusBar } from './StatusBar';
import './shell.css';
import './reflow.css';

export function AppShell() {
  const { user, store, route, session, sync, training } = usePosStore(
    useShallow((state) => ({
      training: state.training,
      user: state.session?.user ?? null,
      store: state.session?.store ?? null,
      route: state.route,
      session: state.session,
      sync: state.sync,
    })),
  );
  const api = usePosStoreApi();
  const t = useMessages();
  const [outboxOpen, setOutboxOpen] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [counterModeOpen, setCounterModeOpen] = useState(false);
  const permissions = user?.permissions;
  const routes = useMemo(() => (permissions ? routesFor(permissions) : []), [permissions]);
  const current = routes.find((candidate) => candidate.id === route) ?? routes[0];

  // Whether the platform is a training tenant, asked again for each user and platform.
  const username = user?.username;
  const platformUrl = session?.platform.url;
  useEffect(() => {
    if (username) void api.getState().loadTraining();
  }, [api, username, platformUrl]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || keysHeldFrom(null)) return;
      if (matchesShortcut(event, 'Ctrl+L')) {
        // Stepping away from the counter: one key locks the screen.
        event.preventDefault();
        void api.getState().lockScreen();
        return;
      }
      const target = routes.find((candidate) => matchesShortcut(event, candidate.shortcut));
      if (!target) return;
      event.preventDefault();
      api.getState().navigate(target.id);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [routes, api]);

  if (!user || !store || !current) return null;
  const Screen = current.Screen;
  const offline = isOffline(session, sync);

  return (
    <div className="app-shell">
      <header className="top-bar" aria-label={t('shell.topBar')}>
        <div className="brand">
          <span className="brand__mark">
            <Icon name="store" size={18} />
          </span>
          {t('shell.brand')}
        </div>
        {training ? (
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
        ) : null}
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
        <div className="top-bar__user" aria-label={t('shell.user')}>
          <span className="top-bar__user-name">
            <strong translate="no">{user.username}</strong>
            <span className="top-bar__store-meta">{t(roleLabel(user))}</span>
          </span>
          <span className="top-bar__avatar" aria-hidden="true">
            {user.username.slice(0, 1)}
          </span>
          {session?.counterMode || user.permissions.manageCash ? (
            <Button variant="ghost" size="small" onClick={() => setCounterModeOpen(true)}>
              {session?.counterMode ? t('shell.counterMode.leave') : t('shell.counterMode.open')}
            </Button>
          ) : null}
          <Button variant="ghost" size="small" onClick={() => setPinOpen(true)}>
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
          <Button
            variant="secondary"
            size="small"
            icon="signOut"
            onClick={() => void api.getState().signOut()}
          >
            {t('shell.signOut')}
          </Button>
        </div>
      </header>
      <StaffPinDialog open={pinOpen} onClose={() => setPinOpen(false)} />
      <CounterModeDialog open={counterModeOpen} onClose={() => setCounterModeOpen(false)} />

      <nav className="side-nav" aria-label={t('shell.nav')}>
        <div className="side-nav__heading">{t('shell.nav.heading')}</div>
        {routes.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            className="side-nav__item"
            aria-current={candidate.id === current.id ? 'page' : undefined}
            aria-keyshortcuts={candidate.shortcut}
            onClick={() => api.getState().navigate(candidate.id)}
          >
            <Icon name={candidate.icon} size={20} />
            <span className="side-nav__label">{t(candidate.label)}</span>
            <kbd className="side-nav__shortcut" aria-hidden="true">
              {candidate.shortcut}
            </kbd>
          </button>
        ))}
      </nav>

      <main className="workspace" aria-label={t(current.label)}>
        {offline ? (
          <div className="workspace__banner">
            <Banner
              tone="warning"
              icon="offline"
              title={t('shell.offline.title')}
              actions={
                <Button size="small" icon="sync" onClick={() => void reconnect(api.getState())}>
                  {t('shell.offline.retry')}
                </Button>
              }
            >
              {t('shell.offline.message')}
            </Banner>
          </div>
        ) : null}
        <div className="workspace__screen">
          <Screen />
        </div>
      </main>

      <StatusBar onShowOutbox={() => setOutboxOpen(true)} />
      <StatusAnnouncements />
      <OutboxDialog open={outboxOpen} onClose={() => setOutboxOpen(false)} />
    </div>
  );
}

/** "Try again now": a sync asks the platform again (and sends what waits); the session follows. */
async function reconnect(state: { syncNow(): Promise<boolean>; loadSession(): Promise<void> }) {
  await state.syncNow();
  await state.loadSession();
}
