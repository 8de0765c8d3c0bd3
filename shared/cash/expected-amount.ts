// What should be in a drawer, from its transactions (platform contract, "Application and cash
// configuration"): opening float + cash sales (net of change) − cash refunds + inflows − outflows,
// counted from the latest daily_open. Counts (audit_count, daily_close) are compared with it.
import { type Money, money, subtract } from '../money';
import {
  type CashTransactionType,
  INFLOW_TYPES,
  isCashTransactionType,
  OUTFLOW_TYPES,
} from './transaction-types';

/** The few facts of a drawer transaction this module needs (the contract layer maps wire records to it). */
export type DrawerTransactionInput = {
  type: CashTransactionType;
  /** Amount in minor units, as a magnitude (≥ 0): the type says whether cash went in or out. */
  amountMinor: number;
  /** Cash counted, in minor units (audit_count, daily_close). Falls back to amountMinor when absent. */
  countedAmountMinor?: number | null;
  /** RFC 3339 timestamp; transactions are taken in this order (input order breaks ties). */
  createdAt: string;
};

export type DrawerState = 'open' | 'closed' | 'never_opened';

export type DrawerCount = {
  readonly type: 'audit_count' | 'daily_close';
  readonly at: string;
  readonly countedAmount: Money;
  /** Expected amount at the moment of the count (later sales do not change a past count's variance). */
  readonly expectedAmount: Money;
  /** countedAmount − expectedAmount. */
  readonly variance: Money;
};

export type DrawerSummary = {
  readonly state: DrawerState;
  /** createdAt of the latest daily_open; null when never opened. */
  readonly openedAt: string | null;
  /** createdAt of the daily_close ending the latest session; null unless closed. */
  readonly closedAt: string | null;
  readonly openingFloat: Money;
  readonly cashSales: Money;
  readonly cashRefunds: Money;
  readonly inflows: Money;
  readonly outflows: Money;
  /** openingFloat + cashSales − cashRefunds + inflows − outflows (up to the close for a closed drawer). */
  readonly expectedAmount: Money;
  /** The latest count of the session, or null when nobody counted since the open. */
  readonly lastCount: DrawerCount | null;
  /** lastCount's variance, or null without a count. */
  readonly variance: Money | null;
};

const INFLOWS: ReadonlySet<string> = new Set(INFLOW_TYPES);
const OUTFLOWS: ReadonlySet<string> = new Set(OUTFLOW_TYPES);

/**
 * Summarises a drawer's latest session (from its latest daily_open up to now, or up to the daily_close
 * that ended it). Transactions before that open belong to earlier days and are ignored. Throws a
 * RangeError naming `transactions.<index>.<field>` for a malformed transaction.
 */
export function summarizeDrawer(
  transactions: readonly DrawerTransactionInput[],
  currency: string,
): DrawerSummary {
  const ordered = chronological(transactions);
  const openIndex = findLastIndex(ordered, (entry) => entry.transaction.type === 'daily_open');
  if (openIndex < 0) return neverOpened(currency);

  const open = ordered[openIndex]!.transaction;
  const totals = { cashSales: 0n, cashRefunds: 0n, inflows: 0n, outflows: 0n };
  let lastCount: DrawerCount | null = null;
  let closedAt: string | null = null;
  const expectedNow = () =>
    bigMoney(
      BigInt(open.amountMinor) + totals.cashSales - totals.cashRefunds + totals.inflows - totals.outflows,
      currency,
    );

  for (const { transaction } of ordered.slice(openIndex + 1)) {
    const amount = BigInt(transaction.amountMinor);
    if (transaction.type === 'cash_sale') totals.cashSales += amount;
    else if (transaction.type === 'cash_refund') totals.cashRefunds += amount;
    else if (INFLOWS.has(transaction.type)) totals.inflows += amount;
    else if (OUTFLOWS.has(transaction.type)) totals.outflows += amount;
    else if (transaction.type === 'audit_count' || transaction.type === 'daily_close') {
      const expectedAmount = expectedNow();
      const countedAmount = money(transaction.countedAmountMinor ?? transaction.amountMinor, currency);
      lastCount = {
        type: transaction.type,
        at: transaction.createdAt,
        countedAmount,
        expectedAmount,
        variance: subtract(countedAmount, expectedAmount),
      };
      if (transaction.type === 'daily_close') {
        closedAt = transaction.createdAt;
        // A closed drawer takes nothing but the next daily_open, which would start a new session.
        break;
      }
    }
    // no_sale opens the drawer without moving cash.
  }

  return {
    state: closedAt === null ? 'open' : 'closed',
    openedAt: open.createdAt,
    closedAt,
    openingFloat: money(open.amountMinor, currency),
    cashSales: bigMoney(totals.cashSales, currency),
    cashRefunds: bigMoney(totals.cashRefunds, currency),
    inflows: bigMoney(totals.inflows, currency),
    outflows: bigMoney(totals.outflows, currency),
    expectedAmount: expectedNow(),
    lastCount,
    variance: lastCount?.variance ?? null,
  };
}

type Ordered = { transaction: DrawerTransactionInput; time: number; index: number };

function chronological(transactions: readonly DrawerTransactionInput[]): Ordered[] {
  return transactions
    .map((transaction, index) => ({ transaction, time: validated(transaction, index), index }))
    .sort((a, b) => a.time - b.time || a.index - b.index);
}

function validated(transaction: DrawerTransactionInput, index: number): number {
  const at = `transactions.${index}`;
  if (!isCashTransactionType(transaction.type)) {
    throw new RangeError(`${at}.type: ${JSON.stringify(transaction.type)} is not a cash transaction type`);
  }
  if (!isMinorMagnitude(transaction.amountMinor)) {
    throw new RangeError(
      `${at}.amountMinor: ${String(transaction.amountMinor)} is not a non-negative integer`,
    );
  }
  const counted = transaction.countedAmountMinor;
  if (counted !== undefined && counted !== null && !isMinorMagnitude(counted)) {
    throw new RangeError(`${at}.countedAmountMinor: ${String(counted)} is not a non-negative integer`);
  }
  const time = Date.parse(transaction.createdAt);
  if (Number.isNaN(time)) {
    throw new RangeError(`${at}.createdAt: ${JSON.stringify(transaction.createdAt)} is not a timestamp`);
  }
  return time;
}

function isMinorMagnitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function bigMoney(minor: bigint, currency: string): Money {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`drawer total ${minor.toString()} minor units of ${currency} is out of range`);
  }
  return money(Number(minor), currency);
}

function findLastIndex<T>(list: readonly T[], predicate: (item: T) => boolean): number {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    if (predicate(list[index]!)) return index;
  }
  return -1;
}

function neverOpened(currency: string): DrawerSummary {
  const none = money(0, currency);
  return {
    state: 'never_opened',
    openedAt: null,
    closedAt: null,
    openingFloat: none,
    cashSales: none,
    cashRefunds: none,
    inflows: none,
    outflows: none,
    expectedAmount: none,
    lastCount: null,
    variance: null,
  };
}
