import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/money/money';
import {
  planRefund,
  type EarlierReturn,
  type PaidTender,
  type SoldLine,
} from '../../../shared/returns/refund-plan';

const rounding = (country: string, listed = false) => ({
  storeCountry: country,
  storeListedForUsRounding: listed,
  cashRoundingEnabled: true,
});

function cashRefundOf(country: string, currency: string, shareMinor: number, listed = false) {
  // One line worth `shareMinor`, two sold (so returning one does not complete the sale), paid in cash.
  const sold: SoldLine[] = [{ productId: 'p', quantity: 2, unit: money(shareMinor, currency) }];
  const tenders: PaidTender[] = [{ method: 'cash', amount: money(shareMinor * 2 + 100, currency) }];
  const result = planRefund({
    currency,
    sold,
    tenders,
    earlier: [],
    lines: [{ productId: 'p', quantity: 1 }],
    rounding: rounding(country, listed),
  });
  if (!result.ok) throw new Error(result.message);
  const [refund] = result.plan.refunds;
  return { amount: refund?.amount.minor, adjustment: refund?.roundingAdjustment.minor };
}

describe('the refund side of each country’s cash rule', () => {
  it.each([
    // country, currency, exact share, refunded in cash
    ['CA', 'CAD', 1001, 1000],
    ['CA', 'CAD', 1002, 1000],
    ['CA', 'CAD', 1003, 1005],
    ['CA', 'CAD', 1007, 1005],
    ['CA', 'CAD', 1008, 1010],
    ['AU', 'AUD', 1002, 1000],
    ['AU', 'AUD', 1003, 1005],
    ['CH', 'CHF', 1004, 1005],
    ['NZ', 'NZD', 1005, 1000],
    ['NZ', 'NZD', 1006, 1010],
    ['SE', 'SEK', 1049, 1000],
    ['SE', 'SEK', 1050, 1100],
    ['NO', 'NOK', 1050, 1100],
    ['DK', 'DKK', 1024, 1000],
    ['DK', 'DKK', 1025, 1050],
    ['DK', 'DKK', 1074, 1050],
    ['DK', 'DKK', 1075, 1100],
  ])('%s: a cash refund of %s %s share goes back as %s', (country, currency, share, refunded) => {
    const refund = cashRefundOf(country, currency, share);
    expect(refund.amount).toBe(refunded);
    expect(refund.adjustment).toBe(refunded - share);
  });

  it('US: only listed stores round the refund', () => {
    expect(cashRefundOf('US', 'USD', 1003, true).amount).toBe(1005);
    expect(cashRefundOf('US', 'USD', 1003, false).amount).toBe(1003);
  });

  it('a country without a cash rule refunds the exact share', () => {
    expect(cashRefundOf('DE', 'EUR', 1003).amount).toBe(1003);
  });
});

describe('partial returns that leave cents', () => {
  const sold: SoldLine[] = [{ productId: 'mug', quantity: 3, unit: money(334, 'CAD') }];
  // 10.02 paid 10.00 in cash (rounded down).
  const tenders: PaidTender[] = [{ method: 'cash', amount: money(1000, 'CAD') }];

  it('refunds every unit rounded, and the last return what the drawer still owes: 10.00 in all', () => {
    const earlier: EarlierReturn[] = [];
    const refunded: number[] = [];
    for (let unit = 0; unit < 3; unit += 1) {
      const result = planRefund({
        currency: 'CAD',
        sold,
        tenders,
        earlier,
        lines: [{ productId: 'mug', quantity: 1 }],
        rounding: rounding('CA'),
      });
      if (!result.ok) throw new Error(result.message);
      const amount = result.plan.refunds[0]?.amount.minor ?? 0;
      refunded.push(amount);
      earlier.push({
        lines: [{ productId: 'mug', quantity: 1 }],
        refunds: result.plan.refunds.map((refund) => ({ method: refund.method, amount: refund.amount })),
      });
      expect(result.plan.completesSale).toBe(unit === 2);
    }
    expect(refunded).toEqual([335, 335, 330]);
    expect(refunded.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('refunds a card first and exactly, the rest in rounded cash', () => {
    const result = planRefund({
      currency: 'CAD',
      sold: [
        { productId: 'a', quantity: 1, unit: money(3000, 'CAD') },
        { productId: 'b', quantity: 2, unit: money(601, 'CAD') },
      ],
      // 42.02: 30.00 card, 12.00 cash (12.02 rounded down).
      tenders: [
        { method: 'card', amount: money(3000, 'CAD') },
        { method: 'cash', amount: money(1200, 'CAD') },
      ],
      earlier: [
        {
          lines: [{ productId: 'a', quantity: 1 }],
          refunds: [{ method: 'card', amount: money(2900, 'CAD') }],
        },
      ],
      lines: [{ productId: 'b', quantity: 1 }],
      rounding: rounding('CA'),
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.plan.refunds.map((refund) => [refund.method, refund.amount.minor])).toEqual([
      ['card', 100],
      ['cash', 500],
    ]);
  });

  it('refunds a returned unit’s share of each tax line, the last unit what is left of it', () => {
    const share = (componentId: string, rate: string, minor: number) => ({
      componentId,
      rate,
      amount: money(minor, 'USD'),
    });
    // 3 × 10.00 in New York: state 4 % 1.20, city 4.5 % 1.35, MCTD 0.375 % 0.11 = 2.66.
    const taxed: SoldLine[] = [
      {
        productId: 't',
        quantity: 3,
        unit: money(1000, 'USD'),
        taxes: [share('ny_state', '4', 120), share('nyc', '4.5', 135), share('mctd', '0.375', 11)],
      },
    ];
    const cardPaid: PaidTender[] = [{ method: 'card', amount: money(3266, 'USD') }];
    const first = planRefund({
      currency: 'USD',
      sold: taxed,
      tenders: cardPaid,
      earlier: [],
      lines: [{ productId: 't', quantity: 1 }],
      rounding: rounding('US'),
    });
    if (!first.ok) throw new Error(first.message);
    // A third of each, half up: 0.40 + 0.45 + 0.04 (0.0366…).
    expect(first.plan.lines[0]?.taxes).toEqual([
      share('ny_state', '4', 40),
      share('nyc', '4.5', 45),
      share('mctd', '0.375', 4),
    ]);
    expect(first.plan.tax.minor).toBe(89);
    expect(first.plan.value.minor).toBe(1089);
    const rest = planRefund({
      currency: 'USD',
      sold: taxed,
      tenders: cardPaid,
      earlier: [
        {
          lines: [
            {
              productId: 't',
              quantity: 1,
              taxes: [share('ny_state', '4', 40), share('nyc', '4.5', 45), share('mctd', '0.375', 4)],
            },
          ],
          refunds: [{ method: 'card', amount: money(1089, 'USD') }],
        },
      ],
      lines: [{ productId: 't', quantity: 2 }],
      rounding: rounding('US'),
    });
    if (!rest.ok) throw new Error(rest.message);
    // The last two units take what is left of each line: 0.80 + 0.90 + 0.07.
    expect(rest.plan.lines[0]?.taxes).toEqual([
      share('ny_state', '4', 80),
      share('nyc', '4.5', 90),
      share('mctd', '0.375', 7),
    ]);
    expect(rest.plan.tax.minor).toBe(177);
    expect(rest.plan.totalRefunded.minor).toBe(2177);
  });

  it('gives back the tax a price contained without adding it again', () => {
    // 2 × 12.00 GBP, VAT 20 % included: 4.00 of VAT inside the 24.00.
    const vat = [{ componentId: 'vat', rate: '20', amount: money(400, 'GBP') }];
    const result = planRefund({
      currency: 'GBP',
      sold: [{ productId: 'v', quantity: 2, unit: money(1200, 'GBP'), taxes: vat }],
      tenders: [{ method: 'card', amount: money(2400, 'GBP') }],
      earlier: [],
      lines: [{ productId: 'v', quantity: 1 }],
      rounding: rounding('GB'),
      pricesIncludeTax: true,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.plan.lines[0]?.taxes).toEqual([
      { componentId: 'vat', rate: '20', amount: money(200, 'GBP') },
    ]);
    expect(result.plan.tax.minor).toBe(0);
    expect(result.plan.totalRefunded.minor).toBe(1200);
  });

  it('refuses over-returns, naming the line and why', () => {
    const refused = planRefund({
      currency: 'CAD',
      sold,
      tenders,
      earlier: [{ lines: [{ productId: 'mug', quantity: 2 }], refunds: [] }],
      lines: [{ productId: 'mug', quantity: 2 }],
      rounding: rounding('CA'),
    });
    expect(refused).toEqual({
      ok: false,
      code: 'over_sold_quantity',
      field: 'lines.0.quantity',
      message: '3 of mug were sold and 2 already returned: at most 1 can be returned, not 2',
    });
  });
});
