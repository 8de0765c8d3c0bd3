import { describe, expect, it } from 'vitest';
import {
  CatalogProductSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductPriceSchema,
  ProductQuerySchema,
  PricesQuerySchema,
  PricesResponseSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { product } from './fixtures';

const catalogProduct = {
  ...product,
  price: { value: 29.99, currency: 'USD', pricebook: 'default' },
  updated_at: '2026-03-01T08:01:40Z',
};

describe('CatalogProductSchema (product + price)', () => {
  it('accepts a product with its default price, and one without a valid price', () => {
    expect(parseValid(CatalogProductSchema, catalogProduct)).toEqual(catalogProduct);
    const unpriced = { ...catalogProduct, price: null };
    expect(parseValid(CatalogProductSchema, unpriced)).toEqual(unpriced);
  });

  const invalid: InvalidCase[] = [
    {
      name: 'no price (null is required)',
      input: without(catalogProduct, 'price'),
      path: 'price',
      message: /required/,
    },
    fieldCase('a price as text', catalogProduct, 'price.value', '29.99', /expected number/),
    fieldCase(
      'a JPY price with decimals',
      { ...catalogProduct, price: { value: 1, currency: 'JPY', pricebook: 'default' } },
      'price.value',
      1200.5,
      /JPY/,
    ),
    fieldCase('an unknown currency', catalogProduct, 'price.currency', 'EURO', /ISO 4217/),
    fieldCase('no update time', catalogProduct, 'updated_at', undefined, /required/),
    fieldCase('a product field of the wrong type', catalogProduct, 'categories.0.position', 'first'),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(CatalogProductSchema, input, path, message);
  });

  it('checks the price on its own too', () => {
    expectIssueAt(
      ProductPriceSchema,
      { value: -1, currency: 'USD', pricebook: 'default' },
      'value',
      /zero or more/,
    );
  });

  it('pages the product list and names the bad item', () => {
    const list = { items: [catalogProduct], pagination: { offset: 0, count: 1, total: 1 } };
    expect(parseValid(ProductListResponseSchema, list)).toEqual(list);
    expectIssueAt(
      ProductListResponseSchema,
      { ...list, items: [catalogProduct, without(catalogProduct, 'title')] },
      'items.1.title',
    );
  });
});

describe('ProductListQuerySchema (GET /api/v1/shops/{shop}/products)', () => {
  it('requires the locale and reads the optional filters and paging', () => {
    expect(parseValid(ProductListQuerySchema, { locale: 'en-US' })).toEqual({
      locale: 'en-US',
      offset: 0,
      count: 50,
    });
    const full = {
      locale: 'en-US',
      q: 'crew tee',
      category: 'Men > Tops',
      updated_since: '2026-03-01T00:00:00Z',
      offset: '50',
      count: '25',
    };
    expect(parseValid(ProductListQuerySchema, full)).toEqual({ ...full, offset: 50, count: 25 });
    expect(parseValid(ProductQuerySchema, { locale: 'de-DE' })).toEqual({ locale: 'de-DE' });
  });

  it.each([
    [{}, 'locale', /required/],
    [{ locale: 'english' }, 'locale', /xx-XX/],
    [{ locale: 'en-US', updated_since: '2026-03-01' }, 'updated_since', /RFC 3339/],
    [{ locale: 'en-US', count: '1000' }, 'count', /at most 500/],
  ])('refuses %j at %s', (query, path, message) => {
    expectIssueAt(ProductListQuerySchema, query, path, message);
  });
});

describe('prices from a named price book', () => {
  it('reads product_id[] given once or repeated, as the query parser delivers it', () => {
    expect(parseValid(PricesQuerySchema, { pricebook_id: 'outlet-jp', 'product_id[]': ['A', 'B'] })).toEqual({
      pricebook_id: 'outlet-jp',
      product_id: ['A', 'B'],
    });
    expect(parseValid(PricesQuerySchema, { pricebook_id: 'outlet-jp', 'product_id[]': 'A' })).toEqual({
      pricebook_id: 'outlet-jp',
      product_id: ['A'],
    });
    expect(parseValid(PricesQuerySchema, { pricebook_id: 'outlet-jp', product_id: 'A' }).product_id).toEqual([
      'A',
    ]);
  });

  it.each([
    [{ 'product_id[]': 'A' }, 'pricebook_id', /required/],
    [{ pricebook_id: 'outlet-jp' }, 'product_id', /at least one product/],
    [{ pricebook_id: 'outlet-jp', 'product_id[]': ['A', ''] }, 'product_id.1', /empty/],
    [
      { pricebook_id: 'outlet-jp', 'product_id[]': Array.from({ length: 501 }, (_, i) => `p${i}`) },
      'product_id',
      /at most 500/,
    ],
  ])('refuses %j at %s', (query, path, message) => {
    expectIssueAt(PricesQuerySchema, query, path, message);
  });

  const prices = { pricebook_id: 'outlet-jp', currency: 'JPY', elements: [{ product_id: 'A', value: 3200 }] };

  it('accepts the answer and checks each value against its currency', () => {
    expect(parseValid(PricesResponseSchema, prices)).toEqual(prices);
    expectIssueAt(
      PricesResponseSchema,
      {
        ...prices,
        elements: [
          { product_id: 'A', value: 3200 },
          { product_id: 'B', value: 99.5 },
        ],
      },
      'elements.1.value',
      /JPY/,
    );
    expectIssueAt(PricesResponseSchema, { ...prices, currency: 'YEN' }, 'currency', /ISO 4217/);
    expectIssueAt(PricesResponseSchema, without(prices, 'elements'), 'elements', /required/);
  });
});
