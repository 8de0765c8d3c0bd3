import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from '../../../shared/money/format';
import { money } from '../../../shared/money/money';

// Intl output uses non-breaking spaces in some locales; normalise them so expectations stay readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [1999, 'USD', 'en-US', '$19.99'],
    [-1999, 'USD', 'en-US', '-$19.99'],
    [5, 'USD', 'en-US', '$0.05'],
    [100, 'USD', 'en-US', '$1.00'],
    [1999, 'EUR', 'de-DE', '19,99 €'],
    [123456789, 'EUR', 'fr-FR', '1 234 567,89 €'],
    [1200, 'JPY', 'en-US', '¥1,200'],
    [1234, 'KWD', 'en-US', 'KWD 1.234'],
    [12345, 'CLF', 'en-US', 'CLF 1.2345'],
    [1005, 'CAD', 'en-CA', '$10.05'],
    [1050, 'SEK', 'sv-SE', '10,50 kr'],
  ])('%i %s in %s is %s', (minor, currency, locale, expected) => {
    expect(plain(formatMoney(money(minor, currency), locale))).toBe(expected);
  });

  it('shows amounts beyond double precision digit for digit', () => {
    expect(formatMoney(money(Number.MAX_SAFE_INTEGER, 'USD'), 'en-US')).toBe('$90,071,992,547,409.91');
  });

  it('shows the ISO decimals even where the locale data would use fewer', () => {
    // CLDR shows ISK with no decimals too; the point is that our exponent, not CLDR's, decides.
    expect(plain(formatMoney(money(1500, 'ISK'), 'en-US'))).toBe('ISK 1,500');
    expect(plain(formatMoney(money(150, 'IDR'), 'en-US'))).toBe('IDR 1.50');
  });

  it('can show the code instead of the symbol', () => {
    expect(plain(formatMoney(money(1999, 'USD'), 'en-US', { currencyDisplay: 'code' }))).toBe('USD 19.99');
  });
});

describe('formatSignedMoney', () => {
  it.each([
    [2, 'CAD', 'en-CA', '+$0.02'],
    [-2, 'CAD', 'en-CA', '-$0.02'],
    [0, 'CAD', 'en-CA', '$0.00'],
    [2, 'EUR', 'de-DE', '+0,02 €'],
    [-2, 'SEK', 'sv-SE', '\u22120,02 kr'],
  ])('%i %s in %s is %s', (minor, currency, locale, expected) => {
    expect(plain(formatSignedMoney(money(minor, currency), locale))).toBe(expected);
  });

  it('keeps every digit of an amount beyond double precision', () => {
    expect(formatSignedMoney(money(Number.MAX_SAFE_INTEGER, 'USD'), 'en-US')).toBe('+$90,071,992,547,409.91');
  });
});
