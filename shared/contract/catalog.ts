// Customer-facing catalog API (/api/v1/shops/{shop}/...): products with their default price, and
// prices from any named price book.
import { z } from 'zod';
import {
  AfterCursorSchema,
  CurrencyCodeSchema,
  IdSchema,
  LocaleSchema,
  MAX_PAGE_SIZE,
  NonNegativeWireAmountSchema,
  paginated,
  paginationQueryShape,
  refineAmountInCurrency,
  TimestampSchema,
  UpdatedSinceSchema,
} from './common';
import { productShape, refineSingleMain } from './products-file';

/** A product's price from the shop's default book: `{value, currency, pricebook: "default"}`. */
export const ProductPriceSchema = z
  .object({
    value: NonNegativeWireAmountSchema,
    currency: CurrencyCodeSchema,
    pricebook: IdSchema,
  })
  .superRefine((price, ctx) => {
    refineAmountInCurrency(ctx, { value: price.value, currency: price.currency, path: ['value'] });
  });
export type ProductPrice = z.infer<typeof ProductPriceSchema>;

/**
 * A product as the catalog answers it: the imported fields, its default price (null when it has no valid
 * price: the app shows it but cannot sell it) and when it last changed (for sync with updated_since).
 */
export const CatalogProductSchema = z
  .object({
    ...productShape,
    price: ProductPriceSchema.nullable(),
    updated_at: TimestampSchema,
  })
  .superRefine(refineSingleMain);
export type CatalogProduct = z.infer<typeof CatalogProductSchema>;

/** GET /api/v1/shops/{shop}/products. */
export const ProductListResponseSchema = paginated(CatalogProductSchema);
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** Query of GET /api/v1/shops/{shop}/products/{product_id}. */
export const ProductQuerySchema = z.object({
  locale: LocaleSchema,
});
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

/** Query of GET /api/v1/shops/{shop}/products: locale required; text search, category path, sync, paging. */
export const ProductListQuerySchema = z.object({
  locale: LocaleSchema,
  /** Free text matched against the product's texts and identifiers. */
  q: z.string().optional(),
  /** A category path (`Men > Shoes`): products in it or below it. */
  category: z.string().optional(),
  updated_since: UpdatedSinceSchema.optional(),
  after: AfterCursorSchema.optional(),
  ...paginationQueryShape,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/**
 * Query of GET /api/v1/shops/{shop}/prices?pricebook_id=NAME&product_id[]=A&product_id[]=B. A query string
 * parser gives `product_id[]` (or `product_id`) as one string or an array; both read as `product_id: [...]`.
 * At least one product and at most 500: the answer is not paginated.
 */
export const PricesQuerySchema = z.preprocess(
  normalizeProductIdParameter,
  z.object({
    pricebook_id: IdSchema,
    product_id: z
      .array(IdSchema)
      .min(1, 'must name at least one product (product_id[]=...)')
      .max(MAX_PAGE_SIZE, `must name at most ${MAX_PAGE_SIZE} products`),
  }),
);
export type PricesQuery = z.infer<typeof PricesQuerySchema>;

function normalizeProductIdParameter(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { 'product_id[]': bracketed, product_id: plain, ...rest } = input as Record<string, unknown>;
  const asList = (value: unknown): unknown[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  return { ...rest, product_id: [...asList(bracketed), ...asList(plain)] };
}

export const PriceElementSchema = z.object({
  product_id: IdSchema,
  value: NonNegativeWireAmountSchema,
});
export type PriceElement = z.infer<typeof PriceElementSchema>;

/** GET /api/v1/shops/{shop}/prices: the requested products' prices in the named book (absent ones left out). */
export const PricesResponseSchema = z
  .object({
    pricebook_id: IdSchema,
    currency: CurrencyCodeSchema,
    elements: z.array(PriceElementSchema),
  })
  .superRefine((prices, ctx) => {
    prices.elements.forEach((element, index) => {
      refineAmountInCurrency(ctx, {
        value: element.value,
        currency: prices.currency,
        path: ['elements', index, 'value'],
      });
    });
  });
export type PricesResponse = z.infer<typeof PricesResponseSchema>;
