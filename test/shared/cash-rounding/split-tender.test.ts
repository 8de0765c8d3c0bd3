import { describe, expect, it } from 'vitest';
import { type CashRoundingContext } from '../../../shared/cash-rounding/round-cash-tender';
import {
  cashDue,
  changeDue,
  planTenders,
  type TenderRequest,
} from '../../../shared/cash-rounding/split-tender';
import { type Money, parseMoneyOrThrow, toDecimalString } from '../../../shared/money';

const canada: CashRoundingContext = {
  storeCountry: 'CA',
  storeListedForUsRounding: false,
  cashRoundingEnabled: true,
};
const cad = (text: string) => parseMoneyOrThrow(text, 'CAD', { allowNegative: true });
const text = (amount: Money | undefined) => (amount ? toDecimalString(amount) : undefined);

function plan(total: Money, tenders: TenderRequest[], rounding = canada) {
  const result = planTenders({ totalDue: total, tenders, rounding });
  if (!result.ok) throw new Error(`plan refused: ${result.code} ${result.message}`);
  return {
    tenders: result.plan.tenders.map((tender) => ({
      method: tender.method,
      share: text(tender.share),
      amount: text(tender.amount),
      adjustment: text(tender.roundingAdjustment),
      ...(tender.tendered ? { tendered: text(tender.tendered), change: text(tender.change) } : {}),
    })),
    totalCharged: text(result.plan.totalCharged),
    roundingAdjustment: text(result.plan.roundingAdjustment),
    changeDue: text(result.plan.changeDue),
  };
}

function refusal(total: Money, tenders: TenderRequest[], rounding = canada) {
  const result = planTenders({ totalDue: total, tenders, rounding });
  if (result.ok) throw new Error('plan was accepted');
  return { code: result.code, field: result.field };
}

describe('planTenders: only the cash part rounds', () => {
  it('card 5.00 + cash remainder of 10.07 CAD: cash 5.07 → 5.05, adjustment −0.02', () => {
    expect(plan(cad('10.07'), [{ method: 'card', amount: cad('5.00') }, { method: 'cash' }])).toEqual({
      tenders: [
        { method: 'card', share: '5.00', amount: '5.00', adjustment: '0.00' },
        { method: 'cash', share: '5.07', amount: '5.05', adjustment: '-0.02' },
      ],
      totalCharged: '10.05',
      roundingAdjustment: '-0.02',
      changeDue: '0.00',
    });
  });

  it('cash 5.00 + card remainder: the card pays 5.07 exactly, nothing rounds', () => {
    expect(plan(cad('10.07'), [{ method: 'cash', amount: cad('5.00') }, { method: 'card' }])).toEqual({
      tenders: [
        { method: 'cash', share: '5.00', amount: '5.00', adjustment: '0.00' },
        { method: 'card', share: '5.07', amount: '5.07', adjustment: '0.00' },
      ],
      totalCharged: '10.07',
      roundingAdjustment: '0.00',
      changeDue: '0.00',
    });
  });

  it('a card-only payment never rounds', () => {
    expect(plan(cad('10.07'), [{ method: 'card' }]).tenders).toEqual([
      { method: 'card', share: '10.07', amount: '10.07', adjustment: '0.00' },
    ]);
    expect(
      plan(cad('10.03'), [{ method: 'card', amount: cad('6.01') }, { method: 'card' }]).totalCharged,
    ).toBe('10.03');
  });

  it('cash-only with cash handed over: rounds, then gives change from the rounded amount', () => {
    expect(plan(cad('10.07'), [{ method: 'cash', tendered: cad('20.00') }])).toEqual({
      tenders: [
        {
          method: 'cash',
          share: '10.07',
          amount: '10.05',
          adjustment: '-0.02',
          tendered: '20.00',
          change: '9.95',
        },
      ],
      totalCharged: '10.05',
      roundingAdjustment: '-0.02',
      changeDue: '9.95',
    });
  });

  it('cash handed over for a card + cash split', () => {
    const result = plan(cad('10.08'), [
      { method: 'card', amount: cad('5.00') },
      { method: 'cash', tendered: cad('10') },
    ]);
    expect(result.tenders[1]).toEqual({
      method: 'cash',
      share: '5.08',
      amount: '5.10',
      adjustment: '0.02',
      tendered: '10.00',
      change: '4.90',
    });
    expect(result.totalCharged).toBe('10.10');
  });

  it('a cash refund rounds the same way as a sale', () => {
    expect(plan(cad('-10.07'), [{ method: 'cash' }]).tenders).toEqual([
      { method: 'cash', share: '-10.07', amount: '-10.05', adjustment: '0.02' },
    ]);
    expect(plan(cad('-10.07'), [{ method: 'card', amount: cad('-5.00') }, { method: 'cash' }])).toMatchObject(
      {
        totalCharged: '-10.05',
        roundingAdjustment: '0.02',
      },
    );
  });

  it('does not round when the store does not round (unlisted US store)', () => {
    const usd = (value: string) => parseMoneyOrThrow(value, 'USD');
    const result = planTenders({
      totalDue: usd('10.07'),
      tenders: [{ method: 'cash', tendered: usd('20') }],
      rounding: { storeCountry: 'US', storeListedForUsRounding: false, cashRoundingEnabled: true },
    });
    expect(result.ok && toDecimalString(result.plan.tenders[0]!.amount)).toBe('10.07');
    expect(result.ok && toDecimalString(result.plan.changeDue)).toBe('9.93');
  });

  it('does not round when the toggle is off', () => {
    expect(
      plan(cad('10.07'), [{ method: 'cash' }], { ...canada, cashRoundingEnabled: false }).totalCharged,
    ).toBe('10.07');
  });

  it('accepts explicit shares that add up to the total', () => {
    expect(
      plan(cad('10.07'), [
        { method: 'card', amount: cad('3.00') },
        { method: 'cash', amount: cad('7.07') },
      ]).tenders[1],
    ).toEqual({ method: 'cash', share: '7.07', amount: '7.05', adjustment: '-0.02' });
  });

  it('gives a zero remainder when the explicit shares already cover the total', () => {
    expect(
      plan(cad('10.07'), [{ method: 'card', amount: cad('10.07') }, { method: 'cash' }]).tenders[1],
    ).toEqual({
      method: 'cash',
      share: '0.00',
      amount: '0.00',
      adjustment: '0.00',
    });
  });
});

describe('planTenders refusals name the field', () => {
  it.each<[string, Money, TenderRequest[], { code: string; field: string }]>([
    ['no tender', cad('10.07'), [], { code: 'no_tenders', field: 'tenders' }],
    [
      'two remainders',
      cad('10.07'),
      [{ method: 'card' }, { method: 'cash' }],
      { code: 'more_than_one_remainder', field: 'tenders.1.amount' },
    ],
    [
      'two cash tenders',
      cad('10.07'),
      [{ method: 'cash', amount: cad('5') }, { method: 'cash' }],
      { code: 'more_than_one_cash_tender', field: 'tenders.1' },
    ],
    [
      'a share above the total',
      cad('10.07'),
      [{ method: 'card', amount: cad('11') }, { method: 'cash' }],
      { code: 'amounts_exceed_total', field: 'tenders' },
    ],
    [
      'shares short of the total with no remainder tender',
      cad('10.07'),
      [
        { method: 'card', amount: cad('5') },
        { method: 'cash', amount: cad('5') },
      ],
      { code: 'amounts_do_not_cover_total', field: 'tenders' },
    ],
    [
      'a negative share on a sale',
      cad('10.07'),
      [{ method: 'card', amount: cad('-1') }, { method: 'cash' }],
      { code: 'wrong_sign', field: 'tenders.0.amount' },
    ],
    [
      'a positive share on a refund',
      cad('-10.07'),
      [{ method: 'card', amount: cad('1') }, { method: 'cash' }],
      { code: 'wrong_sign', field: 'tenders.0.amount' },
    ],
    [
      'a share in another currency',
      cad('10.07'),
      [{ method: 'card', amount: parseMoneyOrThrow('5', 'USD') }, { method: 'cash' }],
      { code: 'currency_mismatch', field: 'tenders.0.amount' },
    ],
    [
      'cash tendered on a card',
      cad('10.07'),
      [{ method: 'card', tendered: cad('20') }],
      { code: 'tendered_on_card', field: 'tenders.0.tendered' },
    ],
    [
      'cash tendered on a refund',
      cad('-10.07'),
      [{ method: 'cash', tendered: cad('20') }],
      { code: 'tendered_on_refund', field: 'tenders.0.tendered' },
    ],
    [
      'cash tendered below the rounded amount',
      cad('10.07'),
      [{ method: 'cash', tendered: cad('10.00') }],
      { code: 'insufficient_cash', field: 'tenders.0.tendered' },
    ],
    [
      'cash tendered in another currency',
      cad('10.07'),
      [{ method: 'cash', tendered: parseMoneyOrThrow('20', 'USD') }],
      { code: 'currency_mismatch', field: 'tenders.0.tendered' },
    ],
  ])('refuses %s', (_label, total, tenders, expected) => {
    expect(refusal(total, tenders)).toEqual(expected);
  });

  it('accepts cash tendered equal to the rounded (not the exact) amount', () => {
    expect(plan(cad('10.07'), [{ method: 'cash', tendered: cad('10.05') }]).changeDue).toBe('0.00');
  });
});

describe('cashDue and changeDue', () => {
  it('cashDue is the rounded total for the store', () => {
    expect(toDecimalString(cashDue(cad('10.07'), canada))).toBe('10.05');
    expect(toDecimalString(cashDue(cad('10.07'), { ...canada, cashRoundingEnabled: false }))).toBe('10.07');
  });

  it('changeDue is tendered − due', () => {
    const result = changeDue(cad('20'), cad('10.05'));
    expect(result.ok && toDecimalString(result.change)).toBe('9.95');
    const exact = changeDue(cad('10.05'), cad('10.05'));
    expect(exact.ok && toDecimalString(exact.change)).toBe('0.00');
  });

  it('changeDue refuses cash that does not cover the amount, saying by how much', () => {
    expect(changeDue(cad('10'), cad('10.05'))).toEqual({
      ok: false,
      code: 'insufficient_cash',
      shortBy: cad('0.05'),
      message: 'cash tendered 10.00 CAD is 0.05 CAD short of the 10.05 CAD due',
    });
  });
});
