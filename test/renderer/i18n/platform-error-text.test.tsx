// @vitest-environment jsdom
// Every code the platform answers with is worded in every language the app speaks, and refusals that a
// French or Spanish screen used to show in the platform's English now read in the session's language: a
// wrong password, a change sent twice with other data (US English keeps the platform's sentence), and those
// that carry their values, which every language says with them (the drawer or store id, a time in the
// store's zone, amounts as money).
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import { PLATFORM_ERROR_CODES, type PlatformErrorCode } from '../../../shared/contract/platform-error-codes';
import { CATALOGS } from '../../../renderer/src/i18n/catalogs';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { errorMessage, errorWhatToDo, type ErrorLike } from '../../../renderer/src/ui/error-advice';
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
  // 14:00 UTC is 9:00 in New York, the store's zone.
  const clock = new Date('2026-03-02T14:00:00.000Z');

  beforeAll(async () => {
    t = await startTestPlatform({ now: () => clock, users: DEFAULT_TEST_USERS });
  }, 120_000);
  afterAll(async () => t?.close());
  afterEach(cleanup);

  /** The error as the bridge hands it to a screen: the platform's code, sentence, details and values. */
  async function refused(
    method: string,
    path: string,
    options: { as: string; body: unknown; headers?: Record<string, string> },
  ): Promise<ErrorLike> {
    const response = await t.call<ErrorBody>(method, path, options);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
    return response.body.error;
  }

  /** What a screen of the store in New York shows for the error (or what to do about it), in `locale`. */
  function shown(locale: string, error: ErrorLike, part: 'message' | 'whatToDo' = 'message'): string {
    const { container } = render(
      <I18nProvider locale={locale}>
        <LocaleProvider locale={locale} timeZone="America/New_York">
          <p>{part === 'message' ? errorMessage(error) : errorWhatToDo(error)}</p>
        </LocaleProvider>
      </I18nProvider>,
    );
    // Intl puts no-break spaces in money and times ("0,01 $"): read as spaces.
    const text = (container.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    cleanup();
    return text;
  }

  /** The refusal reads as the platform's sentence in US English, and as `fr` and `es` in the others. */
  function expectRead(error: ErrorLike, code: string, fr: string, es: string) {
    expect(error.code).toBe(code);
    expect(shown('en-US', error)).toBe(error.message);
    expect(shown('fr-CA', error)).toBe(fr);
    expect(shown('es-US', error)).toBe(es);
  }

  it('words refusals without values in French and Spanish, and keeps the platform’s sentence in US English', async () => {
    const key = `store-${Math.random().toString(36).slice(2)}`;
    const created = await t.call('POST', '/v0/d/stores', {
      as: 'admin',
      body: storeBody('bos'),
      headers: { 'idempotency-key': key },
    });
    expect(created.status).toBe(201);
    const seen = [
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
    expect(seen.map(({ error }) => error.code)).toEqual(['wrong_password', 'idempotency_key_reused']);
    for (const { error, fr, es } of seen) expectRead(error, error.code, fr, es);
  }, 60_000);

  it('says the drawer and the store a refusal names, in every language', async () => {
    await storeWithDrawers(t, 'lax', ['lax-1']);
    const opened = await t.call('POST', '/v0/d/cash_drawers/lax-1/transactions', {
      as: 'manager',
      body: transaction('lax', 'daily_open', 200),
    });
    expect(opened.status).toBe(201);
    const alreadyOpen = await refused('POST', '/v0/d/cash_drawers/lax-1/transactions', {
      as: 'manager',
      body: transaction('lax', 'daily_open', 150),
    });
    expectRead(
      alreadyOpen,
      'drawer_already_open',
      'Le tiroir-caisse « lax-1 » est déjà ouvert; fermez sa journée (fermeture quotidienne) avant de l’ouvrir de nouveau.',
      'El cajón “lax-1” ya está abierto; cierre su día (cierre diario) antes de abrirlo otra vez.',
    );

    const removed = await refused('PUT', '/v0/d/stores/lax/cash_management', {
      as: 'manager',
      body: { operation_mode: 'none', drawers: [] },
    });
    expectRead(
      removed,
      'drawer_open',
      'Le tiroir-caisse « lax-1 » est ouvert : le mode de fonctionnement ne peut pas passer de « non intégré » à « aucun » tant que sa journée n’est pas fermée (fermeture quotidienne).',
      'El cajón “lax-1” está abierto: el modo de operación no puede pasar de “no integrado” a “ninguno” hasta que se cierre su día (cierre diario).',
    );

    const taken = await refused('POST', '/v0/d/stores', { as: 'admin', body: storeBody('lax') });
    expectRead(
      taken,
      'store_exists',
      'Un magasin avec l’identifiant « lax » existe déjà.',
      'Ya existe una tienda con el identificador “lax”.',
    );
    // And what to do about it, rather than "try again".
    expect(shown('en-US', taken, 'whatToDo')).toBe('Choose another store ID: this one is taken.');
    expect(shown('fr-CA', taken, 'whatToDo')).toBe(
      'Choisissez un autre identifiant de magasin : celui-ci est déjà pris.',
    );
    expect(shown('es-US', taken, 'whatToDo')).toBe(
      'Elija otro identificador de tienda: este ya está en uso.',
    );
  }, 60_000);

  it('says a time sent ahead of the platform’s clock in the store’s zone and the reader’s words', async () => {
    await storeWithDrawers(t, 'sea', ['sea-1']);
    // 10:00 in the store's zone (storeBody: New York), an hour ahead of the platform's 9:00 (five minutes
    // of skew are allowed).
    const ahead = await refused('POST', '/v0/d/cash_drawers/sea-1/transactions', {
      as: 'manager',
      body: transaction('sea', 'daily_open', 200, { created_at: '2026-03-02T15:00:00.000Z' }),
    });
    expect(ahead.code).toBe('time_in_future');
    expect(shown('en-US', ahead)).toBe(
      "created_at Mar 2, 2026, 10:00 AM is later than the platform's clock allows (at most Mar 2, 2026, 9:05 AM).",
    );
    expect(shown('fr-CA', ahead)).toBe(
      'L’heure envoyée (created_at, 2 mars 2026, 10 h 00) dépasse ce que permet l’horloge de la plateforme (au plus tard 2 mars 2026, 09 h 05).',
    );
    expect(shown('es-US', ahead)).toBe(
      'La hora enviada (created_at, 2 mar 2026, 10:00 a.m.) es posterior a lo que permite el reloj de la plataforma (a más tardar 2 mar 2026, 9:05 a.m.).',
    );
  }, 60_000);

  it('says what was not found and its id, in every language', async () => {
    const missingDrawer = await refused('GET', '/v0/d/cash_drawers/no-such-drawer/transactions', {
      as: 'manager',
      body: undefined,
    });
    expect(missingDrawer.message).toBe("Cash drawer 'no-such-drawer' does not exist.");
    expectRead(
      missingDrawer,
      'not_found',
      'Le tiroir-caisse « no-such-drawer » n’existe pas.',
      'El cajón “no-such-drawer” no existe.',
    );
  }, 60_000);

  it('says which import job cannot be started again, and its state in the reader’s words', () => {
    // What the platform answers a second start (the values: test/platform/import/import-workflow.test.ts).
    const again: ErrorLike = {
      code: 'invalid_transition',
      message: "Import job 'imp-7' is finished; only a created job can be started.",
      values: { importId: 'imp-7', status: 'finished' },
    };
    expect(shown('en-US', again)).toBe(again.message);
    expect(shown('fr-CA', again)).toBe(
      'L’importation « imp-7 » est terminée; seule une importation créée peut être lancée.',
    );
    expect(shown('es-US', again)).toBe(
      'La importación “imp-7” está terminada; solo se puede iniciar una importación creada.',
    );
  });

  it('says the amounts of payments that do not add up as money of the store’s currency', () => {
    // What the platform answers a sale of 32.49 paid 0.01, at a Canadian store (the values it sends:
    // test/platform/orders/order-money.test.ts).
    const short: ErrorLike = {
      code: 'payments_do_not_match_total',
      message: 'The payments cover 0.01 CAD of a 32.49 CAD total.',
      details: [{ path: 'payments', message: 'must add up to 32.49 CAD before cash rounding' }],
      values: { coveredAmount: '0.01', totalAmount: '32.49', currency: 'CAD' },
    };
    expect(shown('en-US', short)).toBe('The payments cover CA$0.01 of a CA$32.49 total.');
    expect(shown('fr-CA', short)).toBe('Les paiements couvrent 0,01 $ d’un total de 32,49 $.');
    expect(shown('es-US', short)).toBe('Los pagos cubren CAD 0.01 de un total de CAD 32.49.');
  });
});
