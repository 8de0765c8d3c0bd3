// @vitest-environment jsdom
// Every code the platform answers with is worded in every language the app speaks, and refusals that a
// French or Spanish screen used to show in the platform's English (a daily open of a drawer already open, a
// store id taken, a wrong password, a change sent twice with other data) now read in the session's
// language. US English keeps the platform's own sentence, which names the drawer or the store.
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import { PLATFORM_ERROR_CODES, type PlatformErrorCode } from '../../../shared/contract/platform-error-codes';
import { CATALOGS } from '../../../renderer/src/i18n/catalogs';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { errorMessage, type ErrorLike } from '../../../renderer/src/ui/error-advice';
import { LocaleProvider } from '../../../renderer/src/ui/locale';
import { DEFAULT_TEST_USERS } from '../../platform/core/shared-users';
import { storeBody, storeWithDrawers, transaction } from '../../platform/cash/cash-fixture';
import { startTestPlatform, type TestPlatform } from '../../platform/support/platform-fixture';

const OTHER_LANGUAGES = ['fr-CA', 'es-US'] as const;

describe('the platform error codes in every language', () => {
  it('has a sentence of its own for every registered code in French and Spanish', () => {
    const english = CATALOGS['en-US']!;
    for (const code of Object.keys(PLATFORM_ERROR_CODES) as PlatformErrorCode[]) {
      const id = `errors.message.${code}` as const;
      expect(english[id], id).toMatch(/\S/);
      for (const locale of OTHER_LANGUAGES) {
        const sentence = CATALOGS[locale]![id];
        expect(sentence, `${locale} ${id}`).toMatch(/\S/);
        expect(sentence, `${locale} ${id} is the English`).not.toBe(english[id]);
      }
    }
  });
});

describe('refusals of a real platform, read on screen', () => {
  let t: TestPlatform;
  const clock = new Date('2026-03-02T14:00:00.000Z');

  beforeAll(async () => {
    t = await startTestPlatform({ now: () => clock, users: DEFAULT_TEST_USERS });
    await storeWithDrawers(t, 'nyc', ['d1']);
  }, 120_000);
  afterAll(async () => t?.close());
  afterEach(cleanup);

  /** The error as the bridge hands it to a screen: the platform's code, sentence and details. */
  async function refused(
    method: string,
    path: string,
    options: { as: string; body: unknown; headers?: Record<string, string> },
  ): Promise<ErrorLike> {
    const response = await t.call<ErrorBody>(method, path, options);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    return response.body.error;
  }

  function shown(locale: string, error: ErrorLike): string {
    const { container } = render(
      <I18nProvider locale={locale}>
        <LocaleProvider locale={locale}>
          <p>{errorMessage(error)}</p>
        </LocaleProvider>
      </I18nProvider>,
    );
    const text = container.textContent ?? '';
    cleanup();
    return text;
  }

  /** What each refusal reads in US English (the platform's sentence), French and Spanish. */
  async function refusals(): Promise<Array<{ error: ErrorLike; fr: string; es: string }>> {
    const open = transaction('nyc', 'daily_open', 200);
    const opened = await t.call('POST', '/v0/d/cash_drawers/d1/transactions', { as: 'manager', body: open });
    expect(opened.status).toBe(201);
    const key = `store-${Math.random().toString(36).slice(2)}`;
    const created = await t.call('POST', '/v0/d/stores', {
      as: 'admin',
      body: storeBody('bos'),
      headers: { 'idempotency-key': key },
    });
    expect(created.status).toBe(201);
    return [
      {
        error: await refused('POST', '/v0/d/cash_drawers/d1/transactions', {
          as: 'manager',
          body: transaction('nyc', 'daily_open', 150),
        }),
        fr: 'La journée de ce tiroir-caisse est déjà ouverte.',
        es: 'El día de este cajón ya está abierto.',
      },
      {
        error: await refused('POST', '/v0/d/stores', { as: 'admin', body: storeBody('nyc') }),
        fr: 'Un magasin avec cet identifiant existe déjà.',
        es: 'Ya existe una tienda con este identificador.',
      },
      {
        error: await refused('PUT', '/v0/me/pin', {
          as: 'associate',
          body: { pin: '5820', password: 'not-it' },
        }),
        fr: 'Ce n’est pas le mot de passe de l’utilisateur connecté.',
        es: 'La contraseña no es la del usuario que inició sesión.',
      },
      {
        error: await refused('POST', '/v0/d/stores', {
          as: 'admin',
          body: storeBody('chi'),
          headers: { 'idempotency-key': key },
        }),
        fr: 'Cette modification a déjà été envoyée avec un contenu différent.',
        es: 'Este cambio ya se envió con un contenido diferente.',
      },
    ];
  }

  it('words them in French and Spanish, and keeps the platform’s sentence in US English', async () => {
    const seen = await refusals();
    expect(seen.map(({ error }) => error.code)).toEqual([
      'drawer_already_open',
      'store_exists',
      'wrong_password',
      'idempotency_key_reused',
    ]);
    for (const { error, fr, es } of seen) {
      expect(shown('en-US', error)).toBe(error.message);
      expect(shown('fr-CA', error)).toBe(fr);
      expect(shown('es-US', error)).toBe(es);
    }
    // The English named the drawer and the store; the other languages show none of it.
    expect(seen[0]!.error.message).toContain("Drawer 'd1' is already open");
    expect(seen[1]!.error.message).toContain("store_id 'nyc' already exists");
  }, 60_000);
});
