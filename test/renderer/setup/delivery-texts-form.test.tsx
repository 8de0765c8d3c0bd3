// @vitest-environment jsdom
// A store's delivery texts in Setup → In-store pickup, on the renderer's real bridge to a real host and its
// embedded demo platform: an administrator edits the texts in English (US), Français (Canada) and Español
// (EE. UU.), is told which translations an English change may have left out of date, and reads every
// refusal next to its field, naming the field and the language — the form's own check and the platform's.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import { SetupScreen } from '../../../renderer/src/features/setup';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { createPosStore, PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider } from '../../../renderer/src/ui';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

/** Waiting for the host's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 20_000 };
const OUT_OF_DATE = 'The English text changed: this translation may be out of date.';

let fixture: BridgeFixture;
let admin: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
  admin = createPosStore(fixture.bridge());
  if (!(await admin.getState().signIn('admin', 'admin'))) throw new Error('admin could not sign in');
}, 60_000);

afterEach(() => cleanup());

afterAll(async () => {
  await fixture?.close();
});

async function pickupConfig(): Promise<PickupConfig> {
  const { pickup } = await fixture.bridge().setup.getConfigs();
  if (!pickup) throw new Error('the demo tenant has no pickup configuration');
  return pickup;
}

/** Setup → In-store pickup, the store chosen in the list: its pickup form. */
async function openStorePickup(storeLabel: string, locale = 'en-US'): Promise<HTMLElement> {
  render(
    <PosStoreProvider store={admin}>
      <LocaleProvider locale={locale} timeZone="America/Toronto">
        <I18nProvider locale={locale}>
          <SetupScreen />
        </I18nProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
  fireEvent.click(screen.getByRole('tab', { name: /^In-store pickup/ }));
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(storeLabel) }, ANSWER));
  return screen.findByRole('region', { name: `Pickup at ${storeLabel}` }, ANSWER);
}

const language = (form: HTMLElement, name: string) => within(form).getByRole('group', { name });
const inStock = (group: HTMLElement) =>
  within(group).getByRole<HTMLInputElement>('textbox', { name: 'When the items are in stock' });
const notInStock = (group: HTMLElement) =>
  within(group).getByRole<HTMLInputElement>('textbox', { name: 'When they are not' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('a store’s delivery texts in every language', () => {
  it('edits each language, and says which translations an English change may have left out of date', async () => {
    const form = await openStorePickup('Northwind Rideau');
    const english = language(form, 'English (US)');
    const french = language(form, 'Français (Canada)');
    const spanish = language(form, 'Español (EE. UU.)');
    expect(inStock(english).value).toBe('Ready for pickup in 2 hours');
    expect(inStock(french).value).toBe('Prête pour le ramassage en magasin d’ici 2 heures');
    expect(inStock(spanish).value).toBe('Lista para recogida en tienda en 2 horas');
    expect(within(form).queryByText(OUT_OF_DATE)).toBeNull();

    type(inStock(english), 'Ready for pickup in 90 minutes');
    expect(description(inStock(french))).toContain(OUT_OF_DATE);
    expect(description(inStock(spanish))).toContain(OUT_OF_DATE);
    // The other text's English did not change: its translations are as good as they were.
    expect(description(notInStock(french))).not.toContain(OUT_OF_DATE);

    type(inStock(french), 'Prête pour le ramassage en magasin d’ici 90 minutes');
    expect(description(inStock(french))).not.toContain(OUT_OF_DATE);
    expect(description(inStock(spanish))).toContain(OUT_OF_DATE);
    type(inStock(spanish), 'Lista para recogida en tienda en 90 minutos');
    type(notInStock(spanish), 'Lista para recogida en tienda en 3 a 5 días hábiles');
    expect(within(form).queryByText(OUT_OF_DATE)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save pickup configuration' }));
    expect(await screen.findByText('Saved.', undefined, ANSWER)).toBeTruthy();
    const saved = (await pickupConfig()).stores['ca-ott-rideau'];
    expect(saved).toMatchObject({
      delivery_time: 'Ready for pickup in 90 minutes',
      delivery_time_if_not_available: 'Ready for pickup in 2–4 business days',
      localized: {
        'fr-CA': {
          delivery_time: 'Prête pour le ramassage en magasin d’ici 90 minutes',
          delivery_time_if_not_available: 'Prête pour le ramassage en magasin dans 2 à 4 jours ouvrables',
        },
        'es-US': {
          delivery_time: 'Lista para recogida en tienda en 90 minutos',
          delivery_time_if_not_available: 'Lista para recogida en tienda en 3 a 5 días hábiles',
        },
      },
    });
  }, 60_000);

  it('refuses a blank or too long text, naming the field and its language, and saves nothing', async () => {
    const before = (await pickupConfig()).stores['ca-yvr-pacific'];
    const form = await openStorePickup('Northwind Pacific Centre');
    const french = language(form, 'Français (Canada)');
    const spanish = language(form, 'Español (EE. UU.)');
    type(notInStock(french), '   ');
    type(inStock(spanish), 'Lista para recogida en tienda '.repeat(5));

    fireEvent.click(screen.getByRole('button', { name: 'Save pickup configuration' }));
    await waitFor(() => expect(notInStock(french).getAttribute('aria-invalid')).toBe('true'));
    expect(description(notInStock(french))).toContain(
      'Français (Canada) — When they are not: must not be blank',
    );
    expect(inStock(spanish).getAttribute('aria-invalid')).toBe('true');
    expect(description(inStock(spanish))).toContain(
      'Español (EE. UU.) — When the items are in stock: must have at most 120 characters',
    );
    expect(inStock(french).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: /Northwind Pacific Centre.*Check/ })).toBeTruthy();
    expect((await pickupConfig()).stores['ca-yvr-pacific']).toEqual(before);
  }, 60_000);

  it('shows the platform’s refusal of a text next to the field, naming the field and its language', async () => {
    const form = await openStorePickup('Northwind Chinook Centre');
    const config = await pickupConfig();
    const chinook = config.stores['ca-yyc-chinook']!;
    // A save that skips the form's own check (as a script or another client might) sends a blank Spanish text.
    const refused = {
      ...config,
      stores: {
        ...config.stores,
        'ca-yyc-chinook': {
          ...chinook,
          localized: {
            ...chinook.localized,
            'es-US': { delivery_time: ' ', delivery_time_if_not_available: 'Lista en 3 días' },
          },
        },
      },
    };
    await act(async () => {
      expect(await admin.getState().savePickupConfig(refused)).toBe(false);
    });
    const spanish = language(form, 'Español (EE. UU.)');
    expect(inStock(spanish).getAttribute('aria-invalid')).toBe('true');
    expect(description(inStock(spanish))).toContain(
      'Español (EE. UU.) — When the items are in stock: must not be blank',
    );
    expect((await pickupConfig()).stores['ca-yyc-chinook']).toEqual(chinook);
  }, 60_000);

  it('reads the texts’ groups and the out-of-date notice in Québec French', async () => {
    render(
      <PosStoreProvider store={admin}>
        <LocaleProvider locale="fr-CA" timeZone="America/Toronto">
          <I18nProvider locale="fr-CA">
            <SetupScreen />
          </I18nProvider>
        </LocaleProvider>
      </PosStoreProvider>,
    );
    fireEvent.click(screen.getByRole('tab', { name: /^Ramassage en magasin/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Northwind Eaton Centre/ }, ANSWER));
    const form = await screen.findByRole('region', { name: 'Ramassage à Northwind Eaton Centre' }, ANSWER);
    expect(within(form).getByRole('heading', { name: 'Ce que lisent les clients' })).toBeTruthy();
    const english = language(form, 'English (US)');
    const french = language(form, 'Français (Canada)');
    type(within(english).getByRole('textbox', { name: 'Quand les articles sont en stock' }), 'Ready now');
    expect(
      description(within(french).getByRole('textbox', { name: 'Quand les articles sont en stock' })),
    ).toContain('Le texte anglais a changé : cette traduction n’est peut-être plus à jour.');
  }, 60_000);
});
