// @vitest-environment jsdom
// The scan-to-pick panel as an associate uses it, on the real bridge to a real host (demo tenant): a scan
// of an item of the order counts it; a scan of anything else, or one unit too many, is refused out loud and
// counts nothing; a code typed in the Item code field works like a scan.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import { PickingPanel } from '../../../renderer/src/features/pickup/PickingPanel';
import { PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider, ToastProvider } from '../../../renderer/src/ui';
import { SOHO, startPickupFixture, type PickupFixture } from './support/pickup-fixture';

let fixture: PickupFixture;
let store: PosStore;
let order: Order;

beforeAll(async () => {
  fixture = await startPickupFixture();
  const [first, second] = fixture.products;
  order = await fixture.shop.placePickupOrder({
    storeId: SOHO,
    lines: [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
    ],
  });
  await fixture.shop.waitForStatus(order.order_id, 'assigned');
  store = await fixture.workstation('associate');
  if (!(await store.getState().openPickupOrder(order.order_id)) || !(await store.getState().startPicking())) {
    throw new Error(`Order ${order.order_id} could not be opened and started.`);
  }
}, 120_000);

afterEach(() => cleanup());

afterAll(async () => {
  await fixture?.close();
});

function renderPanel() {
  return render(
    <PosStoreProvider store={store}>
      <LocaleProvider locale="en-US">
        <ToastProvider>
          <PickingPanel />
        </ToastProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
}

/**
 * A keyboard-wedge scanner: the code's keys in one burst, then Enter, wherever the focus is. The clock the
 * scanner hook reads stands still during the burst: on a busy shared machine the test process can be
 * paused between two keys for longer than a scanner's gap, which would make the burst read as typing.
 */
function scan(code: string) {
  vi.useFakeTimers({ toFake: ['performance'] });
  try {
    act(() => {
      for (const key of [...code, 'Enter']) fireEvent.keyDown(document.body, { key });
    });
  } finally {
    vi.useRealTimers();
  }
}

/** The line's name as the panel says it: title and variant (demo variants share a title). */
function nameOf(productId: string): string {
  const line = store.getState().openOrder?.lines.find((candidate) => candidate.productId === productId);
  if (!line) throw new Error(`${productId} is not in the order`);
  return line.variant ? `${line.title} (${line.variant})` : line.title;
}

/** Where the picking stands before a test: the given counts of the first and second products. */
function picked(first: number, second: number) {
  act(() => {
    store.getState().setPickedQuantity(fixture.products[0].productId, first);
    store.getState().setPickedQuantity(fixture.products[1].productId, second);
  });
}

function pickedOf(productId: string): string {
  return screen.getByLabelText(`Picked of ${nameOf(productId)}`).textContent ?? '';
}

describe('the picking panel', () => {
  it('counts a scanned item of the order and says so', () => {
    const [first] = fixture.products;
    picked(0, 0);
    renderPanel();
    expect(pickedOf(first.productId)).toBe('0 of 2');
    scan(first.ean);
    expect(pickedOf(first.productId)).toBe('1 of 2');
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(
      `Picked: ${nameOf(first.productId)}`,
    );
    expect(screen.getByRole('progressbar', { name: 'Items picked' })).toHaveProperty('ariaValueNow', '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an item that is not in the order with an alert, counting nothing', () => {
    const [first, , third] = fixture.products;
    picked(1, 0);
    renderPanel();
    scan(third.ean);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This item is not in the order');
    expect(alert.textContent).toContain(third.ean);
    expect(pickedOf(first.productId)).toBe('1 of 2');
    expect(screen.getByRole('progressbar', { name: 'Items picked' })).toHaveProperty('ariaValueNow', '1');
  });

  it('refuses one unit too many', () => {
    const [first] = fixture.products;
    picked(1, 0);
    renderPanel();
    scan(first.ean);
    expect(pickedOf(first.productId)).toBe('2 of 2');
    scan(first.ean);
    expect(screen.getByRole('alert').textContent).toContain(`Already picked: ${nameOf(first.productId)}`);
    expect(pickedOf(first.productId)).toBe('2 of 2');
  });

  it('takes a SKU typed in the Item code field, then offers Mark ready', () => {
    const [, second] = fixture.products;
    picked(2, 0);
    renderPanel();
    const markReady = screen.getByRole('button', { name: /Mark ready/ });
    expect(markReady).toHaveProperty('disabled', true);
    const field = screen.getByLabelText('Item code');
    fireEvent.change(field, { target: { value: second.sku } });
    fireEvent.submit(field.closest('form')!);
    expect(pickedOf(second.productId)).toBe('1 of 1');
    expect(field).toHaveProperty('value', '');
    expect(markReady).toHaveProperty('disabled', false);
    const items = screen.getByRole('list', { name: 'Items to pick' });
    expect(within(items).getAllByText('Picked')).toHaveLength(2);
  });

  it('lets quantities be confirmed by hand with the buttons', () => {
    const [first] = fixture.products;
    picked(2, 1);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: `One less ${nameOf(first.productId)}` }));
    expect(pickedOf(first.productId)).toBe('1 of 2');
    expect(screen.getByRole('button', { name: /Mark ready/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: `All 2 of ${nameOf(first.productId)} picked` }));
    expect(pickedOf(first.productId)).toBe('2 of 2');
  });
});
