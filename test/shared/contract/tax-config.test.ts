import { describe, expect, it } from 'vitest';
import { InStoreSaleRequestSchema, TaxConfigRequestSchema } from '../../../shared/contract';
import { expectIssueAt, parseValid, withValue } from './contract-test-kit';

const NEW_YORK = {
  prices_include_tax: false,
  rounding: 'half_up',
  components: [
    { component_id: 'ny_state', label: 'NY State', rates: { standard: '4' } },
    { component_id: 'nyc', label: 'New York City', rates: { standard: '4.5' } },
    { component_id: 'mctd', label: 'MCTD', rates: { standard: '0.375' } },
  ],
  tax_classes: { clothing: 'standard' },
};

describe('TaxConfigRequestSchema (PUT /v0/d/stores/{store_id}/tax_config)', () => {
  it('accepts components with exact decimal rates, and no components at all', () => {
    expect(parseValid(TaxConfigRequestSchema, NEW_YORK)).toEqual(NEW_YORK);
    expect(parseValid(TaxConfigRequestSchema, { components: [] })).toEqual({
      components: [],
      tax_classes: {},
    });
  });

  it.each([
    ['components.0.rates.standard', 4, /must be a string such as "8.875"/],
    ['components.0.rates.standard', '4.1234567', /at most 6 decimals/],
    ['components.0.rates.standard', '100.5', /at most 100/],
    ['components.0.rates.standard', '-4', /percentage/],
    ['components.1.rates.reduced', 'half', /percentage/],
    ['components.1.component_id', 'ny_state', /"ny_state" is already used at index 0/],
    ['components.2.component_id', 'NYC Tax', /lower case/],
    ['components.0.label', '  ', /blank/],
    ['components.0.rates', undefined, /required/],
    ['rounding', 'nearest', /half_up, half_even or down/],
    ['tax_classes.clothing', 'free', /standard, reduced or exempt/],
    ['prices_include_tax', 'no', /boolean/],
  ])('refuses %s = %j', (path, value, message) => {
    expectIssueAt(TaxConfigRequestSchema, withValue(NEW_YORK, path, value), path, message);
  });
});

describe('tax on an in-store sale (POST /v0/d/fulfill_order)', () => {
  const sale = {
    external_id: 'sale-1',
    shop: 'us',
    currency: 'USD',
    placed_at: '2026-03-02T10:00:00Z',
    store_id: 'us-nyc-soho',
    prices_include_tax: false,
    shipments: [
      {
        items: [
          {
            product_id: 'p1',
            quantity: 1,
            price: 10,
            taxes: [{ component_id: 'hst', rate: '13', amount: 1.3 }],
          },
        ],
      },
    ],
    taxes: [{ component_id: 'hst', label: 'HST', rate: '13', taxable_amount: 10, amount: 1.3 }],
  };

  it('carries tax lines and each line’s share', () => {
    expect(parseValid(InStoreSaleRequestSchema, sale).taxes).toEqual(sale.taxes);
  });

  it.each([
    ['taxes.0.amount', 1.305, /more decimals than USD allows/],
    ['taxes.0.rate', 13, /must be a string/],
    ['shipments.0.items.0.taxes.0.amount', 1.333, /more decimals than USD allows/],
  ])('refuses %s = %j', (path, value, message) => {
    expectIssueAt(InStoreSaleRequestSchema, withValue(sale, path, value), path, message);
  });

  it('refuses the same component at the same rate twice', () => {
    const twice = { ...sale, taxes: [sale.taxes[0], sale.taxes[0]] };
    expectIssueAt(InStoreSaleRequestSchema, twice, 'taxes.1.component_id', /already used at index 0/);
  });
});
