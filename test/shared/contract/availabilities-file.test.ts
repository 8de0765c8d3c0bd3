import { describe, expect, it } from 'vitest';
import {
  AvailabilitiesFileEnvelopeSchema,
  AvailabilitiesFileSchema,
  AvailabilityItemSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { availabilitiesFile } from './fixtures';

describe('AvailabilitiesFileSchema (data/availabilities.json)', () => {
  it('accepts stock levels per product and store, zero included', () => {
    expect(parseValid(AvailabilitiesFileSchema, availabilitiesFile)).toEqual(availabilitiesFile);
  });

  it('reads the head first and leaves records to be judged one by one', () => {
    const file = { head: availabilitiesFile.head, items: [{ product_id: 'a' }, 'x'] };
    expect(parseValid(AvailabilitiesFileEnvelopeSchema, file).items).toEqual(file.items);
    expectIssueAt(AvailabilitiesFileEnvelopeSchema, without(file, 'head.shop'), 'head.shop', /required/);
  });

  const record = availabilitiesFile.items[0];
  const cases: InvalidCase[] = [
    fieldCase('a negative quantity', record, 'quantity', -1, /zero or more/),
    fieldCase('a fractional quantity', record, 'quantity', 2.5, /whole number/),
    fieldCase('a quantity as text', record, 'quantity', '12', /whole number/),
    { name: 'no store', input: without(record, 'store_id'), path: 'store_id', message: /required/ },
    fieldCase('an empty product', record, 'product_id', '', /empty/),
  ];
  it.each(cases)('refuses a record with $name at $path', ({ input, path, message }) => {
    expectIssueAt(AvailabilityItemSchema, input, path, message);
  });

  it('names the record index when the whole file is validated', () => {
    const file = { ...availabilitiesFile, items: [record, { ...record, quantity: -3 }] };
    expectIssueAt(AvailabilitiesFileSchema, file, 'items.1.quantity');
  });
});
