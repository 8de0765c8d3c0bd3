// data/availabilities.json of an import archive: stock levels per product and store. Each quantity
// replaces the store's stock level for that product. Items are validated one by one by the importer.
import { z } from 'zod';
import { IdSchema, unlessMissing } from './common';

export const AvailabilitiesFileHeadSchema = z.object({
  /** Must equal the products file's head.shop. */
  shop: IdSchema,
});
export type AvailabilitiesFileHead = z.infer<typeof AvailabilitiesFileHeadSchema>;

export const AvailabilityItemSchema = z.object({
  product_id: IdSchema,
  store_id: IdSchema,
  quantity: z.int(unlessMissing('must be a whole number')).min(0, 'must be zero or more'),
});
export type AvailabilityItem = z.infer<typeof AvailabilityItemSchema>;

/** The file as the importer first reads it: a valid head, items still unchecked. */
export const AvailabilitiesFileEnvelopeSchema = z.object({
  head: AvailabilitiesFileHeadSchema,
  items: z.array(z.unknown()),
});
export type AvailabilitiesFileEnvelope = z.infer<typeof AvailabilitiesFileEnvelopeSchema>;

/** The whole file with every item valid. */
export const AvailabilitiesFileSchema = z.object({
  head: AvailabilitiesFileHeadSchema,
  items: z.array(AvailabilityItemSchema),
});
export type AvailabilitiesFile = z.infer<typeof AvailabilitiesFileSchema>;
