// Variance of a cash count: what was counted against what the transactions say should be there.
import { type Money, subtract } from '../money';

/** over: more cash than expected; short: less; balanced: exactly as expected. */
export type VarianceKind = 'over' | 'short' | 'balanced';

/** counted − expected: positive when the drawer holds more than expected, negative when short. */
export function cashVariance(counted: Money, expected: Money): Money {
  return subtract(counted, expected);
}

export function varianceKind(variance: Money): VarianceKind {
  return variance.minor > 0 ? 'over' : variance.minor < 0 ? 'short' : 'balanced';
}
