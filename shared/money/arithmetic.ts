// Integer arithmetic on Money. Every result is checked to stay a safe integer; mixing currencies throws.
import { money, moneyFromBigInt, type Money } from './money';

export class CurrencyMismatchError extends Error {
  readonly code = 'currency_mismatch';
  constructor(
    readonly expected: string,
    readonly actual: string,
    operation: string,
  ) {
    super(`cannot ${operation} ${actual} and ${expected}: amounts must share one currency`);
    this.name = 'CurrencyMismatchError';
  }
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b, 'add');
  return moneyFromBigInt(BigInt(a.minor) + BigInt(b.minor), a.currency);
}

/** a − b. */
export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b, 'subtract');
  return moneyFromBigInt(BigInt(a.minor) - BigInt(b.minor), a.currency);
}

/** Unit price × quantity; the quantity must be an integer (line quantities are whole items). */
export function multiplyByQuantity(unit: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`quantity: ${String(quantity)} is not an integer`);
  }
  return moneyFromBigInt(BigInt(unit.minor) * BigInt(quantity), unit.currency);
}

/** Sum of amounts in `currency`; an empty list is zero. Any amount in another currency throws. */
export function sum(amounts: readonly Money[], currency: string): Money {
  let total = 0n;
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new CurrencyMismatchError(currency, amount.currency, 'sum');
    total += BigInt(amount.minor);
  }
  return moneyFromBigInt(total, currency);
}

export function negate(amount: Money): Money {
  return money(-amount.minor, amount.currency);
}

export function abs(amount: Money): Money {
  return money(Math.abs(amount.minor), amount.currency);
}

/** -1, 0 or 1 as a is below, equal to or above b (same currency required). */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b, 'compare');
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.minor === b.minor;
}

export function isZero(amount: Money): boolean {
  return amount.minor === 0;
}

export function isNegative(amount: Money): boolean {
  return amount.minor < 0;
}

export function isPositive(amount: Money): boolean {
  return amount.minor > 0;
}

export function min(a: Money, b: Money): Money {
  return compare(a, b) <= 0 ? a : b;
}

export function max(a: Money, b: Money): Money {
  return compare(a, b) >= 0 ? a : b;
}

/**
 * Splits `total` into parts proportional to `weights` (or into `count` equal parts) so that the parts
 * add up to the total exactly: each part gets its floor share, and the minor units left over go one by
 * one to the parts with the largest remainders (ties: the earlier part). Weights are non-negative safe
 * integers (e.g. line amounts in minor units or quantities), not all zero. A negative total is split
 * by magnitude and every part negated, so allocate(−t) = −allocate(t).
 *
 * allocate(10.00 USD, 3) → [3.34, 3.33, 3.33]; allocate(0.05 USD, [1, 1]) → [0.03, 0.02].
 */
export function allocate(total: Money, weightsOrCount: readonly number[] | number): Money[] {
  const weights = typeof weightsOrCount === 'number' ? equalWeights(weightsOrCount) : weightsOrCount;
  if (weights.length === 0) throw new RangeError('weights: at least one weight is needed to allocate');
  weights.forEach((weight, index) => {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`weights.${index}: ${String(weight)} is not a non-negative integer`);
    }
  });
  const weightTotal = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (weightTotal === 0n) throw new RangeError('weights: at least one weight must be above zero');

  const negative = total.minor < 0;
  const magnitude = BigInt(Math.abs(total.minor));
  const shares = weights.map((weight) => (magnitude * BigInt(weight)) / weightTotal);
  const remainders = weights.map((weight) => (magnitude * BigInt(weight)) % weightTotal);
  let leftover = magnitude - shares.reduce((acc, share) => acc + share, 0n);

  const byLargestRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byLargestRemainder) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map((share) => moneyFromBigInt(negative ? -share : share, total.currency));
}

function equalWeights(count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`count: ${String(count)} is not a whole number of parts (1 or more)`);
  }
  return new Array<number>(count).fill(1);
}

function assertSameCurrency(a: Money, b: Money, operation: string): void {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency, operation);
}
