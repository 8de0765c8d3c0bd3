// What a return reasons about, read off a sale as the order contract carries it: the lines as sold with
// each one's share of every tax line, what each tender paid, and what earlier returns took back. The
// platform (which decides) and the workstation (which previews) read a sale the same way through these.
import type { Order } from '../contract/order';
import type { SaleReturn } from '../contract/sale-return';
import { money, type Money } from '../money/money';
import { parseMoneyOrThrow } from '../money/parse';
import type { EarlierReturn, LineTaxShare, PaidTender, SoldLine } from './refund-plan';

function taxSharesOf(
  taxes: readonly { component_id: string; rate: string; amount: number }[] | undefined,
  currency: string,
): LineTaxShare[] {
  return (taxes ?? []).map((share) => ({
    componentId: share.component_id,
    rate: share.rate,
    amount: parseMoneyOrThrow(share.amount, currency, { allowNegative: true }),
  }));
}

export function soldLinesOf(order: Order): SoldLine[] {
  return order.shipments.flatMap((shipment) =>
    shipment.items.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      unit: parseMoneyOrThrow(item.price, order.currency),
      taxes: taxSharesOf(item.taxes, order.currency),
    })),
  );
}

/** Tax added on top of the prices (none when they include it, or the sale charged none). */
export function addedTaxOf(order: Order): Money {
  if (order.prices_include_tax !== false) return money(0, order.currency);
  return money(
    (order.taxes ?? []).reduce(
      (total, line) => total + parseMoneyOrThrow(line.amount, order.currency, { allowNegative: true }).minor,
      0,
    ),
    order.currency,
  );
}

/** What the customer owed before cash rounding: the goods, plus the tax when it was added to the prices. */
export function saleTotalOf(order: Order): Money {
  const goods = soldLinesOf(order).reduce((total, line) => total + line.unit.minor * line.quantity, 0);
  return money(goods + addedTaxOf(order).minor, order.currency);
}

/**
 * What each tender paid. A pickup order paid online carries no payments: its refund goes back to the
 * card it was paid with, for what its checkout charged.
 */
export function paidTendersOf(order: Order): PaidTender[] {
  if (order.payments.length > 0) {
    return order.payments.map((payment) => ({
      method: payment.method,
      amount: parseMoneyOrThrow(payment.amount, order.currency),
    }));
  }
  return [{ method: 'card', amount: saleTotalOf(order) }];
}

export function earlierReturnsOf(returns: readonly SaleReturn[]): EarlierReturn[] {
  return returns.map((saleReturn) => ({
    lines: saleReturn.lines.map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
      taxes: taxSharesOf(line.taxes, saleReturn.currency),
    })),
    refunds: saleReturn.refunds.map((refund) => ({
      method: refund.method,
      amount: parseMoneyOrThrow(refund.amount, saleReturn.currency),
    })),
  }));
}
