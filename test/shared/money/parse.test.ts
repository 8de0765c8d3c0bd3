import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/money/money';
import {
  MoneyParseError,
  parseMoney,
  parseMoneyOrThrow,
  toDecimalString,
  toWireAmount,
} from '../../../shared/money/parse';

describe('parseMoney: amounts rounded to the decimals of their currency', () => {
  it.each([
    [19.99, 'USD', 1999],
    [0.3, 'USD', 30],
    [0.1, 'USD', 10],
    [0.07, 'USD', 7],
    [1.15, 'USD', 115],
    [1.005e2, 'USD', 10050],
    [4.35, 'USD', 435],
    [1200, 'JPY', 1200],
    [1.234, 'KWD', 1234],
    [0.001, 'BHD', 1],
    [1.2345, 'CLF', 12345],
    [0, 'USD', 0],
    [-0, 'USD', 0],
    [1e3, 'JPY', 1000],
    [1e-2, 'USD', 1],
    [90071992547409.9, 'USD', 9007199254740990],
  ])('%d %s is %i minor units', (value, currency, minor) => {
    expect(parseMoney(value, currency)).toEqual({ ok: true, money: { minor, currency } });
  });

  it.each([
    ['19.99', 'USD', 1999],
    ['19.990', 'USD', 1999],
    ['19.9', 'USD', 1990],
    ['1200', 'JPY', 1200],
    ['1200.000', 'JPY', 1200],
    ['1.234', 'KWD', 1234],
    ['.5', 'USD', 50],
    ['007.50', 'USD', 750],
    ['+3', 'USD', 300],
    [' 12.34 ', 'USD', 1234],
    ['1.5e2', 'JPY', 150],
    ['12E-2', 'USD', 12],
    ['-0', 'USD', 0],
    ['-0.00', 'USD', 0],
    ['90071992547409.91', 'USD', Number.MAX_SAFE_INTEGER],
  ])('decimal text %j %s is %i minor units', (value, currency, minor) => {
    expect(parseMoney(value, currency)).toEqual({ ok: true, money: { minor, currency } });
  });

  it.each([
    [19.999, 'USD'],
    [0.001, 'USD'],
    [1200.5, 'JPY'],
    [0.5, 'KRW'],
    [1.2345, 'KWD'],
    [1.23456, 'CLF'],
    [1e-7, 'USD'],
    [0.1 + 0.2, 'USD'],
    ['19.999', 'USD'],
    ['1200.5', 'JPY'],
    ['0.0000000001', 'EUR'],
  ])('%j %s has too many decimals', (value, currency) => {
    const result = parseMoney(value, currency);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe('too_many_decimals');
  });

  it('explains the decimals rule in the message', () => {
    expect(parseMoney(19.999, 'USD')).toEqual({
      ok: false,
      reason: 'too_many_decimals',
      message: '19.999 has more decimals than USD allows (at most 2)',
    });
    expect(parseMoney(1200.5, 'JPY')).toMatchObject({
      message: '1200.5 has more decimals than JPY allows (none)',
    });
  });

  it('reads numbers written in exponent form by String()', () => {
    expect(String(1e21)).toBe('1e+21');
    expect(parseMoney(1e21, 'USD')).toMatchObject({ ok: false, reason: 'out_of_range' });
    expect(parseMoney(1e15, 'JPY')).toEqual({ ok: true, money: { minor: 1e15, currency: 'JPY' } });
    expect(String(1e-7)).toBe('1e-7');
    expect(parseMoney(1e-7, 'USD')).toMatchObject({ ok: false, reason: 'too_many_decimals' });
    expect(parseMoney('1e-7', 'CLF')).toMatchObject({ ok: false, reason: 'too_many_decimals' });
    expect(parseMoney('1e-4', 'CLF')).toEqual({ ok: true, money: { minor: 1, currency: 'CLF' } });
  });

  it.each([
    [-1, 'negative'],
    ['-19.99', 'negative'],
    [Number.NaN, 'not_finite'],
    [Number.POSITIVE_INFINITY, 'not_finite'],
    [Number.NEGATIVE_INFINITY, 'not_finite'],
    ['Infinity', 'not_finite'],
    ['NaN', 'not_finite'],
    ['abc', 'not_a_number'],
    ['', 'not_a_number'],
    ['1,50', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['0x10', 'not_a_number'],
    ['$5', 'not_a_number'],
    ['5.', 'not_a_number'],
    [null, 'not_a_number'],
    [undefined, 'not_a_number'],
    [true, 'not_a_number'],
    [{}, 'not_a_number'],
    [[1], 'not_a_number'],
    [Number.MAX_SAFE_INTEGER + 1, 'out_of_range'],
    ['90071992547409.92', 'out_of_range'],
    ['1' + '0'.repeat(400), 'out_of_range'],
  ])('%j is refused as %s', (value, reason) => {
    expect(parseMoney(value, 'USD')).toMatchObject({ ok: false, reason });
  });

  it('refuses a bigint (the wire never carries one)', () => {
    expect(parseMoney(12n, 'USD')).toMatchObject({
      ok: false,
      reason: 'not_a_number',
      message: 'expected a decimal number, got bigint',
    });
  });

  it('puts the negative check before the decimals check', () => {
    expect(parseMoney(-19.999, 'USD')).toMatchObject({ ok: false, reason: 'negative' });
  });

  it('accepts negative amounts when asked (refunds, adjustments)', () => {
    expect(parseMoney(-19.99, 'USD', { allowNegative: true })).toEqual({
      ok: true,
      money: { minor: -1999, currency: 'USD' },
    });
    expect(parseMoney('-0.05', 'CAD', { allowNegative: true })).toEqual({
      ok: true,
      money: { minor: -5, currency: 'CAD' },
    });
    expect(parseMoney(-19.999, 'USD', { allowNegative: true })).toMatchObject({
      reason: 'too_many_decimals',
    });
  });

  it('refuses an unknown currency before looking at the value', () => {
    expect(parseMoney(1, 'XYZ')).toMatchObject({ ok: false, reason: 'unknown_currency' });
    expect(parseMoney('abc', 'usd')).toMatchObject({ ok: false, reason: 'unknown_currency' });
  });

  it('names the wrong value in every message', () => {
    expect(parseMoney(null, 'USD')).toMatchObject({ message: 'expected a decimal number, got null' });
    expect(parseMoney('abc', 'USD')).toMatchObject({ message: '"abc" is not a decimal number' });
    expect(parseMoney(-2, 'USD')).toMatchObject({
      message: '-2 is negative; an amount must be zero or more',
    });
  });

  it('reads every two-decimal price from 0.00 to 99.99 exactly, as a JSON number', () => {
    for (let minor = 0; minor < 10000; minor += 1) {
      const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
      const fromJson = JSON.parse(text) as number;
      const result = parseMoney(fromJson, 'USD');
      if (!result.ok || result.money.minor !== minor) {
        throw new Error(`${text} read as ${JSON.stringify(result)}`);
      }
    }
  });
});

describe('parseMoneyOrThrow', () => {
  it('returns the money', () => {
    expect(parseMoneyOrThrow('1.50', 'EUR')).toEqual({ minor: 150, currency: 'EUR' });
  });

  it('throws an error carrying the reason', () => {
    const attempt = () => parseMoneyOrThrow(1.005, 'EUR');
    expect(attempt).toThrow(MoneyParseError);
    expect(attempt).toThrow(expect.objectContaining({ reason: 'too_many_decimals' }));
  });
});

describe('toDecimalString and toWireAmount', () => {
  it.each([
    [1999, 'USD', '19.99', 19.99],
    [5, 'USD', '0.05', 0.05],
    [-5, 'USD', '-0.05', -0.05],
    [-1999, 'USD', '-19.99', -19.99],
    [0, 'USD', '0.00', 0],
    [100, 'USD', '1.00', 1],
    [1200, 'JPY', '1200', 1200],
    [-1200, 'JPY', '-1200', -1200],
    [1234, 'KWD', '1.234', 1.234],
    [1, 'CLF', '0.0001', 0.0001],
    [123456789012, 'USD', '1234567890.12', 1234567890.12],
  ])('%i %s is %s on the wire', (minor, currency, text, wire) => {
    expect(toDecimalString(money(minor, currency))).toBe(text);
    expect(toWireAmount(money(minor, currency))).toBe(wire);
  });

  it('round-trips through JSON for every cent up to 100.00', () => {
    for (let minor = 0; minor <= 10000; minor += 1) {
      const wire = JSON.parse(JSON.stringify({ value: toWireAmount(money(minor, 'USD')) })) as {
        value: number;
      };
      const back = parseMoney(wire.value, 'USD');
      if (!back.ok || back.money.minor !== minor)
        throw new Error(`${minor} came back as ${JSON.stringify(back)}`);
    }
  });

  it('refuses to write an amount a double cannot carry', () => {
    expect(() => toWireAmount(money(Number.MAX_SAFE_INTEGER, 'USD'))).toThrow(RangeError);
    expect(toDecimalString(money(Number.MAX_SAFE_INTEGER, 'USD'))).toBe('90071992547409.91');
  });
});
