// When the app opens the drawer, per store mode and transaction: the rule behind every kick.
import { describe, expect, it } from 'vitest';
import {
  decideDrawerOpening,
  DRAWER_OPENING_TRANSACTION_TYPES,
} from '../../../electron/services/drawers/drawer-opening-policy';
import { CASH_TRANSACTION_TYPES } from '../../../shared/cash/transaction-types';

describe('drawer opening policy', () => {
  it('kicks an integrated drawer for a sale or refund with a cash tender, never for card only', () => {
    expect(decideDrawerOpening('integrated', { kind: 'sale', tenders: ['cash'] })).toEqual({
      action: 'kick',
    });
    expect(decideDrawerOpening('integrated', { kind: 'sale', tenders: ['card', 'cash'] })).toEqual({
      action: 'kick',
    });
    expect(decideDrawerOpening('integrated', { kind: 'refund', tenders: ['cash'] })).toEqual({
      action: 'kick',
    });
    expect(decideDrawerOpening('integrated', { kind: 'sale', tenders: ['card'] })).toEqual({
      action: 'none',
      reason: 'no_cash_moves',
    });
    expect(decideDrawerOpening('integrated', { kind: 'refund', tenders: ['card', 'card'] })).toEqual({
      action: 'none',
      reason: 'no_cash_moves',
    });
  });

  it('opens after every recorded drawer transaction that moves cash, not after counts or book adjustments', () => {
    const kicked = CASH_TRANSACTION_TYPES.filter(
      (type) => decideDrawerOpening('integrated', { kind: 'cash_transaction', type }).action === 'kick',
    );
    expect(kicked).toEqual([
      'daily_open',
      'cash_sale',
      'cash_refund',
      'add_to_float',
      'cash_pull',
      'add_petty_cash',
      'remove_petty_cash',
      'transfer_in',
      'transfer_out',
      'no_sale',
    ]);
    expect([...DRAWER_OPENING_TRANSACTION_TYPES].sort()).toEqual([...kicked].sort());
    for (const type of ['audit_count', 'daily_close', 'adjustment_in', 'adjustment_out'] as const) {
      expect(decideDrawerOpening('integrated', { kind: 'cash_transaction', type })).toEqual({
        action: 'none',
        reason: 'no_cash_moves',
      });
    }
  });

  it('opens when the associate starts counting, since the cash is counted before the count is recorded', () => {
    for (const type of ['daily_open', 'audit_count', 'daily_close'] as const) {
      expect(decideDrawerOpening('integrated', { kind: 'start_count', type })).toEqual({ action: 'kick' });
      expect(decideDrawerOpening('non_integrated', { kind: 'start_count', type })).toEqual({
        action: 'open_by_hand',
      });
    }
  });

  it('never kicks a non-integrated drawer: the associate opens it by hand when cash moves', () => {
    for (const type of CASH_TRANSACTION_TYPES) {
      const decision = decideDrawerOpening('non_integrated', { kind: 'cash_transaction', type });
      expect(decision.action).not.toBe('kick');
    }
    expect(decideDrawerOpening('non_integrated', { kind: 'sale', tenders: ['cash'] })).toEqual({
      action: 'open_by_hand',
    });
    expect(decideDrawerOpening('non_integrated', { kind: 'sale', tenders: ['card'] }).action).toBe('none');
  });

  it('does nothing in a store without cash management', () => {
    expect(decideDrawerOpening('none', { kind: 'sale', tenders: ['cash'] })).toEqual({
      action: 'none',
      reason: 'cash_management_off',
    });
    expect(decideDrawerOpening('none', { kind: 'cash_transaction', type: 'no_sale' }).action).toBe('none');
  });
});
