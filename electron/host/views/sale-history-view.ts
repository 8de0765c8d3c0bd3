// Sales, returns and refund previews from the platform → the bridge's views (amounts parsed exactly from
// wire decimals; product titles from the local catalog, the id when the product is not known here).
import type {
  RefundPreviewView,
  ReturnView,
  SaleSummaryView,
  SaleView,
} from '../../../shared/bridge/views/returns';
import { toMoneyView, wireToMoney } from '../../../shared/bridge/views/money-conversion';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { SaleDetail, SaleListItem } from '../../../shared/contract/sales-history';
import { money } from '../../../shared/money/money';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import type { RefundPlan } from '../../../shared/returns/refund-plan';
import { saleTotalOf } from '../../../shared/returns/sale-refund-inputs';

/** A product's title as the store's catalog names it. */
export type ProductTitle = (productId: string) => string;

export function toSaleSummaryView(item: SaleListItem): SaleSummaryView {
  return {
    orderId: item.order_id,
    externalId: item.external_id,
    kind: item.kind,
    createdAt: item.created_at,
    total: wireToMoney(item.total, item.currency),
    totalPaid: wireToMoney(item.total_paid, item.currency),
    tenders: item.tenders,
    itemCount: item.item_count,
    returnedCount: item.returned_count,
    totalRefunded: wireToMoney(item.total_refunded, item.currency),
  };
}

export function toReturnView(saleReturn: SaleReturn, title: ProductTitle): ReturnView {
  const { currency } = saleReturn;
  return {
    returnId: saleReturn.return_id,
    createdAt: saleReturn.created_at,
    lines: saleReturn.lines.map((line) => ({
      productId: line.product_id,
      title: title(line.product_id),
      quantity: line.quantity,
      amount: wireToMoney(line.amount, currency),
    })),
    total: wireToMoney(saleReturn.total, currency),
    refunds: saleReturn.refunds.map((refund) => ({
      method: refund.method,
      amount: wireToMoney(refund.amount, currency),
      roundingAdjustment: wireToMoney(refund.rounding_adjustment, currency, { allowNegative: true }),
    })),
    totalRefunded: wireToMoney(saleReturn.total_refunded, currency),
    associate: saleReturn.associate,
    approvedBy: saleReturn.approved_by,
    receipt: saleReturn.receipt,
  };
}

export function toSaleView(detail: SaleDetail, title: ProductTitle): SaleView {
  const { order } = detail;
  const { currency } = order;
  // What the customer owed: the goods, plus the tax when it was added to the prices.
  const goods = saleTotalOf(order).minor;
  const paid = order.payments.reduce(
    (total, payment) => total + parseMoneyOrThrow(payment.amount, currency).minor,
    0,
  );
  return {
    orderId: order.order_id,
    externalId: order.external_id,
    kind: detail.kind,
    createdAt: order.created_at,
    currency,
    customer: order.customer?.name ?? null,
    lines: detail.lines.map((line) => ({
      productId: line.product_id,
      title: title(line.product_id),
      unitPrice: wireToMoney(line.unit_price, currency),
      sold: line.sold,
      returned: line.returned,
      returnable: line.returnable,
    })),
    tenders: order.payments.map((payment) => ({
      method: payment.method,
      amount: wireToMoney(payment.amount, currency),
      roundingAdjustment: wireToMoney(payment.rounding_adjustment, currency, { allowNegative: true }),
      cardLastFour: payment.card_last_four ?? null,
    })),
    total: toMoneyView(money(goods, currency)),
    taxLines: (order.taxes ?? []).map((line) => ({
      componentId: line.component_id,
      label: line.label,
      rate: line.rate,
      taxableAmount: wireToMoney(line.taxable_amount, currency),
      amount: wireToMoney(line.amount, currency),
    })),
    pricesIncludeTax: order.prices_include_tax ?? false,
    totalPaid: toMoneyView(money(order.payments.length > 0 ? paid : goods, currency)),
    returns: detail.returns.map((saleReturn) => toReturnView(saleReturn, title)),
    returnable: detail.returnable && detail.lines.some((line) => line.returnable > 0),
  };
}

export function toRefundPreviewView(refund: RefundPlan): RefundPreviewView {
  return {
    goods: toMoneyView(refund.goods),
    tax: toMoneyView(refund.tax),
    value: toMoneyView(refund.value),
    refunds: refund.refunds.map((entry) => ({
      method: entry.method,
      share: toMoneyView(entry.share),
      amount: toMoneyView(entry.amount),
      roundingAdjustment: toMoneyView(entry.roundingAdjustment),
    })),
    totalRefunded: toMoneyView(refund.totalRefunded),
  };
}
