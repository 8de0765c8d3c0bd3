import type { OrderAction } from '../../../shared/pickup/order-status';
import { transition, type OrderActionBodies } from '../../../shared/pickup/transition';
import { TRANSITION_REFUSAL_HTTP_STATUS } from '../../../shared/pickup/transition-result';
import type { PlatformUser } from '../auth/user-directory';
import type { PlatformDatabase } from '../db/database';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { requireStoreAccess } from '../http/request-auth';
import type { StoreRepository } from '../stores/store-repository';
import type { OrderRepository, StoredOrder } from './order-repository';
import type { OrderRouting } from './order-routing';
import type { OrderStateWriter } from './order-state-writer';

/**
 * POST /v0/d/orders/{order_id}/{action}: the shared state machine decides (role → 403, state → 409
 * `invalid_transition`, body → 400), then the state, stock and history change in one transaction.
 * An order sent back to a store (reroute) is routed there at once.
 */
export class OrderActions {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly orders: OrderRepository,
    private readonly stores: StoreRepository,
    private readonly writer: OrderStateWriter,
    private readonly routing: OrderRouting,
  ) {}

  act<A extends OrderAction>(
    orderId: string,
    action: A,
    body: OrderActionBodies[A],
    user: PlatformUser,
  ): StoredOrder {
    return this.db.transaction(() => {
      const order = this.orders.get(orderId);
      if (!order) throw notFound('order', orderId);
      requireStoreAccess(user, order.store_id);
      const result = transition(order, action, {
        actor: { username: user.username, roles: user.roles },
        body,
      });
      if (!result.ok) {
        throw new ApiError(
          TRANSITION_REFUSAL_HTTP_STATUS[result.code],
          result.code,
          capitalize(result.message),
          result.details ? [...result.details] : undefined,
        );
      }
      if (action === 'reroute') this.checkRerouteTarget(order, result.storeId, user);
      const next = this.writer.apply(order, result, body);
      return next.status === 'sent_to_store' ? this.routing.route(next) : next;
    })();
  }

  /** The other store must exist, be active, sell the order's shop, and be one the caller works in. */
  private checkRerouteTarget(order: StoredOrder, storeId: string, user: PlatformUser): void {
    const store = this.stores.get(storeId);
    if (!store) {
      throw badRequest('unknown_store', `Store '${storeId}' does not exist.`, [
        { path: 'store_id', message: 'no store has this store_id' },
      ]);
    }
    if (!store.active_status) {
      throw badRequest('store_not_active', `Store '${storeId}' is not active.`, [
        { path: 'store_id', message: 'is not an active store' },
      ]);
    }
    if (store.shop !== order.shop) {
      throw badRequest(
        'shop_mismatch',
        `Store '${storeId}' sells shop '${store.shop}', the order is for '${order.shop}'.`,
        [{ path: 'store_id', message: `must be a store selling shop '${order.shop}'` }],
      );
    }
    requireStoreAccess(user, storeId);
  }
}

function capitalize(sentence: string): string {
  const text = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return text.endsWith('.') ? text : `${text}.`;
}
