// Paying one total with several tenders (card + cash). The total is first split into exact shares;
// then only the cash share is rounded (card shares never are), and cash handed over gives change.
import { type Money, money, subtract, sum, toDecimalString } from '../money';
import { type CashRoundingContext, roundCashTender } from './round-cash-tender';

export type TenderMethod = 'cash' | 'card';

export type TenderRequest = {
  method: TenderMethod;
  /**
   * The share of the total this tender covers, before any rounding. Leave it out on (at most) one
   * tender: that tender takes whatever the others leave. For a refund (negative total) shares are negative.
   */
  amount?: Money;
  /** Cash only, sales only: the cash the customer handed over. Change is worked out from it. */
  tendered?: Money;
};

export type PlannedTender = {
  readonly method: TenderMethod;
  /** Exact share of the total covered by this tender. */
  readonly share: Money;
  /** What this tender pays (or refunds): the share itself for card, the rounded share for cash. */
  readonly amount: Money;
  /** amount − share; always zero for card. */
  readonly roundingAdjustment: Money;
  /** Cash handed over, when given. */
  readonly tendered?: Money;
  /** tendered − amount, when tendered is given. */
  readonly change?: Money;
};

export type TenderPlan = {
  readonly totalDue: Money;
  readonly tenders: readonly PlannedTender[];
  /** Sum of every tender's amount = totalDue + roundingAdjustment. */
  readonly totalCharged: Money;
  /** Sum of the tenders' rounding adjustments (only the cash tender contributes). */
  readonly roundingAdjustment: Money;
  /** Change to hand back (zero when no cash was tendered). */
  readonly changeDue: Money;
};

export type TenderPlanFailureCode =
  | 'no_tenders'
  | 'currency_mismatch'
  | 'more_than_one_remainder'
  | 'more_than_one_cash_tender'
  | 'wrong_sign'
  | 'amounts_exceed_total'
  | 'amounts_do_not_cover_total'
  | 'tendered_on_card'
  | 'tendered_on_refund'
  | 'insufficient_cash';

export type TenderPlanResult =
  | { readonly ok: true; readonly plan: TenderPlan }
  | {
      readonly ok: false;
      readonly code: TenderPlanFailureCode;
      /** Path of the offending field, e.g. "tenders.1.amount". */
      readonly field: string;
      readonly message: string;
    };

/**
 * Splits `totalDue` over the tenders and rounds the cash share by the store's rule.
 *
 * Example (CA store, rounding on): total 10.07 CAD, tenders [card 5.00, cash (remainder)] → card pays
 * 5.00, cash share 5.07 pays 5.05, roundingAdjustment −0.02, totalCharged 10.05.
 *
 * Rules: at least one tender; at most one cash tender; at most one tender without an amount (the
 * remainder); shares carry the sign of the total; shares must add up to the total exactly when every
 * tender has an amount. `tendered` is for a cash tender of a sale and must cover its rounded amount.
 */
export function planTenders(input: {
  totalDue: Money;
  tenders: readonly TenderRequest[];
  rounding: CashRoundingContext;
}): TenderPlanResult {
  const { totalDue, tenders, rounding } = input;
  const currency = totalDue.currency;
  if (tenders.length === 0) return fail('no_tenders', 'tenders', 'at least one tender is needed');

  const shares = exactShares(totalDue, tenders);
  if (!shares.ok) return shares;

  const planned: PlannedTender[] = [];
  for (const [index, tender] of tenders.entries()) {
    const share = shares.values[index] ?? money(0, currency);
    if (tender.method === 'card') {
      if (tender.tendered) {
        return fail(
          'tendered_on_card',
          `tenders.${index}.tendered`,
          'only a cash tender takes cash handed over',
        );
      }
      planned.push({ method: 'card', share, amount: share, roundingAdjustment: money(0, currency) });
      continue;
    }
    const rounded = roundCashTender({ amount: share, ...rounding });
    const cash = {
      method: 'cash' as const,
      share,
      amount: rounded.rounded,
      roundingAdjustment: rounded.adjustment,
    };
    if (!tender.tendered) {
      planned.push(cash);
      continue;
    }
    const field = `tenders.${index}.tendered`;
    if (tender.tendered.currency !== currency) {
      return fail(
        'currency_mismatch',
        field,
        `cash tendered is in ${tender.tendered.currency}, the total in ${currency}`,
      );
    }
    if (totalDue.minor < 0) return fail('tendered_on_refund', field, 'cash is not tendered on a refund');
    const change = changeDue(tender.tendered, cash.amount);
    if (!change.ok) return fail('insufficient_cash', field, change.message);
    planned.push({ ...cash, tendered: tender.tendered, change: change.change });
  }

  return {
    ok: true,
    plan: {
      totalDue,
      tenders: planned,
      totalCharged: sum(
        planned.map((tender) => tender.amount),
        currency,
      ),
      roundingAdjustment: sum(
        planned.map((tender) => tender.roundingAdjustment),
        currency,
      ),
      changeDue: sum(
        planned.map((tender) => tender.change ?? money(0, currency)),
        currency,
      ),
    },
  };
}

/** What the customer pays when paying the whole total in cash (the rounded total). */
export function cashDue(totalDue: Money, rounding: CashRoundingContext): Money {
  return roundCashTender({ amount: totalDue, ...rounding }).rounded;
}

export type ChangeDueResult =
  | { readonly ok: true; readonly change: Money }
  | {
      readonly ok: false;
      readonly code: 'insufficient_cash';
      readonly shortBy: Money;
      readonly message: string;
    };

/** Change to give back: tendered − due, refused when the cash handed over does not cover what is due. */
export function changeDue(tendered: Money, due: Money): ChangeDueResult {
  const change = subtract(tendered, due);
  if (change.minor < 0) {
    const shortBy = money(-change.minor, due.currency);
    return {
      ok: false,
      code: 'insufficient_cash',
      shortBy,
      message: `cash tendered ${show(tendered)} is ${show(shortBy)} short of the ${show(due)} due`,
    };
  }
  return { ok: true, change };
}

type SharesResult = { ok: true; values: Money[] } | Extract<TenderPlanResult, { ok: false }>;

function exactShares(totalDue: Money, tenders: readonly TenderRequest[]): SharesResult {
  const currency = totalDue.currency;
  // A zero total counts as a sale: its shares must not be negative either.
  const totalSign = totalDue.minor < 0 ? -1 : 1;
  let remainderIndex: number | undefined;
  let cashIndex: number | undefined;
  const explicit: Money[] = [];
  for (const [index, tender] of tenders.entries()) {
    if (tender.method === 'cash') {
      if (cashIndex !== undefined) {
        return fail(
          'more_than_one_cash_tender',
          `tenders.${index}`,
          'cash is one tender: put all the cash in one',
        );
      }
      cashIndex = index;
    }
    if (!tender.amount) {
      if (remainderIndex !== undefined) {
        return fail(
          'more_than_one_remainder',
          `tenders.${index}.amount`,
          'only one tender may leave its amount out',
        );
      }
      remainderIndex = index;
      continue;
    }
    const field = `tenders.${index}.amount`;
    if (tender.amount.currency !== currency) {
      return fail(
        'currency_mismatch',
        field,
        `tender is in ${tender.amount.currency}, the total in ${currency}`,
      );
    }
    if (Math.sign(tender.amount.minor) * totalSign < 0) {
      return fail(
        'wrong_sign',
        field,
        totalDue.minor < 0 ? 'a refund share must not be positive' : 'a share must not be negative',
      );
    }
    explicit.push(tender.amount);
  }

  const rest = subtract(totalDue, sum(explicit, currency));
  if (Math.sign(rest.minor) * totalSign < 0) {
    return fail('amounts_exceed_total', 'tenders', 'the tender amounts add up to more than the total due');
  }
  if (remainderIndex === undefined && rest.minor !== 0) {
    return fail('amounts_do_not_cover_total', 'tenders', 'the tender amounts do not add up to the total due');
  }
  return { ok: true, values: tenders.map((tender) => tender.amount ?? rest) };
}

function fail(
  code: TenderPlanFailureCode,
  field: string,
  message: string,
): Extract<TenderPlanResult, { ok: false }> {
  return { ok: false, code, field, message };
}

function show(amount: Money): string {
  return `${toDecimalString(amount)} ${amount.currency}`;
}
