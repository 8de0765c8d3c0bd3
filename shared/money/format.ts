// Locale display of Money. The decimal TEXT goes to Intl (never minor / 100), so what is shown is exact.
import { currencyExponent } from './currency';
import type { Money } from './money';
import { toDecimalString } from './parse';

export type FormatMoneyOptions = {
  /** 'symbol' ($), 'narrowSymbol', 'code' (USD) or 'name' (US dollars). Default 'symbol'. */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
};

/**
 * formatMoney({minor: 1999, currency: 'USD'}, 'en-US') → "$19.99"; ('de-DE') → "19,99 $".
 * Always shows exactly the currency's ISO 4217 decimals (CLDR sometimes differs, e.g. for cash rules).
 */
export function formatMoney(amount: Money, locale: string, options: FormatMoneyOptions = {}): string {
  return format(amount, locale, options, 'auto');
}

/**
 * An adjustment with its sign, the same on the screen and on paper: formatSignedMoney(2 cents CAD, 'en-CA')
 * → "+$0.02" (the customer pays two cents more), "-$0.02" (less), "$0.00". The locale places the sign.
 */
export function formatSignedMoney(amount: Money, locale: string, options: FormatMoneyOptions = {}): string {
  return format(amount, locale, options, 'exceptZero');
}

function format(
  amount: Money,
  locale: string,
  options: FormatMoneyOptions,
  signDisplay: 'auto' | 'exceptZero',
): string {
  const decimals = currencyExponent(amount.currency);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: amount.currency,
    currencyDisplay: options.currencyDisplay ?? 'symbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay,
  });
  // Node 20+/Chromium format decimal strings exactly (Intl.NumberFormat v3).
  return formatter.format(toDecimalString(amount) as `${number}`);
}
