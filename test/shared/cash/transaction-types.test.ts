import { describe, expect, it } from 'vitest';
import {
  CASH_OPERATION_MODES,
  CASH_TRANSACTION_TYPES,
  INFLOW_TYPES,
  isCashOperationMode,
  isCashTransactionType,
  OUTFLOW_TYPES,
} from '../../../shared/cash/transaction-types';

describe('cash transaction vocabulary', () => {
  it('lists the contract types', () => {
    expect(CASH_TRANSACTION_TYPES).toEqual([
      'daily_open',
      'audit_count',
      'daily_close',
      'cash_sale',
      'cash_refund',
      'add_to_float',
      'cash_pull',
      'add_petty_cash',
      'remove_petty_cash',
      'transfer_in',
      'transfer_out',
      'adjustment_in',
      'adjustment_out',
      'no_sale',
    ]);
  });

  it('groups inflows and outflows as the expected-amount formula says', () => {
    expect([...INFLOW_TYPES].sort()).toEqual([
      'add_petty_cash',
      'add_to_float',
      'adjustment_in',
      'transfer_in',
    ]);
    expect([...OUTFLOW_TYPES].sort()).toEqual([
      'adjustment_out',
      'cash_pull',
      'remove_petty_cash',
      'transfer_out',
    ]);
    expect(INFLOW_TYPES.filter((type) => (OUTFLOW_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('recognises types and operation modes', () => {
    expect(CASH_OPERATION_MODES).toEqual(['none', 'integrated', 'non_integrated']);
    expect(isCashTransactionType('cash_sale')).toBe(true);
    expect(isCashTransactionType('sale')).toBe(false);
    expect(isCashTransactionType(1)).toBe(false);
    expect(isCashOperationMode('integrated')).toBe(true);
    expect(isCashOperationMode('INTEGRATED')).toBe(false);
  });
});
