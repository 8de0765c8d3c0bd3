import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  currencyExponent,
  isCurrencyCode,
  UnknownCurrencyError,
} from '../../../shared/money/currency';

describe('currency table', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['CAD', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['ISK', 0],
    ['VND', 0],
    ['CLP', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['JOD', 3],
    ['OMR', 3],
    ['TND', 3],
    ['IQD', 3],
    ['LYD', 3],
    ['CLF', 4],
    ['UYW', 4],
  ])('%s has %i decimals', (code, decimals) => {
    expect(isCurrencyCode(code)).toBe(true);
    expect(currencyExponent(code)).toBe(decimals);
  });

  it('holds every circulating currency the Intl runtime knows, bar withdrawn or unit-less codes', () => {
    const runtimeCodes = Intl.supportedValuesOf('currency');
    // Codes the runtime still lists but ISO 4217 List One no longer holds, or holds without minor units.
    const notActive = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS']);
    const missing = runtimeCodes.filter((code) => !notActive.has(code) && !isCurrencyCode(code));
    // Withdrawn currencies that older CLDR data may still carry are fine to lack.
    const withdrawn = new Set(['CUC', 'HRK', 'SLL', 'VEF', 'ZWL', 'MRO', 'STD', 'BYR', 'LTL', 'LVL', 'XUA']);
    expect(missing.filter((code) => !withdrawn.has(code))).toEqual([]);
  });

  it('lists codes alphabetically and without duplicates', () => {
    expect([...CURRENCY_CODES]).toEqual([...new Set(CURRENCY_CODES)].sort());
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
  });

  it.each(['usd', 'US', 'XXX', 'XAU', 'HRK', '', 'toString', '__proto__'])('refuses %j', (code) => {
    expect(isCurrencyCode(code)).toBe(false);
    expect(() => currencyExponent(code)).toThrow(UnknownCurrencyError);
  });

  it('refuses non-strings', () => {
    expect(isCurrencyCode(840)).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });

  it('names the bad currency in the error', () => {
    expect(() => currencyExponent('ABC')).toThrow('currency: "ABC" is not an active ISO 4217 currency code');
  });
});
