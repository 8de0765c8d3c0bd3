// Exact rational numbers on bigint, for tax that is only rounded once, at the end. Never a float.

/** num / den with den > 0. */
export type Fraction = { readonly num: bigint; readonly den: bigint };

export const ZERO_FRACTION: Fraction = { num: 0n, den: 1n };

export function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('den: a fraction cannot have a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num < 0n ? -num : num, den < 0n ? -den : den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function divideFractions(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('cannot divide by zero');
  return fraction(a.num * b.den, a.den * b.num);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
