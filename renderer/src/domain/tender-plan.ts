// How the customer pays, worked out on the screen as the associate types: the same shared planTenders() the
// main process records the sale with, so what is shown (cash rounded by the store's rule, change due) is what
// is recorded. Cash only, card only (an external terminal, never rounded), or split: a card part and the rest
// in cash — only the cash part rounds.
import type { MoneyView } from '../../../shared/bridge/views/money';
import type { RoundingContextView } from '../../../shared/bridge/views/sale';
import {
  planTenders,
  type CashRoundingContext,
  type PlannedTender,
  type TenderPlan,
  type TenderPlanFailureCode,
  type TenderRequest,
} from '../../../shared/cash-rounding';
import { compare, money, type Money } from '../../../shared/money';

export type TenderMode = 'cash' | 'card' | 'split';

export const TENDER_MODES: ReadonlyArray<{ id: TenderMode; label: string }> = [
  { id: 'cash', label: 'Cash' },
  { id: 'card', label: 'Card' },
  { id: 'split', label: 'Split' },
];

/** What the associate has entered so far on the tender panel. */
export interface TenderDraft {
  mode: TenderMode;
  /** Cash the customer handed over (cash and split). */
  cashTendered: Money | null;
  /** The part paid by card (split only; card only pays everything). */
  cardAmount: Money | null;
  /** The associate confirmed the terminal approved the card payment. */
  cardApproved: boolean;
}

export const EMPTY_DRAFT: TenderDraft = {
  mode: 'cash',
  cashTendered: null,
  cardAmount: null,
  cardApproved: false,
};

/** The field a problem belongs to on the tender panel. */
export type TenderField = 'cashTendered' | 'cardAmount' | 'tenders';

/**
 * What is wrong, by code (the screen words it from the catalog): the card part of a split is zero or
 * covers the whole total, or planTenders() refused the tenders.
 */
export type TenderProblemCode = 'card_part_not_positive' | 'card_part_covers_total' | TenderPlanFailureCode;

export interface TenderProblem {
  field: TenderField;
  code: TenderProblemCode;
  /** The cash handed over is this much short of the cash due (the screen says it in the user's locale). */
  shortBy?: Money;
}

export interface CheckoutPlan {
  /** null while the draft cannot be planned yet (a split without its card part) or is refused. */
  plan: TenderPlan | null;
  /** Why the draft cannot be taken, by field (null: nothing wrong so far). */
  problem: TenderProblem | null;
  /** The cash tender of the plan (its share, rounded amount and adjustment), if any. */
  cash: PlannedTender | null;
  card: PlannedTender | null;
  /** Whether cash rounding applies to this store's cash tenders (the rounding line is shown only then). */
  roundingApplies: boolean;
  /** Everything needed is there: cash handed over covers the cash due, the card was approved. */
  ready: boolean;
}

/** The rounding context the main process reported, as shared/cash-rounding takes it. */
export function roundingContextOf(view: RoundingContextView | null): CashRoundingContext {
  return {
    storeCountry: view?.storeCountry ?? '',
    storeListedForUsRounding: view?.storeListedForUsRounding ?? false,
    cashRoundingEnabled: view?.cashRoundingEnabled ?? false,
  };
}

/** The tenders as planTenders and the sale.quote/sale.complete calls take them. */
export function tenderRequestsOf(draft: TenderDraft): TenderRequest[] {
  const cash: TenderRequest = {
    method: 'cash',
    ...(draft.cashTendered ? { tendered: draft.cashTendered } : {}),
  };
  switch (draft.mode) {
    case 'cash':
      return [cash];
    case 'card':
      return [{ method: 'card' }];
    case 'split':
      return [{ method: 'card', ...(draft.cardAmount ? { amount: draft.cardAmount } : {}) }, cash];
  }
}

export function toMoneyView(amount: Money): MoneyView {
  return { minor: amount.minor, currency: amount.currency };
}

/** The same tenders as bridge views (plain minor units + currency). */
export function tenderViewsOf(draft: TenderDraft): Array<{
  method: 'cash' | 'card';
  amount?: MoneyView;
  tendered?: MoneyView;
}> {
  return tenderRequestsOf(draft).map((tender) => ({
    method: tender.method,
    ...(tender.amount ? { amount: toMoneyView(tender.amount) } : {}),
    ...(tender.tendered ? { tendered: toMoneyView(tender.tendered) } : {}),
  }));
}

/** Plans the draft against the total: what each tender pays, the rounding, the change, what is missing. */
export function planCheckout(
  total: Money,
  draft: TenderDraft,
  rounding: RoundingContextView | null,
): CheckoutPlan {
  const context = roundingContextOf(rounding);
  const roundingApplies = rounding?.applies ?? false;
  const none = { plan: null, cash: null, card: null, roundingApplies, ready: false };
  if (total.minor <= 0) return { ...none, problem: null };

  if (draft.mode === 'split') {
    const card = draft.cardAmount;
    if (!card) return { ...none, problem: null };
    if (card.minor <= 0) {
      return { ...none, problem: { field: 'cardAmount', code: 'card_part_not_positive' } };
    }
    if (compare(card, total) >= 0) {
      return {
        ...none,
        problem: { field: 'cardAmount', code: 'card_part_covers_total' },
      };
    }
  }

  // Planned without the cash handed over first: the cash due is known even before the associate types it.
  const withoutTendered = planTenders({
    totalDue: total,
    tenders: tenderRequestsOf({ ...draft, cashTendered: null }),
    rounding: context,
  });
  if (!withoutTendered.ok) {
    return { ...none, problem: { field: 'tenders', code: withoutTendered.code } };
  }
  const base = pick(withoutTendered.plan);
  if (!draft.cashTendered || !base.cash) {
    return {
      ...base,
      problem: null,
      roundingApplies,
      ready: base.cash === null && draft.cardApproved,
    };
  }

  const full = planTenders({ totalDue: total, tenders: tenderRequestsOf(draft), rounding: context });
  if (!full.ok) {
    const problem: TenderProblem =
      full.code === 'insufficient_cash'
        ? {
            field: 'cashTendered',
            code: full.code,
            shortBy: money(base.cash.amount.minor - draft.cashTendered.minor, base.cash.amount.currency),
          }
        : { field: 'cashTendered', code: full.code };
    return { ...base, problem, roundingApplies, ready: false };
  }
  const planned = pick(full.plan);
  return {
    ...planned,
    problem: null,
    roundingApplies,
    ready: planned.card === null || draft.cardApproved,
  };
}

function pick(plan: TenderPlan): Pick<CheckoutPlan, 'plan' | 'cash' | 'card'> {
  return {
    plan,
    cash: plan.tenders.find((tender) => tender.method === 'cash') ?? null,
    card: plan.tenders.find((tender) => tender.method === 'card') ?? null,
  };
}
