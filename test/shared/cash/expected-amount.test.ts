import { describe, expect, it } from 'vitest';
import { type DrawerTransactionInput, summarizeDrawer } from '../../../shared/cash/expected-amount';
import type { CashTransactionType } from '../../../shared/cash/transaction-types';
import { type Money, toDecimalString } from '../../../shared/money';

let clock = Date.parse('2025-03-03T08:00:00Z');
/** A transaction one minute after the previous one. */
function tx(
  type: CashTransactionType,
  amountMinor: number,
  countedAmountMinor?: number,
): DrawerTransactionInput {
  clock += 60_000;
  return { type, amountMinor, countedAmountMinor, createdAt: new Date(clock).toISOString() };
}
const text = (amount: Money | null | undefined) => (amount ? toDecimalString(amount) : amount);

describe('summarizeDrawer', () => {
  it('reports a drawer that was never opened', () => {
    expect(summarizeDrawer([], 'USD')).toEqual({
      state: 'never_opened',
      openedAt: null,
      closedAt: null,
      openingFloat: { minor: 0, currency: 'USD' },
      cashSales: { minor: 0, currency: 'USD' },
      cashRefunds: { minor: 0, currency: 'USD' },
      inflows: { minor: 0, currency: 'USD' },
      outflows: { minor: 0, currency: 'USD' },
      expectedAmount: { minor: 0, currency: 'USD' },
      lastCount: null,
      variance: null,
    });
  });

  it('applies the contract formula to an open drawer', () => {
    const open = tx('daily_open', 20000);
    const day = [
      open,
      tx('cash_sale', 1005),
      tx('cash_sale', 2000),
      tx('cash_refund', 500),
      tx('add_to_float', 5000),
      tx('add_petty_cash', 1000),
      tx('transfer_in', 300),
      tx('adjustment_in', 7),
      tx('cash_pull', 10000),
      tx('remove_petty_cash', 250),
      tx('transfer_out', 100),
      tx('adjustment_out', 2),
      tx('no_sale', 0),
    ];
    const summary = summarizeDrawer(day, 'USD');
    expect(summary.state).toBe('open');
    expect(summary.openedAt).toBe(open.createdAt);
    expect(summary.closedAt).toBeNull();
    expect(text(summary.openingFloat)).toBe('200.00');
    expect(text(summary.cashSales)).toBe('30.05');
    expect(text(summary.cashRefunds)).toBe('5.00');
    expect(text(summary.inflows)).toBe('63.07');
    expect(text(summary.outflows)).toBe('103.52');
    // 200.00 + 30.05 − 5.00 + 63.07 − 103.52
    expect(text(summary.expectedAmount)).toBe('184.60');
    expect(summary.lastCount).toBeNull();
    expect(summary.variance).toBeNull();
  });

  it('counts only the latest session: earlier days are ignored', () => {
    const summary = summarizeDrawer(
      [
        tx('daily_open', 10000),
        tx('cash_sale', 999),
        tx('daily_close', 0, 10999),
        tx('daily_open', 15000),
        tx('cash_sale', 100),
      ],
      'EUR',
    );
    expect(summary.state).toBe('open');
    expect(text(summary.openingFloat)).toBe('150.00');
    expect(text(summary.cashSales)).toBe('1.00');
    expect(text(summary.expectedAmount)).toBe('151.00');
  });

  it('reports a closed drawer with the close count and its variance', () => {
    const [open, sale, close] = [tx('daily_open', 10000), tx('cash_sale', 3000), tx('daily_close', 0, 12950)];
    const summary = summarizeDrawer([open, sale, close], 'CAD');
    expect(summary.state).toBe('closed');
    expect(summary.closedAt).toBe(close.createdAt);
    expect(text(summary.expectedAmount)).toBe('130.00');
    expect(summary.lastCount).toEqual({
      type: 'daily_close',
      at: close.createdAt,
      countedAmount: { minor: 12950, currency: 'CAD' },
      expectedAmount: { minor: 13000, currency: 'CAD' },
      variance: { minor: -50, currency: 'CAD' },
    });
    expect(text(summary.variance)).toBe('-0.50');
  });

  it('compares an audit count with the expected amount at the time of the count', () => {
    const summary = summarizeDrawer(
      [tx('daily_open', 10000), tx('cash_sale', 500), tx('audit_count', 0, 10600), tx('cash_sale', 700)],
      'USD',
    );
    expect(text(summary.expectedAmount)).toBe('112.00');
    expect(text(summary.lastCount?.expectedAmount)).toBe('105.00');
    expect(text(summary.variance)).toBe('1.00');
  });

  it('keeps the latest of several counts', () => {
    const summary = summarizeDrawer(
      [
        tx('daily_open', 10000),
        tx('audit_count', 0, 9900),
        tx('cash_sale', 100),
        tx('audit_count', 0, 10100),
      ],
      'USD',
    );
    expect(text(summary.lastCount?.countedAmount)).toBe('101.00');
    expect(text(summary.variance)).toBe('0.00');
  });

  it('uses the amount as the count when no counted amount is given', () => {
    const summary = summarizeDrawer([tx('daily_open', 10000), tx('audit_count', 9000)], 'USD');
    expect(text(summary.lastCount?.countedAmount)).toBe('90.00');
  });

  it('orders transactions by time, not by list position', () => {
    const open = tx('daily_open', 10000);
    const sale = tx('cash_sale', 500);
    const earlierDayClose = { ...tx('daily_close', 0, 1), createdAt: '2025-03-02T20:00:00Z' };
    const summary = summarizeDrawer([sale, earlierDayClose, open], 'USD');
    expect(summary.state).toBe('open');
    expect(text(summary.expectedAmount)).toBe('105.00');
  });

  it('compares timestamps by instant across time zones', () => {
    const summary = summarizeDrawer(
      [
        { type: 'cash_sale', amountMinor: 100, createdAt: '2025-03-03T09:30:00+01:00' }, // 08:30Z
        { type: 'daily_open', amountMinor: 5000, createdAt: '2025-03-03T08:15:00Z' },
        { type: 'cash_sale', amountMinor: 200, createdAt: '2025-03-03T08:00:00Z' }, // before the open
      ],
      'EUR',
    );
    expect(text(summary.cashSales)).toBe('1.00');
  });

  it('keeps counting until the close and ignores anything recorded after it', () => {
    const summary = summarizeDrawer(
      [tx('daily_open', 1000), tx('cash_sale', 100), tx('daily_close', 0, 1100), tx('cash_sale', 999)],
      'USD',
    );
    expect(text(summary.cashSales)).toBe('1.00');
    expect(summary.state).toBe('closed');
  });

  it('works in a zero-decimal currency', () => {
    const summary = summarizeDrawer(
      [tx('daily_open', 30000), tx('cash_sale', 1200), tx('cash_refund', 300)],
      'JPY',
    );
    expect(text(summary.expectedAmount)).toBe('30900');
  });

  it.each<[string, DrawerTransactionInput, string]>([
    [
      'a negative amount',
      { type: 'cash_sale', amountMinor: -1, createdAt: '2025-03-03T08:00:00Z' },
      'transactions.0.amountMinor: -1',
    ],
    [
      'a fractional amount',
      { type: 'cash_sale', amountMinor: 1.5, createdAt: '2025-03-03T08:00:00Z' },
      'transactions.0.amountMinor: 1.5',
    ],
    [
      'a bad counted amount',
      { type: 'audit_count', amountMinor: 0, countedAmountMinor: -5, createdAt: '2025-03-03T08:00:00Z' },
      'transactions.0.countedAmountMinor: -5',
    ],
    [
      'a bad timestamp',
      { type: 'cash_sale', amountMinor: 1, createdAt: 'yesterday' },
      'transactions.0.createdAt: "yesterday"',
    ],
    [
      'an unknown type',
      { type: 'tip' as CashTransactionType, amountMinor: 1, createdAt: '2025-03-03T08:00:00Z' },
      'transactions.0.type: "tip"',
    ],
  ])('refuses %s, naming the field', (_label, transaction, message) => {
    expect(() => summarizeDrawer([transaction], 'USD')).toThrow(message);
  });
});
