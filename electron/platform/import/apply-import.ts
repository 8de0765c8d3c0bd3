import type { ImportCounts, ImportError } from '../../../shared/contract/import-job';
import { DEFAULT_PRICEBOOK } from '../../../shared/contract/prices-file';
import { PriceRepository, type PriceWrite } from '../catalog/price-repository';
import { ProductRepository } from '../catalog/product-repository';
import { ProductWriter } from '../catalog/product-writer';
import { StockRepository, type StockWrite } from '../catalog/stock-repository';
import type { PlatformDatabase } from '../db/database';
import type { AvailabilitiesData } from './files/availabilities-data';
import type { PricesData } from './files/prices-data';
import type { ProductsData } from './files/products-data';
import { rejected, type Rejected } from './files/record-error';
import { ImportFailure } from '../../common/archive/import-failure';
import { ImportJobRepository, type ImportLease } from './import-job-repository';
import { PendingReroutes } from '../orders/pending-reroutes';

/** Everything read and checked from one archive, ready to apply. */
export interface ImportData {
  products?: ProductsData | undefined;
  prices?: PricesData | undefined;
  availabilities?: AvailabilitiesData | undefined;
}

export interface AppliedImport {
  shop: string;
  counts: ImportCounts;
  errors: ImportError[];
  /** Stores whose stock this import set (empty without availabilities). */
  storeIds: string[];
}

/**
 * The shop the archive is for. Every head must name the same one: the products file's, else the first price
 * book's, else the availabilities file's. A head naming another shop fails the job (`invalid_head`).
 */
export function shopOf(data: ImportData): string {
  // `pricebook`: which book of the prices file names the shop (a prices file may hold several).
  const heads: Array<{ shop: string; file: string; pricebook?: string; where: string }> = [];
  if (data.products) {
    heads.push({
      shop: data.products.head.shop,
      file: data.products.file,
      where: `${data.products.file} head.shop`,
    });
  }
  data.prices?.books.forEach((book, index) => {
    const file = data.prices?.file ?? '';
    const where = `${file} price book ${index} head.shop`;
    heads.push({ shop: book.head.shop, file, pricebook: book.head.pricebook, where });
  });
  if (data.availabilities) {
    const { file } = data.availabilities;
    heads.push({ shop: data.availabilities.head.shop, file, where: `${file} head.shop` });
  }
  const [first, ...others] = heads;
  if (!first) {
    throw new ImportFailure('invalid_head', 'The archive has no data file to import.', {
      problem: 'no_data_file',
    });
  }
  for (const other of others) {
    if (other.shop !== first.shop) {
      throw new ImportFailure(
        'invalid_head',
        `${other.where} is '${other.shop}' but ${first.where} is '${first.shop}': one archive imports into one shop.`,
        {
          problem: 'shop_mismatch',
          file: other.file,
          ...(other.pricebook === undefined ? {} : { pricebook: other.pricebook }),
          shop: other.shop,
          expected_file: first.file,
          ...(first.pricebook === undefined ? {} : { expected_pricebook: first.pricebook }),
          expected_shop: first.shop,
        },
      );
    }
  }
  return first.shop;
}

/**
 * Applies an archive in ONE transaction together with the job's `finished` status, counts and errors:
 * either all of it is visible or none of it (a crash before the commit leaves the job `running`, and it is
 * run again from the start, here or, once its lease runs out, by another process). Products first, then
 * price books in file order, then stock. With `lease`, the first write renews it, which also fails the apply
 * when the job is no longer this process's, and (PostgreSQL) keeps the job's row locked until the commit,
 * so no other process takes the job meanwhile.
 */
export function applyImport(
  db: PlatformDatabase,
  now: () => Date,
  importId: string,
  data: ImportData,
  lease?: ImportLease,
): AppliedImport {
  const shop = shopOf(data);
  const at = now().toISOString();
  const jobs = new ImportJobRepository(db, now);
  const errors: ImportError[] = [];
  const counts: ImportCounts = { products: 0, prices: 0, availabilities: 0, rejected: 0 };
  const storeIds = new Set<string>();

  db.transaction(() => {
    if (lease && !jobs.renewLease(importId, lease)) {
      throw new ImportFailure(
        'internal_error',
        'This import was taken over by another platform process (its lease ran out); nothing was applied here.',
        { cause: 'taken_over' },
      );
    }
    if (data.products) {
      const valid = [];
      for (const record of data.products.records) {
        if (record.ok) valid.push(record.item);
        else errors.push(record.error);
      }
      counts.products = new ProductWriter(db).writeProducts(shop, data.products.head.locale, valid, at);
    }
    const knownProducts =
      data.prices || data.availabilities
        ? new ProductRepository(db).productIdsInShop(shop)
        : new Set<string>();
    if (data.prices) counts.prices = applyPriceBooks(db, shop, data.prices, knownProducts, errors, at);
    if (data.availabilities) {
      counts.availabilities = applyAvailabilities(
        db,
        now,
        shop,
        data.availabilities,
        knownProducts,
        errors,
        storeIds,
        at,
      );
    }
    counts.rejected = errors.length;
    jobs.finish(importId, counts, errors);
    // Committed with the import: the rerouting it calls for is done even if this process dies next.
    if (storeIds.size > 0) {
      new PendingReroutes(db).add({ importId, shop, storeIds: [...storeIds].sort() }, at);
    }
    // IMMEDIATE: the write lock is taken first, so no other connection's write can make this one give up.
  }).immediate();

  return { shop, counts, errors, storeIds: [...storeIds].sort() };
}

function applyPriceBooks(
  db: PlatformDatabase,
  shop: string,
  prices: PricesData,
  knownProducts: ReadonlySet<string>,
  errors: ImportError[],
  at: string,
): number {
  const repository = new PriceRepository(db);
  let written = 0;
  for (const book of prices.books) {
    const { pricebook, currency } = book.head;
    if (pricebook !== DEFAULT_PRICEBOOK && !repository.hasAnyBook(shop)) {
      for (const record of book.records) {
        errors.push(
          record.ok
            ? rejected(
                'prices',
                prices.file,
                record.index,
                record.productId,
                'first_pricebook_not_default',
                `price book '${pricebook}' was rejected: the first price book imported into shop '${shop}' ` +
                  `must be named '${DEFAULT_PRICEBOOK}'.`,
              ).error
            : record.error,
        );
      }
      continue;
    }
    const writes: PriceWrite[] = [];
    for (const record of book.records) {
      if (!record.ok) {
        errors.push(record.error);
      } else if (!knownProducts.has(record.productId)) {
        errors.push(
          rejected(
            'prices',
            prices.file,
            record.index,
            record.productId,
            'unknown_product',
            `price book '${pricebook}': product '${record.productId}' does not exist in shop '${shop}'.`,
          ).error,
        );
      } else {
        writes.push({ productId: record.productId, amountMinor: record.amountMinor });
      }
    }
    written += repository.writeBook(shop, pricebook, currency, writes, at);
  }
  return written;
}

function applyAvailabilities(
  db: PlatformDatabase,
  now: () => Date,
  shop: string,
  availabilities: AvailabilitiesData,
  knownProducts: ReadonlySet<string>,
  errors: ImportError[],
  storeIds: Set<string>,
  at: string,
): number {
  const storeShops = new Map(
    (db.prepare('SELECT store_id, shop FROM stores').raw().all() as Array<[string, string]>).map(
      ([id, storeShop]) => [id, storeShop],
    ),
  );
  const { file, accepted, rejected: invalid } = availabilities;
  let written = 0;
  let nextInvalid = 0;
  // Accepted and invalid records are both in file order: merging them keeps the error list in file order.
  function* writes(): Generator<StockWrite> {
    for (let position = 0; position < accepted.index.length; position += 1) {
      const index = accepted.index[position] as number;
      while (nextInvalid < invalid.length && (invalid[nextInvalid]?.error.index ?? Infinity) < index) {
        errors.push((invalid[nextInvalid] as Rejected).error);
        nextInvalid += 1;
      }
      const productId = accepted.productId[position] as string;
      const storeId = accepted.storeId[position] as string;
      const storeShop = storeShops.get(storeId);
      if (!knownProducts.has(productId)) {
        errors.push(
          rejected(
            'availabilities',
            file,
            index,
            productId,
            'unknown_product',
            `product '${productId}' does not exist in shop '${shop}'.`,
          ).error,
        );
      } else if (storeShop !== shop) {
        const why = storeShop === undefined ? 'does not exist' : `sells shop '${storeShop}', not '${shop}'`;
        errors.push(
          rejected('availabilities', file, index, productId, 'unknown_store', `store '${storeId}' ${why}.`)
            .error,
        );
      } else {
        storeIds.add(storeId);
        written += 1;
        yield { storeId, productId, quantity: accepted.quantity[position] as number };
      }
    }
  }
  new StockRepository(db, now).setMany(shop, writes(), at);
  for (; nextInvalid < invalid.length; nextInvalid += 1)
    errors.push((invalid[nextInvalid] as Rejected).error);
  return written;
}
