// @vitest-environment jsdom
// Coded errors on three screens, read by a US, a Québec and a US Spanish associate: the network search that
// failed, the sync error's tooltip in the status bar, and the sale settings that could not be read. US
// English keeps the main process's own sentence (what the e2e specs read); French and Spanish word the
// error by its code, with no English left.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
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

const WORDED: Record<string, { signedOut: string; unreachable: string }> = {
  'en-US': { signedOut: signedOut.message, unreachable: unreachable.message },
  'fr-CA': { signedOut: 'Personne n’est connecté.', unreachable: 'La plateforme est injoignable.' },
  'es-US': { signedOut: 'Nadie ha iniciado sesión.', unreachable: 'No se puede conectar con la plataforma.' },
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
});
