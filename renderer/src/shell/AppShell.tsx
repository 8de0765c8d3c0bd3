// The frame around every workflow screen: top bar (store, user, role, sign-out), navigation by role,
// an offline banner that leaves the screen usable, and the status bar.
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { routesFor } from '../routes';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
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
      <header className="top-bar" aria-label="Workstation">
        <div className="brand">
          <span className="brand__mark">
            <Icon name="store" size={18} />
          </span>
          Associate POS
        </div>
        {training ? (
          <div
            className="training-badge"
            role="note"
            aria-label="Training tenant"
            title={`Training tenant: ${training.description}. Customers and their orders are simulated.`}
          >
            <Icon name="info" size={16} />
            <span>
              <strong>Training tenant</strong>
              <span className="training-badge__detail">
                {training.customer_simulator.orders_per_hour > 0
                  ? `Customers: ${training.customer_simulator.orders_per_hour}/h per store`
                  : 'Customers paused'}
              </span>
            </span>
          </div>
        ) : null}
        <div className="top-bar__store" aria-label="Store">
          <span className="top-bar__store-name">{store.label}</span>
          <span className="top-bar__store-meta top-bar__store-place">
            {store.city}, {store.countryCode} · {store.storeId}
          </span>
          <Button variant="ghost" size="small" onClick={() => api.getState().setChoosingStore(true)}>
            Change store
          </Button>
        </div>
        <span className="top-bar__spacer" />
        <div className="top-bar__user" aria-label="Signed in user">
          <span className="top-bar__user-name">
            <strong>{user.username}</strong>
            <span className="top-bar__store-meta">{roleLabel(user)}</span>
          </span>
          <span className="top-bar__avatar" aria-hidden="true">
            {user.username.slice(0, 1)}
          </span>
          {session?.counterMode || user.permissions.manageCash ? (
            <Button variant="ghost" size="small" onClick={() => setCounterModeOpen(true)}>
              {session?.counterMode ? 'Leave counter mode' : 'Counter mode'}
            </Button>
          ) : null}
          <Button variant="ghost" size="small" onClick={() => setPinOpen(true)}>
            {user.hasPin ? 'My PIN' : 'Set PIN'}
          </Button>
          <Button
            variant="secondary"
            size="small"
            icon="lock"
            aria-keyshortcuts="Control+L"
            onClick={() => void api.getState().lockScreen()}
          >
            Lock
          </Button>
          <Button
            variant="secondary"
            size="small"
            icon="signOut"
            onClick={() => void api.getState().signOut()}
          >
            Sign out
          </Button>
        </div>
      </header>
      <StaffPinDialog open={pinOpen} onClose={() => setPinOpen(false)} />
      <CounterModeDialog open={counterModeOpen} onClose={() => setCounterModeOpen(false)} />

      <nav className="side-nav" aria-label="Main">
        <div className="side-nav__heading">Workflows</div>
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
            <span className="side-nav__label">{candidate.label}</span>
            <kbd className="side-nav__shortcut" aria-hidden="true">
              {candidate.shortcut}
            </kbd>
          </button>
        ))}
      </nav>

      <main className="workspace" aria-label={current.label}>
        {offline ? (
          <div className="workspace__banner">
            <Banner
              tone="warning"
              icon="offline"
              title="Offline — keep working"
              actions={
                <Button size="small" icon="sync" onClick={() => void reconnect(api.getState())}>
                  Try again now
                </Button>
              }
            >
              The platform does not answer. Pickups, sales and cash work on this workstation and are sent when
              it is back.
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
