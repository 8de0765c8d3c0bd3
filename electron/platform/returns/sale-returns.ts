// POST /v0/d/sales/{order_id}/returns: a return is checked and written in ONE synchronous database
// transaction — what may still be returned, the refund of each tender (shared/returns/refund-plan), the
// goods back into the store's stock, the cash refund out of the drawer (a cash_refund transaction) — so two
// returns of the same line at once cannot both pass: the second sees the first and is refused.
import { randomUUID } from 'node:crypto';
import type { ReturnConfig } from '../../../shared/contract/return-config';
import {
  type ApprovalReason,
  type CreateReturnRequest,
  type SaleReturn,
} from '../../../shared/contract/sale-return';
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import { parseMoney } from '../../../shared/money/parse';
import { toWireAmount } from '../../../shared/money/parse';
import { planRefund, type RefundPlan } from '../../../shared/returns/refund-plan';
import { hasRole } from '../auth/roles';
import type { PlatformUser, UserDirectory } from '../auth/user-directory';
import type { StockRepository } from '../catalog/stock-repository';
import type { CashManagementRepository } from '../cash/cash-management-repository';
import type { CashTransactionRepository } from '../cash/cash-transaction-repository';
import type { PlatformDatabase } from '../db/database';
import { runAgainOnUniqueViolation } from '../db/run-again-on-unique-violation';
import type { SettingsRepository } from '../db/settings-repository';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error';
import { requestFingerprint } from '../http/request-fingerprint';
import { canAccessStore, requireStoreAccess } from '../http/request-auth';
import type { OrderRepository, StoredOrder } from '../orders/order-repository';
import type { StoreRepository } from '../stores/store-repository';
import { earlierReturnsOf, paidTendersOf, soldLinesOf } from '../../../shared/returns/sale-refund-inputs';
import { roundingContextOf } from './sale-figures';
import { saleReturnOf } from './sale-return-wire';
import type { SaleReturnRepository } from './sale-return-repository';

export const RETURN_CONFIG_SETTING = 'return_config';
export const RETURN_CONFIG_DEFAULT: ReturnConfig = { manager_approval_above: {} };

export interface SaleReturnDependencies {
  db: PlatformDatabase;
  now: () => Date;
  orders: OrderRepository;
  stores: StoreRepository;
  stock: StockRepository;
  returns: SaleReturnRepository;
  drawers: CashManagementRepository;
  cash: CashTransactionRepository;
  settings: SettingsRepository;
  users: UserDirectory;
}

export class SaleReturns {
  constructor(private readonly deps: SaleReturnDependencies) {}

  /** The order an associate may return goods of: found by order_id or external_id (404), in their store (403). */
  orderFor(code: string, user: PlatformUser): StoredOrder {
    const order = this.deps.orders.get(code) ?? this.deps.orders.getByExternalId(code);
    if (!order) throw notFound('sale', code);
    requireStoreAccess(user, order.store_id);
    return order;
  }

  create(
    orderId: string,
    request: CreateReturnRequest,
    user: PlatformUser,
  ): { saleReturn: SaleReturn; created: boolean } {
    const fingerprint = requestFingerprint({
      order_id: orderId,
      ...request,
      // The manager's password is checked, never kept (not even hashed into the fingerprint).
      manager_approval: request.manager_approval?.username,
    });
    // Two processes recording the same return_id at once: the second run finds the first's return.
    const recordOnce = this.deps.db.transaction(() => {
      const earlier = this.deps.returns.find(request.return_id);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw conflict(
            'return_id_reused',
            `Return '${request.return_id}' was already recorded with different data; a new return needs a new return_id.`,
          );
        }
        return { saleReturn: earlier.saleReturn, created: false };
      }
      return { saleReturn: this.record(orderId, request, user, fingerprint), created: true };
    });
    return runAgainOnUniqueViolation(recordOnce);
  }

  private record(
    orderId: string,
    request: CreateReturnRequest,
    user: PlatformUser,
    fingerprint: string,
  ): SaleReturn {
    const order = this.returnableOrder(orderId, user);
    const plan = this.planFor(order, request);
    const approval = this.approval(request, user, plan, order.store_id);
    const cashRefund = plan.refunds.find((refund) => refund.method === 'cash');
    const drawerId = this.drawerFor(request, order.store_id, cashRefund !== undefined);
    const at = this.deps.now().toISOString();

    const cashTransactionId =
      cashRefund && drawerId ? this.takeCashOut(drawerId, order, cashRefund.amount, user, at) : null;
    this.restock(order, plan);
    const saleReturn = saleReturnOf({
      request,
      order,
      plan,
      associate: user.username,
      approval,
      drawerId,
      cashTransactionId,
      at,
    });
    this.deps.returns.insert(saleReturn, fingerprint);
    this.deps.orders.appendEvent({
      event_id: randomUUID(),
      order_id: order.order_id,
      from: order.status,
      to: order.status,
      action: 'return',
      actor: user.username,
      at,
      details: { return_id: saleReturn.return_id, lines: request.lines, approved_by: approval.approvedBy },
    });
    return saleReturn;
  }

  /** The sale, when its goods left with the customer (picked up): only those can come back. */
  private returnableOrder(orderId: string, user: PlatformUser): StoredOrder {
    const order = this.orderFor(orderId, user);
    if (order.status !== 'picked_up') {
      throw conflict(
        'order_not_picked_up',
        `Order '${order.external_id}' is ${order.status}: only goods the customer took (picked up) can be returned.`,
      );
    }
    return order;
  }

  /** What the return gives back, over this sale and its earlier returns; a refused plan is 400 or 409. */
  private planFor(order: StoredOrder, request: CreateReturnRequest): RefundPlan {
    const store = this.deps.stores.get(order.store_id);
    if (!store) throw notFound('store', order.store_id);
    const previous = this.deps.returns.ofOrder(order.order_id);
    const planned = planRefund({
      currency: order.currency,
      sold: soldLinesOf(order),
      tenders: paidTendersOf(order),
      earlier: earlierReturnsOf(previous),
      lines: request.lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
      rounding: roundingContextOf(store, this.deps.settings),
      pricesIncludeTax: order.prices_include_tax === true,
    });
    if (!planned.ok) {
      const status = planned.code === 'product_not_on_sale' ? 400 : 409;
      throw new ApiError(status, planned.code, `The return was refused: ${planned.message}.`, [
        { path: planned.field, message: planned.message },
      ]);
    }
    return planned.plan;
  }

  /** The returned goods go back into the store's stock. */
  private restock(order: StoredOrder, plan: RefundPlan): void {
    for (const line of plan.lines) {
      const level = this.deps.stock.quantity(order.store_id, line.productId);
      this.deps.stock.set(order.shop, order.store_id, line.productId, level + line.quantity);
    }
  }

  /**
   * A return without a receipt, or refunding more than the business's limit, needs a manager: the caller
   * when they are one, else the manager whose credentials were typed on the spot (checked here).
   */
  private approval(
    request: CreateReturnRequest,
    user: PlatformUser,
    plan: RefundPlan,
    storeId: string,
  ): { approvedBy: string | null; reasons: ApprovalReason[] } {
    const reasons: ApprovalReason[] = [];
    if (!request.receipt) reasons.push('no_receipt');
    const config = this.deps.settings.get<ReturnConfig>(RETURN_CONFIG_SETTING) ?? RETURN_CONFIG_DEFAULT;
    const limit = config.manager_approval_above[plan.currency];
    const limitMinor = limit === undefined ? undefined : parseMoney(limit, plan.currency);
    if (limitMinor?.ok && plan.totalRefunded.minor > limitMinor.money.minor) reasons.push('over_threshold');
    if (reasons.length === 0) return { approvedBy: null, reasons };
    if (!request.manager_approval && hasRole(user.roles, 'manager'))
      return { approvedBy: user.username, reasons };

    const why = reasons
      .map((reason) =>
        reason === 'no_receipt'
          ? 'the customer has no receipt'
          : `the refund is above ${limit} ${plan.currency}, the most an associate refunds alone`,
      )
      .join(' and ');
    if (!request.manager_approval) {
      throw new ApiError(
        403,
        'manager_approval_required',
        `A manager must approve this return: ${why}.`,
        [{ path: 'manager_approval', message: `is required: ${why}` }],
        // The reasons as values, for the screen to say them in its language.
        { why: 'return', reasons: reasons.join('_and_'), limit: limit ?? '', currency: plan.currency },
      );
    }
    const manager = this.deps.users.verify(
      request.manager_approval.username,
      request.manager_approval.password,
    );
    if (!manager) {
      throw new ApiError(
        403,
        'approval_refused',
        "The manager's username or password is wrong.",
        [{ path: 'manager_approval', message: 'username or password is wrong' }],
        { why: 'wrong_credentials' },
      );
    }
    if (!hasRole(manager.roles, 'manager') || !canAccessStore(manager, storeId)) {
      throw new ApiError(
        403,
        'approval_refused',
        `${manager.username} cannot approve returns in store '${storeId}': a manager of the store must.`,
        [{ path: 'manager_approval.username', message: 'is not a manager of this store' }],
        { why: 'not_store_manager', manager: manager.username, storeId },
      );
    }
    return { approvedBy: manager.username, reasons };
  }

  /** The drawer the refund is made at: required for a cash refund, a drawer of the sale's store, open. */
  private drawerFor(request: CreateReturnRequest, storeId: string, refundsCash: boolean): string | undefined {
    if (request.drawer_id === undefined) {
      if (!refundsCash) return undefined;
      throw badRequest(
        'drawer_required',
        'Part of this refund is cash: say which drawer it comes out of.',
        [{ path: 'drawer_id', message: 'is required for a cash refund' }],
        { why: 'cash_refund' },
      );
    }
    const location = this.deps.drawers.locate(request.drawer_id);
    if (!location || location.storeId !== storeId) {
      throw badRequest(
        'unknown_drawer',
        `Store '${storeId}' has no drawer '${request.drawer_id}'.`,
        [{ path: 'drawer_id', message: `is not a drawer of store '${storeId}'` }],
        { storeId, drawerId: request.drawer_id },
      );
    }
    if (refundsCash && this.deps.cash.drawerState(request.drawer_id) !== 'open') {
      throw conflict(
        'drawer_closed',
        `Drawer '${location.drawer.name}' is closed: open it (daily open) before refunding cash from it.`,
      );
    }
    return request.drawer_id;
  }

  private takeCashOut(
    drawerId: string,
    order: StoredOrder,
    amount: RefundPlan['totalRefunded'],
    user: PlatformUser,
    at: string,
  ): string {
    const transaction: CashTransaction = {
      transaction_id: randomUUID(),
      store_id: order.store_id,
      type: 'cash_refund',
      amount: toWireAmount(amount),
      currency: order.currency,
      associate: user.username,
      created_at: at,
      order_id: order.order_id,
    };
    this.deps.cash.insert({
      drawerId,
      fingerprint: requestFingerprint({ drawer_id: drawerId, transaction }),
      amountMinor: amount.minor,
      countedMinor: null,
      transaction,
    });
    return transaction.transaction_id;
  }
}
