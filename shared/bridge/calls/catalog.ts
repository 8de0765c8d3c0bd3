// The store's catalog, searched in the local copy (works offline).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { ProductDetailSchema, ProductSummarySchema } from '../views/catalog';

/** Most matches one search finds; a longer query narrows a broad one. */
export const CATALOG_SEARCH_CAP = 100;

export const catalogCalls = {
  search: defineCall('catalog', 'search', {
    summary:
      'Searches the local catalog: a code (EAN-13, UPC-A, SKU, product id) finds its product exactly; words find ' +
      `titles (each word a prefix). At most ${CATALOG_SEARCH_CAP} matches; an empty query finds nothing.`,
    request: z.strictObject({
      query: z.string().max(200, 'must be at most 200 characters').default(''),
      offset: z.int('must be a whole number').min(0, 'must be zero or more').default(0),
      count: z
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(200, 'must be at most 200')
        .default(50),
    }),
    response: z.object({
      items: z.array(
        ProductSummarySchema.extend({
          matchedBy: z.enum(['ean13', 'sku', 'sku_prefix', 'product_id', 'identifier', 'title']),
        }),
      ),
      /** Matches found so far (at most the cap): more than offset + items means another page exists. */
      total: z.int().min(0),
    }),
  }),

  lookupCode: defineCall('catalog', 'lookupCode', {
    summary: 'The product with this scanned code (EAN-13, UPC-A, SKU or product id, exactly), or null.',
    request: z.strictObject({
      code: z.string().trim().min(1, 'must not be empty').max(64, 'is too long for a code'),
    }),
    response: z.object({ product: ProductSummarySchema.nullable() }),
  }),

  getProduct: defineCall('catalog', 'getProduct', {
    summary: 'One product of the local catalog with its texts, images, identifiers and store price.',
    request: z.strictObject({ productId: z.string().min(1, 'must not be empty') }),
    response: ProductDetailSchema,
  }),
};
