// The platform's automatic steps on a pickup order (no person acts): the grace period running out,
// routing at the store, and the reroute after an availability import made stock sufficient.
import type { OrderStatus } from './order-status';
import type { PickupOrderFacts } from './transition';
import { refuse, SYSTEM_ACTOR, type StockEffect, type TransitionResult } from './transition-result';

/** Names of the automatic steps, as recorded in the order's event history. */
export const SYSTEM_ORDER_STEPS = ['grace_period_elapsed', 'routing', 'availability_reroute'] as const;
export type SystemOrderStep = (typeof SYSTEM_ORDER_STEPS)[number];

type SystemOrderFacts = Pick<PickupOrderFacts, 'status' | 'store_id' | 'assignee'>;

/** open → sent_to_store once the pickup configuration's grace period has elapsed. */
export function gracePeriodElapsed(order: SystemOrderFacts): TransitionResult {
  return step(order, 'grace_period_elapsed', 'open', 'sent_to_store', 'none');
}

/**
 * sent_to_store → assigned when the store's stock covers every line (the stock is then reserved),
 * else → on_hold.
 */
export function routingResult(
  order: SystemOrderFacts,
  routing: { stockCoversEveryLine: boolean },
): TransitionResult {
  return routing.stockCoversEveryLine
    ? step(order, 'routing', 'sent_to_store', 'assigned', 'reserve')
    : step(order, 'routing', 'sent_to_store', 'on_hold', 'none');
}

/** on_hold → sent_to_store at the same store, after an availability import made its stock sufficient. */
export function availabilityReroute(order: SystemOrderFacts): TransitionResult {
  return step(order, 'availability_reroute', 'on_hold', 'sent_to_store', 'none');
}

/** When the grace period of an order created at `createdAt` ends (RFC 3339 in, RFC 3339 UTC out). */
export function gracePeriodDeadline(createdAt: string, gracePeriodSeconds: number): string {
  const start = Date.parse(createdAt);
  if (Number.isNaN(start)) throw new RangeError(`createdAt: ${JSON.stringify(createdAt)} is not a timestamp`);
  if (!Number.isFinite(gracePeriodSeconds) || gracePeriodSeconds < 0) {
    throw new RangeError(`gracePeriodSeconds: ${String(gracePeriodSeconds)} is not a duration of 0 or more`);
  }
  return new Date(start + Math.round(gracePeriodSeconds * 1000)).toISOString();
}

function step(
  order: SystemOrderFacts,
  action: SystemOrderStep,
  from: OrderStatus,
  to: OrderStatus,
  stock: StockEffect,
): TransitionResult {
  if (order.status !== from) {
    return refuse('invalid_transition', `${action} applies to an order that is ${from}, not ${order.status}`);
  }
  return {
    ok: true,
    from,
    to,
    action,
    actor: SYSTEM_ACTOR,
    // Back at the store's queue, nobody is picking it.
    assignee: to === 'sent_to_store' ? null : order.assignee,
    storeId: order.store_id,
    stock,
  };
}
