import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues, joinPath, NonBlankTextSchema, toErrorDetails } from '../../../shared/contract';

function failure(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

const lineItems = z.object({
  items: z.array(z.object({ product_id: z.string(), value: z.number().min(0) })),
});

describe('toErrorDetails', () => {
  it('names each field by its dot-joined path, array indexes included', () => {
    const error = failure(lineItems, {
      items: [
        { product_id: 'a', value: 1 },
        { product_id: 'b', value: 2 },
        { product_id: 'c', value: 3 },
        { product_id: 'd', value: 'ten' },
      ],
    });
    expect(toErrorDetails(error)).toEqual([
      {
        path: 'items.3.value',
        message: 'expected number, received string',
        reason: { code: 'wrong_type', values: { expected: 'number' } },
      },
    ]);
  });

  it('gives every issue, not only the first', () => {
    const error = failure(lineItems, { items: [{ value: -1 }] });
    expect(toErrorDetails(error)).toEqual([
      { path: 'items.0.product_id', message: 'required', reason: { code: 'required' } },
      {
        path: 'items.0.value',
        message: 'Too small: expected number to be >=0',
        reason: { code: 'too_small', values: { origin: 'number', minimum: 0, inclusive: 'yes' } },
      },
    ]);
  });

  it("uses the path '' for a problem with the whole input", () => {
    expect(toErrorDetails(failure(lineItems, 'not an object'))).toEqual([
      {
        path: '',
        message: 'expected object, received string',
        reason: { code: 'wrong_type', values: { expected: 'object' } },
      },
    ]);
  });

  it('unfolds a failed union into the branch whose shape matched', () => {
    const oneOrList = z.union([z.object({ head: z.object({ currency: z.string() }) }), z.array(z.number())]);
    expect(toErrorDetails(failure(oneOrList, { head: { currency: 7 } }))).toEqual([
      {
        path: 'head.currency',
        message: 'expected string, received number',
        reason: { code: 'wrong_type', values: { expected: 'string' } },
      },
    ]);
    expect(toErrorDetails(failure(z.object({ file: oneOrList }), { file: [1, 'x'] }))).toEqual([
      {
        path: 'file.1',
        message: 'expected number, received string',
        reason: { code: 'wrong_type', values: { expected: 'number' } },
      },
    ]);
  });

  it('keeps the union message when no branch matched the shape', () => {
    const details = toErrorDetails(failure(z.union([z.string(), z.number()]), true));
    expect(details).toHaveLength(1);
    expect(details[0]?.path).toBe('');
  });

  it('names a bad record key and why it is bad', () => {
    const byStore = z.object({ stores: z.record(z.string().min(3), z.number()) });
    expect(toErrorDetails(failure(byStore, { stores: { ab: 1 } }))).toEqual([
      { path: 'stores.ab', message: 'invalid key: Too small: expected string to have >=3 characters' },
    ]);
  });

  it('gives a refinement that names its reason that reason as a code', () => {
    const titled = z.object({ title: NonBlankTextSchema });
    expect(toErrorDetails(failure(titled, { title: '  ' }))).toEqual([
      { path: 'title', message: 'must not be blank', reason: { code: 'not_blank' } },
    ]);
  });

  it('accepts a plain issue list as well as a ZodError', () => {
    const error = failure(lineItems, { items: 'none' });
    expect(toErrorDetails(error.issues)).toEqual(toErrorDetails(error));
  });
});

describe('formatIssues', () => {
  it('makes one sentence naming each field and its reason', () => {
    const error = failure(lineItems, { items: [{ product_id: 'a', value: 1 }, { value: 'x' }] });
    expect(formatIssues(error)).toBe(
      'items.1.product_id: required; items.1.value: expected number, received string.',
    );
  });

  it('formats details received from the platform the same way', () => {
    expect(
      formatIssues([
        { path: 'head.shop', message: 'required' },
        { path: '', message: 'too big' },
      ]),
    ).toBe('head.shop: required; too big.');
  });
});

describe('joinPath', () => {
  it.each([
    [[], ''],
    [['items', 3, 'value'], 'items.3.value'],
    [['denominations', '2000'], 'denominations.2000'],
  ] as const)('%j → %s', (path, joined) => {
    expect(joinPath(path)).toBe(joined);
  });
});
