// @vitest-environment jsdom
// Coded errors on four screens, read by a US, a Québec and a US Spanish associate: the network search that
// failed, the sync error's tooltip in the status bar, the sale settings that could not be read, and the
// sale's notice bar after a scan that failed (the store keeps the error, not its English). US English keeps
// the main process's own sentence (what the e2e specs read); French and Spanish word the error by its code,
// with no English left.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
import { SaleNoticeBar } from '../../../renderer/src/features/sale/SaleNoticeBar';
import { SaleScreen } from '../../../renderer/src/features/sale/SaleScreen';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { StatusBar } from '../../../renderer/src/shell/StatusBar';
import { createPosStore, PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { failed } from '../../../renderer/src/store/slice';
import { NetworkSearchResults } from '../../../renderer/src/ui';
import { LocaleProvider } from '../../../renderer/src/ui/locale';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;

beforeAll(async () => {
  fixture = await startBridgeFixture();
}, 120_000);

afterEach(cleanup);

afterAll(async () => {
  await fixture?.close();
});

const ANSWER = { timeout: 15_000 };

/** What the main process says when the session has ended under a screen. */
const signedOut = new BridgeError({ code: 'not_signed_in', message: 'Sign in first.' });

/** What the main process says when the platform does not answer. */
const unreachable = new BridgeError({
  code: 'platform_unreachable',
  message: 'The platform cannot be reached. Check the connection and try again.',
});

/** What the main process says when a scan comes before a store is chosen. */
const NO_STORE = 'Choose the store you work in first.';

const WORDED: Record<string, { signedOut: string; unreachable: string; noStore: string }> = {
  'en-US': { signedOut: signedOut.message, unreachable: unreachable.message, noStore: NO_STORE },
  'fr-CA': {
    signedOut: 'Personne n’est connecté.',
    unreachable: 'La plateforme est injoignable.',
    noStore: 'Aucun magasin n’est choisi.',
  },
  'es-US': {
    signedOut: 'Nadie ha iniciado sesión.',
    unreachable: 'No se puede conectar con la plataforma.',
    noStore: 'No hay una tienda elegida.',
  },
};

function inLocale(locale: string, children: React.ReactNode, store?: PosStore) {
  const page = (
    <I18nProvider locale={locale}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </I18nProvider>
  );
  return render(store ? <PosStoreProvider store={store}>{page}</PosStoreProvider> : page);
}

/** The English a French or Spanish screen must not show. */
function expectNoEnglish(text: string | null, english: string) {
  expect(text ?? '').not.toContain(english);
  expect(text ?? '').not.toMatch(/\b(the|cannot|first|sign in)\b/i);
}

describe.each(['en-US', 'fr-CA', 'es-US'])('coded errors in %s', (locale) => {
  const worded = WORDED[locale]!;

  it('the failed network search says why in the session’s language', () => {
    inLocale(
      locale,
      <NetworkSearchResults
        search={{ status: 'failed', error: signedOut }}
        found={0}
        looking="…"
        empty={{ icon: 'printer', title: '', message: '' }}
      >
        {null}
      </NetworkSearchResults>,
    );
    const banner = screen.getByText(worded.signedOut);
    expect(banner).toBeTruthy();
    if (locale !== 'en-US') expectNoEnglish(banner.closest('[role]')?.textContent ?? null, signedOut.message);
  });

  it('the sync error’s tooltip says why in the session’s language', async () => {
    const store = createPosStore(fixture.bridge());
    await store.getState().loadSession();
    expect(await store.getState().signIn('associate', 'associate')).toBe(true);
    await store.getState().refreshSync();
    await waitFor(() => expect(store.getState().sync).not.toBeNull(), ANSWER);
    const sync = store.getState().sync!;
    inLocale(locale, <StatusBar />, store);
    act(() =>
      store.setState({
        sync: {
          ...sync,
          phase: 'error',
          lastError: { code: unreachable.code, message: unreachable.message, at: new Date().toISOString() },
        },
      }),
    );
    const failedBadge = screen.getByTitle(worded.unreachable);
    expect(failedBadge).toBeTruthy();
    if (locale !== 'en-US') expectNoEnglish(failedBadge.getAttribute('title'), unreachable.message);
  });

  it('the sale settings that could not be read say why in the session’s language', async () => {
    const store = createPosStore(fixture.bridge());
    await store.getState().loadSession();
    store.setState({ saleContextLoad: failed(unreachable) });
    inLocale(locale, <SaleScreen />, store);
    const why = await screen.findByText(worded.unreachable, {}, ANSWER);
    if (locale !== 'en-US') expectNoEnglish(why.closest('[role]')?.textContent ?? null, unreachable.message);
  });

  it('a scan refused on the sale’s notice bar says why, from the error the store kept', async () => {
    const store = createPosStore(fixture.bridge());
    await store.getState().loadSession();
    expect(await store.getState().signIn('associate', 'associate')).toBe(true);
    // No store is chosen on this workstation (no test here chooses one): the barcode's lookup is refused.
    expect(await store.getState().addByCode('4006381333931')).toBe(false);
    expect(store.getState().saleNotice?.text).toMatchObject({
      kind: 'lookup_failed',
      problem: { code: 'no_store_selected' },
    });
    inLocale(locale, <SaleNoticeBar />, store);
    const message = screen.getByRole('alert').querySelector('.sale-notice__message')?.textContent ?? null;
    expect(message).toBe(worded.noStore);
    if (locale !== 'en-US') expectNoEnglish(message, NO_STORE);
  });

  it('a receipt’s sale that could not be opened says why on the sale’s notice bar', () => {
    const store = createPosStore(fixture.bridge());
    // As addByCode keeps it when a code is no product and opening the sale it may be failed.
    store.setState({
      saleNotice: {
        seq: 1,
        tone: 'danger',
        text: { kind: 'unknown_code', code: 'sale-0042', receiptProblem: unreachable },
      },
    });
    inLocale(locale, <SaleNoticeBar />, store);
    const message = screen.getByRole('alert').querySelector('.sale-notice__message')?.textContent ?? null;
    expect(message).toMatch(/^sale-0042 /);
    expect(message?.endsWith(` ${worded.unreachable}`)).toBe(true);
    if (locale !== 'en-US') expectNoEnglish(message, unreachable.message);
  });
});
