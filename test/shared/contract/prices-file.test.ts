import { describe, expect, it } from 'vitest';
import {
  PriceBookEnvelopeSchema,
  PriceBookHeadSchema,
  PriceBookSchema,
  PriceItemSchema,
  priceItemSchemaIn,
  PricesFileEnvelopeSchema,
  PricesFileSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { defaultPriceBook, outletPriceBook } from './fixtures';

describe('PricesFileSchema (data/prices.json)', () => {
  it('reads one price book as a list of one', () => {
    expect(parseValid(PricesFileSchema, defaultPriceBook)).toEqual([defaultPriceBook]);
  });

  it('reads several price books (one per sales channel) in file order', () => {
    expect(parseValid(PricesFileSchema, [defaultPriceBook, outletPriceBook])).toEqual([
      defaultPriceBook,
      outletPriceBook,
    ]);
  });

  it('names the book and record of a bad price', () => {
    const badJpy = withItems(outletPriceBook, [{ product_id: '1000001-NVY-S', value: 3200.5 }]);
    expectIssueAt(
      PricesFileSchema,
      [defaultPriceBook, badJpy],
      '1.items.0.value',
      /more decimals than JPY allows/,
    );
    const badUsd = withItems(defaultPriceBook, [
      { product_id: 'a', value: 1 },
      { product_id: 'b', value: 19.999 },
    ]);
    expectIssueAt(PricesFileSchema, badUsd, 'items.1.value', /more decimals than USD allows/);
  });

  it('refuses an empty list of books and a file that is neither', () => {
    expectIssueAt(PricesFileSchema, [], '', /at least one/);
    expectIssueAt(PricesFileSchema, 'prices', '', /expected object/);
  });
});

describe('PricesFileEnvelopeSchema (what the importer reads first)', () => {
  it('accepts any JSON as items so each record is judged alone', () => {
    const book = withItems(defaultPriceBook, [{ product_id: 'a', value: 'free' }, null, 7]);
    expect(parseValid(PricesFileEnvelopeSchema, book)[0]?.items).toEqual([
      { product_id: 'a', value: 'free' },
      null,
      7,
    ]);
    expect(parseValid(PriceBookEnvelopeSchema, book).head.pricebook).toBe('default');
  });

  const headCases: InvalidCase[] = [
    fieldCase('an unknown currency', defaultPriceBook, 'head.currency', 'DOLLAR', /ISO 4217/),
    fieldCase('a lower-case currency', defaultPriceBook, 'head.currency', 'usd', /ISO 4217/),
    {
      name: 'no pricebook name',
      input: without(defaultPriceBook, 'head.pricebook'),
      path: 'head.pricebook',
      message: /required/,
    },
    fieldCase('an empty shop', defaultPriceBook, 'head.shop', '', /empty/),
    fieldCase('items that are not a list', defaultPriceBook, 'items', {}, /expected array/),
  ];
  it.each(headCases)('fails the file for $name at $path', ({ input, path, message }) => {
    expectIssueAt(PricesFileEnvelopeSchema, input, path, message);
  });

  it('names the book index when the file is a list', () => {
    expectIssueAt(
      PricesFileEnvelopeSchema,
      [defaultPriceBook, without(outletPriceBook, 'head.shop')],
      '1.head.shop',
    );
  });
});

describe('price records', () => {
  it('accepts prices rounded to the currency', () => {
    expect(parseValid(priceItemSchemaIn('USD'), { product_id: 'a', value: 19.9 })).toEqual({
      product_id: 'a',
      value: 19.9,
    });
    expect(parseValid(priceItemSchemaIn('JPY'), { product_id: 'a', value: 1200 })).toEqual({
      product_id: 'a',
      value: 1200,
    });
    expect(parseValid(priceItemSchemaIn('KWD'), { product_id: 'a', value: 1.234 }).value).toBe(1.234);
    expect(parseValid(PriceBookHeadSchema, defaultPriceBook.head)).toEqual(defaultPriceBook.head);
  });

  const record = { product_id: '1000001-NVY-S', value: 29.99 };
  const cases: InvalidCase[] = [
    { name: 'a missing value', input: without(record, 'value'), path: 'value', message: /required/ },
    fieldCase('a negative value', record, 'value', -1, /zero or more/),
    fieldCase('a value as text', record, 'value', '29.99', /expected number/),
    fieldCase('a null value', record, 'value', null, /expected number/),
    fieldCase('a missing product', record, 'product_id', undefined, /required/),
  ];
  it.each(cases)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(PriceItemSchema, input, path, message);
  });

  it.each([
    ['USD', 29.999, /at most 2/],
    ['JPY', 1200.5, /none/],
    ['USD', 1e-7, /more decimals/],
  ])('refuses a %s price of %s with more decimals than the currency', (currency, value, message) => {
    expectIssueAt(priceItemSchemaIn(currency), { product_id: 'a', value }, 'value', message);
  });

  it('checks every record of a whole book against its currency', () => {
    expect(parseValid(PriceBookSchema, outletPriceBook)).toEqual(outletPriceBook);
    expectIssueAt(
      PriceBookSchema,
      withItems(outletPriceBook, [{ product_id: 'a', value: 10.5 }]),
      'items.0.value',
    );
  });
});

function withItems<Book extends { head: unknown }>(book: Book, items: unknown[]) {
  return { head: book.head, items };
}
