// @vitest-environment jsdom
// The app shell around the workflow screens, on the real bridge: who is signed in where, navigation by
// role, and the status bar and offline banner as the session and sync states say.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/App';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
  // The store's first sync, done once: the status bar of every test has a last sync to show.
  const first = createPosStore(fixture.bridge());
  expect(await first.getState().signIn('manager', 'manager')).toBe(true);
  expect(await first.getState().selectStore('us-sfo-market')).toBe(true);
  expect(await first.getState().syncNow()).toBe(true);
}, 120_000);

// Each test starts from a window where the manager is signed in at Market Street (one test signs out).
beforeEach(async () => {
  store = createPosStore(fixture.bridge());
  await store.getState().loadSession();
  expect(await store.getState().signIn('manager', 'manager')).toBe(true);
  expect(await store.getState().selectStore('us-sfo-market')).toBe(true);
});

afterEach(cleanup);

afterAll(async () => {
  await fixture?.close();
});

const ANSWER = { timeout: 15_000 };

describe('the app shell', () => {
  it('shows the store, the user and role, and the manager navigation', async () => {
    render(<App store={store} />);
    const banner = await screen.findByRole('banner', { name: 'Workstation' }, ANSWER);
    expect(banner.textContent).toContain('Northwind Market Street');
    expect(banner.textContent).toContain('San Francisco, US');
    expect(banner.textContent).toContain('manager');
    expect(banner.textContent).toContain('Manager');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('button', { name: /Cash Management/ })).toBeTruthy();
    expect(within(navigation).queryByRole('button', { name: /Setup/ })).toBeNull();

    // Alt+2 opens the sale screen from anywhere.
    fireEvent.keyDown(window, { key: '2', altKey: true });
    expect(within(navigation).getByRole('button', { name: /Sale/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('main', { name: 'Sale' })).toBeTruthy();
    const status = screen.getByRole('contentinfo', { name: 'Status' });
    expect(status.textContent).toContain('Online');
    expect(status.textContent).toContain('Embedded platform');
  });

  it('says when the platform cannot be reached, and keeps the screen in place', async () => {
    render(<App store={store} />);
    await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
    // The manager is at the sale screen when the platform stops answering.
    fireEvent.keyDown(window, { key: '2', altKey: true });
    await waitFor(() => expect(store.getState().sync).not.toBeNull(), ANSWER);
    const sync = store.getState().sync;
    if (!sync) throw new Error('no sync state');
    // What onSyncStateChanged carries when the platform stops answering.
    act(() => store.setState({ sync: { ...sync, connectivity: 'offline', phase: 'offline' } }));

    expect(screen.getByText('Offline — keep working')).toBeTruthy();
    expect(screen.getByRole('contentinfo', { name: 'Status' }).textContent).toContain('Offline');
    expect(screen.getByRole('main', { name: 'Sale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again now' })).toBeTruthy();
    act(() => store.setState({ sync }));
    expect(screen.queryByText('Offline — keep working')).toBeNull();
  });

  it('shows the last sync in the locale and the changes waiting or refused', async () => {
    expect(await store.getState().setLocale('fr-CA')).toBe(true);
    try {
      await showsSyncAndOutboxInFrench();
    } finally {
      expect(await store.getState().setLocale('en-US')).toBe(true);
    }
  });

  async function showsSyncAndOutboxInFrench() {
    render(<App store={store} />);
    const status = await screen.findByRole('contentinfo', { name: 'État' }, ANSWER);
    const lastSync = within(status).getByLabelText('Dernière synchronisation');
    // The host synced the store when it was chosen; the status bar follows the sync events.
    await waitFor(() => expect(lastSync.textContent).toMatch(/^Synchronisé /), ANSWER);
    expect(within(status).getByRole('button', { name: '0 modification en attente d’envoi' })).toBeTruthy();
    expect(
      within(status).getByRole('button', { name: '0 modification refusée par la plateforme' }),
    ).toBeTruthy();

    // What onSyncStateChanged and onOutboxChanged carry later in the day.
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000 - 5_000).toISOString();
    const sync = store.getState().sync;
    if (!sync) throw new Error('no sync state');
    act(() =>
      store.setState({ sync: { ...sync, lastSyncedAt: twoMinutesAgo }, outbox: { pending: 2, failed: 1 } }),
    );
    expect(lastSync.textContent).toBe('Synchronisé il y a 2 minutes');
    expect(within(status).getByRole('button', { name: '2 modifications en attente d’envoi' })).toBeTruthy();
    expect(
      within(status).getByRole('button', { name: '1 modification refusée par la plateforme' }),
    ).toBeTruthy();

    act(() =>
      store.setState({
        sync: {
          ...sync,
          phase: 'syncing',
          progress: { kind: 'incremental', step: 'catalog', done: 1200, total: 3016 },
        },
      }),
    );
    const number = new Intl.NumberFormat('fr-CA');
    // The step and its count are worded by the catalog too.
    expect(lastSync.textContent).toBe(
      `Synchronisation : Catalogue ${number.format(1200)} sur ${number.format(3016)}`,
    );
  }

  it('speaks US Spanish: top bar, navigation and the Devices screen', async () => {
    expect(await store.getState().setLocale('es-US')).toBe(true);
    try {
      render(<App store={store} />);
      const banner = await screen.findByRole('banner', { name: 'Estación de trabajo' }, ANSWER);
      expect(within(banner).getByText('Gerente')).toBeTruthy();
      expect(within(banner).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
      expect(within(banner).getByRole('button', { name: 'Bloquear' })).toBeTruthy();
      const navigation = screen.getByRole('navigation', { name: 'Principal' });
      expect(within(navigation).getByRole('button', { name: /Manejo de caja/ })).toBeTruthy();
      fireEvent.click(within(navigation).getByRole('button', { name: /Dispositivos/ }));
      const devices = screen.getByRole('main', { name: 'Dispositivos' });
      await within(devices).findByRole('region', { name: 'Impresora de recibos' }, ANSWER);
      expect(
        within(devices).getByText(/Impresoras de esta estación en Northwind Market Street\./),
      ).toBeTruthy();
    } finally {
      expect(await store.getState().setLocale('en-US')).toBe(true);
    }
  });

  it('signs out from the top bar back to the sign-in screen', async () => {
    render(<App store={store} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }, ANSWER));
    await screen.findByRole('heading', { name: 'Sign in' }, ANSWER);
    expect(store.getState().session?.user).toBeNull();
  });
});
