// What a return gives back: which lines may still be returned (never more than was sold minus what earlier
// returns took back), the value of the returned goods (with their share of each tax line: added to the
// value when the sale added tax to its prices), and how that value goes back over the sale's tenders.
// Integer minor units throughout.
//
// Refund rule (the store's books must balance to the cent over any sequence of returns):
// - card tenders are refunded first, up to what each paid minus what was already refunded to it: the
//   money goes back where it came from, and the drawer gives out as little cash as possible;
// - the rest is cash, rounded by the store's cash rule (the refund side: the magnitude rounds as a sale's
//   would), never more than the cash the sale kept minus earlier cash refunds;
// - the return that takes the last goods of the sale back refunds exactly what each tender still holds, so
//   the refunds of a fully returned sale add up to what was paid, whatever rounding happened on the way.
import { roundCashTender, type CashRoundingContext } from '../cash-rounding/round-cash-tender';
import { money, type Money } from '../money/money';

export type RefundMethod = 'cash' | 'card';

/** A line's share of one of the sale's tax lines (a component at a rate). */
export interface LineTaxShare {
  componentId: string;
  rate: string;
  amount: Money;
}

export interface SoldLine {
  productId: string;
  quantity: number;
  unit: Money;
  /** The whole line's share of each tax line the sale charged (added or contained). */
  taxes?: readonly LineTaxShare[];
}

export interface PaidTender {
  method: RefundMethod;
  /** What the tender paid (for cash: the rounded amount the drawer kept). */
  amount: Money;
}

export interface EarlierReturn {
  lines: readonly { productId: string; quantity: number; taxes?: readonly LineTaxShare[] }[];
  refunds: readonly { method: RefundMethod; amount: Money }[];
}

export interface ReturnLineInput {
  productId: string;
  quantity: number;
}

export interface PlannedReturnLine {
  productId: string;
  quantity: number;
  unit: Money;
  /** unit × quantity. */
  amount: Money;
  /** The returned goods' share of each tax line of the sale (contained in the amount when prices include tax). */
  taxes: LineTaxShare[];
  /** Tax refunded on top of the amount: the sum of `taxes` when it was added to the prices, else zero. */
  tax: Money;
}

export interface PlannedRefund {
  method: RefundMethod;
  /** The exact share of the returned value this tender takes. */
  share: Money;
  /** What goes back to the customer (cash: the share rounded by the store's rule). */
  amount: Money;
  /** amount − share. */
  roundingAdjustment: Money;
}

export interface RefundPlan {
  currency: string;
  lines: PlannedReturnLine[];
  /** Value of the returned goods before tax. */
  goods: Money;
  tax: Money;
  /** goods + tax: what the returned goods cost the customer before cash rounding. */
  value: Money;
  refunds: PlannedRefund[];
  totalRefunded: Money;
  /** After this return nothing of the sale is left to return. */
  completesSale: boolean;
}

/** Why a return was refused (the same codes the platform answers with). */
export type RefundRefusalCode =
  'product_not_on_sale' | 'already_returned' | 'over_sold_quantity' | 'nothing_to_return';

export type RefundPlanRefusal = {
  ok: false;
  code: RefundRefusalCode;
  field: string;
  message: string;
};

export type RefundPlanResult = { ok: true; plan: RefundPlan } | RefundPlanRefusal;

export interface ReturnableQuantity {
  productId: string;
  unit: Money;
  sold: number;
  returned: number;
  returnable: number;
}

/** Per product of the sale (lines of one product taken together): sold, already returned, still returnable. */
export function returnableQuantities(
  sold: readonly SoldLine[],
  earlier: readonly EarlierReturn[],
): ReturnableQuantity[] {
  const byProduct = new Map<string, ReturnableQuantity>();
  for (const line of sold) {
    const entry = byProduct.get(line.productId);
    if (entry) entry.sold += line.quantity;
    else
      byProduct.set(line.productId, {
        productId: line.productId,
        unit: line.unit,
        sold: line.quantity,
        returned: 0,
        returnable: 0,
      });
  }
  for (const earlierReturn of earlier) {
    for (const line of earlierReturn.lines) {
      const entry = byProduct.get(line.productId);
      if (entry) entry.returned += line.quantity;
    }
  }
  for (const entry of byProduct.values()) entry.returnable = Math.max(0, entry.sold - entry.returned);
  return [...byProduct.values()];
}

export function planRefund(input: {
  currency: string;
  sold: readonly SoldLine[];
  tenders: readonly PaidTender[];
  earlier: readonly EarlierReturn[];
  lines: readonly ReturnLineInput[];
  rounding: CashRoundingContext;
  /** The sale's prices included its tax (the tax shares are then inside the amounts, not added). */
  pricesIncludeTax?: boolean;
}): RefundPlanResult {
  const { currency } = input;
  const quantities = returnableQuantities(input.sold, input.earlier);
  if (input.lines.length === 0)
    return refusal('nothing_to_return', 'lines', 'name at least one line to return');

  const lines: PlannedReturnLine[] = [];
  for (const [index, line] of input.lines.entries()) {
    const entry = returnableEntryFor(quantities, line, index);
    if ('ok' in entry) return entry;
    lines.push(plannedLine(input, entry, line.quantity));
  }

  const completesSale = quantities.every((entry) => {
    const now = lines.find((line) => line.productId === entry.productId)?.quantity ?? 0;
    return entry.returnable - now === 0;
  });
  const goods = money(
    lines.reduce((total, line) => total + line.amount.minor, 0),
    currency,
  );
  const tax = money(
    lines.reduce((total, line) => total + line.tax.minor, 0),
    currency,
  );
  const value = money(goods.minor + tax.minor, currency);
  const refunds = completesSale
    ? refundWhatIsLeft(input.tenders, input.earlier, value, currency)
    : refundCardFirst(input.tenders, input.earlier, value, input.rounding, currency);
  const totalRefunded = refunds.reduce(
    (total, refund) => money(total.minor + refund.amount.minor, currency),
    money(0, currency),
  );
  return {
    ok: true,
    plan: { currency, lines, goods, tax, value, refunds, totalRefunded, completesSale },
  };
}

type RefundPlanInput = Parameters<typeof planRefund>[0];

/** The sale's entry for a line to return, or why it cannot be returned (not sold, all back, too many). */
function returnableEntryFor(
  quantities: readonly ReturnableQuantity[],
  line: ReturnLineInput,
  index: number,
): ReturnableQuantity | RefundPlanRefusal {
  const entry = quantities.find((candidate) => candidate.productId === line.productId);
  if (!entry) {
    return refusal(
      'product_not_on_sale',
      `lines.${index}.product_id`,
      `${line.productId} was not sold on this sale`,
    );
  }
  if (entry.returnable === 0) {
    return refusal(
      'already_returned',
      `lines.${index}.quantity`,
      `all ${entry.sold} of ${line.productId} sold were already returned`,
    );
  }
  if (line.quantity > entry.returnable) {
    return refusal(
      'over_sold_quantity',
      `lines.${index}.quantity`,
      `${entry.sold} of ${line.productId} were sold and ${entry.returned} already returned: at most ${entry.returnable} can be returned, not ${line.quantity}`,
    );
  }
  return entry;
}

/** The returned units at the sale's unit price, with their tax shares (added on top unless prices included it). */
function plannedLine(input: RefundPlanInput, entry: ReturnableQuantity, quantity: number): PlannedReturnLine {
  const { currency } = input;
  const taxes = taxShares(input.sold, input.earlier, entry, quantity);
  const added = input.pricesIncludeTax ? 0 : taxes.reduce((total, share) => total + share.amount.minor, 0);
  return {
    productId: entry.productId,
    quantity,
    unit: entry.unit,
    amount: money(entry.unit.minor * quantity, currency),
    taxes,
    tax: money(added, currency),
  };
}

function refusal(code: RefundRefusalCode, field: string, message: string): RefundPlanRefusal {
  return { ok: false, code, field, message };
}

/**
 * The returned units' share of each tax line of their product: proportional to the quantity (half up, in
 * integers), and for the units that finish the product, whatever of its tax earlier returns left, so a
 * fully returned line refunds its tax to the cent, component by component.
 */
function taxShares(
  sold: readonly SoldLine[],
  earlier: readonly EarlierReturn[],
  entry: ReturnableQuantity,
  quantity: number,
): LineTaxShare[] {
  const key = (share: LineTaxShare) => `${share.componentId} ${share.rate}`;
  const charged = new Map<string, LineTaxShare>();
  for (const share of sold
    .filter((line) => line.productId === entry.productId)
    .flatMap((line) => line.taxes ?? [])) {
    const known = charged.get(key(share));
    charged.set(
      key(share),
      known
        ? { ...known, amount: money(known.amount.minor + share.amount.minor, share.amount.currency) }
        : share,
    );
  }
  const refunded = new Map<string, number>();
  for (const share of earlier
    .flatMap((earlierReturn) => earlierReturn.lines)
    .filter((line) => line.productId === entry.productId)
    .flatMap((line) => line.taxes ?? [])) {
    refunded.set(key(share), (refunded.get(key(share)) ?? 0) + share.amount.minor);
  }
  return [...charged.values()].map((share) => {
    const left = share.amount.minor - (refunded.get(key(share)) ?? 0);
    const proportional = Math.floor((2 * share.amount.minor * quantity + entry.sold) / (2 * entry.sold));
    const amount = quantity === entry.returnable ? left : Math.min(proportional, left);
    return { componentId: share.componentId, rate: share.rate, amount: money(amount, share.amount.currency) };
  });
}

/** What each tender paid minus what was refunded to it so far, by method (card before cash). */
function remainingByMethod(
  tenders: readonly PaidTender[],
  earlier: readonly EarlierReturn[],
): Map<RefundMethod, number> {
  const remaining = new Map<RefundMethod, number>([
    ['card', 0],
    ['cash', 0],
  ]);
  for (const tender of tenders)
    remaining.set(tender.method, (remaining.get(tender.method) ?? 0) + tender.amount.minor);
  for (const refund of earlier.flatMap((earlierReturn) => earlierReturn.refunds)) {
    remaining.set(refund.method, (remaining.get(refund.method) ?? 0) - refund.amount.minor);
  }
  for (const [method, left] of remaining) remaining.set(method, Math.max(0, left));
  return remaining;
}

function refundWhatIsLeft(
  tenders: readonly PaidTender[],
  earlier: readonly EarlierReturn[],
  value: Money,
  currency: string,
): PlannedRefund[] {
  const remaining = remainingByMethod(tenders, earlier);
  const card = remaining.get('card') ?? 0;
  const cash = remaining.get('cash') ?? 0;
  const refunds: PlannedRefund[] = [];
  if (card > 0) refunds.push(refundOf('card', card, card, currency));
  if (cash > 0) refunds.push(refundOf('cash', Math.max(0, value.minor - card), cash, currency));
  return refunds;
}

function refundCardFirst(
  tenders: readonly PaidTender[],
  earlier: readonly EarlierReturn[],
  value: Money,
  rounding: CashRoundingContext,
  currency: string,
): PlannedRefund[] {
  const remaining = remainingByMethod(tenders, earlier);
  const refunds: PlannedRefund[] = [];
  const card = Math.min(remaining.get('card') ?? 0, value.minor);
  if (card > 0) refunds.push(refundOf('card', card, card, currency));
  const cashShare = value.minor - card;
  if (cashShare > 0) {
    const rounded = roundCashTender({ amount: money(cashShare, currency), ...rounding }).rounded.minor;
    const cash = Math.min(rounded, remaining.get('cash') ?? 0);
    if (cash > 0) refunds.push(refundOf('cash', cashShare, cash, currency));
  }
  return refunds;
}

function refundOf(method: RefundMethod, share: number, amount: number, currency: string): PlannedRefund {
  return {
    method,
    share: money(share, currency),
    amount: money(amount, currency),
    roundingAdjustment: money(method === 'card' ? 0 : amount - share, currency),
  };
}
