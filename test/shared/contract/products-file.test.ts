import { describe, expect, it } from 'vitest';
import {
  isValidEan13,
  ProductItemSchema,
  ProductsFileEnvelopeSchema,
  ProductsFileHeadSchema,
  ProductsFileSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { product, productsFile } from './fixtures';

describe('ProductsFileSchema (data/products.json)', () => {
  it('accepts a file using every field of the seed tables', () => {
    expect(parseValid(ProductsFileSchema, productsFile)).toEqual(productsFile);
  });

  it('accepts a minimal product: only product_id and title are required', () => {
    const minimal = { product_id: '2000001', title: 'Gift card' };
    expect(parseValid(ProductItemSchema, minimal)).toEqual(minimal);
  });

  it('reads the head alone, leaving items to be checked one by one', () => {
    const file = { head: productsFile.head, items: [product, { product_id: 42 }, 'garbage'] };
    expect(parseValid(ProductsFileEnvelopeSchema, file).items).toHaveLength(3);
    expect(ProductItemSchema.safeParse(file.items[1]).success).toBe(false);
    expectIssueAt(ProductsFileEnvelopeSchema, { head: productsFile.head }, 'items', /required/);
  });

  const headCases: InvalidCase[] = [
    { name: 'no shop', input: without(productsFile.head, 'shop'), path: 'shop', message: /required/ },
    fieldCase('a locale with an underscore', productsFile.head, 'locale', 'en_US', /xx-XX/),
    fieldCase('a language-only locale', productsFile.head, 'locale', 'en', /xx-XX/),
    fieldCase('is_master as text', productsFile.head, 'is_master', 'true', /expected boolean/),
  ];
  it.each(headCases)('refuses a head with $name at $path', ({ input, path, message }) => {
    expectIssueAt(ProductsFileHeadSchema, input, path, message);
  });

  const itemCases: InvalidCase[] = [
    { name: 'no product_id', input: without(product, 'product_id'), path: 'product_id', message: /required/ },
    fieldCase('an empty product_id', product, 'product_id', '', /empty/),
    fieldCase('a numeric product_id', product, 'product_id', 1000001, /expected string/),
    { name: 'no title', input: without(product, 'title'), path: 'title', message: /required/ },
    fieldCase('a blank title', product, 'title', ' ', /blank/),
    fieldCase('show_in_listing as text', product, 'show_in_listing', 'yes', /expected boolean/),
    fieldCase('an image URL that is not a URL', product, 'images.1.url', 'navy-back.jpg', /http\(s\) URL/),
    fieldCase('an image on ftp', product, 'images.1.url', 'ftp://images.example.com/a.jpg', /http\(s\) URL/),
    fieldCase('a negative image height', product, 'images.0.internal_dimension_height', -1),
    fieldCase('a fractional image width', product, 'images.0.internal_dimension_width', 1200.5, /int/),
    fieldCase('a colour without #', product, 'images.0.internal_dominant_color', '1f2a44', /leading #/),
    fieldCase('a colour that is not hex', product, 'images.0.internal_dominant_color', '#navy00', /hex/),
    fieldCase('a second main image', product, 'images.1.is_main', true, /index 0 already is/),
    fieldCase(
      'a category path with an empty level',
      product,
      'categories.0.path',
      'Men >  > T-Shirts',
      / > /,
    ),
    fieldCase('a category path ending in the separator', product, 'categories.0.path', 'Men > ', / > /),
    fieldCase('a fractional category position', product, 'categories.1.position', 1.5, /int/),
    fieldCase('a second main category', product, 'categories.1.is_main', true, /index 0 already is/),
    fieldCase(
      'an ean13 with a wrong check digit',
      product,
      'external_identifiers.1.value',
      '4006381333932',
      /check digit/,
    ),
    fieldCase('an ean13 of 12 digits', product, 'external_identifiers.1.value', '400638133393', /13 digits/),
    fieldCase('an ean13 with letters', product, 'external_identifiers.1.value', '40063813339AB', /EAN-13/),
    fieldCase('an identifier without type', product, 'external_identifiers.0.type', '', /empty/),
    fieldCase(
      'an attribute value that is a number',
      product,
      'extended_attributes.1.value',
      30,
      /expected string/,
    ),
    fieldCase('variant fields as numbers', product, 'variation_size_value', 8, /expected string/),
    fieldCase('images as one object', product, 'images', product.images[0], /expected array/),
  ];
  it.each(itemCases)('refuses an item with $name at $path', ({ input, path, message }) => {
    expectIssueAt(ProductItemSchema, input, path, message);
  });

  it('names the item index when the whole file is validated', () => {
    const file = { ...productsFile, items: [product, { ...product, product_id: '' }] };
    expectIssueAt(ProductsFileSchema, file, 'items.1.product_id', /empty/);
  });
});

describe('isValidEan13', () => {
  it.each([
    ['4006381333931', true],
    ['5901234123457', true],
    ['0000000000000', true],
    ['5901234123458', false],
    ['590123412345', false],
    ['59012341234570', false],
    ['590123412345x', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidEan13(value)).toBe(valid);
  });

  it('leaves identifiers of other types alone', () => {
    const sku = { product_id: 'p', title: 'T', external_identifiers: [{ type: 'sku', value: '123' }] };
    expect(parseValid(ProductItemSchema, sku)).toEqual(sku);
  });
});
