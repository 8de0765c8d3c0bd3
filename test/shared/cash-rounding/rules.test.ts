import { describe, expect, it } from 'vitest';
import {
  CASH_ROUNDING_RULES,
  cashRoundingRuleFor,
  roundMagnitudeToIncrement,
} from '../../../shared/cash-rounding/rules';

describe('cash rounding country table', () => {
  it.each([
    ['CA', '0.05', 'half_up', false],
    ['AU', '0.05', 'half_up', false],
    ['CH', '0.05', 'half_up', false],
    ['NL', '0.05', 'half_up', false],
    ['BE', '0.05', 'half_up', false],
    ['FI', '0.05', 'half_up', false],
    ['IE', '0.05', 'half_up', false],
    ['IT', '0.05', 'half_up', false],
    ['US', '0.05', 'half_up', true],
    ['NZ', '0.10', 'half_down', false],
    ['SE', '1.00', 'half_up', false],
    ['NO', '1.00', 'half_up', false],
    ['DK', '0.50', 'half_up', false],
  ])('%s rounds to %s (%s), listed stores only: %s', (country, increment, tie, onlyListedStores) => {
    expect(cashRoundingRuleFor(country)).toEqual({ country, increment, tie, onlyListedStores });
  });

  it('holds exactly the contract countries', () => {
    expect(CASH_ROUNDING_RULES.map((rule) => rule.country).sort()).toEqual(
      ['AU', 'BE', 'CA', 'CH', 'DK', 'FI', 'IE', 'IT', 'NL', 'NO', 'NZ', 'SE', 'US'].sort(),
    );
  });

  it('reads country codes case-insensitively and ignores blanks', () => {
    expect(cashRoundingRuleFor(' ca ')?.country).toBe('CA');
  });

  it.each(['DE', 'FR', 'GB', 'JP', 'MX', ''])('%j does not round cash', (country) => {
    expect(cashRoundingRuleFor(country)).toBeUndefined();
  });
});

describe('roundMagnitudeToIncrement', () => {
  it('rounds every remainder of a 5-unit step: 1–2 down, 3–4 up', () => {
    expect([100, 101, 102, 103, 104, 105].map((m) => roundMagnitudeToIncrement(m, 5, 'half_up'))).toEqual([
      100, 100, 100, 105, 105, 105,
    ]);
  });

  it('sends the exact half up or down as the tie says', () => {
    expect(roundMagnitudeToIncrement(1005, 10, 'half_down')).toBe(1000);
    expect(roundMagnitudeToIncrement(1005, 10, 'half_up')).toBe(1010);
    expect(roundMagnitudeToIncrement(1006, 10, 'half_down')).toBe(1010);
    expect(roundMagnitudeToIncrement(1004, 10, 'half_up')).toBe(1000);
  });

  it('leaves multiples and zero alone', () => {
    expect(roundMagnitudeToIncrement(0, 50, 'half_up')).toBe(0);
    expect(roundMagnitudeToIncrement(1050, 50, 'half_up')).toBe(1050);
  });

  it('refuses negative or fractional magnitudes and bad increments', () => {
    expect(() => roundMagnitudeToIncrement(-1, 5, 'half_up')).toThrow('magnitude: -1');
    expect(() => roundMagnitudeToIncrement(1.5, 5, 'half_up')).toThrow(RangeError);
    expect(() => roundMagnitudeToIncrement(10, 0, 'half_up')).toThrow('incrementMinor: 0');
  });
});
