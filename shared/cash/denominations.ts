// Bills and coins in circulation per currency (values in minor units), counting a drawer by
// denomination, and quick-cash suggestions for the amount due.
import { type Money, money, toDecimalString } from '../money';

export type DenominationKind = 'bill' | 'coin';

export type Denomination = {
  /** Face value in minor units (a $20 bill is 2000 USD minor units). */
  readonly minor: number;
  readonly kind: DenominationKind;
  /** Short face-value label for count screens: "$20", "$0.25", "€2", "20 kr", "¥1000". */
  readonly label: string;
};

type CurrencyCash = { prefix: string; suffix: string; bills: number[]; coins: number[] };

// Current circulating series, largest first. Left out on purpose: notes no longer issued or too large
// for a till (€500), the US $1 coin (same value as the $1 bill, which is what drawers hold), the
// Canadian 50¢ coin (rarely seen) and the withdrawn cent coins of CAD, AUD and NZD.
const CASH_BY_CURRENCY: Record<string, CurrencyCash> = {
  USD: {
    prefix: '$',
    suffix: '',
    bills: [10000, 5000, 2000, 1000, 500, 200, 100],
    coins: [50, 25, 10, 5, 1],
  },
  CAD: { prefix: '$', suffix: '', bills: [10000, 5000, 2000, 1000, 500], coins: [200, 100, 25, 10, 5] },
  EUR: {
    prefix: '€',
    suffix: '',
    bills: [20000, 10000, 5000, 2000, 1000, 500],
    coins: [200, 100, 50, 20, 10, 5, 2, 1],
  },
  GBP: { prefix: '£', suffix: '', bills: [5000, 2000, 1000, 500], coins: [200, 100, 50, 20, 10, 5, 2, 1] },
  AUD: { prefix: '$', suffix: '', bills: [10000, 5000, 2000, 1000, 500], coins: [200, 100, 50, 20, 10, 5] },
  NZD: { prefix: '$', suffix: '', bills: [10000, 5000, 2000, 1000, 500], coins: [200, 100, 50, 20, 10] },
  CHF: {
    prefix: 'CHF ',
    suffix: '',
    bills: [100000, 20000, 10000, 5000, 2000, 1000],
    coins: [500, 200, 100, 50, 20, 10, 5],
  },
  SEK: {
    prefix: '',
    suffix: ' kr',
    bills: [100000, 50000, 20000, 10000, 5000, 2000],
    coins: [1000, 500, 200, 100],
  },
  NOK: {
    prefix: '',
    suffix: ' kr',
    bills: [100000, 50000, 20000, 10000, 5000],
    coins: [2000, 1000, 500, 100],
  },
  DKK: {
    prefix: '',
    suffix: ' kr',
    bills: [100000, 50000, 20000, 10000, 5000],
    coins: [2000, 1000, 500, 200, 100, 50],
  },
  JPY: { prefix: '¥', suffix: '', bills: [10000, 5000, 2000, 1000], coins: [500, 100, 50, 10, 5, 1] },
};

/** Currencies with a denomination table. */
export const CURRENCIES_WITH_DENOMINATIONS: readonly string[] = Object.freeze(Object.keys(CASH_BY_CURRENCY));

/** Bills then coins, each largest first; an empty list for a currency without a table. */
export function denominationsOf(currency: string): readonly Denomination[] {
  const cash = CASH_BY_CURRENCY[currency];
  if (!cash) return [];
  const label = (minor: number) => {
    const text = toDecimalString(money(minor, currency));
    // Whole amounts read better without ".00" ("$20", not "$20.00").
    const face = /\.0+$/.test(text) ? text.replace(/\.0+$/, '') : text;
    return `${cash.prefix}${face}${cash.suffix}`;
  };
  return [
    ...cash.bills.map((minor) => ({ minor, kind: 'bill' as const, label: label(minor) })),
    ...cash.coins.map((minor) => ({ minor, kind: 'coin' as const, label: label(minor) })),
  ];
}

/** Counts keyed by face value in minor units: {"2000": 3, "25": 4} = three $20 bills and four quarters. */
export type DenominationCounts = Readonly<Record<string, number>>;

export type DenominationCountIssue = { readonly path: string; readonly message: string };

/** Problems with a count sheet: unknown currency or face value, counts that are not whole numbers ≥ 0. */
export function validateDenominationCounts(
  currency: string,
  counts: DenominationCounts,
): DenominationCountIssue[] {
  const known = denominationsOf(currency);
  if (known.length === 0) {
    return [{ path: 'currency', message: `no denomination table for ${JSON.stringify(currency)}` }];
  }
  const values = new Set(known.map((denomination) => String(denomination.minor)));
  const issues: DenominationCountIssue[] = [];
  for (const [key, count] of Object.entries(counts)) {
    if (!values.has(key)) {
      issues.push({ path: key, message: `${key} is not a ${currency} bill or coin value in minor units` });
    } else if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      issues.push({ path: key, message: `count ${String(count)} is not a whole number of 0 or more` });
    }
  }
  return issues;
}

export class DenominationCountError extends Error {
  readonly code = 'invalid_denomination_counts';
  constructor(readonly issues: readonly DenominationCountIssue[]) {
    super(
      `invalid denomination counts: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'DenominationCountError';
  }
}

/** Total of a count sheet. Throws DenominationCountError listing every bad entry. */
export function countDenominations(currency: string, counts: DenominationCounts): Money {
  const issues = validateDenominationCounts(currency, counts);
  if (issues.length > 0) throw new DenominationCountError(issues);
  let total = 0n;
  for (const [key, count] of Object.entries(counts)) total += BigInt(key) * BigInt(count);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new DenominationCountError([{ path: 'total', message: 'the counted total is too large' }]);
  }
  return money(Number(total), currency);
}

/**
 * Quick-cash buttons: the amounts a customer is likely to hand over for `due`, i.e. `due` rounded up to
 * each bill's value, strictly above `due`, distinct, ascending, at most `limit` (default 4).
 * 13.45 USD → [14, 15, 20, 50]; 20.00 USD → [50, 100]. Pass the cash amount due (already cash-rounded).
 * No suggestions for a zero or negative amount or a currency without a table.
 */
export function quickCashAmounts(due: Money, options: { limit?: number } = {}): Money[] {
  const limit = options.limit ?? 4;
  if (due.minor <= 0) return [];
  const bills = denominationsOf(due.currency)
    .filter((denomination) => denomination.kind === 'bill')
    .map((denomination) => denomination.minor)
    .sort((a, b) => a - b);
  const suggestions = new Set<number>();
  for (const bill of bills) {
    const remainder = due.minor % bill;
    const roundedUp = remainder === 0 ? due.minor : due.minor - remainder + bill;
    if (roundedUp > due.minor && Number.isSafeInteger(roundedUp)) suggestions.add(roundedUp);
  }
  return [...suggestions]
    .sort((a, b) => a - b)
    .slice(0, Math.max(0, limit))
    .map((minor) => money(minor, due.currency));
}
