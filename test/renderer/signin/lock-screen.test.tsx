// @vitest-environment jsdom
// The locked counter on the real bridge to a real host and the demo tenant: nothing of the store shows
// while it is locked; the associate's PIN unlocks it; another associate switches in; a wrong PIN says so.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/App';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
const ANSWER = { timeout: 15_000 };

beforeAll(async () => {
  fixture = await startBridgeFixture();
  await fixture.host.call('session.signIn', { username: 'associate', password: 'associate' });
  await fixture.host.call('session.setPin', { pin: '4071', password: 'associate' });
  await fixture.host.call('session.selectStore', { storeId: 'ca-tor-yorkdale' });
});

// Each test starts with the associate at Yorkdale, whatever the test before it left (one switches the
// manager in).
beforeEach(async () => {
  await fixture.host.call('session.switchUser', {
    username: 'associate',
    credential: { method: 'pin', pin: '4071' },
  });
  await fixture.host.call('session.selectStore', { storeId: 'ca-tor-yorkdale' });
});

afterEach(() => cleanup());
afterAll(async () => fixture?.close());

async function openLocked() {
  await fixture.host.call('session.lock');
  render(<App bridge={fixture.bridge()} />);
  return screen.findByRole('heading', { name: 'Workstation locked' }, ANSWER);
}

describe('the lock screen', () => {
  it('shows who is signed in and none of the store: no navigation, no workflow screen', async () => {
    await openLocked();
    expect(screen.getByText('associate', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('main', { name: /Pickup|Sale|Cash/ })).toBeNull();
  });

  it('refuses a wrong PIN under the field, then unlocks with the right one', async () => {
    await openLocked();
    const form = screen.getByRole('form', { name: 'Unlock as associate' });
    fireEvent.change(within(form).getByLabelText('Staff PIN'), { target: { value: '9999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Unlock' }));
    await within(form).findByText('That PIN is not right', {}, ANSWER);
    fireEvent.change(within(form).getByLabelText('Staff PIN'), { target: { value: '4071' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Unlock' }));
    await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
  });

  it('lets the manager switch in with a password; the top bar then names the manager', async () => {
    await openLocked();
    fireEvent.click(screen.getByRole('button', { name: 'Switch associate' }));
    const form = screen.getByRole('form', { name: 'Switch associate' });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Use my password' }));
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Switch' }));
    const user = await screen.findByLabelText('Signed in user', {}, ANSWER);
    expect(user.textContent).toContain('manager');
  });

  it('speaks Québec French: who is signed in, the PIN refused in words, then unlocked', async () => {
    await fixture.host.call('session.setLocale', { locale: 'fr-CA' });
    try {
      await fixture.host.call('session.lock');
      render(<App bridge={fixture.bridge()} />);
      await screen.findByRole('heading', { name: 'Poste verrouillé' }, ANSWER);
      expect(screen.getByText(/est connecté à Northwind Yorkdale/)).toBeTruthy();
      const form = screen.getByRole('form', { name: 'Déverrouiller en tant que associate' });
      fireEvent.change(within(form).getByLabelText('NIP d’employé'), { target: { value: '9999' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Déverrouiller' }));
      await within(form).findByText('Ce NIP n’est pas le bon', {}, ANSWER);
      fireEvent.change(within(form).getByLabelText('NIP d’employé'), { target: { value: '4071' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Déverrouiller' }));
      const navigation = await screen.findByRole('navigation', { name: 'Principal' }, ANSWER);
      expect(within(navigation).getByRole('button', { name: /Ramassage/ })).toBeTruthy();
    } finally {
      await fixture.host.call('session.setLocale', { locale: 'en-US' });
    }
  });
});
