// Cash drawer configuration (GET, PUT /v0/d/cash_drawer_config). Keys the platform does not know are
// kept as sent, so a client reading, changing one flag and writing back loses nothing.
import { z } from 'zod';

export const CashDrawerConfigSchema = z.looseObject({
  /** When true, associates see the expected amount during a cash audit (otherwise the count is blind). */
  expose_count_expected_amount: z.boolean(),
});
export type CashDrawerConfig = z.infer<typeof CashDrawerConfigSchema>;
