// Wire decimals -> Money, exactly. A wire amount is a JSON number (or its decimal text) in the
// currency's major unit; it is valid only when "rounded to the decimals of its currency".
import { currencyExponent, isCurrencyCode } from './currency';
import { decimalParts, minorToDecimalText, normalizeParts } from './decimal-text';
import { money, type Money } from './money';

export type ParseMoneyFailureReason =
  'not_a_number' | 'not_finite' | 'negative' | 'too_many_decimals' | 'unknown_currency' | 'out_of_range';

export type ParseMoneyResult =
  | { readonly ok: true; readonly money: Money }
  | { readonly ok: false; readonly reason: ParseMoneyFailureReason; readonly message: string };

export type ParseMoneyOptions = {
  /** Accept amounts below zero (refunds, adjustments). Prices and tenders leave this off. */
  allowNegative?: boolean;
};

/**
 * Reads a wire amount (JSON number or decimal string, major units) as Money without any floating-point
 * step: 19.99 USD → 1999, 1200 JPY → 1200, 1.234 KWD → 1234; 19.999 USD and 1200.5 JPY are refused.
 * Trailing zeros do not count as decimals ("19.990" USD is 19.99). Surrounding blanks in text are ignored.
 */
export function parseMoney(
  value: unknown,
  currency: string,
  options: ParseMoneyOptions = {},
): ParseMoneyResult {
  if (!isCurrencyCode(currency)) {
    return fail('unknown_currency', `${JSON.stringify(currency)} is not an active ISO 4217 currency code`);
  }
  const text = wireText(value);
  if (text.kind === 'refused') return text.result;

  const parsed = decimalParts(text.text);
  if (!parsed) {
    return fail('not_a_number', `${JSON.stringify(value)} is not a decimal number`);
  }
  const parts = normalizeParts(parsed);
  if (parts.negative && !options.allowNegative) {
    return fail('negative', `${text.text} is negative; an amount must be zero or more`);
  }
  const exponent = currencyExponent(currency);
  // Minor units = digits × 10^(exponent of the text + decimals of the currency).
  const shift = parts.exponent + exponent;
  if (shift < 0) {
    return fail(
      'too_many_decimals',
      `${text.text} has more decimals than ${currency} allows (${exponent === 0 ? 'none' : `at most ${exponent}`})`,
    );
  }
  // Anything longer than 16 digits is certainly outside the safe range; the check avoids huge strings.
  if (parts.digits.length + shift > 16) {
    return outOfRange(text.text, currency);
  }
  const magnitude = BigInt(parts.digits) * 10n ** BigInt(shift);
  const minor = parts.negative ? -magnitude : magnitude;
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    return outOfRange(text.text, currency);
  }
  return { ok: true, money: money(Number(minor), currency) };
}

/** Like parseMoney, but throws a MoneyParseError (carrying the reason) instead of returning a failure. */
export function parseMoneyOrThrow(value: unknown, currency: string, options: ParseMoneyOptions = {}): Money {
  const result = parseMoney(value, currency, options);
  if (!result.ok) throw new MoneyParseError(result.reason, result.message);
  return result.money;
}

export class MoneyParseError extends Error {
  constructor(
    readonly reason: ParseMoneyFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'MoneyParseError';
  }
}

/** Money as plain decimal text in major units with the currency's decimals: 1999 USD → "19.99", 5 JPY → "5". */
export function toDecimalString(amount: Money): string {
  return minorToDecimalText(amount.minor, currencyExponent(amount.currency));
}

/**
 * Money as a JSON number in major units (1999 USD → 19.99), built from its decimal text. Throws a
 * RangeError if the amount has too many significant digits to survive as a double (beyond ~15 digits),
 * so a wire amount always parses back to the same Money.
 */
export function toWireAmount(amount: Money): number {
  const text = toDecimalString(amount);
  const wire = Number(text);
  const back = parseMoney(wire, amount.currency, { allowNegative: true });
  if (!back.ok || back.money.minor !== amount.minor) {
    throw new RangeError(
      `${text} ${amount.currency} cannot be written as a JSON number without losing digits`,
    );
  }
  return wire;
}

type WireText = { kind: 'text'; text: string } | { kind: 'refused'; result: ParseMoneyResult };

function wireText(value: unknown): WireText {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      return { kind: 'refused', result: fail('not_finite', `${String(value)} is not a finite number`) };
    }
    // The shortest text that reads back as the same double: exactly what the JSON author wrote.
    return { kind: 'text', text: String(value) };
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^[+-]?(Infinity|NaN)$/i.test(trimmed)) {
      return {
        kind: 'refused',
        result: fail('not_finite', `${JSON.stringify(value)} is not a finite number`),
      };
    }
    return { kind: 'text', text: trimmed };
  }
  const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  return { kind: 'refused', result: fail('not_a_number', `expected a decimal number, got ${kind}`) };
}

function outOfRange(text: string, currency: string): ParseMoneyResult {
  return fail('out_of_range', `${text} ${currency} is too large to be held exactly`);
}

function fail(reason: ParseMoneyFailureReason, message: string): ParseMoneyResult {
  return { ok: false, reason, message };
}
