// @vitest-environment jsdom
// The tender panel as an associate meets it: the cash rounding line (and the total after it) only when the
// store's rules round cash, quick-cash buttons in the store's bills, the change due, card charged exactly
// with its "Card approved on terminal" step, and a split where only the cash part rounds.
import type { DocumentLanguage } from '../../../shared/bridge/views/document-language';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundingContextView } from '../../../shared/bridge/views/sale';
import { money, type Money } from '../../../shared/money';
import { TenderPanel, type TenderPanelProps } from '../../../renderer/src/features/sale/TenderPanel';
import {
  drawerProblemOf,
  type SaleCashSetup,
  type SaleTaxQuote,
} from '../../../renderer/src/store/sale-slice';
import { EMPTY_DRAFT, planCheckout, type TenderDraft } from '../../../renderer/src/domain/tender-plan';
import { IDLE } from '../../../renderer/src/store/slice';
import { LocaleProvider } from '../../../renderer/src/ui/locale';

afterEach(cleanup);

/** A Canadian store: the country rounds cash to 0.05 and the business has cash rounding on. */
const TORONTO: RoundingContextView = {
  currency: 'CAD',
  storeCountry: 'CA',
  cashRoundingEnabled: true,
  storeListedForUsRounding: false,
  applies: true,
  increment: { minor: 5, currency: 'CAD' },
};

/** A US store that is not in the rounding configuration's enabled_store_ids. */
const BROOKLYN: RoundingContextView = {
  currency: 'USD',
  storeCountry: 'US',
  cashRoundingEnabled: true,
  storeListedForUsRounding: false,
  applies: false,
  increment: null,
};

interface Seen {
  completed: number;
  draft: TenderDraft;
  drawerId?: string;
  receiptLanguage?: DocumentLanguage | null;
}

/** The panel with its draft kept as the sale slice keeps it (planned by planCheckout on every change). */
function Harness({
  total,
  rounding,
  mode = 'cash',
  seen,
  cash = { setup: null, drawerId: null, problem: null },
  tax = null,
}: {
  total: Money;
  tax?: SaleTaxQuote | null;
  rounding: RoundingContextView;
  mode?: TenderDraft['mode'];
  seen: Seen;
  cash?: TenderPanelProps['cash'];
}) {
  const [draft, setDraft] = useState<TenderDraft>({ ...EMPTY_DRAFT, mode });
  const [receiptLanguage, setReceiptLanguage] = useState<DocumentLanguage | null>(null);
  seen.receiptLanguage = receiptLanguage;
  seen.draft = draft;
  const change = (part: Partial<TenderDraft>) => setDraft((current) => ({ ...current, ...part }));
  return (
    <LocaleProvider locale="en-CA">
      <TenderPanel
        total={total}
        tax={tax}
        draft={draft}
        checkout={planCheckout(total, draft, rounding)}
        rounding={rounding}
        cash={cash}
        completion={IDLE}
        onModeChange={(next) => setDraft({ ...EMPTY_DRAFT, mode: next })}
        onCashTendered={(cashTendered) => change({ cashTendered })}
        onCardAmount={(cardAmount) => change({ cardAmount, cardApproved: false })}
        onCardApproved={(cardApproved) => change({ cardApproved })}
        onChooseDrawer={(drawerId) => (seen.drawerId = drawerId)}
        receiptLanguage={receiptLanguage}
        onReceiptLanguage={setReceiptLanguage}
        onComplete={() => (seen.completed += 1)}
        onBack={() => undefined}
      />
    </LocaleProvider>
  );
}

function show(total: Money, rounding: RoundingContextView, mode: TenderDraft['mode'] = 'cash'): Seen {
  const seen: Seen = { completed: 0, draft: EMPTY_DRAFT };
  render(<Harness total={total} rounding={rounding} mode={mode} seen={seen} />);
  return seen;
}

/** The amount on a line of the amounts list ("Total", "Cash rounding"...), as shown. */
function amountOf(label: string): string {
  const amounts = screen.getByLabelText('Amounts');
  const term = within(amounts).getByText(label);
  return term.closest('dt')?.nextElementSibling?.textContent ?? '';
}

function changeDue(): string {
  return screen.getByText('Change due').parentElement?.textContent?.replace('Change due', '') ?? '';
}

describe('the tender panel', () => {
  it('shows each tax line between the subtotal and the total, then rounds the cash total after tax', () => {
    // Montréal: 19.99 + GST 1.00 + QST 1.99 = 22.98, 23.00 in cash.
    const cad = (minor: number) => money(minor, 'CAD');
    const tax: SaleTaxQuote = {
      subtotal: cad(1999),
      pricesIncludeTax: false,
      taxLines: [
        { componentId: 'gst', label: 'GST', rate: '5', taxableAmount: cad(1999), amount: cad(100) },
        { componentId: 'qst', label: 'QST', rate: '9.975', taxableAmount: cad(1999), amount: cad(199) },
      ],
      totalTax: cad(299),
      total: cad(2298),
    };
    const seen: Seen = { completed: 0, draft: EMPTY_DRAFT };
    render(<Harness total={tax.total} tax={tax} rounding={TORONTO} seen={seen} />);
    expect(amountOf('Subtotal')).toBe('$19.99');
    expect(amountOf('GST 5%')).toBe('$1.00');
    expect(amountOf('QST 9.975%')).toBe('$1.99');
    expect(amountOf('Total')).toBe('$22.98');
    expect(amountOf('Cash rounding')).toBe('+$0.02');
    expect(amountOf('Total after rounding')).toBe('$23.00');
  });

  it('shows the tax contained in the total when the store’s prices include it', () => {
    const eur = (minor: number) => money(minor, 'EUR');
    const tax: SaleTaxQuote = {
      subtotal: eur(1200),
      pricesIncludeTax: true,
      taxLines: [
        { componentId: 'vat', label: 'VAT', rate: '20', taxableAmount: eur(1200), amount: eur(200) },
      ],
      totalTax: eur(200),
      total: eur(1200),
    };
    const seen: Seen = { completed: 0, draft: EMPTY_DRAFT };
    render(<Harness total={tax.total} tax={tax} rounding={{ ...BROOKLYN, currency: 'EUR' }} seen={seen} />);
    expect(amountOf('Total')).toBe('€12.00');
    expect(amountOf('incl. VAT 20%')).toBe('€2.00');
    expect(screen.queryByText('Subtotal')).toBeNull();
  });

  it('shows the cash rounding line and the total after it in a Canadian store', () => {
    show(money(1007, 'CAD'), TORONTO);
    expect(amountOf('Total')).toBe('$10.07');
    expect(amountOf('Cash rounding')).toBe('-$0.02');
    expect(screen.getByText('to the nearest $0.05')).toBeTruthy();
    expect(amountOf('Total after rounding')).toBe('$10.05');
  });

  it('keeps a zero cash rounding in view but marks only an adjustment that changes the cash', () => {
    show(money(1005, 'CAD'), TORONTO);
    expect(amountOf('Cash rounding')).toBe('$0.00');
    const zeroLine = within(screen.getByLabelText('Amounts'))
      .getByText('Cash rounding')
      .closest('.tender__row');
    expect(zeroLine?.classList.contains('tender__row--adjusted')).toBe(false);
    cleanup();

    show(money(1007, 'CAD'), TORONTO);
    const adjusted = within(screen.getByLabelText('Amounts'))
      .getByText('Cash rounding')
      .closest('.tender__row');
    expect(adjusted?.classList.contains('tender__row--adjusted')).toBe(true);
  });

  it('shows no rounding in a US store that is not listed for rounding', () => {
    show(money(1007, 'USD'), BROOKLYN);
    expect(amountOf('Total')).toBe('US$10.07');
    expect(screen.queryByText('Cash rounding')).toBeNull();
    expect(screen.queryByText('Total after rounding')).toBeNull();
  });

  it('offers quick cash in the store’s bills above the rounded cash due, and shows the change', () => {
    const seen = show(money(1007, 'CAD'), TORONTO);
    const quick = screen.getByRole('group', { name: 'Quick cash' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Exact $10.05', '$15.00', '$20.00', '$50.00', '$100.00']);
    expect(screen.getByRole('button', { name: /Complete sale/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(quick).getByRole('button', { name: '$20.00' }));
    expect((screen.getByLabelText('Cash received') as HTMLInputElement).value).toBe('20.00');
    expect(changeDue()).toBe('$9.95');
    const complete = screen.getByRole('button', { name: /Complete sale/ });
    expect(complete.hasAttribute('disabled')).toBe(false);
    fireEvent.click(complete);
    expect(seen.completed).toBe(1);
    expect(seen.draft.cashTendered).toEqual(money(2000, 'CAD'));
  });

  it('prints the receipt in the store’s language unless the customer picks another', () => {
    const seen = show(money(1007, 'CAD'), TORONTO);
    const language = screen.getByLabelText('Receipt language') as HTMLSelectElement;
    expect(language.value).toBe('');
    expect([...language.options].map((option) => option.text)).toEqual([
      'Store’s language',
      'English',
      'Français',
      'Español',
    ]);
    fireEvent.change(language, { target: { value: 'es' } });
    expect(seen.receiptLanguage).toBe('es');
    fireEvent.change(language, { target: { value: '' } });
    expect(seen.receiptLanguage).toBeNull();
  });

  it('takes typed cash exactly and says how much is missing', () => {
    show(money(1007, 'CAD'), TORONTO);
    const field = screen.getByLabelText('Cash received');
    fireEvent.change(field, { target: { value: '10' } });
    expect(screen.getByText('$0.05 short of the cash due')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Complete sale/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '10.05' } });
    expect(changeDue()).toBe('$0.00');
    expect(screen.getByRole('button', { name: /Complete sale/ }).hasAttribute('disabled')).toBe(false);
  });

  it('charges a card the exact total, never rounded, once the terminal approved it', () => {
    const seen = show(money(1007, 'CAD'), TORONTO, 'card');
    expect(screen.queryByText('Cash rounding')).toBeNull();
    expect(screen.getByText('Charge on the card terminal').parentElement?.textContent).toContain('$10.07');
    fireEvent.click(screen.getByRole('button', { name: /Card approved on terminal/ }));
    expect(seen.completed).toBe(1);
    expect(seen.draft.cardApproved).toBe(true);
  });

  it('splits card and cash: only the cash part rounds', () => {
    const seen = show(money(3007, 'CAD'), TORONTO, 'split');
    fireEvent.change(screen.getByLabelText('Card part'), { target: { value: '20' } });
    expect(amountOf('Card')).toBe('$20.00');
    expect(amountOf('Cash part')).toBe('$10.07');
    expect(amountOf('Cash rounding')).toBe('-$0.02');
    expect(amountOf('Cash to collect')).toBe('$10.05');
    expect(amountOf('Total after rounding')).toBe('$30.05');

    fireEvent.click(screen.getByRole('button', { name: '$20.00' }));
    expect(changeDue()).toBe('$9.95');
    // The card part is not taken until the terminal approved it.
    expect(screen.getByRole('button', { name: /Complete sale/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Card approved on terminal/ }));
    expect(screen.getByRole('status').textContent).toContain('Card approved — $20.00');
    fireEvent.click(screen.getByRole('button', { name: /Complete sale/ }));
    expect(seen.completed).toBe(1);
  });

  it('refuses a card part that covers the whole total', () => {
    show(money(3007, 'CAD'), TORONTO, 'split');
    fireEvent.change(screen.getByLabelText('Card part'), { target: { value: '30.07' } });
    expect(
      screen.getByText('The card part must be less than the total — take it all on card instead'),
    ).toBeTruthy();
  });

  it('asks which drawer takes the cash when the store has several and none is paired here', () => {
    const setup: SaleCashSetup = {
      operationMode: 'non_integrated',
      pairedDrawerId: null,
      drawers: [
        { drawerId: 'front', name: 'Front counter', open: true },
        { drawerId: 'fitting', name: 'Fitting rooms', open: false },
      ],
    };
    const seen: Seen = { completed: 0, draft: EMPTY_DRAFT };
    render(
      <Harness
        total={money(1007, 'CAD')}
        rounding={TORONTO}
        seen={seen}
        cash={{ setup, drawerId: null, problem: drawerProblemOf(setup, null) }}
      />,
    );
    const drawer = screen.getByLabelText('Drawer taking the cash') as HTMLSelectElement;
    expect([...drawer.options].map((option) => [option.text, option.disabled])).toEqual([
      ['Choose a drawer…', true],
      ['Front counter', false],
      ['Fitting rooms (not open)', true],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '$20.00' }));
    // Enough cash, but no drawer chosen yet: the sale cannot complete.
    expect(screen.getByRole('button', { name: /Complete sale/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(drawer, { target: { value: 'front' } });
    expect(seen.drawerId).toBe('front');
  });

  it('says no drawer is open when none is', () => {
    const setup: SaleCashSetup = {
      operationMode: 'non_integrated',
      pairedDrawerId: null,
      drawers: [{ drawerId: 'front', name: 'Front counter', open: false }],
    };
    render(
      <Harness
        total={money(1007, 'CAD')}
        rounding={TORONTO}
        seen={{ completed: 0, draft: EMPTY_DRAFT }}
        cash={{ setup, drawerId: null, problem: drawerProblemOf(setup, null) }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('No cash drawer is open');
  });
});
