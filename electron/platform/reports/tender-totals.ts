// Totals by tender of a set of sales and returns, in integer minor units.
import type { TenderTotal } from '../../../shared/contract/drawer-report';
import type { Order, PaymentMethod } from '../../../shared/contract/order';
import { PAYMENT_METHODS } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import { money } from '../../../shared/money/money';
import { parseMoneyOrThrow, toWireAmount } from '../../../shared/money/parse';

export function tenderTotals(
  sales: readonly Order[],
  returns: readonly SaleReturn[],
  currency: string,
): TenderTotal[] {
  const totals = new Map<PaymentMethod, { sales: number; refunds: number }>(
    PAYMENT_METHODS.map((method) => [method, { sales: 0, refunds: 0 }]),
  );
  for (const sale of sales) {
    for (const payment of sale.payments) {
      const entry = totals.get(payment.method);
      if (entry) entry.sales += parseMoneyOrThrow(payment.amount, currency).minor;
    }
  }
  for (const saleReturn of returns) {
    for (const refund of saleReturn.refunds) {
      const entry = totals.get(refund.method);
      if (entry) entry.refunds += parseMoneyOrThrow(refund.amount, currency).minor;
    }
  }
  return PAYMENT_METHODS.map((method) => {
    const entry = totals.get(method) ?? { sales: 0, refunds: 0 };
    return {
      method,
      sales: toWireAmount(money(entry.sales, currency)),
      refunds: toWireAmount(money(entry.refunds, currency)),
      net: toWireAmount(money(entry.sales - entry.refunds, currency)),
    };
  });
}
