import { describe, expect, it } from 'vitest';
import { CASH_TRANSACTION_TYPES } from '../../../shared/cash/transaction-types';
import {
  CashTransactionListQuerySchema,
  CashTransactionListResponseSchema,
  CashTransactionSchema,
  CreateCashTransactionRequestSchema,
} from '../../../shared/contract';
import {
  expectIssueAt,
  fieldCase,
  parseValid,
  withValue,
  without,
  type InvalidCase,
} from './contract-test-kit';
import { auditCount, cashSale } from './fixtures';

const base = without(cashSale, 'order_id') as typeof cashSale;

describe('CashTransactionSchema (POST/GET /v0/d/cash_drawers/{id}/transactions)', () => {
  it('accepts a cash sale and an audit count broken down by denomination', () => {
    expect(parseValid(CashTransactionSchema, cashSale)).toEqual(cashSale);
    expect(parseValid(CreateCashTransactionRequestSchema, auditCount)).toEqual(auditCount);
  });

  const examples: Record<string, Record<string, unknown>> = {
    daily_open: { amount: 150, counted_amount: 150, denominations: { '5000': 2, '1000': 5 } },
    audit_count: { amount: 0, counted_amount: 187.35 },
    daily_close: { amount: 0, counted_amount: 212.4 },
    cash_sale: { amount: 12.45, order_id: 'ord_01HQ7Z9ABC' },
    cash_refund: { amount: 5.1, order_id: 'ord_01HQ7Y2XYZ' },
    add_to_float: { amount: 50 },
    cash_pull: { amount: 100, reason_code: 'safe_drop' },
    add_petty_cash: { amount: 20 },
    remove_petty_cash: { amount: 7.8, reason_code: 'office_supplies' },
    transfer_in: { amount: 25 },
    transfer_out: { amount: 25 },
    adjustment_in: { amount: 0.05, reason_code: 'miscount' },
    adjustment_out: { amount: 1, reason_code: 'counterfeit_note' },
    no_sale: { amount: 0 },
  };

  it('has an example for every transaction type', () => {
    expect(Object.keys(examples).sort()).toEqual([...CASH_TRANSACTION_TYPES].sort());
  });

  it.each(Object.entries(examples))('accepts a %s', (type, fields) => {
    const transaction = { ...base, type, ...fields };
    expect(parseValid(CashTransactionSchema, transaction)).toEqual(transaction);
  });

  const invalid: InvalidCase[] = [
    fieldCase('an id that is not a UUID', cashSale, 'transaction_id', 'tx-1', /UUID/),
    fieldCase('no id', cashSale, 'transaction_id', undefined, /required/),
    fieldCase('an unknown type', cashSale, 'type', 'cash_drop', /daily_open/),
    fieldCase('a negative amount (the type gives the direction)', cashSale, 'amount', -12.45, /zero or more/),
    fieldCase('an amount with a tenth of a cent', cashSale, 'amount', 12.455, /more decimals than USD/),
    fieldCase('an amount as text', cashSale, 'amount', '12.45', /expected number/),
    fieldCase('a blank associate', cashSale, 'associate', '', /blank/),
    fieldCase('a local time', cashSale, 'created_at', '2026-03-02 15:41', /RFC 3339/),
    fieldCase('an unknown currency', cashSale, 'currency', 'USDT', /ISO 4217/),
    {
      name: 'an audit without counted amount',
      input: without(auditCount, 'counted_amount'),
      path: 'counted_amount',
      message: /required/,
    },
    fieldCase(
      'a counted amount on a sale',
      cashSale,
      'counted_amount',
      12.45,
      /only given with daily_open, audit_count, daily_close/,
    ),
    fieldCase('denominations on a sale', cashSale, 'denominations', { '1000': 1 }, /only given with/),
    {
      name: 'a denomination in major units',
      input: withValue(auditCount, 'denominations', { '20.00': 5 }),
      path: 'denominations.20.00',
      message: /invalid key: must be a face value in minor units/,
    },
    {
      name: 'a zero denomination',
      input: withValue(auditCount, 'denominations', { '0': 5 }),
      path: 'denominations.0',
      message: /minor units/,
    },
    fieldCase('a negative count of pieces', auditCount, 'denominations.2000', -1, /zero or more/),
    fieldCase('half a piece', auditCount, 'denominations.25', 0.5, /whole number/),
    {
      name: 'pieces that do not add up',
      input: withValue(auditCount, 'denominations.2000', 4),
      path: 'denominations',
      message: /add up to 167.35 USD, not the counted_amount 187.35/,
    },
    fieldCase(
      'a no_sale moving cash',
      withValue(cashSale, 'type', 'no_sale'),
      'amount',
      5,
      /must be 0: no_sale moves no cash/,
    ),
    {
      name: 'an adjustment without reason',
      input: { ...base, type: 'adjustment_out', amount: 1 },
      path: 'reason_code',
      message: /required for adjustment_out/,
    },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(CashTransactionSchema, input, path, message);
  });

  it('counts a JPY drawer in whole yen', () => {
    const yen = {
      ...auditCount,
      currency: 'JPY',
      counted_amount: 16500,
      denominations: { '10000': 1, '5000': 1, '500': 3 },
    };
    expect(parseValid(CashTransactionSchema, yen).counted_amount).toBe(16500);
    expectIssueAt(CashTransactionSchema, { ...yen, counted_amount: 16500.5 }, 'counted_amount', /JPY/);
  });
});

describe('transaction lists', () => {
  it('reads the query and pages the answer', () => {
    expect(
      parseValid(CashTransactionListQuerySchema, { updated_since: '2026-03-02T00:00:00Z', count: '100' }),
    ).toEqual({
      updated_since: '2026-03-02T00:00:00Z',
      offset: 0,
      count: 100,
    });
    const page = { items: [auditCount, cashSale], pagination: { offset: 0, count: 2, total: 2 } };
    expect(parseValid(CashTransactionListResponseSchema, page)).toEqual(page);
    expectIssueAt(
      CashTransactionListResponseSchema,
      { ...page, items: [without(auditCount, 'counted_amount')] },
      'items.0.counted_amount',
    );
  });
});
