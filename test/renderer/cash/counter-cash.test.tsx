// @vitest-environment jsdom
// The drawer at the counter as an associate uses it (the sale screen's "Drawer" button), on the real bridge to
// a real host with Northwind SoHo's Register 1 as a drawer simulator paired here: the associate opens the day
// counting the float, records petty cash out with its reason (the drawer is kicked open each time), is offered
// only what an associate may record, and sees the figures without the expected amount (blind).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CounterCashButton } from '../../../renderer/src/features/cash';
import { PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider, ToastProvider } from '../../../renderer/src/ui';
import { startCashFixture, type CashFixture } from './support/cash-fixture';

let fixture: CashFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startCashFixture();
  store = await fixture.workstation('associate');
}, 60_000);

afterEach(() => cleanup());

afterAll(async () => {
  await fixture?.close();
});

function renderButton() {
  return render(
    <PosStoreProvider store={store}>
      <LocaleProvider locale="en-US">
        <ToastProvider>
          <CounterCashButton />
        </ToastProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
}

function dialog(name: string) {
  return screen.getByRole('dialog', { name });
}

async function findDialog(name: string) {
  return screen.findByRole('dialog', { name }, { timeout: 10_000 });
}

describe('the drawer at the counter, for an associate', () => {
  it('opens the day from F6 counting the float, then records petty cash out with its reason', async () => {
    renderButton();
    act(() => {
      fireEvent.keyDown(window, { key: 'F6' });
    });
    const menu = await findDialog('Cash drawer');
    await within(menu).findByText(
      'Register 1 has not been opened yet.',
      { exact: false },
      { timeout: 10_000 },
    );
    // The drawer is asked whether it is shut once the menu shows.
    await within(menu).findByText('Paired here · drawer shut', {}, { timeout: 10_000 });
    fireEvent.click(within(menu).getByRole('button', { name: 'Open the day' }));

    const count = dialog('Open the day — Register 1');
    fireEvent.click(within(count).getByRole('button', { name: 'Start count' }));
    await within(count).findByRole('tab', { name: 'Total only' }, { timeout: 10_000 });
    expect(fixture.drawer.kicks).toHaveLength(1);
    fixture.drawer.close();
    fireEvent.click(within(count).getByRole('tab', { name: 'Total only' }));
    fireEvent.change(within(count).getByRole('textbox', { name: 'Total counted' }), {
      target: { value: '200' },
    });
    fireEvent.click(within(count).getByRole('button', { name: 'Open the day with $200.00' }));
    await within(count).findByRole('heading', { name: 'Register 1 is open' }, { timeout: 10_000 });
    expect(fixture.drawer.kicks).toHaveLength(2);
    fixture.drawer.close();
    fireEvent.click(within(count).getByRole('button', { name: 'Done' }));

    const back = await findDialog('Cash drawer');
    expect(within(back).getByText('Open')).toBeTruthy();
    // Blind: the associate does not see what the drawer should hold.
    expect(within(back).queryByText('Expected in drawer')).toBeNull();
    expect(
      within(back).getByText('The expected amount is shown in Cash Management (blind counts).'),
    ).toBeTruthy();

    // Petty cash out with its reason, offering only what an associate may record (the drawer is open now).
    cleanup();
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Drawer' }));
    const drawerMenu = await findDialog('Cash drawer');
    const actions = await within(drawerMenu).findByRole('group', { name: 'Drawer transactions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Petty cash in', 'Petty cash out', 'No sale']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Petty cash out' }));

    const movement = dialog('Cash in or out — Register 1');
    const choices = within(movement)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.querySelector('.cash-choice__title')?.textContent);
    expect(choices).toEqual(['Petty cash in', 'Petty cash out', 'No sale']);
    expect(within(movement).getByRole('radio', { name: /Petty cash out/ })).toHaveProperty('checked', true);

    // Nothing is recorded without an amount and a reason, and the form says what is missing.
    fireEvent.click(within(movement).getByRole('button', { name: 'Record petty cash out' }));
    expect(within(movement).getByText('Enter the amount')).toBeTruthy();
    expect(within(movement).getByText('Choose a reason')).toBeTruthy();

    fireEvent.change(within(movement).getByRole('textbox', { name: 'Amount taken out' }), {
      target: { value: '12.50' },
    });
    fireEvent.change(within(movement).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'supplies' },
    });
    fireEvent.click(within(movement).getByRole('button', { name: 'Record petty cash out of $12.50' }));
    const afterPettyCash = await findDialog('Cash drawer');
    await waitFor(() => expect(fixture.drawer.kicks).toHaveLength(3));
    expect(within(afterPettyCash).getByText('Register 1 is open for petty cash out')).toBeTruthy();
    const cashOut = within(afterPettyCash).getByText('Cash out').closest('.figure-list__row');
    expect(cashOut?.textContent).toContain('− $12.50');
    const summary = store.getState().cashDrawers.find((entry) => entry.drawer.drawerId === 'us-nyc-soho-1');
    expect(summary?.summary).toMatchObject({
      outflows: { minor: 1250, currency: 'USD' },
      expectedAmount: null,
    });
  }, 90_000);
});
