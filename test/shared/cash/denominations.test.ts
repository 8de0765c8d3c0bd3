import { describe, expect, it } from 'vitest';
import {
  countDenominations,
  CURRENCIES_WITH_DENOMINATIONS,
  DenominationCountError,
  denominationsOf,
  quickCashAmounts,
  validateDenominationCounts,
} from '../../../shared/cash/denominations';
import { currencyExponent, money, parseMoneyOrThrow, toDecimalString } from '../../../shared/money';

describe('denomination tables', () => {
  it('covers the currencies of the stores we serve', () => {
    expect([...CURRENCIES_WITH_DENOMINATIONS].sort()).toEqual(
      ['AUD', 'CAD', 'CHF', 'DKK', 'EUR', 'GBP', 'JPY', 'NOK', 'NZD', 'SEK', 'USD'].sort(),
    );
  });

  it.each([...CURRENCIES_WITH_DENOMINATIONS])(
    '%s: bills then coins, largest first, distinct values',
    (currency) => {
      const list = denominationsOf(currency);
      const bills = list.filter((item) => item.kind === 'bill');
      const coins = list.filter((item) => item.kind === 'coin');
      expect(bills.length).toBeGreaterThan(2);
      expect(coins.length).toBeGreaterThan(2);
      expect(list).toEqual([...bills, ...coins]);
      for (const group of [bills, coins]) {
        expect(group.map((item) => item.minor)).toEqual(
          group.map((item) => item.minor).sort((a, b) => b - a),
        );
      }
      expect(new Set(list.map((item) => item.minor)).size).toBe(list.length);
      // Every bill is worth more than every coin.
      expect(Math.min(...bills.map((item) => item.minor))).toBeGreaterThan(
        Math.max(...coins.map((item) => item.minor)),
      );
      list.forEach((item) => expect(Number.isSafeInteger(item.minor) && item.minor > 0).toBe(true));
    },
  );

  it.each([
    ['USD', ['$100', '$50', '$20', '$10', '$5', '$2', '$1', '$0.50', '$0.25', '$0.10', '$0.05', '$0.01']],
    ['CAD', ['$100', '$50', '$20', '$10', '$5', '$2', '$1', '$0.25', '$0.10', '$0.05']],
    [
      'EUR',
      [
        '€200',
        '€100',
        '€50',
        '€20',
        '€10',
        '€5',
        '€2',
        '€1',
        '€0.50',
        '€0.20',
        '€0.10',
        '€0.05',
        '€0.02',
        '€0.01',
      ],
    ],
    ['GBP', ['£50', '£20', '£10', '£5', '£2', '£1', '£0.50', '£0.20', '£0.10', '£0.05', '£0.02', '£0.01']],
    ['AUD', ['$100', '$50', '$20', '$10', '$5', '$2', '$1', '$0.50', '$0.20', '$0.10', '$0.05']],
    ['NZD', ['$100', '$50', '$20', '$10', '$5', '$2', '$1', '$0.50', '$0.20', '$0.10']],
    [
      'CHF',
      [
        'CHF 1000',
        'CHF 200',
        'CHF 100',
        'CHF 50',
        'CHF 20',
        'CHF 10',
        'CHF 5',
        'CHF 2',
        'CHF 1',
        'CHF 0.50',
        'CHF 0.20',
        'CHF 0.10',
        'CHF 0.05',
      ],
    ],
    ['SEK', ['1000 kr', '500 kr', '200 kr', '100 kr', '50 kr', '20 kr', '10 kr', '5 kr', '2 kr', '1 kr']],
    ['NOK', ['1000 kr', '500 kr', '200 kr', '100 kr', '50 kr', '20 kr', '10 kr', '5 kr', '1 kr']],
    [
      'DKK',
      ['1000 kr', '500 kr', '200 kr', '100 kr', '50 kr', '20 kr', '10 kr', '5 kr', '2 kr', '1 kr', '0.50 kr'],
    ],
    ['JPY', ['¥10000', '¥5000', '¥2000', '¥1000', '¥500', '¥100', '¥50', '¥10', '¥5', '¥1']],
  ])('%s circulates %j', (currency, labels) => {
    expect(denominationsOf(currency).map((item) => item.label)).toEqual(labels);
  });

  it('stores face values in minor units of the currency', () => {
    const twenty = denominationsOf('USD').find((item) => item.label === '$20');
    expect(twenty).toEqual({ minor: 2000, kind: 'bill', label: '$20' });
    expect(denominationsOf('JPY').find((item) => item.label === '¥1000')?.minor).toBe(1000);
    expect(currencyExponent('JPY')).toBe(0);
  });

  it('has no table for other currencies', () => {
    expect(denominationsOf('MXN')).toEqual([]);
  });
});

describe('countDenominations', () => {
  it('adds up a count sheet', () => {
    const total = countDenominations('USD', { '2000': 3, '500': 1, '25': 4, '1': 7, '10000': 0 });
    expect(toDecimalString(total)).toBe('66.07');
    expect(total.currency).toBe('USD');
  });

  it('counts an empty sheet as zero', () => {
    expect(countDenominations('EUR', {})).toEqual(money(0, 'EUR'));
  });

  it('counts yen by the piece', () => {
    expect(countDenominations('JPY', { '10000': 2, '1000': 3, '500': 1, '1': 4 })).toEqual(
      money(23504, 'JPY'),
    );
  });

  it('lists every bad entry with its path', () => {
    expect(
      validateDenominationCounts('CAD', { '1': 3, '500': -1, '2000': 1.5, '25': Number.NaN, '100': 2 }),
    ).toEqual([
      { path: '1', message: '1 is not a CAD bill or coin value in minor units' },
      { path: '25', message: 'count NaN is not a whole number of 0 or more' },
      { path: '500', message: 'count -1 is not a whole number of 0 or more' },
      { path: '2000', message: 'count 1.5 is not a whole number of 0 or more' },
    ]);
    expect(validateDenominationCounts('XYZ', {})).toEqual([
      { path: 'currency', message: 'no denomination table for "XYZ"' },
    ]);
  });

  it('throws with the issues when the sheet is bad', () => {
    const attempt = () => countDenominations('USD', { '300': 1 });
    expect(attempt).toThrow(DenominationCountError);
    expect(attempt).toThrow('300: 300 is not a USD bill or coin value in minor units');
  });
});

describe('quickCashAmounts', () => {
  const usd = (text: string) => parseMoneyOrThrow(text, 'USD');
  const texts = (list: { minor: number; currency: string }[]) => list.map((item) => toDecimalString(item));

  it.each([
    ['13.45', ['14.00', '15.00', '20.00', '50.00']],
    ['0.99', ['1.00', '2.00', '5.00', '10.00']],
    ['20.00', ['50.00', '100.00']],
    ['47.10', ['48.00', '50.00', '60.00', '100.00']],
    ['100.00', []],
    ['150.00', ['160.00', '200.00']],
  ])('for %s USD suggests %j', (due, expected) => {
    expect(texts(quickCashAmounts(usd(due)))).toEqual(expected);
  });

  it('honours the limit', () => {
    expect(texts(quickCashAmounts(usd('13.45'), { limit: 2 }))).toEqual(['14.00', '15.00']);
    expect(quickCashAmounts(usd('13.45'), { limit: 0 })).toEqual([]);
  });

  it('suggests bills of the right currency (yen)', () => {
    expect(texts(quickCashAmounts(money(1234, 'JPY')))).toEqual(['2000', '5000', '10000']);
  });

  it('suggests nothing for nothing due, refunds or currencies without a table', () => {
    expect(quickCashAmounts(usd('0'))).toEqual([]);
    expect(quickCashAmounts(money(-500, 'USD'))).toEqual([]);
    expect(quickCashAmounts(money(1234, 'MXN'))).toEqual([]);
  });
});
