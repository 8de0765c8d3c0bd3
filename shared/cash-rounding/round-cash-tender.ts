// Cash rounding of one cash tender. Card tenders never come here: only cash is rounded.
import { type Money, money, parseMoney, subtract } from '../money';
import { cashRoundingRuleFor, roundMagnitudeToIncrement } from './rules';

/** What decides whether a store's cash tenders round. */
export type CashRoundingContext = {
  /** ISO 3166-1 alpha-2 country of the store's physical address. */
  storeCountry: string;
  /** The store is listed in the rounding configuration's enabled_store_ids (matters for US stores only). */
  storeListedForUsRounding: boolean;
  /** The application configuration's release_toggles.cash_rounding_enabled. */
  cashRoundingEnabled: boolean;
};

export type CashRoundingResult = {
  /** True when a rounding rule applies to this store (even if the amount was already on a step). */
  readonly applies: boolean;
  /** The amount the customer pays (or gets back) in cash. */
  readonly rounded: Money;
  /** rounded − amount: negative when the customer pays less, positive when more. */
  readonly adjustment: Money;
  /** The rule used, when one applies. */
  readonly rule?: { readonly country: string; readonly incrementMinor: number };
};

/**
 * Rounds a cash amount by the store's country rule. Unchanged when the toggle is off, when the country
 * does not round, when a US store is not listed, or when the increment is finer than the currency's
 * minor unit (e.g. a 0.05 rule on a JPY amount). A negative amount (a cash refund) rounds its magnitude
 * the same way: −10.07 CAD → −10.05.
 */
export function roundCashTender(input: { amount: Money } & CashRoundingContext): CashRoundingResult {
  const { amount } = input;
  const incrementMinor = applicableIncrement(input, amount.currency);
  if (incrementMinor === undefined) {
    return { applies: false, rounded: amount, adjustment: money(0, amount.currency) };
  }
  const magnitude = roundMagnitudeToIncrement(
    Math.abs(amount.minor),
    incrementMinor.minor,
    incrementMinor.tie,
  );
  const rounded = money(amount.minor < 0 ? -magnitude : magnitude, amount.currency);
  return {
    applies: true,
    rounded,
    adjustment: subtract(rounded, amount),
    rule: { country: incrementMinor.country, incrementMinor: incrementMinor.minor },
  };
}

/** True when cash tenders of this store are rounded (whatever the amount). */
export function cashRoundingApplies(context: CashRoundingContext, currency: string): boolean {
  return applicableIncrement(context, currency) !== undefined;
}

function applicableIncrement(context: CashRoundingContext, currency: string) {
  if (!context.cashRoundingEnabled) return undefined;
  const rule = cashRoundingRuleFor(context.storeCountry);
  if (!rule) return undefined;
  if (rule.onlyListedStores && !context.storeListedForUsRounding) return undefined;
  const increment = parseMoney(rule.increment, currency);
  if (!increment.ok || increment.money.minor < 1) return undefined;
  return { country: rule.country, minor: increment.money.minor, tie: rule.tie };
}
