// Money as it crosses the bridge: integer minor units and an ISO 4217 code, like shared/money's Money.
// Never a float and never a wire decimal: the main process converts the platform's decimals once.
import { z } from 'zod';
import { isCurrencyCode } from '../../money/currency';

export const MoneySchema = z.strictObject({
  /** A safe integer of minor units: 1999 = 19.99 USD, 1200 = 1200 JPY. */
  minor: z.int('must be a whole number of minor units'),
  // Typed as a plain string like shared/money's Money (a refine with a type predicate would narrow it).
  currency: z
    .string()
    .refine((value): boolean => isCurrencyCode(value), 'must be an active ISO 4217 currency code, e.g. USD'),
});
export type MoneyView = z.infer<typeof MoneySchema>;

/** Money of zero or more (prices, tenders, floats). */
export const NonNegativeMoneySchema = MoneySchema.refine((amount) => amount.minor >= 0, {
  message: 'must be zero or more',
  path: ['minor'],
});
