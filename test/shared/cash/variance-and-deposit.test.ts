import { describe, expect, it } from 'vitest';
import { depositAtClose } from '../../../shared/cash/deposit';
import { cashVariance, varianceKind } from '../../../shared/cash/variance';
import { CurrencyMismatchError, money, toDecimalString } from '../../../shared/money';

const usd = (minor: number) => money(minor, 'USD');

describe('cashVariance', () => {
  it('is counted − expected', () => {
    expect(cashVariance(usd(10100), usd(10000))).toEqual(usd(100));
    expect(cashVariance(usd(9950), usd(10000))).toEqual(usd(-50));
    expect(cashVariance(usd(10000), usd(10000))).toEqual(usd(0));
  });

  it('names over, short and balanced drawers', () => {
    expect(varianceKind(usd(1))).toBe('over');
    expect(varianceKind(usd(-1))).toBe('short');
    expect(varianceKind(usd(0))).toBe('balanced');
  });

  it('refuses to compare different currencies', () => {
    expect(() => cashVariance(usd(1), money(1, 'EUR'))).toThrow(CurrencyMismatchError);
  });
});

describe('depositAtClose', () => {
  it('deposits everything above the float to keep', () => {
    const plan = depositAtClose({ counted: usd(53575), floatToKeep: usd(20000) });
    expect(toDecimalString(plan.deposit)).toBe('335.75');
    expect(toDecimalString(plan.keptInDrawer)).toBe('200.00');
    expect(toDecimalString(plan.floatShortBy)).toBe('0.00');
  });

  it('deposits nothing when the count equals the float', () => {
    expect(depositAtClose({ counted: usd(20000), floatToKeep: usd(20000) }).deposit).toEqual(usd(0));
  });

  it('never deposits a negative amount: a short drawer keeps all its cash and says how short it is', () => {
    const plan = depositAtClose({ counted: usd(15000), floatToKeep: usd(20000) });
    expect(plan.deposit).toEqual(usd(0));
    expect(plan.keptInDrawer).toEqual(usd(15000));
    expect(plan.floatShortBy).toEqual(usd(5000));
  });

  it('keeps no float when none is recommended', () => {
    expect(depositAtClose({ counted: usd(1234), floatToKeep: usd(0) }).deposit).toEqual(usd(1234));
  });

  it('refuses negative inputs and mixed currencies', () => {
    expect(() => depositAtClose({ counted: usd(-1), floatToKeep: usd(0) })).toThrow('counted:');
    expect(() => depositAtClose({ counted: usd(1), floatToKeep: usd(-1) })).toThrow('floatToKeep:');
    expect(() => depositAtClose({ counted: usd(1), floatToKeep: money(1, 'EUR') })).toThrow(
      CurrencyMismatchError,
    );
  });
});
