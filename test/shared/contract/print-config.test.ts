import { describe, expect, it } from 'vitest';
import { PrintConfigSchema } from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { printConfig } from './fixtures';

describe('PrintConfigSchema (POST /v0/d/print_config)', () => {
  it('accepts documents to print for in-store pickup, and none', () => {
    expect(parseValid(PrintConfigSchema, printConfig)).toEqual(printConfig);
    const nothing = { default: { in_store_pickup: [] } };
    expect(parseValid(PrintConfigSchema, nothing)).toEqual(nothing);
  });

  const invalid: InvalidCase[] = [
    fieldCase(
      'an unknown document type',
      printConfig,
      'default.in_store_pickup.0.document_type',
      'receipt',
      /invoice.*packing_slip/,
    ),
    fieldCase(
      'an unknown printer type',
      printConfig,
      'default.in_store_pickup.1.printer_type',
      'label_printer',
      /document_printer.*receipt_printer/,
    ),
    fieldCase('11 copies', printConfig, 'default.in_store_pickup.0.number_of_copies', 11, /0 to 10/),
    fieldCase('negative copies', printConfig, 'default.in_store_pickup.0.number_of_copies', -1, /0 to 10/),
    fieldCase('half a copy', printConfig, 'default.in_store_pickup.1.number_of_copies', 1.5, /whole number/),
    fieldCase(
      'copies missing',
      printConfig,
      'default.in_store_pickup.1.number_of_copies',
      undefined,
      /required/,
    ),
    {
      name: 'no in_store_pickup list',
      input: without(printConfig, 'default.in_store_pickup'),
      path: 'default.in_store_pickup',
      message: /required/,
    },
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(PrintConfigSchema, input, path, message);
  });
});
