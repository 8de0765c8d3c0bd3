import { randomUUID } from 'node:crypto';
import type { TransitionAccepted } from '../../../shared/pickup/transition-result';
import type { StockRepository } from '../catalog/stock-repository';
import type { OrderRepository, StoredOrder } from './order-repository';
import { orderLines } from './order-lines';
import type { StockReservations } from './stock-reservations';

/**
 * Carries out an accepted transition (from shared/pickup): the stock effect, the order's new state and
 * the event in its history. Call inside a transaction so all three land together or not at all.
 */
export class OrderStateWriter {
  constructor(
    private readonly orders: OrderRepository,
    private readonly reservations: StockReservations,
    private readonly stock: StockRepository,
    private readonly now: () => Date,
  ) {}

  apply(order: StoredOrder, transition: TransitionAccepted, details?: unknown): StoredOrder {
    const at = this.now().toISOString();
    for (const productId of transition.zeroStockProductIds ?? []) {
      this.stock.set(order.shop, order.store_id, productId, 0);
    }
    switch (transition.stock) {
      case 'reserve':
        this.reservations.reserve(order.order_id, transition.storeId, orderLines(order));
        break;
      case 'release':
        this.reservations.release(order.order_id);
        break;
      case 'consume':
        this.reservations.consume(order.order_id, order.shop);
        break;
      case 'none':
        break;
    }
    const next: StoredOrder = {
      ...order,
      status: transition.to,
      store_id: transition.storeId,
      assignee: transition.assignee,
      // Only an open order waits for its grace period; any step away from open ends the wait.
      grace_deadline_at: transition.to === 'open' ? order.grace_deadline_at : null,
      updated_at: at,
    };
    this.orders.updateState(next);
    this.orders.appendEvent({
      event_id: randomUUID(),
      order_id: order.order_id,
      from: transition.from,
      to: transition.to,
      action: transition.action,
      actor: transition.actor,
      at,
      details,
    });
    return next;
  }
}
