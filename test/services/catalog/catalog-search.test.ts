// Search of the local catalog as the sale screen uses it: scans and typed codes find exactly one product,
// the start of a SKU finds the variants it begins, words find products by the start of their title words
// and their variant's colour and size, and every hit carries the store's price or the reason it has none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../../shared/contract/products-file';
import { CatalogSearch } from '../../../electron/services/catalog/catalog-search';
import { LocalData } from '../../../electron/services/local-db/local-data';
import {
  bookPriceCents,
  defaultPriceCents,
  ean13Of,
  generatedCatalogProduct,
  productIdOf,
  skuOf,
  STORE_BOOK,
  titleOf,
  wireFromCents,
} from './support/generated-catalog';

const COUNT = 600;
/** A UPC-A code and its EAN-13 (the same code with a leading zero). */
const UPC = '036000291452';

/** One product in two colours and two sizes: the same title on every variant. */
const SHEETS = [
  ['Sage', 'SGE', 'Queen'],
  ['Sage', 'SGE', 'King'],
  ['Navy', 'NVY', 'King'],
].map(([colour, code, size], index) => ({
  ...generatedCatalogProduct(COUNT + 2 + index),
  product_id: `FS-${code}-${size!.toUpperCase()}`,
  title: 'Percale Fitted Sheet',
  variation_color_value: colour,
  variation_size_value: size,
  external_identifiers: [{ type: 'sku', value: `HFS2001${code}${size!.toUpperCase()}` }],
}));

let dataDir: string;
let data: LocalData;
let search: CatalogSearch;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pos-catalog-search-'));
  data = LocalData.open(dataDir);
  data.catalog.applyScope({ shop: 'us-shop', locale: 'en-US', pricebook: STORE_BOOK });
  const numbers = Array.from({ length: COUNT }, (_, index) => index + 1);
  data.catalog.upsertMany(numbers.map((n) => generatedCatalogProduct(n)));
  data.catalog.upsertMany([
    {
      ...generatedCatalogProduct(COUNT + 1),
      title: 'Café crème mug',
      show_in_listing: false,
      external_identifiers: [{ type: 'ean13', value: `0${UPC}` }],
    },
    ...SHEETS,
  ]);
  data.catalog.setBookPrices(
    'USD',
    numbers.map(productIdOf),
    numbers.flatMap((n) => {
      const cents = bookPriceCents(n);
      return cents === undefined ? [] : [{ product_id: productIdOf(n), value: wireFromCents(cents) }];
    }),
  );
  search = new CatalogSearch(data.db);
});

afterAll(() => {
  data.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('codes', () => {
  it('finds the product of a scanned EAN-13, priced from the store book', () => {
    const hits = search.search(ean13Of(33));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      matchedBy: 'ean13',
      product: { product_id: productIdOf(33), title: titleOf(33) },
      price: { amount: { minor: bookPriceCents(33), currency: 'USD' }, pricebook: STORE_BOOK },
    });
  });

  it('finds a product by its UPC-A (the EAN-13 without its leading zero)', () => {
    expect(isValidEan13(`0${UPC}`)).toBe(true);
    expect(search.lookupCode(UPC)?.product.title).toBe('Café crème mug');
  });

  it('finds a product by its SKU typed in any case, and by its product id', () => {
    expect(search.search(skuOf(34).toLowerCase())[0]).toMatchObject({
      matchedBy: 'sku',
      product: { product_id: productIdOf(34) },
    });
    expect(search.search(productIdOf(35))[0]).toMatchObject({ matchedBy: 'product_id' });
  });

  it('finds the variants a partial SKU starts, in any case, after the exact matches', () => {
    expect(search.search('hfs2001sgek')).toEqual([
      expect.objectContaining({
        matchedBy: 'sku_prefix',
        product: expect.objectContaining({ product_id: 'FS-SGE-KING' }),
      }),
    ]);
    expect(search.search('HFS2001').map((hit) => [hit.matchedBy, hit.product.product_id])).toEqual([
      ['sku_prefix', 'FS-NVY-KING'],
      ['sku_prefix', 'FS-SGE-KING'],
      ['sku_prefix', 'FS-SGE-QUEEN'],
    ]);
    // A scanner reads whole codes: a partial SKU is no scan.
    expect(search.lookupCode('HFS2001SGEK')).toBeUndefined();
    // Too short to be meant as a SKU: words only.
    expect(search.search('HFS').every((hit) => hit.matchedBy !== 'sku_prefix')).toBe(true);
  });

  it('answers nothing for an unknown barcode, rather than products whose titles contain the digits', () => {
    expect(search.search('4000000009999')).toEqual([]);
    expect(search.lookupCode('4000000009999')).toBeUndefined();
  });

  it('falls back to the default book, and says why a product has no price', () => {
    expect(search.lookupCode(ean13Of(34))?.price).toEqual({
      amount: { minor: defaultPriceCents(34), currency: 'USD' },
      pricebook: 'default',
    });
    const unpriced = search.lookupCode(ean13Of(50));
    expect(unpriced?.price).toBeNull();
    expect(unpriced?.priceUnavailableReason).toBe("no price in the store's book");
  });
});

describe('titles', () => {
  it('finds products whose title words start with every typed word', () => {
    const hits = search.search('oxf cott');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.matchedBy).toBe('title');
      const words = hit.product.title.toLowerCase().split(' ');
      expect(words.some((word) => word.startsWith('oxf'))).toBe(true);
      expect(words.some((word) => word.startsWith('cott'))).toBe(true);
    }
  });

  it('puts the product whose title holds the typed number first', () => {
    const [first] = search.search(`${titleOf(123).split(' ')[0]} 123`);
    expect(first?.product.product_id).toBe(productIdOf(123));
  });

  it('ignores accents and case, and finds products hidden from listings', () => {
    expect(search.search('CAFE CREME')[0]?.product.title).toBe('Café crème mug');
  });

  it('returns at most the limit asked for (20 by default)', () => {
    expect(search.search('s')).toHaveLength(20);
    expect(search.search('s', { limit: 5 })).toHaveLength(5);
  });

  it('finds a variant by its colour and size as well as by words of its title', () => {
    const ids = (query: string) =>
      search
        .search(query)
        .map((hit) => hit.product.product_id)
        .sort();
    expect(ids('sage')).toEqual(['FS-SGE-KING', 'FS-SGE-QUEEN']);
    expect(ids('fitted sheet king')).toEqual(['FS-NVY-KING', 'FS-SGE-KING']);
    expect(ids('sage king')).toEqual(['FS-SGE-KING']);
    expect(ids('percale')).toHaveLength(3);
  });

  it('treats search syntax as text', () => {
    expect(() => search.search('shirt" OR "x')).not.toThrow();
    expect(() => search.search('NEAR(a b) * ^ -')).not.toThrow();
    expect(search.search('   ')).toEqual([]);
    expect(search.search('***')).toEqual([]);
  });
});
