// The frame around every workflow screen: top bar (store, user, role, sign-out), navigation by role,
// an offline banner that leaves the screen usable, and the status bar.
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { routesFor, type RouteDefinition } from '../routes';
import { usePosStore, usePosStoreApi } from '../store/pos-store';
import { useMessages } from '../i18n/I18nProvider';
import { Banner, Button, Icon } from '../ui';
import { isOffline } from './connectivity';
import { OutboxDialog } from './OutboxDialog';
import { StatusAnnouncements } from './StatusAnnouncements';
import { StatusBar } from './StatusBar';
import { TopBar } from './TopBar';
import { useShellShortcuts } from './use-shell-shortcuts';
import './shell.css';
import './reflow.css';

export function AppShell() {
  const { user, store, route, session, sync } = usePosStore(
    useShallow((state) => ({
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
  const permissions = user?.permissions;
  const routes = useMemo(() => (permissions ? routesFor(permissions) : []), [permissions]);
  const current = routes.find((candidate) => candidate.id === route) ?? routes[0];

  // Whether the platform is a training tenant, asked again for each user and platform.
  const username = user?.username;
  const platformUrl = session?.platform.url;
  useEffect(() => {
    if (username) void api.getState().loadTraining();
  }, [api, username, platformUrl]);
  useShellShortcuts(routes, api);

  if (!user || !store || !current) return null;
  const Screen = current.Screen;

  return (
    <div className="app-shell">
      <TopBar user={user} store={store} />

      <SideNav routes={routes} current={current} />

      <main className="workspace" aria-label={t(current.label)}>
        {isOffline(session, sync) ? <OfflineBanner /> : null}
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

/** The screens this person's role reaches, the current one marked, each with its shortcut. */
function SideNav({ routes, current }: { routes: readonly RouteDefinition[]; current: RouteDefinition }) {
  const api = usePosStoreApi();
  const t = useMessages();
  return (
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
  );
}

/** Offline: the screen stays usable below it; "Try again now" asks the platform again. */
function OfflineBanner() {
  const api = usePosStoreApi();
  const t = useMessages();
  return (
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
  );
}

/** "Try again now": a sync asks the platform again (and sends what waits); the session follows. */
async function reconnect(state: { syncNow(): Promise<boolean>; loadSession(): Promise<void> }) {
  await state.syncNow();
  await state.loadSession();
}
