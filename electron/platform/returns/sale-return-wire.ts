import type { ApprovalReason, CreateReturnRequest, SaleReturn } from '../../../shared/contract/sale-return';
import { toWireAmount } from '../../../shared/money/parse';
import type { RefundPlan } from '../../../shared/returns/refund-plan';
import { returnedTaxesOf } from '../../../shared/returns/returned-taxes';
import type { StoredOrder } from '../orders/order-repository';

/** Everything a recorded return is made of, decided before it is written. */
export interface RecordedReturnFacts {
  request: CreateReturnRequest;
  order: StoredOrder;
  plan: RefundPlan;
  associate: string;
  approval: { approvedBy: string | null; reasons: ApprovalReason[] };
  drawerId: string | undefined;
  cashTransactionId: string | null;
  at: string;
}

/** The return as the contract shows it: the plan's integer minor units written as wire amounts. */
export function saleReturnOf(facts: RecordedReturnFacts): SaleReturn {
  const { request, order, plan, approval } = facts;
  return {
    return_id: request.return_id,
    order_id: order.order_id,
    external_id: order.external_id,
    store_id: order.store_id,
    currency: order.currency,
    lines: plan.lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      unit_price: toWireAmount(line.unit),
      amount: toWireAmount(line.amount),
      taxes: line.taxes.map((share) => ({
        component_id: share.componentId,
        rate: share.rate,
        amount: toWireAmount(share.amount),
      })),
    })),
    prices_include_tax: order.prices_include_tax ?? null,
    taxes: returnedTaxesOf(order, plan),
    total: toWireAmount(plan.value),
    refunds: plan.refunds.map((refund) => ({
      method: refund.method,
      amount: toWireAmount(refund.amount),
      rounding_adjustment: toWireAmount(refund.roundingAdjustment),
    })),
    total_refunded: toWireAmount(plan.totalRefunded),
    drawer_id: facts.drawerId ?? null,
    cash_transaction_id: facts.cashTransactionId,
    receipt: request.receipt,
    reason: request.reason ?? null,
    associate: facts.associate,
    approved_by: approval.approvedBy,
    approval_reasons: approval.reasons,
    created_at: facts.at,
  };
}
