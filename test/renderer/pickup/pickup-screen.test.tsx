// @vitest-environment jsdom
// The pickup screen from the keyboard and the mouse, on the real bridge to a real host (demo tenant) whose
// workstation has no printer set up: the order is found in the list, opened with Enter, picked by hand,
// marked ready — its documents fail with what to do about it — and handed over once the customer's name
// is checked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { PickupScreen } from '../../../renderer/src/features/pickup';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider, ToastProvider } from '../../../renderer/src/ui';
import type { StockedProduct } from '../../e2e/support/platform-orders';
import { SOHO, startPickupFixture, type PickupFixture } from './support/pickup-fixture';

let fixture: PickupFixture;
let store: PosStore;
let order: Order;
/** What the order asks for. */
let ordered: { product: StockedProduct; quantity: number }[];

/** Waiting for the host's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 15_000 };

beforeAll(async () => {
  fixture = await startPickupFixture();
}, 120_000);

// Each test has an order of its own (two of one product, one of another, for Riley Novak) and a new
// store signed in at SoHo, so the tests pass in any order.
beforeEach(async () => {
  const [first, second] = fixture.products;
  ordered = [
    { product: first, quantity: 2 },
    { product: second, quantity: 1 },
  ];
  order = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: ordered,
    customer: { name: 'Riley Novak' },
  });
  await fixture.shop.waitForStatus(order.order_id, 'assigned');
  store = await fixture.workstation('associate');
}, 60_000);

afterEach(() => cleanup());

afterAll(async () => {
  await fixture?.close();
});

/** The order picked in full and marked ready by the associate, as the first test does on screen. */
async function pickedAndReady(): Promise<void> {
  const state = store.getState();
  expect(await state.openPickupOrder(order.order_id)).toBe(true);
  expect(await store.getState().startPicking()).toBe(true);
  for (const { product, quantity } of ordered)
    store.getState().setPickedQuantity(product.productId, quantity);
  expect(await store.getState().markReady()).toBe(true);
  store.getState().closePickupOrder();
  // The workstation's outbox has delivered it: the platform's history holds the picking.
  await fixture.shop.waitForStatus(order.order_id, 'ready_for_pickup');
}

function press(key: string) {
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key });
  });
}

describe('the pickup screen', () => {
  it('takes an order from the list to the customer', async () => {
    render(
      <PosStoreProvider store={store}>
        <LocaleProvider locale="en-US">
          <ToastProvider>
            <PickupScreen />
          </ToastProvider>
        </LocaleProvider>
      </PosStoreProvider>,
    );

    const list = await screen.findByRole('table', { name: 'Not started orders' }, ANSWER);
    const row = await within(list).findByRole('row', { name: new RegExp(order.external_id) }, ANSWER);
    expect(row.textContent).toContain('Riley Novak');
    expect(screen.getByRole('button', { name: /^Not started/ }).getAttribute('aria-pressed')).toBe('true');

    row.focus();
    press('Enter');
    await screen.findByRole('heading', { name: `Order ${order.external_id}` }, ANSWER);
    fireEvent.click(await screen.findByRole('button', { name: /Start picking/ }, ANSWER));
    const picking = await screen.findByRole('region', { name: 'Scan each item' }, ANSWER);

    for (const button of within(picking).getAllByRole('button', { name: /^All \d+ of .* picked$/ })) {
      fireEvent.click(button);
    }
    press('F9');
    const documents = await screen.findByRole('region', { name: /Documents/ }, ANSWER);
    const jobs = await within(documents).findAllByRole('listitem', {}, ANSWER);
    expect(jobs.map((job) => job.getAttribute('aria-label'))).toEqual([
      'Invoice, copy 1 of 2: Failed',
      'Invoice, copy 2 of 2: Failed',
      'Packing slip: Failed',
    ]);
    expect(documents.textContent).toContain('No document printer is attached to this workstation');
    expect(documents.textContent).toContain('a manager attaches one in Devices');
    expect(within(documents).getAllByRole('button', { name: 'Try again' })).toHaveLength(3);

    press('F4');
    const dialog = await screen.findByRole('dialog', { name: `Hand over order ${order.external_id}` });
    const handOver = within(dialog).getByRole('button', { name: 'Hand over' });
    expect(handOver).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /The person collecting is Riley Novak/ }));
    expect(handOver).toHaveProperty('disabled', false);
    fireEvent.click(handOver);
    await screen.findByRole('heading', { name: 'Picked up' }, ANSWER);
    expect(screen.queryByRole('dialog')).toBeNull();
    await fixture.shop.waitForStatus(order.order_id, 'picked_up');

    // Later the customer calls back: the order number typed in the search and Enter opens it again.
    press('Escape');
    const search = await screen.findByLabelText('Search orders', {}, ANSWER);
    fireEvent.change(search, { target: { value: order.external_id.toLowerCase() } });
    fireEvent.submit(search.closest('form')!);
    await screen.findByRole('heading', { name: `Order ${order.external_id}` }, ANSWER);
    expect(screen.getByRole('heading', { name: 'Picked up' })).toBeTruthy();
  });
});

describe('the pickup screen in French and Spanish', () => {
  function renderIn(locale: string) {
    render(
      <PosStoreProvider store={store}>
        <LocaleProvider locale={locale} timeZone="America/New_York">
          <I18nProvider locale={locale}>
            <ToastProvider>
              <PickupScreen />
            </ToastProvider>
          </I18nProvider>
        </LocaleProvider>
      </PosStoreProvider>,
    );
  }

  /** Back to the dashboard, then the order's number typed in the search: the list narrows to it. */
  async function searchForOrder(searchLabel: string, resultsLabel: string) {
    press('Escape');
    fireEvent.change(await screen.findByLabelText(searchLabel, {}, ANSWER), {
      target: { value: order.external_id },
    });
    const results = await screen.findByRole('table', { name: resultsLabel }, ANSWER);
    return within(results).findByRole('row', { name: new RegExp(order.external_id) }, ANSWER);
  }

  beforeEach(pickedAndReady, 60_000);

  it('reads the dashboard and the order in Québec French', async () => {
    renderIn('fr-CA');
    const row = await searchForOrder('Rechercher des commandes', 'Résultats de recherche');
    expect(screen.getByRole('heading', { name: 'Ramassage en magasin', level: 1 })).toBeTruthy();
    expect(row.textContent).toContain('Riley Novak');
    expect(row.textContent).toContain('Prête pour le ramassage');
    const counters = screen.getByRole('group', { name: 'Commandes par état' });
    expect(within(counters).getByRole('button', { name: /^Prêtes pour le ramassage/ })).toBeTruthy();
    // One order found: the count is singular.
    expect(screen.getByRole('heading', { level: 2, name: /Commandes correspondant à/ }).textContent).toMatch(
      /« .+ »1 commande$/,
    );

    fireEvent.click(row);
    await screen.findByRole('heading', { name: `Commande ${order.external_id}`, level: 1 }, ANSWER);
    expect(screen.getByRole('heading', { name: 'Client' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Historique de la commande' }).textContent).toContain(
      'Préparation commencée',
    );
    // Two of one product and one of another: three items, plural.
    expect(screen.getByText('3 articles')).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Total de la commande/ })).toBeTruthy();
  });

  it('reads the dashboard and the order in US Spanish', async () => {
    renderIn('es-US');
    const row = await searchForOrder('Buscar órdenes', 'Resultados de la búsqueda');
    expect(screen.getByRole('heading', { name: 'Recogida en tienda', level: 1 })).toBeTruthy();
    expect(row.textContent).toContain('Lista para recoger');
    const counters = screen.getByRole('group', { name: 'Órdenes por estado' });
    expect(within(counters).getByRole('button', { name: /^Listas para recoger/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Órdenes que coinciden con/ }).textContent).toMatch(
      /”1 orden$/,
    );

    fireEvent.click(row);
    await screen.findByRole('heading', { name: `Orden ${order.external_id}`, level: 1 }, ANSWER);
    expect(screen.getByRole('list', { name: 'Historial de la orden' }).textContent).toContain(
      'Preparación iniciada',
    );
    expect(screen.getByText('3 artículos')).toBeTruthy();
  });
});
