// The first look at catalog data files, before anything is uploaded: each file's envelope (head and items
// list) checked with the contract's schemas, the way the importer reads it first, and the shops of the
// files compared. Record-level problems are left to the platform (it rejects each bad record on its own and
// lists it among the import's errors); a problem found here would fail the whole job there.
import {
  AvailabilitiesFileEnvelopeSchema,
  ProductsFileEnvelopeSchema,
  PricesFileEnvelopeSchema,
} from '../contract';
import type { FieldReason } from '../contract/field-reason';
import type { ImportEntity } from '../contract/import-job';
import { toErrorDetails } from '../contract/validation';

/** Where each entity's file sits in an import archive. */
export const DATA_FILE_PATHS: Readonly<Record<ImportEntity, string>> = {
  products: 'data/products.json',
  prices: 'data/prices.json',
  availabilities: 'data/availabilities.json',
};

/** products.json → products; anything else → null. */
export function entityOfFileName(fileName: string): ImportEntity | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  for (const [entity, path] of Object.entries(DATA_FILE_PATHS) as [ImportEntity, string][]) {
    if (base === path.slice('data/'.length)) return entity;
  }
  return null;
}

/**
 * True for what macOS puts beside files it compresses or copies: a `__MACOSX` folder anywhere in the path, or
 * an AppleDouble `._name` file. Never catalog data.
 */
export function isMacOsMetadataPath(path: string): boolean {
  const segments = path.split(/[\\/]/);
  return segments.some((segment) => segment.toUpperCase() === '__MACOSX' || segment.startsWith('._'));
}

/** Why a file's head is refused beyond its schema: not JSON, or shops that do not agree. */
export type FileHeadReason =
  | { code: 'not_json'; values: { cause: string } }
  | { code: 'books_name_different_shops'; values: { shops: string } }
  | { code: 'shop_differs_from_products'; values: { shop: string; productsShop: string } };

export interface FileHeadProblem {
  /** Path in the file's JSON ('head.locale', '0.head.currency'; '' = the whole document). */
  path: string;
  /** In English, for logs and tests. */
  message: string;
  /** The same as a code and its values: a screen words it in its own language. */
  reason?: FieldReason | FileHeadReason;
}

export interface PriceBookSummary {
  pricebook: string;
  currency: string;
  shop: string;
  records: number;
}

/** What a file holds, read from its head and the length of its items. */
export type DataFileSummary =
  | { entity: 'products'; shop: string; locale: string; isMaster: boolean; records: number }
  | { entity: 'prices'; shop: string; books: PriceBookSummary[]; records: number }
  | { entity: 'availabilities'; shop: string; records: number };

export type DataFileHeadCheck =
  | { entity: ImportEntity; ok: true; summary: DataFileSummary }
  | { entity: ImportEntity; ok: false; problems: FileHeadProblem[] };

/** Checks one parsed data file's envelope with its contract schema. */
export function checkDataFileHead(entity: ImportEntity, document: unknown): DataFileHeadCheck {
  if (entity === 'products') {
    const parsed = ProductsFileEnvelopeSchema.safeParse(document);
    if (!parsed.success) return { entity, ok: false, problems: toErrorDetails(parsed.error) };
    const { head, items } = parsed.data;
    return {
      entity,
      ok: true,
      summary: {
        entity,
        shop: head.shop,
        locale: head.locale,
        isMaster: head.is_master,
        records: items.length,
      },
    };
  }
  if (entity === 'prices') {
    const parsed = PricesFileEnvelopeSchema.safeParse(document);
    if (!parsed.success) return { entity, ok: false, problems: toErrorDetails(parsed.error) };
    const books = parsed.data.map(({ head, items }) => ({
      pricebook: head.pricebook,
      currency: head.currency,
      shop: head.shop,
      records: items.length,
    }));
    const shops = [...new Set(books.map((book) => book.shop))];
    if (shops.length > 1) {
      return {
        entity,
        ok: false,
        problems: [
          {
            path: '',
            message: `the price books name different shops (${shops.join(', ')})`,
            reason: { code: 'books_name_different_shops', values: { shops: shops.join(', ') } },
          },
        ],
      };
    }
    return {
      entity,
      ok: true,
      summary: {
        entity,
        shop: shops[0] ?? '',
        books,
        records: books.reduce((sum, book) => sum + book.records, 0),
      },
    };
  }
  const parsed = AvailabilitiesFileEnvelopeSchema.safeParse(document);
  if (!parsed.success) return { entity, ok: false, problems: toErrorDetails(parsed.error) };
  return {
    entity,
    ok: true,
    summary: { entity, shop: parsed.data.head.shop, records: parsed.data.items.length },
  };
}

/**
 * The shop every file names must be the products file's (the importer refuses prices or stock for another
 * shop). Returns one problem per disagreeing file, keyed by entity.
 */
export function checkShopsAgree(
  summaries: readonly DataFileSummary[],
): Array<{ entity: ImportEntity; problem: FileHeadProblem }> {
  const products = summaries.find((summary) => summary.entity === 'products');
  if (!products) return [];
  return summaries
    .filter((summary) => summary.entity !== 'products' && summary.shop !== products.shop)
    .map((summary) => ({
      entity: summary.entity,
      problem: {
        path: 'head.shop',
        message: `names shop '${summary.shop}', but products.json imports into shop '${products.shop}'`,
        reason: {
          code: 'shop_differs_from_products',
          values: { shop: summary.shop, productsShop: products.shop },
        },
      },
    }));
}
