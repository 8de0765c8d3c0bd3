// @vitest-environment jsdom
// A staff PIN locked by too many wrong ones, on the lock screen (real bridge, real host, the demo tenant): the
// refusal under the PIN field says until when in the session's language, the time in the store's time zone
// (not the workstation's, not the platform's UTC instant). Each test locks the PIN of its own user.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/App';
import { STAFF_PIN_MAX_MISSES } from '../../../shared/contract/staff-pin';
import { valueOf } from '../../host/support/event-socket';
import { descriptionOf } from '../support/accessible-description';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
const ANSWER = { timeout: 15_000 };

beforeAll(async () => {
  fixture = await startBridgeFixture();
});
afterEach(() => cleanup());
afterAll(async () => fixture?.close());

type Refusal = { ok: false; error: { code: string; values?: Record<string, string | number> } };

/** Signs `username` in (whoever the test before left there) at the store, in the language, with a PIN of their own. */
async function signInWithPin(username: string, pin: string, storeId: string, locale: string) {
  valueOf(await fixture.host.call('session.signOut'));
  valueOf(await fixture.host.call('session.signIn', { username, password: username }));
  valueOf(await fixture.host.call('session.setPin', { pin, password: username }));
  valueOf(await fixture.host.call('session.selectStore', { storeId }));
  valueOf(await fixture.host.call('session.setLocale', { locale }));
}

/** Wrong PINs sent for `username` (unlocking or switching in), one short of the lock. */
async function missAllButOne(username: string) {
  for (let miss = 1; miss < STAFF_PIN_MAX_MISSES; miss += 1) {
    await fixture.host.call('session.switchUser', { username, credential: { method: 'pin', pin: '0007' } });
  }
}

/** Until when the platform says the PIN is locked (another wrong PIN answers it). */
async function lockedUntil(username: string): Promise<Date> {
  const answer = await fixture.host.call('session.switchUser', {
    username,
    credential: { method: 'pin', pin: '0007' },
  });
  const refusal = answer.body as Refusal;
  expect(refusal.error.values).toMatchObject({ reason: 'pin_locked' });
  return new Date(String(refusal.error.values?.['until']));
}

/** The time a clock in the store shows at `instant`, as the language writes it. */
function storeTime(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(instant);
}

describe('a locked staff PIN on the lock screen', () => {
  it('in US English, says until when in Chicago time; the password still unlocks', async () => {
    await signInWithPin('admin', '2580', 'us-chi-michigan', 'en-US');
    valueOf(await fixture.host.call('session.lock'));
    await missAllButOne('admin');
    render(<App bridge={fixture.bridge()} />);
    const form = await screen.findByRole('form', { name: 'Unlock as admin' }, ANSWER);
    const pin = within(form).getByLabelText('Staff PIN');
    fireEvent.change(pin, { target: { value: '0007' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Unlock' }));
    await within(form).findByText(/^Too many wrong PINs/, {}, ANSWER);
    const time = storeTime(await lockedUntil('admin'), 'en-US', 'America/Chicago');
    expect(descriptionOf(within(form).getByLabelText('Staff PIN'))).toBe(
      `Too many wrong PINs: the PIN of this user is locked until ${time}. Sign in with the password.`,
    );

    fireEvent.click(within(form).getByRole('radio', { name: 'Use my password' }));
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'admin' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Unlock' }));
    await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
  });

  it('in Québec French, says it in French with the time in Montréal', async () => {
    await signInWithPin('manager', '3916', 'ca-mtl-catherine', 'fr-CA');
    valueOf(await fixture.host.call('session.lock'));
    await missAllButOne('manager');
    render(<App bridge={fixture.bridge()} />);
    const form = await screen.findByRole('form', { name: 'Déverrouiller en tant que manager' }, ANSWER);
    fireEvent.change(within(form).getByLabelText('NIP d’employé'), { target: { value: '0007' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Déverrouiller' }));
    await within(form).findByText(/^Trop de NIP erronés/, {}, ANSWER);
    const time = storeTime(await lockedUntil('manager'), 'fr-CA', 'America/Toronto');
    expect(time).toMatch(/^\d{2} h \d{2}$/);
    expect(descriptionOf(within(form).getByLabelText('NIP d’employé'))).toBe(
      `Trop de NIP erronés : le NIP de cet utilisateur est verrouillé jusqu’à ${time}. Connectez-vous avec le mot de passe.`,
    );
  });

  it('in US Spanish, says it when switching in, with the time in Los Angeles', async () => {
    await signInWithPin('associate', '5172', 'us-lax-grove', 'es-US');
    valueOf(await fixture.host.call('session.signIn', { username: 'admin', password: 'admin' }));
    valueOf(await fixture.host.call('session.selectStore', { storeId: 'us-lax-grove' }));
    valueOf(await fixture.host.call('session.lock'));
    await missAllButOne('associate');
    render(<App bridge={fixture.bridge()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar de asociado' }, ANSWER));
    const form = screen.getByRole('form', { name: 'Cambiar de asociado' });
    fireEvent.change(within(form).getByLabelText('Nombre de usuario'), { target: { value: 'associate' } });
    fireEvent.change(within(form).getByLabelText('PIN de empleado'), { target: { value: '0007' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar' }));
    await within(form).findByText(/^Demasiados PIN incorrectos/, {}, ANSWER);
    const time = storeTime(await lockedUntil('associate'), 'es-US', 'America/Los_Angeles');
    expect(descriptionOf(within(form).getByLabelText('PIN de empleado'))).toBe(
      `Demasiados PIN incorrectos: el PIN de este usuario está bloqueado hasta las ${time}. Inicie sesión con la contraseña.`,
    );
  });
});
