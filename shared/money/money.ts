// Money inside the code: a safe integer of minor units plus an ISO 4217 code. Never a float sum.
import { isCurrencyCode, UnknownCurrencyError } from './currency';

export type Money = { readonly minor: number; readonly currency: string };

export class InvalidMoneyError extends Error {
  readonly code = 'invalid_money';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMoneyError';
  }
}

/** Builds Money from minor units (1999 USD = 19.99 USD). Rejects non-safe integers and unknown currencies. */
export function money(minor: number, currency: string): Money {
  if (!isCurrencyCode(currency)) {
    throw new UnknownCurrencyError(currency);
  }
  if (!Number.isSafeInteger(minor)) {
    throw new InvalidMoneyError(
      `minor: ${String(minor)} is not a safe integer number of minor units of ${currency}`,
    );
  }
  // Normalise -0 so that equality checks and JSON never see a negative zero.
  return Object.freeze({ minor: minor === 0 ? 0 : minor, currency });
}

/** Zero in the given currency. */
export function zero(currency: string): Money {
  return money(0, currency);
}

/** Builds Money from a bigint of minor units, refusing anything outside the safe integer range. */
export function moneyFromBigInt(minor: bigint, currency: string): Money {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new InvalidMoneyError(
      `minor: ${minor.toString()} minor units of ${currency} is outside the safe integer range`,
    );
  }
  return money(Number(minor), currency);
}

/** True for a well-formed Money value (safe integer minor units, known currency). */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { minor?: unknown; currency?: unknown };
  return (
    typeof candidate.minor === 'number' &&
    Number.isSafeInteger(candidate.minor) &&
    isCurrencyCode(candidate.currency)
  );
}
