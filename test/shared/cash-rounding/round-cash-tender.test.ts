import { describe, expect, it } from 'vitest';
import {
  type CashRoundingContext,
  cashRoundingApplies,
  roundCashTender,
} from '../../../shared/cash-rounding/round-cash-tender';
import { parseMoneyOrThrow, toDecimalString } from '../../../shared/money';

const on = (storeCountry: string, storeListedForUsRounding = false): CashRoundingContext => ({
  storeCountry,
  storeListedForUsRounding,
  cashRoundingEnabled: true,
});

/** Rounds a decimal text amount and returns the rounded amount and adjustment as decimal text. */
function roundText(amount: string, currency: string, context: CashRoundingContext) {
  const result = roundCashTender({
    amount: parseMoneyOrThrow(amount, currency, { allowNegative: true }),
    ...context,
  });
  return {
    applies: result.applies,
    rounded: toDecimalString(result.rounded),
    adjustment: toDecimalString(result.adjustment),
  };
}

describe('roundCashTender at every boundary', () => {
  // [country, currency, amount, rounded]
  const cases: [string, string, string, string][] = [
    // nearest 0.05: .x1/.x2 down, .x3/.x4 up, .x5 stays, .x6/.x7 down, .x8/.x9 up.
    ['CA', 'CAD', '10.00', '10.00'],
    ['CA', 'CAD', '10.01', '10.00'],
    ['CA', 'CAD', '10.02', '10.00'],
    ['CA', 'CAD', '10.03', '10.05'],
    ['CA', 'CAD', '10.04', '10.05'],
    ['CA', 'CAD', '10.05', '10.05'],
    ['CA', 'CAD', '10.06', '10.05'],
    ['CA', 'CAD', '10.07', '10.05'],
    ['CA', 'CAD', '10.08', '10.10'],
    ['CA', 'CAD', '10.09', '10.10'],
    ['CA', 'CAD', '9.98', '10.00'],
    ['CA', 'CAD', '0.02', '0.00'],
    ['CA', 'CAD', '0.03', '0.05'],
    ['AU', 'AUD', '10.01', '10.00'],
    ['AU', 'AUD', '10.02', '10.00'],
    ['AU', 'AUD', '10.03', '10.05'],
    ['AU', 'AUD', '10.04', '10.05'],
    ['AU', 'AUD', '10.05', '10.05'],
    ['AU', 'AUD', '10.06', '10.05'],
    ['AU', 'AUD', '10.07', '10.05'],
    ['AU', 'AUD', '10.08', '10.10'],
    ['AU', 'AUD', '10.09', '10.10'],
    ['CH', 'CHF', '10.02', '10.00'],
    ['CH', 'CHF', '10.03', '10.05'],
    ['CH', 'CHF', '10.07', '10.05'],
    ['CH', 'CHF', '10.08', '10.10'],
    ['NL', 'EUR', '10.02', '10.00'],
    ['NL', 'EUR', '10.03', '10.05'],
    ['BE', 'EUR', '10.07', '10.05'],
    ['BE', 'EUR', '10.08', '10.10'],
    ['FI', 'EUR', '10.02', '10.00'],
    ['FI', 'EUR', '10.08', '10.10'],
    ['IE', 'EUR', '10.03', '10.05'],
    ['IE', 'EUR', '10.07', '10.05'],
    ['IT', 'EUR', '10.02', '10.00'],
    ['IT', 'EUR', '10.08', '10.10'],
    // NZ: nearest 0.10, the half (0.05) goes down.
    ['NZ', 'NZD', '10.00', '10.00'],
    ['NZ', 'NZD', '10.01', '10.00'],
    ['NZ', 'NZD', '10.04', '10.00'],
    ['NZ', 'NZD', '10.05', '10.00'],
    ['NZ', 'NZD', '10.06', '10.10'],
    ['NZ', 'NZD', '10.09', '10.10'],
    ['NZ', 'NZD', '10.15', '10.10'],
    ['NZ', 'NZD', '10.95', '10.90'],
    ['NZ', 'NZD', '10.96', '11.00'],
    // SE/NO: nearest whole, 0.50 up.
    ['SE', 'SEK', '10.00', '10.00'],
    ['SE', 'SEK', '10.01', '10.00'],
    ['SE', 'SEK', '10.49', '10.00'],
    ['SE', 'SEK', '10.50', '11.00'],
    ['SE', 'SEK', '10.51', '11.00'],
    ['SE', 'SEK', '10.99', '11.00'],
    ['NO', 'NOK', '10.49', '10.00'],
    ['NO', 'NOK', '10.50', '11.00'],
    ['NO', 'NOK', '0.49', '0.00'],
    // DK: .01–.24 down to whole, .25–.74 to .50, .75–.99 up.
    ['DK', 'DKK', '10.00', '10.00'],
    ['DK', 'DKK', '10.01', '10.00'],
    ['DK', 'DKK', '10.24', '10.00'],
    ['DK', 'DKK', '10.25', '10.50'],
    ['DK', 'DKK', '10.50', '10.50'],
    ['DK', 'DKK', '10.74', '10.50'],
    ['DK', 'DKK', '10.75', '11.00'],
    ['DK', 'DKK', '10.99', '11.00'],
    // US: only a listed store rounds, to the nearest 0.05.
    ['US', 'USD', '10.02', '10.00'],
    ['US', 'USD', '10.03', '10.05'],
    ['US', 'USD', '10.07', '10.05'],
    ['US', 'USD', '10.08', '10.10'],
  ];

  it.each(cases)('%s: %s %s pays %s', (country, currency, amount, rounded) => {
    const result = roundText(amount, currency, on(country, true));
    expect(result.applies).toBe(true);
    expect(result.rounded).toBe(rounded);
  });

  it.each(cases)('%s: a cash refund of -%s %s pays out -%s', (country, currency, amount, rounded) => {
    const result = roundText(`-${amount}`, currency, on(country, true));
    const expected = /^0\.0+$/.test(rounded) ? rounded : `-${rounded}`;
    expect(result.rounded).toBe(expected);
  });

  it('reports the adjustment as rounded − amount, with the rule used', () => {
    expect(roundText('10.07', 'CAD', on('CA'))).toEqual({
      applies: true,
      rounded: '10.05',
      adjustment: '-0.02',
    });
    expect(roundText('10.08', 'CAD', on('CA'))).toEqual({
      applies: true,
      rounded: '10.10',
      adjustment: '0.02',
    });
    expect(roundText('-10.07', 'CAD', on('CA'))).toEqual({
      applies: true,
      rounded: '-10.05',
      adjustment: '0.02',
    });
    expect(roundText('10.75', 'DKK', on('DK'))).toEqual({
      applies: true,
      rounded: '11.00',
      adjustment: '0.25',
    });
    const amount = parseMoneyOrThrow('10.07', 'CAD');
    expect(roundCashTender({ amount, ...on('CA') }).rule).toEqual({ country: 'CA', incrementMinor: 5 });
    expect(roundCashTender({ amount: parseMoneyOrThrow('1', 'SEK'), ...on('SE') }).rule).toEqual({
      country: 'SE',
      incrementMinor: 100,
    });
  });

  it('marks a rule as applying even when the amount is already on a step', () => {
    expect(roundText('10.05', 'CAD', on('CA'))).toEqual({
      applies: true,
      rounded: '10.05',
      adjustment: '0.00',
    });
  });
});

describe('roundCashTender leaves the amount alone', () => {
  it('for a US store that is not listed', () => {
    expect(roundText('10.07', 'USD', on('US', false))).toEqual({
      applies: false,
      rounded: '10.07',
      adjustment: '0.00',
    });
    expect(roundText('-10.07', 'USD', on('US', false))).toEqual({
      applies: false,
      rounded: '-10.07',
      adjustment: '0.00',
    });
  });

  it('for a listed US store when the toggle is off', () => {
    expect(roundText('10.07', 'USD', { ...on('US', true), cashRoundingEnabled: false }).rounded).toBe(
      '10.07',
    );
  });

  it.each([
    ['CA', 'CAD', '10.07'],
    ['AU', 'AUD', '10.03'],
    ['NZ', 'NZD', '10.06'],
    ['SE', 'SEK', '10.50'],
    ['NO', 'NOK', '10.49'],
    ['DK', 'DKK', '10.75'],
    ['CH', 'CHF', '10.02'],
    ['IT', 'EUR', '10.08'],
  ])('in %s when the release toggle is off', (country, currency, amount) => {
    expect(
      roundText(amount, currency, {
        storeCountry: country,
        storeListedForUsRounding: true,
        cashRoundingEnabled: false,
      }),
    ).toEqual({
      applies: false,
      rounded: amount,
      adjustment: '0.00',
    });
  });

  it.each([
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['GB', 'GBP'],
    ['MX', 'MXN'],
  ])('in %s, a country whose cash does not round, even if "listed"', (country, currency) => {
    expect(roundText('10.07', currency, on(country, true))).toEqual({
      applies: false,
      rounded: '10.07',
      adjustment: '0.00',
    });
  });

  it('when the increment is finer than the currency (a 0.05 rule on yen)', () => {
    expect(roundText('1003', 'JPY', on('CA'))).toEqual({ applies: false, rounded: '1003', adjustment: '0' });
  });
});

describe('cashRoundingApplies', () => {
  it('follows the toggle, the country and the US listing', () => {
    expect(cashRoundingApplies(on('CA'), 'CAD')).toBe(true);
    expect(cashRoundingApplies(on('US', false), 'USD')).toBe(false);
    expect(cashRoundingApplies(on('US', true), 'USD')).toBe(true);
    expect(cashRoundingApplies({ ...on('CA'), cashRoundingEnabled: false }, 'CAD')).toBe(false);
    expect(cashRoundingApplies(on('DE'), 'EUR')).toBe(false);
  });
});
