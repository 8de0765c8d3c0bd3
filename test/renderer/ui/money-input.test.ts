// What a person types into a money field, read exactly in the workstation's locale.
import { describe, expect, it } from 'vitest';
import { normalizeMoneyText, parseMoneyInput } from '../../../renderer/src/ui/money-input';

describe('parseMoneyInput', () => {
  it('reads amounts in the locale of the workstation, to exact minor units', () => {
    expect(parseMoneyInput('12.50', 'USD', 'en-US')).toEqual({
      ok: true,
      money: { minor: 1250, currency: 'USD' },
    });
    expect(parseMoneyInput('1,234.56', 'USD', 'en-US')).toEqual({
      ok: true,
      money: { minor: 123456, currency: 'USD' },
    });
    expect(parseMoneyInput('12,50', 'EUR', 'de-DE')).toEqual({
      ok: true,
      money: { minor: 1250, currency: 'EUR' },
    });
    expect(parseMoneyInput('1.234,56', 'EUR', 'de-DE')).toEqual({
      ok: true,
      money: { minor: 123456, currency: 'EUR' },
    });
    expect(parseMoneyInput('1 234,56', 'CAD', 'fr-CA')).toEqual({
      ok: true,
      money: { minor: 123456, currency: 'CAD' },
    });
    expect(parseMoneyInput('1200', 'JPY', 'ja-JP')).toEqual({
      ok: true,
      money: { minor: 1200, currency: 'JPY' },
    });
    // 0.1 + 0.2 would not be 0.3 in floating point; typed text never goes through a float.
    expect(parseMoneyInput('0.30', 'USD', 'en-US')).toEqual({
      ok: true,
      money: { minor: 30, currency: 'USD' },
    });
    expect(parseMoneyInput('9007199254740.99', 'USD', 'en-US')).toEqual({
      ok: true,
      money: { minor: 900719925474099, currency: 'USD' },
    });
  });

  it('takes a decimal point typed in a comma locale, and a lone decimal comma in en-US', () => {
    expect(parseMoneyInput('12.50', 'EUR', 'de-DE')).toMatchObject({ ok: true, money: { minor: 1250 } });
    expect(parseMoneyInput('12,5', 'USD', 'en-US')).toMatchObject({ ok: true, money: { minor: 1250 } });
    // Three digits after a lone comma in en-US are thousands.
    expect(parseMoneyInput('1,250', 'USD', 'en-US')).toMatchObject({ ok: true, money: { minor: 125000 } });
  });

  it('refuses what is not an amount, in words the associate can act on', () => {
    expect(parseMoneyInput('12.999', 'USD', 'en-US')).toMatchObject({
      ok: false,
      empty: false,
      message: 'USD amounts have at most 2 decimals',
    });
    expect(parseMoneyInput('12.5', 'JPY', 'ja-JP')).toMatchObject({
      ok: false,
      empty: false,
      message: 'JPY amounts have no decimals',
    });
    expect(parseMoneyInput('-5', 'USD', 'en-US')).toMatchObject({
      ok: false,
      empty: false,
      message: 'Must be zero or more',
    });
    expect(parseMoneyInput('abc', 'USD', 'en-US')).toMatchObject({
      ok: false,
      empty: false,
      message: 'Enter an amount like 12.50',
    });
    expect(parseMoneyInput('1,2,3', 'EUR', 'de-DE')).toMatchObject({
      ok: false,
      empty: false,
      message: 'Enter an amount like 12,50',
    });
    expect(parseMoneyInput('99999999999999999', 'USD', 'en-US')).toMatchObject({
      ok: false,
      empty: false,
      message: 'This amount is too large',
    });
    expect(parseMoneyInput('  ', 'USD', 'en-US')).toEqual({ ok: false, empty: true, message: '' });
    expect(parseMoneyInput('', 'USD', 'en-US', { requiredMessage: 'Enter the counted amount' })).toEqual({
      ok: false,
      empty: true,
      message: 'Enter the counted amount',
    });
  });

  it('accepts negative amounts only when asked (adjustments, refunds)', () => {
    expect(parseMoneyInput('-5.25', 'USD', 'en-US', { allowNegative: true })).toEqual({
      ok: true,
      money: { minor: -525, currency: 'USD' },
    });
  });
});

describe('normalizeMoneyText', () => {
  it('turns typed text into plain decimal text', () => {
    expect(normalizeMoneyText('1’234.50', 'de-CH')).toBe('1234.50');
    expect(normalizeMoneyText('.5', 'en-US')).toBe('0.5');
    expect(normalizeMoneyText('12.', 'en-US')).toBe('12');
    expect(normalizeMoneyText('1,23,456', 'en-US')).toBeNull();
    expect(normalizeMoneyText('$12', 'en-US')).toBeNull();
  });
});
