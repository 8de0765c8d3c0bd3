// Products as the sale and pickup screens show them: the store's price in minor units (null = cannot be sold).
import { z } from 'zod';
import { IdSchema } from '../../contract/common';
import { MoneySchema } from './money';

export const ProductSummarySchema = z.object({
  productId: IdSchema,
  title: z.string(),
  caption: z.string().nullable(),
  /** The main image's URL (https), or null. */
  imageUrl: z.string().nullable(),
  sku: z.string().nullable(),
  ean: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The store's price: from its assigned book, else the default book; null when it has none. */
  price: MoneySchema.nullable(),
  /** The book the price comes from. */
  pricebook: z.string().nullable(),
  /** Why there is no price, in words (the product can be shown but not sold). */
  priceUnavailableReason: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string().nullable(),
  material: z.string().nullable(),
  variantGroupId: z.string().nullable(),
  /** Category paths (`Men > Shoes`), the main one first. */
  categories: z.array(z.string()),
  images: z.array(z.string()),
  identifiers: z.array(z.object({ type: z.string(), value: z.string() })),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
