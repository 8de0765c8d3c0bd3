// @vitest-environment jsdom
// The sales history in the store's language, on the renderer's real bridge to a real host (demo tenant,
// Toronto): a Québec associate finds a cash sale, opens it and starts its return in French, a US one reads
// the same screens in Spanish — headings, buttons, "1 vendu" / "3 vendus" and the refund preview.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import { SalesHistoryScreen } from '../../../renderer/src/features/history';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider } from '../../../renderer/src/ui';
import { openTorontoCounter, signInAtTorontoCounter } from './support/toronto-counter';
import { startSaleWorkstation, type SaleWorkstation } from '../sale/support/sale-workstation';

/** Waiting for the host's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 20_000 };

let workstation: SaleWorkstation;
let store: PosStore;
let single: ProductSummary;
let triple: ProductSummary;
let externalId: string;

beforeAll(async () => {
  workstation = await startSaleWorkstation();
  store = await openTorontoCounter(workstation);
  await store.getState().searchProducts('tee');
  // Two tees of different titles (a line is found by its title).
  const priced = store.getState().productResults.filter((product) => product.price);
  const first = priced[0];
  const other = priced.find((product) => product.title !== first?.title);
  if (!first || !other) throw new Error('fewer than two priced tees in the Canadian catalog');
  [single, triple] = [first, other];

  // One of a tee and three of another, paid in cash at the counter.
  const state = store.getState();
  state.startNewSale();
  state.addToCart(single, 1);
  state.addToCart(triple, 3);
  expect(await state.startPayment('cash')).toBe(true);
  store.getState().setCashTendered({ minor: 100_000_00, currency: 'CAD' });
  expect(await store.getState().completeSale()).toBe(true);
  expect(await store.getState().syncNow()).toBe(true);
  externalId = store.getState().completedSale?.externalId as string;
}, 180_000);

// Each test on a new store, the associate signed in afresh, no sale opened: the tests pass in any order.
beforeEach(async () => {
  store = await signInAtTorontoCounter(workstation);
}, 60_000);

afterEach(() => cleanup());

afterAll(async () => {
  await workstation?.close();
});

function renderHistory(locale: string) {
  render(
    <PosStoreProvider store={store}>
      <LocaleProvider locale={locale} timeZone="America/Toronto">
        <I18nProvider locale={locale}>
          <SalesHistoryScreen />
        </I18nProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
}

describe('the sales history in French and Spanish', () => {
  it('finds a sale and starts its return in Québec French', async () => {
    renderHistory('fr-CA');
    expect(screen.getByRole('heading', { name: 'Historique des ventes', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ouvrez une vente')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Numéro de vente ou de commande' }), {
      target: { value: externalId },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const sales = screen.getByRole('table', { name: 'Ventes' });
    expect(within(sales).getByRole('columnheader', { name: 'Remboursé' })).toBeTruthy();
    const row = await within(sales).findByRole('row', { name: new RegExp(externalId) }, ANSWER);
    expect(row.textContent).toContain('Comptant');
    fireEvent.click(row);

    await screen.findByRole('heading', { name: `Vente ${externalId}` }, ANSWER);
    expect(screen.getByText(/^Vente au comptoir ·/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Lignes de la vente' })).toBeTruthy();
    expect(screen.getByLabelText('Paiement').textContent).toContain('Total payé');
    fireEvent.click(screen.getByRole('button', { name: 'Retourner des articles' }));

    const form = screen.getByRole('form', { name: 'Retour' });
    // The plural follows the count: one sold, three sold.
    expect(within(form).getByRole('listitem', { name: single.title }).textContent).toMatch(/· 1 vendu(?!s)/);
    expect(within(form).getByRole('listitem', { name: triple.title }).textContent).toMatch(/· 3 vendus/);
    expect(within(form).getByRole('checkbox', { name: /^Le client a le reçu/ })).toBeTruthy();
    expect(
      within(form).getByText('Entrez la quantité retournée de chaque article pour voir le remboursement.'),
    );

    fireEvent.change(within(form).getByRole('textbox', { name: `Quantité de ${triple.title} à retourner` }), {
      target: { value: '2' },
    });
    const refund = await within(form).findByLabelText('Remboursement', {}, ANSWER);
    expect(refund.textContent).toContain('Articles retournés');
    expect(refund.textContent).toContain('Remboursement en argent comptant');
    expect(refund.textContent).toContain('Total remboursé');
    // Money in the store's currency, written the Québec way ("12,34 $").
    expect(within(form).getByRole('button', { name: /^Rembourser \d+,\d{2}\s\$$/ })).toBeTruthy();
  });

  it('reads the same sale and return in US Spanish', async () => {
    // The sale opened and two of the triple line coming back, as the French test does on screen.
    expect(await store.getState().openSale(externalId, { startReturn: true, receipt: true })).toBe(true);
    expect(store.getState().setReturnQuantity(triple.productId, 2)).toBe(true);
    await store.getState().previewRefund();
    renderHistory('es-US');
    expect(screen.getByRole('heading', { name: 'Historial de ventas', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Venta ${externalId}` })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Devolución' });
    expect(within(form).getByRole('listitem', { name: single.title }).textContent).toMatch(
      /· 1 vendido(?!s)/,
    );
    expect(within(form).getByRole('listitem', { name: triple.title }).textContent).toMatch(/· 3 vendidos/);
    expect(within(form).getByLabelText('Reembolso').textContent).toContain('Reembolso en efectivo');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar devolución' }));
    expect(screen.queryByRole('form', { name: 'Devolución' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Devolver artículos' })).toBeTruthy();
  });
});

describe.each([
  [
    'en-US',
    'Quantity of {title} to return',
    'Over the sold quantity: only 3 sold',
    'Enter a whole number of 0 or more',
  ],
  [
    'fr-CA',
    'Quantité de {title} à retourner',
    'Plus que la quantité vendue : 3 vendus seulement',
    'Entrez un nombre entier de 0 ou plus',
  ],
  [
    'es-US',
    'Cantidad de {title} a devolver',
    'Más de lo vendido: solo se vendieron 3',
    'Ingrese un número entero de 0 o más',
  ],
])('a quantity refused on its line in %s', (locale, quantityLabel, overSold, notWhole) => {
  it('says why on the line, with how many were sold', async () => {
    expect(await store.getState().openSale(externalId, { startReturn: true, receipt: true })).toBe(true);
    renderHistory(locale);
    const form = screen.getByRole('form', { name: /^(Return|Retour|Devolución)$/ });
    const quantity = within(form).getByRole('textbox', {
      name: quantityLabel.replace('{title}', triple.title),
    });
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(within(form).getByText(overSold)).toBeTruthy();
    fireEvent.change(quantity, { target: { value: 'deux' } });
    expect(within(form).getByText(notWhole)).toBeTruthy();
    expect(store.getState().returnLineRefusals[triple.productId]).toEqual({ why: 'not_whole' });
  });
});
