// @vitest-environment jsdom
// The product search of a Québec associate whose workstation was just moved from a New York store to the
// Toronto Eaton Centre, on the real bridge to a real host and embedded platform (the sync's answers held at
// the platform's door): the search says, in French, that the store's catalog is loading — no New York
// product in dollars — and lists Toronto's products by itself once the sync brought them.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductSearch } from '../../../renderer/src/features/sale/ProductSearch';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider } from '../../../renderer/src/ui/locale';
import { RequestGate } from '../../host/support/request-gate';
import { startNewYorkWorkstation, STORES_LISTING } from './support/new-york-workstation';
import type { SaleWorkstation } from './support/sale-workstation';

let gate: RequestGate;
let workstation: SaleWorkstation;
let store: PosStore;
let stopSync: () => void;

beforeEach(async () => {
  gate = new RequestGate();
  ({ workstation, store } = await startNewYorkWorkstation(gate));
  stopSync = store.getState().startSync();
}, 120_000);

afterEach(async () => {
  cleanup();
  stopSync?.();
  gate?.releaseAll();
  await workstation?.close();
});

function Search() {
  const inputRef = useRef<HTMLInputElement>(null);
  return <ProductSearch inputRef={inputRef} />;
}

describe('the product search while the new store’s catalog loads', () => {
  it('says so in French, then lists Toronto’s products by itself', async () => {
    const stores = gate.hold(STORES_LISTING);
    expect(await store.getState().selectStore('ca-tor-eaton')).toBe(true);
    await stores.reached;

    render(
      <PosStoreProvider store={store}>
        <I18nProvider locale="fr-CA">
          <LocaleProvider locale="fr-CA">
            <Search />
          </LocaleProvider>
        </I18nProvider>
      </PosStoreProvider>,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'boxy tee' } });
    await screen.findByText('Le catalogue de ce magasin est en cours de chargement', {}, { timeout: 10_000 });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(store.getState().productResults).toEqual([]);

    // Nobody searches again: the sync that brings Toronto's catalog makes the list appear.
    stores.release();
    await waitFor(() => expect(store.getState().productResults.length).toBeGreaterThan(1), {
      timeout: 60_000,
    });
    for (const tee of store.getState().productResults) expect(tee.price?.currency).toBe('CAD');
    expect(screen.getByRole('listbox', { name: 'Produits' })).toBeTruthy();
    expect(screen.queryByText('Le catalogue de ce magasin est en cours de chargement')).toBeNull();
  }, 120_000);
});
