// How an exact tax amount becomes whole minor units. The rule is per store (default by country) and
// applies to each tax line's total, once per sale — never per item.
import type { Fraction } from './fraction';

/**
 * half_up: halves go away from zero (the usual rule in the US, Canada and the EU);
 * half_even: halves go to the even neighbour (banker's rounding);
 * down: any fraction is dropped toward zero (a common choice in Japan, where the business may pick).
 */
export const TAX_ROUNDING_MODES = ['half_up', 'half_even', 'down'] as const;
export type TaxRounding = (typeof TAX_ROUNDING_MODES)[number];

/** Rounds an exact amount of minor units to a whole number by the mode; negatives mirror positives. */
export function roundTaxAmount(value: Fraction, mode: TaxRounding): bigint {
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const whole = magnitude / value.den;
  const twiceRest = (magnitude % value.den) * 2n;
  let rounded = whole;
  if (mode === 'half_up' && twiceRest >= value.den) rounded += 1n;
  if (mode === 'half_even' && (twiceRest > value.den || (twiceRest === value.den && whole % 2n === 1n))) {
    rounded += 1n;
  }
  return negative ? -rounded : rounded;
}
