// A return's tax given back per tax line of the sale, labelled as the sale's receipt printed it: what the
// end-of-day reports net against the tax collected, component by component.
import type { Order } from '../contract/order';
import type { ReturnedTax } from '../contract/sale-return';
import { toWireAmount } from '../money/parse';
import { money } from '../money/money';
import type { RefundPlan } from './refund-plan';

export function returnedTaxesOf(order: Order, plan: Pick<RefundPlan, 'lines' | 'currency'>): ReturnedTax[] {
  const totals = new Map<string, ReturnedTax & { minor: number }>();
  for (const share of plan.lines.flatMap((line) => line.taxes)) {
    const key = `${share.componentId} ${share.rate}`;
    const known = totals.get(key);
    if (known) {
      known.minor += share.amount.minor;
      continue;
    }
    const charged = (order.taxes ?? []).find(
      (line) => line.component_id === share.componentId && line.rate === share.rate,
    );
    totals.set(key, {
      component_id: share.componentId,
      label: charged?.label ?? share.componentId,
      rate: share.rate,
      amount: 0,
      minor: share.amount.minor,
    });
  }
  return [...totals.values()].map(({ minor, ...line }) => ({
    ...line,
    amount: toWireAmount(money(minor, plan.currency)),
  }));
}
