import { describe, expect, it } from 'vitest';
import { CASH_TRANSACTION_TYPES } from '../../../shared/cash';
import {
  ASSOCIATE_CASH_TRANSACTION_TYPES,
  MANAGER_CASH_TRANSACTION_TYPES,
  roleNeededFor,
} from '../../../shared/cash';

describe('cash transaction permissions', () => {
  it('puts every transaction type in exactly one of the associate and manager lists', () => {
    const listed = [...ASSOCIATE_CASH_TRANSACTION_TYPES, ...MANAGER_CASH_TRANSACTION_TYPES];
    expect([...listed].sort()).toEqual([...CASH_TRANSACTION_TYPES].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('needs a manager for audits and the daily close, as the contract says', () => {
    expect(roleNeededFor('audit_count')).toBe('manager');
    expect(roleNeededFor('daily_close')).toBe('manager');
    expect(roleNeededFor('cash_sale')).toBe('associate');
    expect(roleNeededFor('daily_open')).toBe('associate');
  });
});
