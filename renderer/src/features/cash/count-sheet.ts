// A count sheet as typed: a text per bill or coin ("3", "" = none). Read into whole counts and an exact total
// (integer minor units through shared/cash countDenominations — never a float), or the fields at fault.
import {
  countDenominations,
  denominationsOf,
  type Denomination,
} from '../../../../shared/cash/denominations';
import { currencyExponent, minorToDecimalText, type Money } from '../../../../shared/money';
import { parseWholeNumber } from '../../ui';

/** Face value in minor units (as a string key) → the count as typed. */
export type CountSheetText = Readonly<Record<string, string>>;

export type CountSheetReading =
  | { ok: true; counts: Record<string, number>; total: Money; pieces: number }
  | { ok: false; errors: Record<string, string> };

/** Most pieces of one kind a drawer can hold that we accept (a typo like 2000 quarters is refused). */
export const MAX_PIECES = 9999;

export function readCountSheet(currency: string, text: CountSheetText): CountSheetReading {
  const counts: Record<string, number> = {};
  const errors: Record<string, string> = {};
  let pieces = 0;
  for (const denomination of denominationsOf(currency)) {
    const key = String(denomination.minor);
    const typed = text[key] ?? '';
    if (typed.trim() === '') continue;
    const reading = parseWholeNumber(typed, 0, MAX_PIECES);
    if (!reading.ok) errors[key] = reading.message;
    else if (reading.value > 0) {
      counts[key] = reading.value;
      pieces += reading.value;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, counts, total: countDenominations(currency, counts), pieces };
}

/** The value of `count` pieces of one denomination (the row's subtotal). */
export function rowTotal(denomination: Denomination, count: number, currency: string): Money {
  return countDenominations(currency, { [String(denomination.minor)]: count });
}

/**
 * A face value in the user's locale, without decimals when whole: "$20" and "$0.25" (en-US), "20 €" (de-DE).
 * shared/cash labels are locale-free ("$20"); the count grid shows the amounts as the person reads them.
 */
export function faceValueLabel(denomination: Denomination, currency: string, locale: string): string {
  const decimals = currencyExponent(currency);
  const whole = denomination.minor % 10 ** decimals === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(minorToDecimalText(denomination.minor, decimals) as `${number}`);
}
