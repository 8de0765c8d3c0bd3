// Exact decimal text <-> integer conversions. JS numbers are read through their shortest round-trip
// text (String(n)), so 0.1 is "0.1", never 0.1000000000000000055...; all arithmetic is on digits.

/** A decimal split into sign, digits and a power of ten: value = sign × digits × 10^exponent. */
export type DecimalParts = { negative: boolean; digits: string; exponent: number };

// JSON-like number text, without the JSON leading-zero restriction (a typed "007.50" is still 7.50).
const DECIMAL_TEXT = /^([+-])?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
const FRACTION_ONLY_TEXT = /^([+-])?\.(\d+)(?:[eE]([+-]?\d+))?$/;

/** Splits decimal text ("19.99", "-1e-7", "1e+21", ".5") into exact parts, or null if it is not a decimal. */
export function decimalParts(text: string): DecimalParts | null {
  let sign: string | undefined;
  let whole: string;
  let fraction: string;
  let exponentText: string | undefined;
  const full = DECIMAL_TEXT.exec(text);
  if (full) {
    [, sign, whole = '', fraction = '', exponentText] = full;
  } else {
    const fractionOnly = FRACTION_ONLY_TEXT.exec(text);
    if (!fractionOnly) return null;
    [, sign, fraction = '', exponentText] = fractionOnly;
    whole = '0';
  }
  const exponent = Number(exponentText ?? '0') - fraction.length;
  if (!Number.isSafeInteger(exponent)) return null;
  const digits = stripLeadingZeros(whole + fraction);
  return { negative: sign === '-' && digits !== '0', digits, exponent };
}

/** Removes trailing zeros from the digits, raising the exponent to match (1200 × 10^-2 → 12 × 10^0). */
export function normalizeParts(parts: DecimalParts): DecimalParts {
  if (parts.digits === '0') return { negative: false, digits: '0', exponent: 0 };
  const trimmed = parts.digits.replace(/0+$/, '');
  return { ...parts, digits: trimmed, exponent: parts.exponent + (parts.digits.length - trimmed.length) };
}

/** Formats an integer of minor units as plain decimal text with exactly `decimals` decimals. */
export function minorToDecimalText(minor: number | bigint, decimals: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const magnitude = (negative ? -value : value).toString();
  if (decimals === 0) return (negative ? '-' : '') + magnitude;
  const padded = magnitude.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

function stripLeadingZeros(digits: string): string {
  const stripped = digits.replace(/^0+/, '');
  return stripped === '' ? '0' : stripped;
}
