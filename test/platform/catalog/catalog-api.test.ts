import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductListResponseSchema,
  type CatalogProduct,
  type PricesResponse,
  type ProductListResponse,
} from '../../../shared/contract/catalog';
import type { ImportEntity } from '../../../shared/contract/import-job';
import type { ProductItem } from '../../../shared/contract/products-file';
import { ProductRepository } from '../../../electron/platform/catalog/product-repository';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive, type ImportArchiveFiles } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from '../import/support/archive-server';
import { priceBook, product, productsFile } from '../import/support/catalog-fixtures';
import { runImport } from '../import/support/import-client';
import { createTestCertificates } from '../import/support/test-certificates';

const SHOP = 'catalog-us';
const LIST = `/api/v1/shops/${SHOP}/products`;

type ErrorBody = {
  error: { code: string; message: string; details?: Array<{ path: string; message: string }> };
};

const shoe = (id: string, title: string, path: string, extra: Partial<ProductItem> = {}) =>
  product(id, {
    title,
    categories: [{ path, is_main: true }],
    external_identifiers: [{ type: 'sku', value: `SKU-${id}` }],
    ...extra,
  });

const CATALOG: ProductItem[] = [
  shoe('M-SNK-001', 'Court sneakers', 'Men > Shoes > Sneakers', {
    external_identifiers: [
      { type: 'sku', value: 'SKU-M-SNK-001' },
      { type: 'ean13', value: '4006381333931' },
    ],
  }),
  shoe('M-SNK-002', 'Running shoe', 'Men > Shoes > Sneakers'),
  shoe('M-BOO-001', 'Leather boots', 'Men > Shoes'),
  shoe('M-LAC-001', 'Waxed laces', 'Men > Shoestrings'),
  shoe('W-SNK-001', 'Canvas sneakers', 'Women > Shoes > Sneakers'),
  shoe('W-RUN-001', 'Trail running shoe', 'Women > Shoes'),
  shoe('A-CAF-001', 'Café shirt', 'Men > Shirts'),
  shoe('A-TEE-001', 'Plain tee', 'Men > Shirts'),
  shoe('A-TEE-002', 'Striped tee', 'Men > Shirts'),
  shoe('A-HID-001', 'Hidden replacement part', 'Service', { show_in_listing: false }),
  shoe('Z-NOP-001', 'Unpriced sample', 'Men > Shirts'),
];
const LISTED = CATALOG.filter((item) => item.show_in_listing !== false)
  .map((item) => item.product_id)
  .sort();

describe('customer-facing catalog API', () => {
  let server: ArchiveServer;
  let platform: TestPlatform;
  let clock = new Date('2026-03-01T09:00:00.000Z');
  let published = 0;

  async function importFiles(files: ImportArchiveFiles, entities: ImportEntity[]) {
    const outcome = await runImport(
      platform,
      server.publish(`/catalog-${(published += 1)}.zip`, buildImportArchive(files)),
      entities,
    );
    expect(outcome.job.failure).toBeUndefined();
    expect(outcome.errors).toEqual([]);
  }

  async function list(query: string, as = 'associate') {
    return platform.call<ProductListResponse & ErrorBody>('GET', `${LIST}?${query}`, { as });
  }

  const ids = (items: CatalogProduct[]) => items.map((item) => item.product_id);

  let caPem: string;

  /** A platform of its own, its clock at 1 March, with CATALOG imported in English and one German title. */
  async function startCatalogPlatform(): Promise<void> {
    clock = new Date('2026-03-01T09:00:00.000Z');
    // Tokens outlive the days the clock is moved forward by.
    platform = await startTestPlatform({
      extraCaCertificates: [caPem],
      now: () => clock,
      tokenTtlSeconds: 365 * 24 * 3600,
    });
    const priced = CATALOG.filter((item) => item.product_id !== 'Z-NOP-001');
    await importFiles(
      {
        products: productsFile(CATALOG, { shop: SHOP }),
        prices: [
          priceBook(
            'default',
            'USD',
            priced.map((item, n) => ({ product_id: item.product_id, value: 10 + n })),
            SHOP,
          ),
          priceBook('outlet', 'USD', [{ product_id: 'M-SNK-001', value: 5.5 }], SHOP),
        ],
      },
      ['products', 'prices'],
    );
    await importFiles(
      {
        products: productsFile([product('M-SNK-001', { title: 'Turnschuhe' })], {
          shop: SHOP,
          locale: 'de-DE',
        }),
      },
      ['products'],
    );
  }

  beforeAll(async () => {
    const certificates = createTestCertificates();
    caPem = certificates.caPem;
    server = await startArchiveServer(certificates);
    await startCatalogPlatform();
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
  });

  it('requires the locale (400 naming it) and answers 404 for a shop without a catalog', async () => {
    const missing = await platform.call<ErrorBody>('GET', LIST, { as: 'associate' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.map((detail) => detail.path)).toEqual(['locale']);
    const malformed = await list('locale=english');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details?.[0]).toMatchObject({ path: 'locale' });
    const unknownShop = await platform.call<ErrorBody>('GET', '/api/v1/shops/nowhere/products?locale=en-US', {
      as: 'associate',
    });
    expect(unknownShop.status).toBe(404);
    expect(unknownShop.body.error.message).toContain('nowhere');
  });

  it('needs a token; every role may read', async () => {
    expect((await platform.call('GET', `${LIST}?locale=en-US`)).status).toBe(401);
    for (const as of ['associate', 'manager', 'admin'])
      expect((await list('locale=en-US', as)).status).toBe(200);
  });

  it('pages through listed products by product_id with offset, count and total', async () => {
    const first = await list('locale=en-US&count=4');
    expect(first.body.pagination).toEqual({
      offset: 0,
      count: 4,
      total: LISTED.length,
      next_cursor: expect.any(String),
    });
    expect(ids(first.body.items)).toEqual(LISTED.slice(0, 4));
    const last = await list('locale=en-US&offset=8&count=4');
    expect(last.body.pagination).toEqual({
      offset: 8,
      count: LISTED.length - 8,
      total: LISTED.length,
      next_cursor: null,
    });
    expect(ids(last.body.items)).toEqual(LISTED.slice(8));
    const beyond = await list('locale=en-US&offset=100');
    expect(beyond.body).toEqual({
      items: [],
      pagination: { offset: 100, count: 0, total: LISTED.length, next_cursor: null },
    });
    for (const bad of ['count=0', 'count=501', 'offset=-1', 'count=ten']) {
      const answer = await list(`locale=en-US&${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error.details?.[0]?.path).toBe(bad.split('=')[0]);
    }
  });

  it('prices each product from the default book, or null without a valid price', async () => {
    const all = await list('locale=en-US&count=50');
    const byId = Object.fromEntries(all.body.items.map((item) => [item.product_id, item]));
    expect(byId['M-SNK-001']?.price).toEqual({ value: 10, currency: 'USD', pricebook: 'default' });
    expect(byId['Z-NOP-001']?.price).toBeNull();
    expect(byId['M-SNK-001']).toMatchObject({
      title: 'Court sneakers',
      categories: [{ path: 'Men > Shoes > Sneakers', is_main: true }],
      updated_at: '2026-03-01T09:00:00.000Z',
    });
  });

  it('lists each product exactly as the product call answers it, in the contract shape', async () => {
    const all = await list('locale=en-US&count=50&pricebook=outlet');
    expect(ProductListResponseSchema.safeParse(all.body).success).toBe(true);
    expect(all.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const item of all.body.items) {
      const one = await platform.call<CatalogProduct>(
        'GET',
        `${LIST}/${item.product_id}?locale=en-US&pricebook=outlet`,
        { as: 'associate' },
      );
      expect(item).toEqual(one.body);
    }
  });

  it('leaves products with show_in_listing false out of the listing, but not out of get or sync', async () => {
    expect(ids((await list('locale=en-US&count=50')).body.items)).not.toContain('A-HID-001');
    const one = await platform.call<CatalogProduct>('GET', `${LIST}/A-HID-001?locale=en-US`, {
      as: 'associate',
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ product_id: 'A-HID-001', show_in_listing: false });
    const sync = await list(
      `locale=en-US&count=50&updated_since=${encodeURIComponent('2000-01-01T00:00:00Z')}`,
    );
    expect(ids(sync.body.items)).toContain('A-HID-001');
    expect(sync.body.pagination.total).toBe(CATALOG.length);
  });

  it("serves each locale its own texts, and the shop's default locale where a product has none", async () => {
    const german = await list('locale=de-DE&count=50');
    const all = await list('locale=en-US&count=50');
    expect(german.body.pagination.total).toBe(all.body.pagination.total);
    const titles = (items: CatalogProduct[]) => new Map(items.map((item) => [item.product_id, item.title]));
    expect(titles(german.body.items).get('M-SNK-001')).toBe('Turnschuhe');
    expect(titles(german.body.items).get('M-BOO-001')).toBe('Leather boots');
    const french = await list('locale=fr-FR&count=50');
    expect(ids(french.body.items)).toEqual(ids(all.body.items));
    expect(titles(french.body.items).get('M-SNK-001')).toBe(titles(all.body.items).get('M-SNK-001'));
  });

  it('finds products by words of the title (prefixes, any order, accents ignored), ids, SKU and EAN', async () => {
    const search = async (q: string) =>
      ids((await list(`locale=en-US&q=${encodeURIComponent(q)}`)).body.items);
    expect(await search('sneak')).toEqual(['M-SNK-001', 'W-SNK-001']);
    expect(await search('shoe running')).toEqual(['M-SNK-002', 'W-RUN-001']);
    expect(await search('TRAIL run')).toEqual(['W-RUN-001']);
    expect(await search('cafe')).toEqual(['A-CAF-001']);
    expect(await search('M-BOO-001')).toEqual(['M-BOO-001']);
    expect(await search('SKU-A-TEE-002')).toEqual(['A-TEE-002']);
    expect(await search('4006381333931')).toEqual(['M-SNK-001']);
    expect(await search('40063813')).toEqual(['M-SNK-001']);
    expect(await search('group-M-LAC-001')).toEqual(['M-LAC-001']);
    expect(await search('nothing like this')).toEqual([]);
    // FTS5 syntax is just text: no error; quotes and stars are separators, OR is one more word to find.
    expect(await search('"sneak* (')).toEqual(['M-SNK-001', 'W-SNK-001']);
    expect(await search('sneak OR boots')).toEqual([]);
    expect(await search('---')).toEqual([]);
    // Hidden products are not found by listing searches either.
    expect(await search('replacement')).toEqual([]);
    const counted = await list('locale=en-US&q=tee&count=1');
    expect(counted.body.pagination).toEqual({
      offset: 0,
      count: 1,
      total: 2,
      next_cursor: expect.any(String),
    });
  });

  it('filters by a category and everything below it, not by a text prefix of its name', async () => {
    const inCategory = async (category: string, extra = '') =>
      ids((await list(`locale=en-US&category=${encodeURIComponent(category)}${extra}`)).body.items);
    expect(await inCategory('Men > Shoes')).toEqual(['M-BOO-001', 'M-SNK-001', 'M-SNK-002']);
    expect(await inCategory('Men > Shoes > Sneakers')).toEqual(['M-SNK-001', 'M-SNK-002']);
    expect(await inCategory('Men > Shoestrings')).toEqual(['M-LAC-001']);
    expect(await inCategory('Men')).toHaveLength(8);
    expect(await inCategory('Shoes')).toEqual([]);
    expect(await inCategory('Men > Shoes', '&q=running')).toEqual(['M-SNK-002']);
  });

  it('prices from another book with pricebook=NAME, falling back to default per product', async () => {
    const listing = await list('locale=en-US&pricebook=outlet&q=sneakers');
    expect(listing.body.items.map((item) => [item.product_id, item.price])).toEqual([
      ['M-SNK-001', { value: 5.5, currency: 'USD', pricebook: 'outlet' }],
      ['W-SNK-001', { value: 14, currency: 'USD', pricebook: 'default' }],
    ]);
    const one = await platform.call<CatalogProduct>(
      'GET',
      `${LIST}/M-SNK-001?locale=en-US&pricebook=outlet`,
      {
        as: 'associate',
      },
    );
    expect(one.body.price).toEqual({ value: 5.5, currency: 'USD', pricebook: 'outlet' });
  });

  it('gets one product in its best locale, 404 when the product is absent', async () => {
    const one = await platform.call<CatalogProduct>('GET', `${LIST}/M-BOO-001?locale=en-US`, {
      as: 'associate',
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      product_id: 'M-BOO-001',
      title: 'Leather boots',
      price: { value: 12, currency: 'USD' },
    });
    const fallback = await platform.call<CatalogProduct>('GET', `${LIST}/M-BOO-001?locale=de-DE`, {
      as: 'associate',
    });
    expect(fallback.body.title).toBe('Leather boots');
    const absent = await platform.call<ErrorBody>('GET', `${LIST}/NOPE?locale=en-US`, { as: 'associate' });
    expect(absent.status).toBe(404);
    expect(absent.body.error.code).toBe('not_found');
    const noLocale = await platform.call<ErrorBody>('GET', `${LIST}/M-BOO-001`, { as: 'associate' });
    expect(noLocale.status).toBe(400);
    expect(noLocale.body.error.details?.[0]?.path).toBe('locale');
  });

  it('returns a price book for the products asked, with product_id[] or repeated product_id', async () => {
    const prices = (query: string) =>
      platform.call<PricesResponse & ErrorBody>('GET', `/api/v1/shops/${SHOP}/prices?${query}`, {
        as: 'associate',
      });
    const bracketed = await prices(
      'pricebook_id=default&product_id[]=M-SNK-002&product_id[]=M-SNK-001&product_id[]=NOPE',
    );
    expect(bracketed.status).toBe(200);
    expect(bracketed.body).toEqual({
      pricebook_id: 'default',
      currency: 'USD',
      elements: [
        { product_id: 'M-SNK-001', value: 10 },
        { product_id: 'M-SNK-002', value: 11 },
      ],
    });
    const repeated = await prices('pricebook_id=outlet&product_id=M-SNK-001&product_id=M-SNK-002');
    expect(repeated.body).toEqual({
      pricebook_id: 'outlet',
      currency: 'USD',
      elements: [{ product_id: 'M-SNK-001', value: 5.5 }],
    });
    const unknownBook = await prices('pricebook_id=vip&product_id=M-SNK-001');
    expect(unknownBook.status).toBe(404);
    expect(unknownBook.body.error.message).toContain('vip');
    const noProducts = await prices('pricebook_id=default');
    expect(noProducts.status).toBe(400);
    expect(noProducts.body.error.details?.[0]?.path).toBe('product_id');
    const noBook = await prices('product_id=M-SNK-001');
    expect(noBook.status).toBe(400);
    expect(noBook.body.error.details?.[0]?.path).toBe('pricebook_id');
  });

  describe('changes over days', () => {
    // This test imports changes on later days: it does so on a platform of its own, so that what the other
    // tests read is the catalog as first imported.
    let shared: TestPlatform;
    beforeAll(async () => {
      shared = platform;
      await startCatalogPlatform();
    });
    afterAll(async () => {
      await platform.close();
      platform = shared;
    });

    it('lists what changed after updated_since, by (updated_at, product_id), price changes included', async () => {
      const before = clock.toISOString();
      clock = new Date('2026-03-02T09:00:00.000Z');
      await importFiles(
        {
          products: productsFile([shoe('A-TEE-002', 'Striped tee, organic', 'Men > Shirts')], { shop: SHOP }),
        },
        ['products'],
      );
      clock = new Date('2026-03-03T09:00:00.000Z');
      await importFiles(
        {
          prices: [
            priceBook('default', 'USD', [{ product_id: 'M-BOO-001', value: 99.95 }], SHOP),
            // Same price as before: nothing changes, so the product is not reported.
            priceBook('default', 'USD', [{ product_id: 'A-CAF-001', value: 16 }], SHOP),
          ],
        },
        ['prices'],
      );
      clock = new Date('2026-03-03T10:00:00.000Z');
      await importFiles(
        {
          products: productsFile(
            [shoe('A-HID-001', 'Hidden part v2', 'Service', { show_in_listing: false })],
            {
              shop: SHOP,
            },
          ),
        },
        ['products'],
      );

      const changed = await list(`locale=en-US&updated_since=${encodeURIComponent(before)}`);
      expect(changed.body.items.map((item) => [item.product_id, item.updated_at])).toEqual([
        ['A-TEE-002', '2026-03-02T09:00:00.000Z'],
        ['M-BOO-001', '2026-03-03T09:00:00.000Z'],
        ['A-HID-001', '2026-03-03T10:00:00.000Z'],
      ]);
      expect(changed.body.items[1]?.price).toEqual({ value: 99.95, currency: 'USD', pricebook: 'default' });
      const later = await list(
        `locale=en-US&updated_since=${encodeURIComponent('2026-03-03T09:30:00+00:00')}`,
      );
      expect(ids(later.body.items)).toEqual(['A-HID-001']);
      const bad = await list('locale=en-US&updated_since=yesterday');
      expect(bad.status).toBe(400);
      expect(bad.body.error.details?.[0]?.path).toBe('updated_since');

      // The repository function behind the app's catalog sync: the same rows, priced from a named book.
      const repository = new ProductRepository(platform.platform.context.db);
      const page = await repository.productsUpdatedSince(SHOP, 'en-US', undefined, 'outlet', {
        offset: 0,
        count: 500,
      });
      expect(page.total).toBe(CATALOG.length);
      expect(page.items.find((item) => item.product_id === 'M-SNK-001')?.price?.pricebook).toBe('outlet');
      expect(page.items.find((item) => item.product_id === 'M-BOO-001')?.price).toEqual({
        value: 99.95,
        currency: 'USD',
        pricebook: 'default',
      });
      expect(page.items.map((item) => item.updated_at)).toEqual(
        [...page.items.map((item) => item.updated_at)].sort(),
      );
    });
  });
});
