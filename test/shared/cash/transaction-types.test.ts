// What the cash vocabulary does, not what it lists: each movement moves the expected amount the way its
// name says, the type guards accept what the contract schemas accept, and nothing else.
import { describe, expect, it } from 'vitest';
import { CashOperationModeSchema } from '../../../shared/contract/cash-management';
import { CashTransactionTypeSchema } from '../../../shared/contract/cash-transaction';
import { summarizeDrawer } from '../../../shared/cash/expected-amount';
import {
  CASH_OPERATION_MODES,
  CASH_TRANSACTION_TYPES,
  INFLOW_TYPES,
  isCashOperationMode,
  isCashTransactionType,
  OUTFLOW_TYPES,
  type CashTransactionType,
} from '../../../shared/cash/transaction-types';

/** What a drawer opened with 100.00 should hold after one movement of 2.50 of `type`. */
function expectedAfter(type: CashTransactionType): number {
  const summary = summarizeDrawer(
    [
      { type: 'daily_open', amountMinor: 10_000, createdAt: '2026-11-25T08:00:00Z' },
      { type, amountMinor: 250, createdAt: '2026-11-25T09:00:00Z' },
    ],
    'USD',
  );
  return summary.expectedAmount.minor;
}

describe('cash transaction vocabulary', () => {
  it('an inflow puts its amount into the drawer, an outflow takes it out', () => {
    for (const type of INFLOW_TYPES) expect(expectedAfter(type), type).toBe(10_250);
    for (const type of OUTFLOW_TYPES) expect(expectedAfter(type), type).toBe(9_750);
    // A movement cannot be both: no type is listed on both sides.
    expect(new Set([...INFLOW_TYPES, ...OUTFLOW_TYPES]).size).toBe(
      INFLOW_TYPES.length + OUTFLOW_TYPES.length,
    );
  });

  it('a no sale opens the drawer without moving cash; a sale adds, a refund takes out', () => {
    expect(expectedAfter('no_sale')).toBe(10_000);
    expect(expectedAfter('cash_sale')).toBe(10_250);
    expect(expectedAfter('cash_refund')).toBe(9_750);
  });

  it('recognises what the contract accepts as a transaction type, and nothing else', () => {
    for (const type of CASH_TRANSACTION_TYPES) {
      expect(isCashTransactionType(type), type).toBe(true);
      expect(CashTransactionTypeSchema.safeParse(type).success, type).toBe(true);
    }
    for (const other of ['sale', 'CASH_SALE', ' no_sale', '', 1, null, undefined]) {
      expect(isCashTransactionType(other), String(other)).toBe(false);
      expect(CashTransactionTypeSchema.safeParse(other).success, String(other)).toBe(false);
    }
  });

  it('recognises what the contract accepts as an operation mode, and nothing else', () => {
    for (const mode of CASH_OPERATION_MODES) {
      expect(isCashOperationMode(mode), mode).toBe(true);
      expect(CashOperationModeSchema.safeParse(mode).success, mode).toBe(true);
    }
    for (const other of ['INTEGRATED', 'manual', '', 0, null]) {
      expect(isCashOperationMode(other), String(other)).toBe(false);
      expect(CashOperationModeSchema.safeParse(other).success, String(other)).toBe(false);
    }
  });
});
