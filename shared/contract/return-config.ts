// Returns configuration (GET, PUT /v0/d/return_config): above which refund a manager must approve.
import { z } from 'zod';
import { isCurrencyCode } from '../money/currency';
import { NonNegativeWireAmountSchema, refineAmountInCurrency } from './common';

/**
 * `manager_approval_above`: per currency, the refund (total going back to the customer) above which a
 * return needs a manager on the spot. A currency not listed has no limit. A return without a receipt always
 * needs a manager, whatever the amount.
 */
export const ReturnConfigSchema = z.object({
  manager_approval_above: z.record(z.string(), NonNegativeWireAmountSchema).superRefine((limits, ctx) => {
    for (const [currency, amount] of Object.entries(limits)) {
      if (!isCurrencyCode(currency)) {
        ctx.addIssue({
          code: 'custom',
          path: [currency],
          message: 'must be keyed by an active ISO 4217 currency code in upper case, e.g. USD',
          input: currency,
        });
        continue;
      }
      // A negative amount is already refused by the amount's own schema: one reason per field.
      if (amount >= 0) refineAmountInCurrency(ctx, { value: amount, currency, path: [currency] });
    }
  }),
});
export type ReturnConfig = z.infer<typeof ReturnConfigSchema>;
