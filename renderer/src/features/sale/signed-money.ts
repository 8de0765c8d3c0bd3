// A rounding adjustment reads with its sign: "+$0.02" (the customer pays two cents more), "-$0.02" (less),
// "$0.00". Exact: the amount is formatted by shared/money, only the plus is added.
import { formatMoney, type Money } from '../../../../shared/money';

export function formatSignedMoney(amount: Money, locale: string): string {
  const text = formatMoney(amount, locale);
  return amount.minor > 0 ? `+${text}` : text;
}
