// The countries whose cash tenders round (platform contract, "Application and cash configuration").
// Each rule is an increment in major units plus what happens exactly halfway between two steps.
// The amounts are rounded in integer minor units (see round-cash-tender.ts).

/** What to do when the amount sits exactly halfway between two increments. */
export type CashRoundingTie = 'half_up' | 'half_down';

export type CashRoundingRule = {
  /** ISO 3166-1 alpha-2 country of the store. */
  readonly country: string;
  /** Smallest cash step, as decimal text in the currency's major unit ("0.05", "1.00"). */
  readonly increment: string;
  /** half_up: the halfway point goes to the higher step; half_down: to the lower one (by magnitude). */
  readonly tie: CashRoundingTie;
  /** US stores round only when listed in the rounding configuration's enabled_store_ids. */
  readonly onlyListedStores: boolean;
};

function rule(
  country: string,
  increment: string,
  tie: CashRoundingTie,
  onlyListedStores = false,
): CashRoundingRule {
  return Object.freeze({ country, increment, tie, onlyListedStores });
}

/**
 * Nearest 0.05 has no real tie (remainders are 0–4 cents): 1–2 cents go down, 3–4 go up, which is also
 * Australia's rule. NZ: nearest 0.10 with 0.05 going down. SE/NO: nearest whole unit with 0.50 going up.
 * DK: nearest 0.50 with the quarter going up, i.e. .01–.24 → .00, .25–.74 → .50, .75–.99 → next whole.
 */
export const CASH_ROUNDING_RULES: readonly CashRoundingRule[] = Object.freeze([
  rule('CA', '0.05', 'half_up'),
  rule('AU', '0.05', 'half_up'),
  rule('CH', '0.05', 'half_up'),
  rule('NL', '0.05', 'half_up'),
  rule('BE', '0.05', 'half_up'),
  rule('FI', '0.05', 'half_up'),
  rule('IE', '0.05', 'half_up'),
  rule('IT', '0.05', 'half_up'),
  rule('US', '0.05', 'half_up', true),
  rule('NZ', '0.10', 'half_down'),
  rule('SE', '1.00', 'half_up'),
  rule('NO', '1.00', 'half_up'),
  rule('DK', '0.50', 'half_up'),
]);

/** The rule for a country code (case-insensitive), or undefined when the country's cash does not round. */
export function cashRoundingRuleFor(country: string): CashRoundingRule | undefined {
  const code = country.trim().toUpperCase();
  return CASH_ROUNDING_RULES.find((candidate) => candidate.country === code);
}

/**
 * Rounds a non-negative number of minor units to a multiple of `incrementMinor`, integer math only.
 * Callers round the magnitude and put the sign back, so refunds round like sales.
 */
export function roundMagnitudeToIncrement(
  magnitude: number,
  incrementMinor: number,
  tie: CashRoundingTie,
): number {
  if (!Number.isSafeInteger(magnitude) || magnitude < 0) {
    throw new RangeError(`magnitude: ${String(magnitude)} is not a non-negative integer`);
  }
  if (!Number.isSafeInteger(incrementMinor) || incrementMinor < 1) {
    throw new RangeError(`incrementMinor: ${String(incrementMinor)} is not a positive integer`);
  }
  const remainder = magnitude % incrementMinor;
  const down = magnitude - remainder;
  if (remainder === 0) return magnitude;
  // Compare 2 × remainder with the increment to stay in integers (no 0.5 anywhere).
  const twiceRemainder = remainder * 2;
  const goesUp = twiceRemainder > incrementMinor || (twiceRemainder === incrementMinor && tie === 'half_up');
  return goesUp ? down + incrementMinor : down;
}
