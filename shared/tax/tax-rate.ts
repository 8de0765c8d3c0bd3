// A tax rate is an exact decimal percentage written as text ("8.875" = 8.875 %), never a float.
import { fraction, type Fraction } from './fraction';

/** Up to 3 whole digits and 6 decimals, 0 to 100: "4", "4.5", "9.975", "0.375". */
export const TAX_RATE_PATTERN = /^(?:0|[1-9]\d{0,2})(?:\.\d{1,6})?$/;

export type TaxRateCheck = { ok: true; rate: Fraction } | { ok: false; message: string };

/** Reads "8.875" as the exact fraction 8875/100000 (of the amount), or says why it is not a rate. */
export function parseTaxRate(text: string): TaxRateCheck {
  if (!TAX_RATE_PATTERN.test(text)) {
    return {
      ok: false,
      message: 'must be a percentage written as a decimal, e.g. "8.875" (at most 6 decimals)',
    };
  }
  const [whole = '0', decimals = ''] = text.split('.');
  const rate = fraction(BigInt(whole + decimals), 100n * 10n ** BigInt(decimals.length));
  if (rate.num > rate.den) return { ok: false, message: 'must be at most 100 (%)' };
  return { ok: true, rate };
}

/** parseTaxRate for rates already validated (configuration read back from the platform). */
export function taxRateFraction(text: string): Fraction {
  const parsed = parseTaxRate(text);
  if (!parsed.ok) throw new RangeError(`tax rate ${JSON.stringify(text)} ${parsed.message}`);
  return parsed.rate;
}

/** "8.875" + "0.5" → "9.375": sums percentages exactly (for "total rate" displays). */
export function sumTaxRates(rates: readonly string[]): string {
  const decimals = Math.max(0, ...rates.map((rate) => rate.split('.')[1]?.length ?? 0));
  const scaled = rates.reduce((total, rate) => {
    const [whole = '0', fractionDigits = ''] = rate.split('.');
    return total + BigInt(whole + fractionDigits.padEnd(decimals, '0'));
  }, 0n);
  const text = scaled.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return text;
  const withPoint = `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  return withPoint.replace(/\.?0+$/, '');
}
