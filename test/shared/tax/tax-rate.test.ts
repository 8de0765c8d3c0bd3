import { describe, expect, it } from 'vitest';
import {
  defaultPricesIncludeTax,
  defaultTaxRounding,
  parseTaxRate,
  sumTaxRates,
  taxCategoryOf,
} from '../../../shared/tax';

describe('parseTaxRate', () => {
  it('reads percentages exactly', () => {
    expect(parseTaxRate('8.875')).toEqual({ ok: true, rate: { num: 71n, den: 800n } });
    expect(parseTaxRate('9.975')).toEqual({ ok: true, rate: { num: 399n, den: 4000n } });
    expect(parseTaxRate('0')).toEqual({ ok: true, rate: { num: 0n, den: 1n } });
    expect(parseTaxRate('100')).toEqual({ ok: true, rate: { num: 1n, den: 1n } });
  });

  it.each(['', '-1', '100.000001', '101', '08', '8.', '.5', '8.1234567', '1e2', ' 5'])(
    'refuses %j',
    (rate) => {
      expect(parseTaxRate(rate).ok).toBe(false);
    },
  );

  it('sums rates exactly for a total-rate display', () => {
    expect(sumTaxRates(['4', '4.5', '0.375'])).toBe('8.875');
    expect(sumTaxRates(['5', '9.975'])).toBe('14.975');
    expect(sumTaxRates(['6.5', '3.5'])).toBe('10');
    expect(sumTaxRates([])).toBe('0');
  });
});

describe('defaults by country', () => {
  it('prices include tax outside North America', () => {
    expect(defaultPricesIncludeTax('US')).toBe(false);
    expect(defaultPricesIncludeTax('CA')).toBe(false);
    for (const country of ['GB', 'DE', 'FR', 'AU', 'JP', 'NZ'])
      expect(defaultPricesIncludeTax(country)).toBe(true);
  });

  it('rounds half-up unless the country says otherwise', () => {
    expect(defaultTaxRounding('US')).toBe('half_up');
    expect(defaultTaxRounding('DE')).toBe('half_up');
    expect(defaultTaxRounding('JP')).toBe('down');
  });

  it('maps tax classes to categories, standard when unknown', () => {
    expect(taxCategoryOf('clothing', { clothing: 'exempt' })).toBe('exempt');
    expect(taxCategoryOf('books', { clothing: 'exempt' })).toBe('standard');
    expect(taxCategoryOf('reduced', {})).toBe('reduced');
    expect(taxCategoryOf(undefined, {})).toBe('standard');
    expect(taxCategoryOf('toString', {})).toBe('standard');
  });
});
