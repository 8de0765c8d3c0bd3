import { describe, expect, it } from 'vitest';
import { cashDue, planTenders } from '../../../shared/cash-rounding/split-tender';
import { type Money, parseMoneyOrThrow, toDecimalString } from '../../../shared/money';
import { computeSaleTax, type StoreTaxRules, type TaxableLine } from '../../../shared/tax';

const usd = (text: string) => parseMoneyOrThrow(text, 'USD', { allowNegative: true });
const cad = (text: string) => parseMoneyOrThrow(text, 'CAD', { allowNegative: true });
const text = (amount: Money) => toDecimalString(amount);

const NEW_YORK_CITY: StoreTaxRules = {
  prices_include_tax: false,
  rounding: 'half_up',
  components: [
    { component_id: 'ny_state', label: 'NY State', rates: { standard: '4' } },
    { component_id: 'nyc', label: 'New York City', rates: { standard: '4.5' } },
    { component_id: 'mctd', label: 'MCTD', rates: { standard: '0.375' } },
  ],
  tax_classes: {},
};
const QUEBEC: StoreTaxRules = {
  prices_include_tax: false,
  rounding: 'half_up',
  components: [
    { component_id: 'gst', label: 'GST', rates: { standard: '5' } },
    { component_id: 'qst', label: 'QST', rates: { standard: '9.975' } },
  ],
  tax_classes: {},
};
const ONTARIO: StoreTaxRules = {
  prices_include_tax: false,
  rounding: 'half_up',
  components: [{ component_id: 'hst', label: 'HST', rates: { standard: '13' } }],
  tax_classes: {},
};

function taxOf(rules: StoreTaxRules, lines: TaxableLine[], currency = lines[0]?.amount.currency ?? 'USD') {
  const tax = computeSaleTax({ currency, lines, rules });
  return {
    taxLines: tax.taxLines.map(
      (line) => `${line.componentId} ${line.rate}% on ${text(line.taxableAmount)}: ${text(line.amount)}`,
    ),
    lines: tax.lines.map((line) => `${line.category} ${text(line.tax)}`),
    subtotal: text(tax.subtotal),
    totalTax: text(tax.totalTax),
    total: text(tax.total),
  };
}

describe('computeSaleTax: prices before tax (US, Canada)', () => {
  it('charges each New York City component on the sale total, rounded half-up once per component', () => {
    // 24.99 × 4 % = 0.9996 → 1.00; × 4.5 % = 1.12455 → 1.12; × 0.375 % = 0.0937125 → 0.09.
    expect(taxOf(NEW_YORK_CITY, [{ amount: usd('19.99') }, { amount: usd('5.00') }])).toEqual({
      taxLines: ['ny_state 4% on 24.99: 1.00', 'nyc 4.5% on 24.99: 1.12', 'mctd 0.375% on 24.99: 0.09'],
      lines: ['standard 1.77', 'standard 0.44'],
      subtotal: '24.99',
      totalTax: '2.21',
      total: '27.20',
    });
  });

  it('adds GST and QST separately in Québec (QST is not charged on GST)', () => {
    // 19.99 × 5 % = 0.9995 → 1.00; × 9.975 % = 1.9940025 → 1.99.
    expect(taxOf(QUEBEC, [{ amount: cad('19.99') }])).toMatchObject({
      taxLines: ['gst 5% on 19.99: 1.00', 'qst 9.975% on 19.99: 1.99'],
      totalTax: '2.99',
      total: '22.98',
    });
  });

  it('charges one HST in Ontario', () => {
    expect(taxOf(ONTARIO, [{ amount: cad('24.99') }])).toMatchObject({
      taxLines: ['hst 13% on 24.99: 3.25'],
      total: '28.24',
    });
  });

  it('rounds on the sale total, not per line: two half cents make one cent, not two', () => {
    const fivePercent: StoreTaxRules = {
      ...ONTARIO,
      components: [{ component_id: 't', label: 'T', rates: { standard: '5' } }],
    };
    // 0.10 × 5 % = 0.5 cent per line; per line half-up would charge 0.02, on the total 1.0 cent = 0.01.
    const tax = taxOf(fivePercent, [{ amount: cad('0.10') }, { amount: cad('0.10') }]);
    expect(tax.totalTax).toBe('0.01');
    // The cent goes to one line so that the lines' shares add up to the tax line.
    expect(tax.lines).toEqual(['standard 0.01', 'standard 0.00']);
  });

  it('leaves exempt classes out of every component and shows the taxable amount without them', () => {
    const philadelphia: StoreTaxRules = {
      prices_include_tax: false,
      rounding: 'half_up',
      components: [
        { component_id: 'pa_state', label: 'PA State', rates: { standard: '6' } },
        { component_id: 'philadelphia', label: 'Philadelphia', rates: { standard: '2' } },
      ],
      tax_classes: { clothing: 'exempt', footwear: 'exempt' },
    };
    expect(
      taxOf(philadelphia, [
        { amount: usd('50.00'), taxClassId: 'clothing' },
        { amount: usd('20.00'), taxClassId: 'home' },
        { amount: usd('80.00'), taxClassId: 'footwear' },
      ]),
    ).toEqual({
      taxLines: ['pa_state 6% on 20.00: 1.20', 'philadelphia 2% on 20.00: 0.40'],
      lines: ['exempt 0.00', 'standard 1.60', 'exempt 0.00'],
      subtotal: '150.00',
      totalTax: '1.60',
      total: '151.60',
    });
  });

  it('charges nothing when every line is exempt, and nothing in a store without components', () => {
    expect(
      taxOf({ ...ONTARIO, tax_classes: { home: 'exempt' } }, [{ amount: cad('9.99'), taxClassId: 'home' }]),
    ).toMatchObject({
      taxLines: [],
      totalTax: '0.00',
      total: '9.99',
    });
    expect(taxOf({ ...ONTARIO, components: [] }, [{ amount: cad('9.99') }])).toMatchObject({
      totalTax: '0.00',
      total: '9.99',
    });
  });

  it('reads a tax class named after a category as that category when the store does not map it', () => {
    expect(taxOf(ONTARIO, [{ amount: cad('10.00'), taxClassId: 'exempt' }]).totalTax).toBe('0.00');
    expect(taxOf(ONTARIO, [{ amount: cad('10.00'), taxClassId: 'anything-else' }]).totalTax).toBe('1.30');
  });
});

describe('computeSaleTax: prices including tax (VAT)', () => {
  const uk: StoreTaxRules = {
    prices_include_tax: true,
    rounding: 'half_up',
    components: [{ component_id: 'vat', label: 'VAT', rates: { standard: '20', reduced: '5' } }],
    tax_classes: { children: 'reduced', food: 'exempt' },
  };
  const gbp = (value: string) => parseMoneyOrThrow(value, 'GBP');

  it('shows the tax a price contains without changing what the customer pays', () => {
    expect(taxOf(uk, [{ amount: gbp('12.00') }])).toEqual({
      taxLines: ['vat 20% on 12.00: 2.00'],
      lines: ['standard 2.00'],
      subtotal: '12.00',
      totalTax: '2.00',
      total: '12.00',
    });
  });

  it('gives each rate of a component its own line (standard and reduced), exempt items none', () => {
    expect(
      taxOf(uk, [
        { amount: gbp('12.00') },
        { amount: gbp('10.50'), taxClassId: 'children' },
        { amount: gbp('3.00'), taxClassId: 'food' },
      ]),
    ).toMatchObject({
      taxLines: ['vat 20% on 12.00: 2.00', 'vat 5% on 10.50: 0.50'],
      lines: ['standard 2.00', 'reduced 0.50', 'exempt 0.00'],
      totalTax: '2.50',
      total: '25.50',
    });
  });

  it('divides by one plus every component a line pays when several are included', () => {
    // 11.50 / 1.14975 = 10.0022 net: GST 0.500108 → 0.50, QST 0.997717 → 1.00.
    expect(taxOf({ ...QUEBEC, prices_include_tax: true }, [{ amount: cad('11.50') }])).toMatchObject({
      taxLines: ['gst 5% on 11.50: 0.50', 'qst 9.975% on 11.50: 1.00'],
      totalTax: '1.50',
      total: '11.50',
    });
  });
});

describe('computeSaleTax: rounding at every boundary', () => {
  const fivePercent = (rounding: StoreTaxRules['rounding']): StoreTaxRules => ({
    prices_include_tax: false,
    rounding,
    components: [{ component_id: 't', label: 'T', rates: { standard: '5' } }],
    tax_classes: {},
  });
  const cases: [string, string, string, string, string][] = [
    // amount, exact tax in cents, half_up, half_even, down
    ['0.09', '0.45', '0.00', '0.00', '0.00'],
    ['0.10', '0.5', '0.01', '0.00', '0.00'],
    ['0.11', '0.55', '0.01', '0.01', '0.00'],
    ['0.29', '1.45', '0.01', '0.01', '0.01'],
    ['0.30', '1.5', '0.02', '0.02', '0.01'],
    ['0.31', '1.55', '0.02', '0.02', '0.01'],
    ['0.50', '2.5', '0.03', '0.02', '0.02'],
    ['0.20', '1', '0.01', '0.01', '0.01'],
  ];
  it.each(cases)(
    '%s at 5 %% (%s cents) → half_up %s, half_even %s, down %s',
    (amount, _, halfUp, halfEven, down) => {
      expect(taxOf(fivePercent('half_up'), [{ amount: usd(amount) }]).totalTax).toBe(halfUp);
      expect(taxOf(fivePercent('half_even'), [{ amount: usd(amount) }]).totalTax).toBe(halfEven);
      expect(taxOf(fivePercent('down'), [{ amount: usd(amount) }]).totalTax).toBe(down);
    },
  );

  it('an exact half of a tax-inclusive price rounds by the rule too', () => {
    // 9.99 × 20 / 120 = 1.665 exactly.
    const vat = (rounding: StoreTaxRules['rounding']): StoreTaxRules => ({
      prices_include_tax: true,
      rounding,
      components: [{ component_id: 'vat', label: 'VAT', rates: { standard: '20' } }],
      tax_classes: {},
    });
    const eur = parseMoneyOrThrow('9.99', 'EUR');
    expect(taxOf(vat('half_up'), [{ amount: eur }]).totalTax).toBe('1.67');
    expect(taxOf(vat('half_even'), [{ amount: eur }]).totalTax).toBe('1.66');
    expect(taxOf(vat('down'), [{ amount: eur }]).totalTax).toBe('1.66');
  });

  it('drops the fraction of a yen under Japan’s usual rule', () => {
    const japan: StoreTaxRules = {
      prices_include_tax: true,
      rounding: 'down',
      components: [{ component_id: 'consumption', label: '消費税', rates: { standard: '10', reduced: '8' } }],
      tax_classes: { food: 'reduced' },
    };
    const jpy = (value: string) => parseMoneyOrThrow(value, 'JPY');
    // 1000 × 10 / 110 = 90.9 → 90; 540 × 8 / 108 = 40 exactly.
    expect(taxOf(japan, [{ amount: jpy('1000') }, { amount: jpy('540'), taxClassId: 'food' }])).toMatchObject(
      {
        taxLines: ['consumption 10% on 1000: 90', 'consumption 8% on 540: 40'],
        total: '1540',
      },
    );
  });
});

describe('computeSaleTax: returned lines and shares', () => {
  it('mirrors a sale for negative amounts (a return gives back exactly what was charged)', () => {
    const sale = taxOf(NEW_YORK_CITY, [{ amount: usd('19.99') }, { amount: usd('5.00') }]);
    const refund = taxOf(NEW_YORK_CITY, [{ amount: usd('-19.99') }, { amount: usd('-5.00') }]);
    expect(refund.totalTax).toBe('-2.21');
    expect(refund.lines).toEqual(sale.lines.map((line) => line.replace('standard ', 'standard -')));
    expect(refund.total).toBe('-27.20');
  });

  it('shares every tax line over the lines so that the shares add up exactly', () => {
    const tax = computeSaleTax({
      currency: 'CAD',
      lines: [{ amount: cad('3.33') }, { amount: cad('3.33') }, { amount: cad('3.33') }],
      rules: QUEBEC,
    });
    for (const taxLine of tax.taxLines) {
      const shares = tax.lines.flatMap((line) =>
        line.taxes.filter((share) => share.componentId === taxLine.componentId),
      );
      expect(shares.reduce((total, share) => total + share.amount.minor, 0)).toBe(taxLine.amount.minor);
    }
    // 9.99 × 5 % = 0.4995 → 0.50 over three lines of 0.1665: 0.17, 0.17, 0.16.
    expect(tax.lines.map((line) => text(line.taxes[0]!.amount))).toEqual(['0.17', '0.17', '0.16']);
  });

  it('refuses a line in another currency', () => {
    expect(() =>
      computeSaleTax({ currency: 'USD', lines: [{ amount: cad('1.00') }], rules: ONTARIO }),
    ).toThrow('lines.0.amount: is in CAD, the sale in USD');
  });
});

describe('cash rounding applies to the total after tax', () => {
  const listedUsStore = { storeCountry: 'US', storeListedForUsRounding: true, cashRoundingEnabled: true };
  const canada = { storeCountry: 'CA', storeListedForUsRounding: false, cashRoundingEnabled: true };

  it('rounds a New York cash total with tax, in a store listed for US rounding', () => {
    // 24.98: 0.9992 → 1.00, 1.1241 → 1.12, 0.093675 → 0.09; total 27.19 → cash 27.20.
    const tax = computeSaleTax({ currency: 'USD', lines: [{ amount: usd('24.98') }], rules: NEW_YORK_CITY });
    expect(text(tax.total)).toBe('27.19');
    expect(text(cashDue(tax.total, listedUsStore))).toBe('27.20');
    expect(text(cashDue(tax.total, { ...listedUsStore, storeListedForUsRounding: false }))).toBe('27.19');
  });

  it('rounds only the cash part of a split tender, after tax (partial card amount leaving cents)', () => {
    // Québec 19.99 + tax = 22.98; card 10.01, cash share 12.97 → 12.95.
    const tax = computeSaleTax({ currency: 'CAD', lines: [{ amount: cad('19.99') }], rules: QUEBEC });
    const planned = planTenders({
      totalDue: tax.total,
      tenders: [{ method: 'card', amount: cad('10.01') }, { method: 'cash' }],
      rounding: canada,
    });
    if (!planned.ok) throw new Error(planned.message);
    expect(
      planned.plan.tenders.map((tender) => [tender.method, text(tender.share), text(tender.amount)]),
    ).toEqual([
      ['card', '10.01', '10.01'],
      ['cash', '12.97', '12.95'],
    ]);
    expect(text(planned.plan.totalCharged)).toBe('22.96');
    expect(text(planned.plan.roundingAdjustment)).toBe('-0.02');
  });

  it('rounds the Ontario total after HST, never the pre-tax subtotal', () => {
    // 24.99 rounds to 25.00 on its own, but the customer owes 28.24 with HST: cash 28.25.
    const tax = computeSaleTax({ currency: 'CAD', lines: [{ amount: cad('24.99') }], rules: ONTARIO });
    expect(text(cashDue(tax.total, canada))).toBe('28.25');
  });
});
