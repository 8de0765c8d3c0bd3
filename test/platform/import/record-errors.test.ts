import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct, PricesResponse, ProductListResponse } from '../../../shared/contract/catalog';
import type { ImportEntity } from '../../../shared/contract/import-job';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive, buildZip, type ImportArchiveFiles } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import {
  availabilitiesFile,
  createStore,
  LOCALE,
  priceBook,
  product,
  productsFile,
} from './support/catalog-fixtures';
import { runImport, type ImportOutcome } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

describe('record-level errors: the record is left out and reported, everything else applies', () => {
  let server: ArchiveServer;
  let platform: TestPlatform;
  let published = 0;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    platform = await startTestPlatform({ extraCaCertificates: [certificates.caPem] });
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
  });

  async function importArchive(
    archive: Buffer | ImportArchiveFiles,
    entities?: ImportEntity[],
  ): Promise<ImportOutcome> {
    const bytes = Buffer.isBuffer(archive) ? archive : buildImportArchive(archive);
    const outcome = await runImport(
      platform,
      server.publish(`/records-${(published += 1)}.zip`, bytes),
      entities,
    );
    expect(outcome.job.failure).toBeUndefined();
    expect(outcome.job.status).toBe('finished');
    return outcome;
  }

  async function listing(shop: string, query = ''): Promise<CatalogProduct[]> {
    const answer = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${shop}/products?locale=${LOCALE}${query}`,
      {
        as: 'associate',
      },
    );
    expect(answer.status).toBe(200);
    return answer.body.items;
  }

  const pricesOf = (items: CatalogProduct[]) =>
    Object.fromEntries(items.map((item) => [item.product_id, item.price]));

  it('rejects products that fail the product schema or repeat a product_id', async () => {
    const shop = 'products-shop';
    const { job, errors } = await importArchive(
      {
        products: productsFile(
          [
            product('ok-1'),
            { product_id: 'no-title' },
            product('bad-ean', { external_identifiers: [{ type: 'ean13', value: '4006381333932' }] }),
            42,
            product('ok-1', { title: 'Second record for ok-1' }),
            product('ok-2'),
          ],
          { shop },
        ),
      },
      ['products'],
    );
    expect(job.counts).toEqual({ products: 2, prices: 0, availabilities: 0, rejected: 4 });
    expect(errors).toEqual([
      {
        entity: 'products',
        file: 'data/products.json',
        index: 1,
        product_id: 'no-title',
        code: 'invalid_product',
        message: 'title: required.',
      },
      {
        entity: 'products',
        file: 'data/products.json',
        index: 2,
        product_id: 'bad-ean',
        code: 'invalid_product',
        message: expect.stringContaining('external_identifiers.0.value: must be an EAN-13'),
      },
      {
        entity: 'products',
        file: 'data/products.json',
        index: 3,
        product_id: null,
        code: 'invalid_product',
        message: expect.stringContaining('expected object'),
      },
      {
        entity: 'products',
        file: 'data/products.json',
        index: 4,
        product_id: 'ok-1',
        code: 'duplicate_product',
        message: expect.stringContaining('earlier in the file'),
      },
    ]);
    const items = await listing(shop);
    expect(items.map((item) => [item.product_id, item.title])).toEqual([
      ['ok-1', 'Product ok-1'],
      ['ok-2', 'Product ok-2'],
    ]);
  });

  it('rejects prices that are missing, negative, not numbers, not finite, over-precise, repeated or for unknown products', async () => {
    const shop = 'prices-shop';
    const prices = JSON.stringify(
      priceBook(
        'default',
        'USD',
        [
          { product_id: 'a', value: 19.99 },
          { product_id: 'b' },
          { product_id: 'c', value: -1 },
          { product_id: 'd', value: '12.50' },
          { product_id: 'e', value: 'INFINITY_PLACEHOLDER' },
          { product_id: 'f', value: 19.999 },
          { product_id: 'ghost', value: 5 },
          { product_id: 'a', value: 18 },
          { product_id: 'g', value: 0 },
        ],
        shop,
      ),
      // 1e999 is valid JSON text that reads as Infinity.
    ).replace('"INFINITY_PLACEHOLDER"', '1e999');
    const { job, errors } = await importArchive(
      buildZip([
        {
          name: 'data/products.json',
          content: JSON.stringify(
            productsFile(
              ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => product(id)),
              { shop },
            ),
          ),
        },
        { name: 'data/prices.json', content: prices },
      ]),
    );
    expect(job.counts).toEqual({ products: 7, prices: 2, availabilities: 0, rejected: 7 });
    expect(errors.map((error) => [error.index, error.product_id, error.code])).toEqual([
      [1, 'b', 'invalid_price'],
      [2, 'c', 'invalid_price'],
      [3, 'd', 'invalid_price'],
      [4, 'e', 'invalid_price'],
      [5, 'f', 'invalid_price'],
      [6, 'ghost', 'unknown_product'],
      [7, 'a', 'duplicate_price'],
    ]);
    expect(errors.every((error) => error.entity === 'prices' && error.file === 'data/prices.json')).toBe(
      true,
    );
    const messages = errors.map((error) => error.message);
    expect(messages[0]).toBe("price book 'default': value: required.");
    expect(messages[1]).toBe("price book 'default': value: must be zero or more.");
    expect(messages[2]).toBe("price book 'default': value: expected number, received string.");
    expect(messages[3]).toBe("price book 'default': value: expected number, received Infinity.");
    expect(messages[4]).toContain('19.999 has more decimals than USD allows');
    expect(messages[5]).toContain(`product 'ghost' does not exist in shop '${shop}'`);
    expect(pricesOf(await listing(shop))).toEqual({
      a: { value: 19.99, currency: 'USD', pricebook: 'default' },
      b: null,
      c: null,
      d: null,
      e: null,
      f: null,
      g: { value: 0, currency: 'USD', pricebook: 'default' },
    });
  });

  it('checks decimals per currency: JPY 1200.5 is rejected, JPY 1200 is applied', async () => {
    const shop = 'jp';
    const { errors } = await importArchive({
      products: productsFile([product('yen-1'), product('yen-2')], { shop, locale: LOCALE }),
      prices: priceBook(
        'default',
        'JPY',
        [
          { product_id: 'yen-1', value: 1200 },
          { product_id: 'yen-2', value: 1200.5 },
        ],
        shop,
      ),
    });
    expect(errors).toEqual([
      expect.objectContaining({
        index: 1,
        product_id: 'yen-2',
        code: 'invalid_price',
        message: expect.stringContaining('more decimals than JPY allows (none)'),
      }),
    ]);
    expect(pricesOf(await listing(shop))).toEqual({
      'yen-1': { value: 1200, currency: 'JPY', pricebook: 'default' },
      'yen-2': null,
    });
  });

  it('imports several price books from one file; other books are read through the prices API', async () => {
    const shop = 'books';
    const { job, errors } = await importArchive({
      products: productsFile([product('x'), product('y')], { shop }),
      prices: [
        priceBook(
          'default',
          'USD',
          [
            { product_id: 'x', value: 10 },
            { product_id: 'y', value: 20 },
          ],
          shop,
        ),
        priceBook('outlet', 'USD', [{ product_id: 'x', value: 7.5 }], shop),
        priceBook('employees', 'USD', [{ product_id: 'y', value: 12 }], shop),
      ],
    });
    expect(errors).toEqual([]);
    expect(job.counts.prices).toBe(4);
    const outlet = await platform.call<PricesResponse>(
      'GET',
      `/api/v1/shops/${shop}/prices?pricebook_id=outlet&product_id[]=x&product_id[]=y`,
      { as: 'associate' },
    );
    expect(outlet.body).toEqual({
      pricebook_id: 'outlet',
      currency: 'USD',
      elements: [{ product_id: 'x', value: 7.5 }],
    });
    expect(pricesOf(await listing(shop))).toEqual({
      x: { value: 10, currency: 'USD', pricebook: 'default' },
      y: { value: 20, currency: 'USD', pricebook: 'default' },
    });
  });

  it('rejects a first price book that is not default, record by record', async () => {
    const shop = 'first-book';
    const first = await importArchive({
      products: productsFile([product('m'), product('n')], { shop }),
      prices: [
        priceBook(
          'outlet',
          'USD',
          [
            { product_id: 'm', value: 5 },
            { product_id: 'n', value: -2 },
          ],
          shop,
        ),
        priceBook('default', 'USD', [{ product_id: 'm', value: 9 }], shop),
      ],
    });
    expect(first.errors.map((error) => [error.index, error.product_id, error.code])).toEqual([
      [0, 'm', 'first_pricebook_not_default'],
      [1, 'n', 'invalid_price'],
    ]);
    expect(first.errors[0]?.message).toContain(
      `first price book imported into shop '${shop}' must be named 'default'`,
    );
    expect(first.job.counts).toMatchObject({ prices: 1, rejected: 2 });
    const outlet = await platform.call(
      'GET',
      `/api/v1/shops/${shop}/prices?pricebook_id=outlet&product_id=m`,
      {
        as: 'associate',
      },
    );
    expect(outlet.status).toBe(404);

    // Once the shop has its default book, other books are welcome.
    const second = await importArchive(
      { prices: priceBook('outlet', 'USD', [{ product_id: 'm', value: 5 }], shop) },
      ['prices'],
    );
    expect(second.errors).toEqual([]);
    const now = await platform.call<PricesResponse>(
      'GET',
      `/api/v1/shops/${shop}/prices?pricebook_id=outlet&product_id=m`,
      {
        as: 'associate',
      },
    );
    expect(now.body.elements).toEqual([{ product_id: 'm', value: 5 }]);
  });

  it('keeps a default book in the same currency and replaces it when another currency comes', async () => {
    const shop = 'eu';
    const neighbour = 'eu-neighbour';
    await importArchive({
      products: productsFile([product('x')], { shop: neighbour }),
      prices: priceBook('default', 'USD', [{ product_id: 'x', value: 10 }], neighbour),
    });
    await importArchive({
      products: productsFile([product('k'), product('l')], { shop }),
      prices: priceBook(
        'default',
        'USD',
        [
          { product_id: 'k', value: 10 },
          { product_id: 'l', value: 20 },
        ],
        shop,
      ),
    });
    await importArchive({ prices: priceBook('default', 'USD', [{ product_id: 'k', value: 11 }], shop) }, [
      'prices',
    ]);
    expect(pricesOf(await listing(shop))).toEqual({
      k: { value: 11, currency: 'USD', pricebook: 'default' },
      l: { value: 20, currency: 'USD', pricebook: 'default' },
    });

    await importArchive({ prices: priceBook('default', 'EUR', [{ product_id: 'k', value: 9.5 }], shop) }, [
      'prices',
    ]);
    expect(pricesOf(await listing(shop))).toEqual({
      k: { value: 9.5, currency: 'EUR', pricebook: 'default' },
      l: null,
    });
    // Each shop's default book is its own: the neighbouring shop still prices in USD.
    expect(pricesOf(await listing(neighbour)).x).toEqual({
      value: 10,
      currency: 'USD',
      pricebook: 'default',
    });
  });

  it('applies availabilities per store (quantity replaces stock) and rejects bad, unknown or repeated ones', async () => {
    const shop = 'stock-shop';
    await createStore(platform, 'stock-1', shop);
    await createStore(platform, 'stock-2', shop);
    await createStore(platform, 'elsewhere', 'another-shop');
    const announced: Array<{ shop: string; storeIds: string[] }> = [];
    platform.platform.context.events.on('availabilitiesImported', (event) => announced.push(event));

    const { job, errors } = await importArchive(
      {
        products: productsFile([product('s-a'), product('s-b')], { shop }),
        availabilities: availabilitiesFile(
          [
            { product_id: 's-a', store_id: 'stock-1', quantity: 5 },
            { product_id: 's-b', store_id: 'stock-2', quantity: 0 },
            { product_id: 's-a', store_id: 'stock-2', quantity: -1 },
            { product_id: 's-b', store_id: 'stock-1', quantity: 1.5 },
            { product_id: 'ghost', store_id: 'stock-1', quantity: 3 },
            { product_id: 's-a', store_id: 'no-such-store', quantity: 3 },
            { product_id: 's-a', store_id: 'elsewhere', quantity: 3 },
            { product_id: 's-a', store_id: 'stock-1', quantity: 9 },
          ],
          shop,
        ),
      },
      ['products', 'availabilities'],
    );
    expect(job.counts).toEqual({ products: 2, prices: 0, availabilities: 2, rejected: 6 });
    expect(
      errors.map((error) => [error.entity, error.file, error.index, error.product_id, error.code]),
    ).toEqual([
      ['availabilities', 'data/availabilities.json', 2, 's-a', 'invalid_availability'],
      ['availabilities', 'data/availabilities.json', 3, 's-b', 'invalid_availability'],
      ['availabilities', 'data/availabilities.json', 4, 'ghost', 'unknown_product'],
      ['availabilities', 'data/availabilities.json', 5, 's-a', 'unknown_store'],
      ['availabilities', 'data/availabilities.json', 6, 's-a', 'unknown_store'],
      ['availabilities', 'data/availabilities.json', 7, 's-a', 'duplicate_availability'],
    ]);
    expect(errors[0]?.message).toBe('quantity: must be zero or more.');
    expect(errors[3]?.message).toBe("store 'no-such-store' does not exist.");
    expect(errors[4]?.message).toBe("store 'elsewhere' sells shop 'another-shop', not 'stock-shop'.");

    const stock = new StockRepository(platform.platform.context.db, () => new Date());
    expect(stock.listForStore('stock-1').map((level) => [level.product_id, level.quantity])).toEqual([
      ['s-a', 5],
    ]);
    expect(stock.listForStore('stock-2').map((level) => [level.product_id, level.quantity])).toEqual([
      ['s-b', 0],
    ]);
    expect(announced).toEqual([{ shop, storeIds: ['stock-1', 'stock-2'] }]);

    await importArchive(
      { availabilities: availabilitiesFile([{ product_id: 's-a', store_id: 'stock-1', quantity: 2 }], shop) },
      ['availabilities'],
    );
    expect(stock.quantity('stock-1', 's-a')).toBe(2);
    expect(stock.quantity('stock-2', 's-b')).toBe(0);
    expect(announced).toEqual([
      { shop, storeIds: ['stock-1', 'stock-2'] },
      { shop, storeIds: ['stock-1'] },
    ]);
  });
});
