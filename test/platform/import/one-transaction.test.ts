import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricesResponse, ProductListResponse } from '../../../shared/contract/catalog';
import type { ImportError } from '../../../shared/contract/import-job';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { testEngine, type TestEngine } from '../support/test-database';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import {
  availabilitiesFile,
  createStore,
  LOCALE,
  priceBook,
  product,
  productsFile,
  SHOP,
} from './support/catalog-fixtures';
import { runImport } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

const PRODUCT_COUNT = 500;

/** A full archive: PRODUCT_COUNT products titled `${version} n`, default and outlet prices, stock at one store. */
function catalogArchive(version: string, value: number, lastProductId = 'last') {
  const ids = [...Array.from({ length: PRODUCT_COUNT - 1 }, (_, n) => `tx-${n}`), lastProductId];
  return buildImportArchive({
    products: productsFile(ids.map((id, n) => product(id, { title: `${version} ${n}` }))),
    prices: [
      priceBook(
        'default',
        'USD',
        ids.map((id) => ({ product_id: id, value })),
      ),
      priceBook(
        'outlet',
        'USD',
        ids.map((id) => ({ product_id: id, value: value / 2 })),
      ),
    ],
    availabilities: availabilitiesFile(
      ids.map((id) => ({ product_id: id, store_id: 'tx-store', quantity: value })),
    ),
  });
}

/** A trigger that makes the database refuse one stock row, in each engine's own trigger language. */
const REFUSE_DOOMED_STOCK: Record<TestEngine, { create: string; drop: string }> = {
  sqlite: {
    create: `CREATE TRIGGER refuse_doomed_stock BEFORE INSERT ON stock WHEN NEW.product_id = 'doomed'
             BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END;`,
    drop: 'DROP TRIGGER refuse_doomed_stock',
  },
  postgres: {
    create: `CREATE FUNCTION refuse_doomed_stock() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN RAISE EXCEPTION 'simulated write failure'; END $$;
             CREATE TRIGGER refuse_doomed_stock BEFORE INSERT ON stock FOR EACH ROW
             WHEN (NEW.product_id = 'doomed') EXECUTE FUNCTION refuse_doomed_stock();`,
    drop: 'DROP TRIGGER refuse_doomed_stock ON stock; DROP FUNCTION refuse_doomed_stock();',
  },
};

describe('everything from one archive applies in one transaction, or nothing does', () => {
  let server: ArchiveServer;
  let platform: TestPlatform;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    platform = await startTestPlatform({ extraCaCertificates: [certificates.caPem] });
    await createStore(platform, 'tx-store');
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
  });

  it('a database failure at the very last stock record leaves products, prices, stock and errors as they were', async () => {
    const entities = ['products', 'prices', 'availabilities'] as const;
    const first = await runImport(platform, server.publish('/v1.zip', catalogArchive('v1', 10)), [
      ...entities,
    ]);
    expect(first.job.status).toBe('finished');
    expect(first.job.counts).toEqual({
      products: PRODUCT_COUNT,
      prices: 2 * PRODUCT_COUNT,
      availabilities: PRODUCT_COUNT,
      rejected: 0,
    });

    // The database refuses the last stock row of the next import (the disk filling up, say).
    platform.platform.context.db.exec(REFUSE_DOOMED_STOCK[testEngine()].create);
    try {
      // v2 changes every title and price, adds product 'doomed' last, and one price record is invalid.
      const archive = buildImportArchive({
        products: productsFile([
          ...Array.from({ length: PRODUCT_COUNT - 1 }, (_, n) => product(`tx-${n}`, { title: `v2 ${n}` })),
          product('doomed', { title: 'v2 doomed' }),
        ]),
        prices: priceBook('default', 'USD', [
          { product_id: 'tx-0', value: 99 },
          { product_id: 'tx-1', value: -1 },
        ]),
        availabilities: availabilitiesFile([
          { product_id: 'tx-0', store_id: 'tx-store', quantity: 77 },
          { product_id: 'doomed', store_id: 'tx-store', quantity: 1 },
        ]),
      });
      const second = await runImport(platform, server.publish('/v2.zip', archive), [...entities]);
      expect(second.job.status).toBe('failed');
      expect(second.job.failure?.code).toBe('internal_error');
      expect(second.job.failure?.message).toContain('simulated write failure');
      expect(second.job.counts).toEqual({ products: 0, prices: 0, availabilities: 0, rejected: 0 });
      // The invalid price's error was part of the rolled-back work too.
      expect(second.errors).toEqual([] satisfies ImportError[]);
    } finally {
      platform.platform.context.db.exec(REFUSE_DOOMED_STOCK[testEngine()].drop);
    }

    const listing = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=${LOCALE}&count=500`,
      { as: 'associate' },
    );
    expect(listing.body.pagination.total).toBe(PRODUCT_COUNT);
    expect(listing.body.items.every((item) => item.title.startsWith('v1 '))).toBe(true);
    expect(listing.body.items.some((item) => item.product_id === 'doomed')).toBe(false);
    expect(new Set(listing.body.items.map((item) => item.price?.value))).toEqual(new Set([10]));
    const outlet = await platform.call<PricesResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/prices?pricebook_id=outlet&product_id=tx-0`,
      { as: 'associate' },
    );
    expect(outlet.body.elements).toEqual([{ product_id: 'tx-0', value: 5 }]);
    const stock = new StockRepository(platform.platform.context.db, () => new Date());
    expect(stock.quantity('tx-store', 'tx-0')).toBe(10);
    expect(stock.get('tx-store', 'doomed')).toBeUndefined();

    // The same archive without the fault applies completely.
    const third = await runImport(platform, server.publish('/v3.zip', catalogArchive('v3', 12, 'doomed')), [
      ...entities,
    ]);
    expect(third.job.status).toBe('finished');
    expect(stock.quantity('tx-store', 'doomed')).toBe(12);
  });
});
