// Rounding configuration of the payment options API (GET, PUT /config/rounding).
import { z } from 'zod';
import { IdSchema, refineUnique } from './common';

/**
 * US stores whose cash tenders are rounded (other countries follow the cash_rounding_enabled toggle alone).
 * The platform checks each id is an existing store in the US (400 otherwise).
 */
export const RoundingConfigSchema = z.object({
  enabled_store_ids: z.array(IdSchema).superRefine((ids, ctx) => {
    refineUnique(
      ctx,
      ids,
      (id) => id,
      (index) => [index],
      'store',
    );
  }),
});
export type RoundingConfig = z.infer<typeof RoundingConfigSchema>;
