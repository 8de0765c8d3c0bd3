import { describe, expect, it } from 'vitest';
import { currencyOfCountry, formatMoney, money, storeCurrency } from '../../../shared/money';

describe("a store's currency", () => {
  it("is its price book's, else its country's, whatever language the screen is in", () => {
    expect(storeCurrency({ bookCurrency: 'CAD', countryCode: 'CA' })).toBe('CAD');
    expect(storeCurrency({ bookCurrency: undefined, countryCode: 'CA' })).toBe('CAD');
    expect(storeCurrency({ countryCode: 'US' })).toBe('USD');
    // A book in another currency than the country's usual one wins: it is what the platform charges.
    expect(storeCurrency({ bookCurrency: 'USD', countryCode: 'CA' })).toBe('USD');
    expect(storeCurrency({ countryCode: 'ZZ' })).toBe('USD');
    expect(currencyOfCountry('ca')).toBe('CAD');
  });

  it('reads in each UI language as that language writes the store currency', () => {
    const total = money(1250, storeCurrency({ countryCode: 'CA' }));
    expect(formatMoney(total, 'fr-CA')).toBe('12,50\u00a0$');
    expect(formatMoney(total, 'en-US')).toBe('CA$12.50');
    expect(formatMoney(total, 'es-US')).toBe('CAD\u00a012.50');
    const us = money(1250, storeCurrency({ countryCode: 'US' }));
    expect(formatMoney(us, 'fr-CA')).toBe('12,50\u00a0$\u00a0US');
    expect(formatMoney(us, 'es-US')).toBe('$12.50');
  });
});
