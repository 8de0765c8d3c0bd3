// data/products.json of an import archive: `{head: {shop, locale, is_master}, items: [product...]}`.
// The importer reads the head first (a bad head fails the whole job) and then validates each item on its
// own, so one bad product is rejected with its index while every other product is applied.
import { z } from 'zod';
import { IdSchema, LocaleSchema, NonBlankTextSchema, unlessMissing } from './common';

export const ProductsFileHeadSchema = z.object({
  /** The shop (catalog) the products go into. */
  shop: IdSchema,
  /** Language-region of the texts (`en-US`): categories and texts are stored per locale. */
  locale: LocaleSchema,
  /** Whether this is the master data of the products. */
  is_master: z.boolean(),
});
export type ProductsFileHead = z.infer<typeof ProductsFileHeadSchema>;

export const ProductImageSchema = z.object({
  url: z.url({ protocol: /^https?$/, ...unlessMissing('must be an http(s) URL') }),
  internal_dimension_height: z.int().min(0).optional(),
  internal_dimension_width: z.int().min(0).optional(),
  internal_dominant_color: z
    .string()
    .regex(
      /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
      'must be a hex colour with a leading #, e.g. #1a2b3c',
    )
    .optional(),
  /** Marks the main image; omitted on the others. */
  is_main: z.boolean().optional(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** Separator of the levels of a category path: `Men > Shoes > Sneakers`. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

export const CategoryPathSchema = z
  .string()
  .refine(
    (path) =>
      path.split(CATEGORY_PATH_SEPARATOR).every((level) => level.trim() !== '' && level.trim() === level),
    `must be levels separated by '${CATEGORY_PATH_SEPARATOR}', none of them blank, e.g. Men > Shoes`,
  );

export const ProductCategorySchema = z.object({
  path: CategoryPathSchema,
  position: z.int().min(0).optional(),
  /** Marks the main category of the product. */
  is_main: z.boolean().optional(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** True for 13 digits whose last one is the GS1 check digit of the first twelve. */
export function isValidEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weighted = digits
    .slice(0, 12)
    .reduce((sum, digit, index) => sum + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (weighted % 10)) % 10 === digits[12];
}

/** `{type, value}`; `sku` and `ean13` are the types in use, others are kept. An ean13 must be a valid EAN-13. */
export const ExternalIdentifierSchema = z
  .object({
    type: z.string().min(1, 'must not be empty'),
    value: z.string().min(1, 'must not be empty'),
  })
  .superRefine((identifier, ctx) => {
    if (identifier.type === 'ean13' && !isValidEan13(identifier.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'must be an EAN-13: 13 digits ending with a valid check digit',
        input: identifier.value,
      });
    }
  });
export type ExternalIdentifier = z.infer<typeof ExternalIdentifierSchema>;

export const ExtendedAttributeSchema = z.object({
  name: z.string().min(1, 'must not be empty'),
  value: z.string(),
});
export type ExtendedAttribute = z.infer<typeof ExtendedAttributeSchema>;

/**
 * Fields of a product, shared by the import item and the catalog's product answer.
 *
 * Required: `product_id` (prices, stock and order lines refer to it, so a product without one cannot be
 * used at all) and `title` (listings, search, pick lists and receipts show it). Everything else is optional:
 * the seed leaves it open and says incomplete products are imported but may be unusable, so the importer
 * must take them rather than reject them.
 */
export const productShape = {
  product_id: IdSchema,
  variant_group_id: IdSchema.optional(),
  title: NonBlankTextSchema,
  caption: z.string().optional(),
  description: z.string().optional(),
  show_in_listing: z.boolean().optional(),
  images: z.array(ProductImageSchema).optional(),
  tax_class_id: z.string().optional(),
  categories: z.array(ProductCategorySchema).optional(),
  material: z.string().optional(),
  variation_color_value: z.string().optional(),
  variation_size_value: z.string().optional(),
  variation_size_gender: z.string().optional(),
  variation_size_type: z.string().optional(),
  variation_size_system: z.string().optional(),
  external_identifiers: z.array(ExternalIdentifierSchema).optional(),
  extended_attributes: z.array(ExtendedAttributeSchema).optional(),
};

type ProductFields = z.infer<z.ZodObject<typeof productShape>>;

/** At most one main image and one main category per product (the seed: "one of them is the main category"). */
export function refineSingleMain(
  product: Pick<ProductFields, 'images' | 'categories'>,
  ctx: z.RefinementCtx,
): void {
  for (const field of ['images', 'categories'] as const) {
    const list = product[field] ?? [];
    const mainIndexes = list.flatMap((entry, index) => (entry.is_main === true ? [index] : []));
    for (const index of mainIndexes.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        path: [field, index, 'is_main'],
        message: `only one entry may be the main one; index ${mainIndexes[0]} already is`,
        input: true,
      });
    }
  }
}

/** One element of `items`, validated on its own by the importer. */
export const ProductItemSchema = z.object(productShape).superRefine(refineSingleMain);
export type ProductItem = z.infer<typeof ProductItemSchema>;

/** The file as the importer first reads it: a valid head, items still unchecked (each is checked alone). */
export const ProductsFileEnvelopeSchema = z.object({
  head: ProductsFileHeadSchema,
  items: z.array(z.unknown()),
});
export type ProductsFileEnvelope = z.infer<typeof ProductsFileEnvelopeSchema>;

/** The whole file with every item valid: what a writer of archives (demo tenant, tests) produces. */
export const ProductsFileSchema = z.object({
  head: ProductsFileHeadSchema,
  items: z.array(ProductItemSchema),
});
export type ProductsFile = z.infer<typeof ProductsFileSchema>;
