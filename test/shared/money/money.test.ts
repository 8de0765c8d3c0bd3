import { describe, expect, it } from 'vitest';
import { UnknownCurrencyError } from '../../../shared/money/currency';
import { InvalidMoneyError, isMoney, money, moneyFromBigInt, zero } from '../../../shared/money/money';

describe('money()', () => {
  it('holds minor units and the currency', () => {
    expect(money(1999, 'USD')).toEqual({ minor: 1999, currency: 'USD' });
    expect(money(-5, 'CAD')).toEqual({ minor: -5, currency: 'CAD' });
    expect(zero('JPY')).toEqual({ minor: 0, currency: 'JPY' });
  });

  it('is frozen so nobody edits an amount in place', () => {
    expect(Object.isFrozen(money(1, 'USD'))).toBe(true);
  });

  it('never keeps a negative zero', () => {
    expect(Object.is(money(-0, 'USD').minor, 0)).toBe(true);
  });

  it.each([0.5, 19.99, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, 2 ** 60])(
    'refuses %d minor units',
    (minor) => {
      expect(() => money(minor, 'USD')).toThrow(InvalidMoneyError);
    },
  );

  it('accepts the safe integer limits', () => {
    expect(money(Number.MAX_SAFE_INTEGER, 'USD').minor).toBe(Number.MAX_SAFE_INTEGER);
    expect(money(Number.MIN_SAFE_INTEGER, 'USD').minor).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('refuses an unknown currency', () => {
    expect(() => money(1, 'usd')).toThrow(UnknownCurrencyError);
  });

  it('says which value is wrong', () => {
    expect(() => money(1.5, 'USD')).toThrow('minor: 1.5 is not a safe integer number of minor units of USD');
  });
});

describe('moneyFromBigInt()', () => {
  it('converts values inside the safe range', () => {
    expect(moneyFromBigInt(-1234n, 'KWD')).toEqual({ minor: -1234, currency: 'KWD' });
  });

  it('refuses values beyond the safe range', () => {
    expect(() => moneyFromBigInt(BigInt(Number.MAX_SAFE_INTEGER) + 1n, 'USD')).toThrow(InvalidMoneyError);
    expect(() => moneyFromBigInt(BigInt(Number.MIN_SAFE_INTEGER) - 1n, 'USD')).toThrow(InvalidMoneyError);
  });
});

describe('isMoney()', () => {
  it('recognises well-formed money only', () => {
    expect(isMoney({ minor: 5, currency: 'USD' })).toBe(true);
    expect(isMoney({ minor: 5.5, currency: 'USD' })).toBe(false);
    expect(isMoney({ minor: 5, currency: 'usd' })).toBe(false);
    expect(isMoney({ minor: '5', currency: 'USD' })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isMoney(5)).toBe(false);
  });
});
