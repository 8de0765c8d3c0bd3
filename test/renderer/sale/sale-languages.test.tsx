// @vitest-environment jsdom
// The sale screens as a Québec associate (fr-CA) and a US associate who works in Spanish (es-US) read them:
// the catalog's words, plurals by count, and money in the store's currency written the locale's way
// (« 12,50 $ » in Montréal). A catalog that is not wired, or a message left in English, fails here.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompletedSale } from '../../../shared/bridge/views/sale';
import { money, type Money } from '../../../shared/money';
import { SaleSummary } from '../../../renderer/src/features/sale/SaleSummary';
import { TenderPanel } from '../../../renderer/src/features/sale/TenderPanel';
import { EMPTY_DRAFT, planCheckout, type TenderDraft } from '../../../renderer/src/domain/tender-plan';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { IDLE } from '../../../renderer/src/store/slice';
import type { DrawerProblem, SaleCashSetup, SaleTaxQuote } from '../../../renderer/src/store/sale-slice';
import { LocaleProvider } from '../../../renderer/src/ui/locale';

afterEach(cleanup);

function InLocale({ locale, children }: { locale: string; children: React.ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </I18nProvider>
  );
}

const cad = (minor: number) => money(minor, 'CAD');

/** Two T-shirts in Montréal, GST and QST on top, paid with 35,50 $ cash: 12,50 $ to give back. */
const MONTREAL_SALE: CompletedSale = {
  externalId: 'sale-mtl-1',
  state: 'pending',
  orderId: null,
  quote: {
    lines: [
      {
        productId: 'tee',
        title: 'T-shirt',
        quantity: 2,
        unitPrice: cad(1000),
        lineTotal: cad(2000),
        tax: cad(300),
        taxExempt: false,
      },
    ],
    subtotal: cad(2000),
    pricesIncludeTax: false,
    taxLines: [
      { componentId: 'gst', label: 'TPS', rate: '5', taxableAmount: cad(2000), amount: cad(100) },
      { componentId: 'qst', label: 'TVQ', rate: '9.975', taxableAmount: cad(2000), amount: cad(200) },
    ],
    totalTax: cad(300),
    total: cad(2300),
    tenders: [
      {
        method: 'cash',
        share: cad(2300),
        amount: cad(2300),
        roundingAdjustment: cad(0),
        tendered: cad(3550),
        change: cad(1250),
      },
    ],
    totalCharged: cad(2300),
    roundingAdjustment: cad(0),
    changeDue: cad(1250),
    cashDueIfAllCash: cad(2300),
  },
  drawer: { outcome: 'opened', notice: null },
  receiptJobs: [],
};

/** A money amount in the text, whatever blank the locale puts before the sign (« 12,50 $ »). */
function amount(text: string): RegExp {
  return new RegExp(text.replace(/[.$]/g, '\\$&').replace(/ /g, '\\s'));
}

describe('the sale summary in French (Québec)', () => {
  it('says the change due in French, in Canadian dollars written the Québec way', () => {
    render(
      <InLocale locale="fr-CA">
        <SaleSummary
          sale={MONTREAL_SALE}
          receiptJobs={[]}
          delivery="offline"
          roundingApplies={true}
          onNewSale={() => {}}
        />
      </InLocale>,
    );
    expect(screen.getByRole('heading', { name: 'Vente conclue' })).toBeTruthy();
    const change = screen.getByLabelText('Monnaie à rendre');
    expect(change.textContent).toMatch(amount('12,50 $'));
    expect(change.textContent).toMatch(amount('sur 35,50 $ reçus en comptant'));
    // Two units: the plural, counted the French way.
    expect(screen.getByRole('heading', { name: '2 articles' })).toBeTruthy();
    const summary = screen.getByLabelText('Résumé de la vente');
    expect(within(summary).getByText('Sous-total')).toBeTruthy();
    expect(within(summary).getByText('Monnaie rendue')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Nouvelle vente/ })).toBeTruthy();
    expect(screen.getByText('Aucun reçu imprimé')).toBeTruthy();
    expect(screen.getByText('Tiroir-caisse ouvert')).toBeTruthy();
    expect(screen.getByText('Enregistrée — sera synchronisée au retour en ligne')).toBeTruthy();
  });
});

/** A store whose two drawers are both open, so the associate has to choose one. */
const TWO_DRAWERS: SaleCashSetup = {
  operationMode: 'non_integrated',
  pairedDrawerId: null,
  drawers: [
    { drawerId: 'front', name: 'Front', open: true },
    { drawerId: 'back', name: 'Back', open: true },
  ],
};

/** The tender panel with its draft kept as the sale slice keeps it. */
function Tender({
  total,
  locale,
  drawerProblem = null,
  tax = null,
}: {
  total: Money;
  locale: string;
  drawerProblem?: DrawerProblem | null;
  tax?: SaleTaxQuote | null;
}) {
  const [draft, setDraft] = useState<TenderDraft>(EMPTY_DRAFT);
  return (
    <InLocale locale={locale}>
      <TenderPanel
        total={total}
        tax={tax}
        draft={draft}
        checkout={planCheckout(total, draft, null)}
        rounding={null}
        cash={{ setup: drawerProblem ? TWO_DRAWERS : null, drawerId: null, problem: drawerProblem }}
        completion={IDLE}
        receiptLanguage={null}
        onReceiptLanguage={() => {}}
        onModeChange={(mode) => setDraft({ ...EMPTY_DRAFT, mode })}
        onCashTendered={(cashTendered) => setDraft((current) => ({ ...current, cashTendered }))}
        onCardAmount={(cardAmount) => setDraft((current) => ({ ...current, cardAmount }))}
        onCardApproved={(cardApproved) => setDraft((current) => ({ ...current, cardApproved }))}
        onChooseDrawer={() => {}}
        onComplete={() => {}}
        onBack={() => {}}
      />
    </InLocale>
  );
}

describe('the tender panel in Spanish (US)', () => {
  it('takes the cash in Spanish and says the change, and what is missing, in dollars', () => {
    render(<Tender total={money(1250, 'USD')} locale="es-US" />);
    expect(screen.getByRole('form', { name: 'Pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Volver al carrito/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Efectivo/, pressed: true })).toBeTruthy();

    const received = screen.getByLabelText('Efectivo recibido');
    fireEvent.change(received, { target: { value: '10' } });
    expect(screen.getByText(amount('Faltan $2.50 del efectivo a cobrar'))).toBeTruthy();

    fireEvent.change(received, { target: { value: '20' } });
    const change = screen.getByText('Cambio a entregar').parentElement as HTMLElement;
    expect(change.textContent).toMatch(amount('$7.50'));
    expect(screen.getByRole('button', { name: /Completar venta/ })).toBeTruthy();
  });

  it('charges the card in Spanish', () => {
    render(<Tender total={money(1250, 'USD')} locale="es-US" />);
    fireEvent.click(screen.getByRole('button', { name: /Tarjeta/ }));
    expect(screen.getByText('Cobrar en la terminal de tarjetas')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tarjeta aprobada en la terminal/ })).toBeTruthy();
  });
});

describe('the tender panel in Québec French', () => {
  it('asks which drawer takes the cash in French', () => {
    render(<Tender total={cad(1250)} locale="fr-CA" drawerProblem="choose_drawer" />);
    expect(screen.getByText('Choisissez la caisse qui reçoit le comptant.')).toBeTruthy();
  });

  it('writes each tax rate the way French writes a percentage', () => {
    render(<Tender total={cad(2300)} locale="fr-CA" tax={MONTREAL_SALE.quote} />);
    const amounts = screen.getByLabelText('Montants');

    // « 9,975 % »: the decimal comma and a no-break space before the sign, as on the receipt.
    const exactly = { normalizer: (text: string) => text };
    expect(within(amounts).getByText('TPS 5\u00a0%', exactly)).toBeTruthy();
    expect(within(amounts).getByText('TVQ 9,975\u00a0%', exactly)).toBeTruthy();
  });

  it('keeps the rate exactly as configured in US English', () => {
    render(<Tender total={cad(2300)} locale="en-US" tax={MONTREAL_SALE.quote} />);
    expect(screen.getByText('TVQ 9.975%')).toBeTruthy();
  });
});
