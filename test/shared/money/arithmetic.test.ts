import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  allocate,
  compare,
  CurrencyMismatchError,
  equals,
  isNegative,
  isPositive,
  isZero,
  max,
  min,
  multiplyByQuantity,
  negate,
  subtract,
  sum,
} from '../../../shared/money/arithmetic';
import { InvalidMoneyError, money } from '../../../shared/money/money';

const usd = (minor: number) => money(minor, 'USD');
const minors = (list: { minor: number }[]) => list.map((item) => item.minor);

describe('add / subtract', () => {
  it('adds and subtracts minor units exactly', () => {
    expect(add(usd(10), usd(20))).toEqual(usd(30));
    expect(subtract(usd(1007), usd(500))).toEqual(usd(507));
    expect(subtract(usd(5), usd(7))).toEqual(usd(-2));
  });

  it('refuses to mix currencies, naming both', () => {
    expect(() => add(usd(1), money(1, 'EUR'))).toThrow(CurrencyMismatchError);
    expect(() => subtract(usd(1), money(1, 'EUR'))).toThrow('cannot subtract EUR and USD');
  });

  it('refuses a result beyond the safe integer range', () => {
    expect(() => add(usd(Number.MAX_SAFE_INTEGER), usd(1))).toThrow(InvalidMoneyError);
    expect(() => subtract(usd(Number.MIN_SAFE_INTEGER), usd(1))).toThrow(InvalidMoneyError);
  });
});

describe('multiplyByQuantity', () => {
  it('multiplies a unit price by an integer quantity', () => {
    expect(multiplyByQuantity(usd(1999), 3)).toEqual(usd(5997));
    expect(multiplyByQuantity(usd(1999), 0)).toEqual(usd(0));
    expect(multiplyByQuantity(usd(1999), -1)).toEqual(usd(-1999));
  });

  it('refuses a fractional quantity and an overflow', () => {
    expect(() => multiplyByQuantity(usd(100), 1.5)).toThrow('quantity: 1.5 is not an integer');
    expect(() => multiplyByQuantity(usd(2 ** 30), 2 ** 30)).toThrow(InvalidMoneyError);
  });
});

describe('sum', () => {
  it('sums a list and gives zero for an empty one', () => {
    expect(sum([usd(1), usd(2), usd(3)], 'USD')).toEqual(usd(6));
    expect(sum([], 'JPY')).toEqual(money(0, 'JPY'));
  });

  it('refuses an amount in another currency', () => {
    expect(() => sum([usd(1), money(1, 'CAD')], 'USD')).toThrow(CurrencyMismatchError);
  });

  it('adds ten cents a thousand times to exactly 100.00 (where floats drift)', () => {
    expect(sum(new Array(1000).fill(usd(10)), 'USD')).toEqual(usd(10000));
  });
});

describe('comparisons and signs', () => {
  it('compares within a currency', () => {
    expect(compare(usd(1), usd(2))).toBe(-1);
    expect(compare(usd(2), usd(2))).toBe(0);
    expect(compare(usd(3), usd(2))).toBe(1);
    expect(() => compare(usd(1), money(1, 'EUR'))).toThrow(CurrencyMismatchError);
    expect(min(usd(3), usd(2))).toEqual(usd(2));
    expect(max(usd(3), usd(2))).toEqual(usd(3));
  });

  it('tells zero, negative and positive apart', () => {
    expect(isZero(usd(0))).toBe(true);
    expect(isZero(usd(1))).toBe(false);
    expect(isNegative(usd(-1))).toBe(true);
    expect(isPositive(usd(1))).toBe(true);
    expect(isPositive(usd(0))).toBe(false);
  });

  it('negates and takes magnitudes without producing -0', () => {
    expect(negate(usd(5))).toEqual(usd(-5));
    expect(Object.is(negate(usd(0)).minor, 0)).toBe(true);
    expect(abs(usd(-5))).toEqual(usd(5));
  });

  it('equals needs the same currency and amount', () => {
    expect(equals(usd(5), usd(5))).toBe(true);
    expect(equals(usd(5), money(5, 'CAD'))).toBe(false);
  });
});

describe('allocate', () => {
  it('splits into equal parts without losing a cent', () => {
    expect(minors(allocate(usd(1000), 3))).toEqual([334, 333, 333]);
    expect(minors(allocate(usd(100), 3))).toEqual([34, 33, 33]);
    expect(minors(allocate(usd(2), 3))).toEqual([1, 1, 0]);
    expect(minors(allocate(usd(0), 2))).toEqual([0, 0]);
  });

  it('splits by weights with the largest remainders getting the extra cents', () => {
    // 100 × 1/6 = 16.67, × 2/6 = 33.33, × 3/6 = 50: remainders .67, .33, 0 → first gets the cent.
    expect(minors(allocate(usd(100), [1, 2, 3]))).toEqual([17, 33, 50]);
    expect(minors(allocate(usd(5), [1, 1]))).toEqual([3, 2]);
    expect(minors(allocate(usd(1000), [0, 1]))).toEqual([0, 1000]);
    expect(minors(allocate(usd(10), [7, 3]))).toEqual([7, 3]);
  });

  it('splits a negative total as the negation of the positive split', () => {
    expect(minors(allocate(usd(-1000), 3))).toEqual([-334, -333, -333]);
    expect(minors(allocate(usd(-5), [1, 1]))).toEqual([-3, -2]);
  });

  it('always adds back up to the total', () => {
    const weightsList = [[1], [1, 1, 1, 1, 1, 1, 1], [3, 5, 7], [999, 1], [1, 0, 2, 0, 3], [12345, 67890, 1]];
    for (const total of [0, 1, 7, 99, 1000, 123457, -8, -123457]) {
      for (const weights of weightsList) {
        const parts = allocate(usd(total), weights);
        expect(parts).toHaveLength(weights.length);
        expect(sum(parts, 'USD')).toEqual(usd(total));
        parts.forEach((part, index) => {
          if (weights[index] === 0) expect(part.minor).toBe(0);
        });
      }
    }
  });

  it('keeps the currency', () => {
    expect(allocate(money(1000, 'JPY'), 3).map((part) => part.currency)).toEqual(['JPY', 'JPY', 'JPY']);
  });

  it('refuses weights it cannot split by', () => {
    expect(() => allocate(usd(100), [])).toThrow('weights: at least one weight is needed');
    expect(() => allocate(usd(100), [0, 0])).toThrow('weights: at least one weight must be above zero');
    expect(() => allocate(usd(100), [1, -1])).toThrow('weights.1: -1 is not a non-negative integer');
    expect(() => allocate(usd(100), [1.5])).toThrow('weights.0: 1.5 is not a non-negative integer');
    expect(() => allocate(usd(100), 0)).toThrow('count: 0 is not a whole number of parts');
    expect(() => allocate(usd(100), 2.5)).toThrow(RangeError);
  });
});
