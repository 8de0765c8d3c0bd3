// Wire decimals → Money views, exactly (shared/money parses the decimal's text; no float arithmetic).
import type { MoneyView } from './money';
import { money, type Money } from '../../money/money';
import { parseMoneyOrThrow, toWireAmount } from '../../money/parse';

export function wireToMoney(
  value: number,
  currency: string,
  options: { allowNegative?: boolean } = {},
): MoneyView {
  const parsed = parseMoneyOrThrow(value, currency, options);
  return { minor: parsed.minor, currency: parsed.currency };
}

export function toMoneyView(amount: Money): MoneyView {
  return { minor: amount.minor, currency: amount.currency };
}

/** A Money view from the renderer → Money (checked: safe integer, known currency). */
export function fromMoneyView(view: MoneyView): Money {
  return money(view.minor, view.currency);
}

/** A Money view → the platform's wire decimal. */
export function moneyViewToWire(view: MoneyView): number {
  return toWireAmount(fromMoneyView(view));
}
