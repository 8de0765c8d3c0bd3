import { describe, expect, it } from 'vitest';
import { AvailabilityItemSchema } from '../../../shared/contract/availabilities-file';
import { isPlainValidAvailability } from '../../../electron/platform/import/files/availabilities-data';

// The importer decides the common case of a stock record without zod; it must never accept what the
// contract's schema refuses.
describe('the fast check of stock records agrees with the contract schema', () => {
  const valid = { product_id: 'P1', store_id: 'S1', quantity: 3 };
  const cases: unknown[] = [
    valid,
    { ...valid, quantity: 0 },
    { ...valid, quantity: -0 },
    { ...valid, quantity: Number.MAX_SAFE_INTEGER },
    { ...valid, note: 'extra fields are ignored' },
    { ...valid, quantity: -1 },
    { ...valid, quantity: 1.5 },
    { ...valid, quantity: 2 ** 53 },
    { ...valid, quantity: Number.NaN },
    { ...valid, quantity: '3' },
    { ...valid, quantity: null },
    { product_id: 'P1', store_id: 'S1' },
    { ...valid, product_id: '' },
    { ...valid, product_id: ' P1' },
    { ...valid, store_id: 'S1\n' },
    { ...valid, store_id: 7 },
    null,
    [valid],
    'P1,S1,3',
  ];

  it.each(cases.map((item) => [JSON.stringify(item) ?? String(item), item]))('%s', (_label, item) => {
    const schemaAccepts = AvailabilityItemSchema.safeParse(item).success;
    if (isPlainValidAvailability(item)) expect(schemaAccepts).toBe(true);
    // Every record the schema accepts in the usual JSON shape is also taken by the fast check.
    if (schemaAccepts) expect(isPlainValidAvailability(item)).toBe(true);
  });
});
