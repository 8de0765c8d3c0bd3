// @vitest-environment jsdom
// The sign-in screens on the real bridge to a real host with the embedded platform's demo tenant: what an
// associate sees and does before the first pickup of the day.
import { cleanup, fireEvent, render, screen, within, type RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/App';
import { descriptionOf } from '../support/accessible-description';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;

beforeAll(async () => {
  fixture = await startBridgeFixture();
});

afterEach(async () => {
  cleanup();
  await fixture.host.call('session.signOut');
});

afterAll(async () => {
  await fixture?.close();
});

/** Waiting for the platform's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 15_000 };

async function openApp(bridgeFixture: BridgeFixture = fixture): Promise<RenderResult> {
  const view = render(<App bridge={bridgeFixture.bridge()} />);
  await screen.findByRole('heading', { name: 'Sign in' }, ANSWER);
  return view;
}

function fillSignIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in screen', () => {
  it('asks for the username and password before calling the platform', async () => {
    await openApp();
    // The screen offers the last username; this associate clears it.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(descriptionOf(screen.getByLabelText('Username'))).toBe('Enter your username');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Enter your password');
  });

  it('shows a wrong password next to the password field and keeps the username', async () => {
    await openApp();
    fillSignIn('associate', 'not-it');
    const password = screen.getByLabelText('Password');
    await within(password.closest('.field') as HTMLElement).findByText(
      'Wrong username or password',
      {},
      ANSWER,
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((password as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('associate');
    expect(screen.queryByRole('heading', { name: 'Choose your store' })).toBeNull();
  });

  it('checks a platform address before leaving the embedded platform', async () => {
    await openApp();
    fireEvent.click(screen.getByRole('radio', { name: /Company platform/ }));
    const address = screen.getByRole('textbox', { name: 'Platform address' });
    fireEvent.change(address, { target: { value: 'pos.example.com' } });
    fillSignIn('associate', 'associate');
    expect(descriptionOf(address)).toBe('Enter an address starting with http:// or https://');

    // An address where nothing answers: refused by the main process, named on the same field.
    fireEvent.change(address, { target: { value: 'http://127.0.0.1:9' } });
    fillSignIn('associate', 'associate');
    await within(address.closest('.field') as HTMLElement).findByText(/no platform answers/i, {}, ANSWER);
    expect((await fixture.host.call<{ platform: { mode: string } }>('session.get')).body).toMatchObject({
      ok: true,
      value: { platform: { mode: 'embedded' } },
    });
  });
});

describe('the sign-in screen in Québec French and US Spanish', () => {
  it.each([
    {
      locale: 'fr-CA',
      words: {
        title: 'Connexion',
        company: /Plateforme de l’entreprise/,
        address: 'Adresse de la plateforme',
        username: 'Nom d’utilisateur',
        password: 'Mot de passe',
        submit: 'Se connecter',
      },
      refusal: 'La plateforme est injoignable.',
      wrong: 'Nom d’utilisateur ou mot de passe incorrect',
    },
    {
      locale: 'es-US',
      words: {
        title: 'Iniciar sesión',
        company: /Plataforma de la empresa/,
        address: 'Dirección de la plataforma',
        username: 'Nombre de usuario',
        password: 'Contraseña',
        submit: 'Iniciar sesión',
      },
      refusal: 'No se puede conectar con la plataforma.',
      wrong: 'Nombre de usuario o contraseña incorrectos',
    },
  ])(
    '$locale: says an address where no platform answers, and a wrong password, in its words',
    async ({ locale, words, refusal, wrong }) => {
      await fixture.host.call('session.setLocale', { locale });
      try {
        render(<App bridge={fixture.bridge()} />);
        await screen.findByRole('heading', { name: words.title }, ANSWER);
        const fill = (username: string, password: string) => {
          fireEvent.change(screen.getByLabelText(words.username), { target: { value: username } });
          fireEvent.change(screen.getByLabelText(words.password), { target: { value: password } });
          fireEvent.click(screen.getByRole('button', { name: words.submit }));
        };
        fireEvent.click(screen.getByRole('radio', { name: words.company }));
        const address = screen.getByRole('textbox', { name: words.address });
        fireEvent.change(address, { target: { value: 'http://127.0.0.1:9' } });
        fill('associate', 'associate');
        await within(address.closest('.field') as HTMLElement).findByText(refusal, {}, ANSWER);
        expect(descriptionOf(address)).toBe(refusal);

        fireEvent.click(screen.getByRole('radio', { name: /Intégrée|Integrada/ }));
        fill('associate', 'not-it');
        const password = screen.getByLabelText(words.password);
        await within(password.closest('.field') as HTMLElement).findByText(wrong, {}, ANSWER);
      } finally {
        await fixture.host.call('session.setLocale', { locale: 'en-US' });
      }
    },
  );
});

describe('choosing the store at a workstation that never chose one', () => {
  let newWorkstation: BridgeFixture;

  beforeAll(async () => {
    newWorkstation = await startBridgeFixture();
  });

  afterAll(async () => {
    await newWorkstation?.close();
  });

  it('lists the stores, finds one by city, and opens the shell with the associate navigation', async () => {
    await openApp(newWorkstation);
    fillSignIn('associate', 'associate');
    await screen.findByRole('heading', { name: 'Choose your store' }, ANSWER);
    await screen.findByRole('radio', { name: /^Northwind SoHo/ }, ANSWER);
    expect(screen.getAllByRole('radio')).toHaveLength(25);

    fireEvent.click(screen.getByRole('button', { name: 'Start working' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a store to continue');

    fireEvent.change(screen.getByLabelText('Find a store'), { target: { value: 'chicago' } });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Northwind Magnificent Mile'),
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /^Northwind Magnificent Mile/ }));
    fireEvent.change(screen.getByLabelText('Language and region'), { target: { value: 'en-CA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start working' }));

    const navigation = await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
    expect(
      within(navigation)
        .getAllByRole('button')
        .map((button) => button.querySelector('.side-nav__label')?.textContent),
    ).toEqual(['Pickup', 'Sale', 'History']);
    expect(screen.getByRole('banner', { name: 'Workstation' }).textContent).toContain(
      'Northwind Magnificent Mile',
    );
    expect((await newWorkstation.host.call<{ locale: string }>('session.get')).body).toMatchObject({
      ok: true,
      value: { locale: 'en-CA', store: { storeId: 'us-chi-michigan' } },
    });
  }, 60_000);
});

describe('choosing the store', () => {
  it('remembers the store: the administrator goes straight to the shell, with Cash Management and Setup', async () => {
    // Earlier in the day somebody chose a store at this workstation (the test above does it on screen).
    expect(
      (await fixture.host.call('session.signIn', { username: 'associate', password: 'associate' })).body.ok,
    ).toBe(true);
    expect((await fixture.host.call('session.selectStore', { storeId: 'us-chi-michigan' })).body.ok).toBe(
      true,
    );
    await fixture.host.call('session.signOut');
    await openApp();
    fillSignIn('admin', 'admin');
    const navigation = await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
    expect(
      within(navigation)
        .getAllByRole('button')
        .map((button) => button.querySelector('.side-nav__label')?.textContent),
    ).toEqual(['Pickup', 'Sale', 'History', 'Cash Management', 'Setup', 'Devices']);
    fireEvent.click(within(navigation).getByRole('button', { name: /Setup/ }));
    expect(within(navigation).getByRole('button', { name: /Setup/ }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' }, ANSWER);
  });
});
