import { describe, expect, it } from 'vitest';
import { StoreCashManagementSchema } from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { storeCashManagement } from './fixtures';

const nonIntegrated = {
  operation_mode: 'non_integrated',
  drawers: [{ drawer_id: 'sfo-d1', name: 'Register 1', recommended_float: 200, currency: 'USD' }],
};

describe('StoreCashManagementSchema (GET/PUT /v0/d/stores/{id}/cash_management)', () => {
  it.each([
    ['integrated drawers with their serials', storeCashManagement],
    ['non-integrated drawers', nonIntegrated],
    ['a store that does not use cash management (the start)', { operation_mode: 'none', drawers: [] }],
    ['drawers kept while cash management is off', { ...nonIntegrated, operation_mode: 'none' }],
  ])('accepts %s', (_name, config) => {
    expect(parseValid(StoreCashManagementSchema, config)).toEqual(config);
  });

  const invalid: InvalidCase[] = [
    fieldCase(
      'an unknown mode',
      storeCashManagement,
      'operation_mode',
      'manual',
      /none.*integrated.*non_integrated/,
    ),
    fieldCase(
      'integrated without drawers',
      storeCashManagement,
      'drawers',
      [],
      /at least one drawer when operation_mode is integrated/,
    ),
    fieldCase('non-integrated without drawers', nonIntegrated, 'drawers', [], /at least one drawer/),
    {
      name: 'an integrated drawer without device',
      input: without(storeCashManagement, 'drawers.1.device'),
      path: 'drawers.1.device.serial',
      message: /required for an integrated drawer/,
    },
    fieldCase('a blank serial', storeCashManagement, 'drawers.0.device.serial', ' ', /blank/),
    fieldCase(
      'a non-integrated drawer with a device',
      nonIntegrated,
      'drawers.0.device',
      { serial: 'CD-1' },
      /must be absent/,
    ),
    fieldCase(
      'a repeated drawer id',
      storeCashManagement,
      'drawers.1.drawer_id',
      'nyc-soho-d1',
      /already used at index 0/,
    ),
    fieldCase(
      'a repeated serial',
      storeCashManagement,
      'drawers.1.device.serial',
      'CD-4410-0192',
      /already used at index 0/,
    ),
    fieldCase(
      'a drawer in another currency',
      storeCashManagement,
      'drawers.1.currency',
      'CAD',
      /store's currency USD/,
    ),
    fieldCase(
      'a float with too many decimals',
      storeCashManagement,
      'drawers.0.recommended_float',
      150.005,
      /more decimals than USD/,
    ),
    fieldCase('a negative float', storeCashManagement, 'drawers.0.recommended_float', -1, /zero or more/),
    fieldCase('a drawer without name', storeCashManagement, 'drawers.0.name', undefined, /required/),
    {
      name: 'drawers of two types kept while off',
      input: { operation_mode: 'none', drawers: [...storeCashManagement.drawers, ...nonIntegrated.drawers] },
      path: 'drawers.2.device',
      message: /one type of drawer; drawer 0 is integrated/,
    },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(StoreCashManagementSchema, input, path, message);
  });
});
