// Pickup order vocabulary shared by the contract schemas, the platform and the app.

/** Lifecycle of an in-store pickup order. */
export const ORDER_STATUSES = [
  'open',
  'sent_to_store',
  'assigned',
  'on_hold',
  'in_picking',
  'ready_for_pickup',
  'picked_up',
  'canceled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Actions a person (associate, manager, admin) can ask for on an order. */
export const ORDER_ACTIONS = [
  'start_picking',
  'reject_items',
  'mark_ready',
  'hand_over',
  'cancel',
  'reroute',
  'take_over',
] as const;

export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Why an associate rejects items while picking. */
export const REJECT_REASONS = ['no_inventory', 'cannot_fulfill'] as const;

export type RejectReason = (typeof REJECT_REASONS)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && (ORDER_ACTIONS as readonly string[]).includes(value);
}

export function isRejectReason(value: unknown): value is RejectReason {
  return typeof value === 'string' && (REJECT_REASONS as readonly string[]).includes(value);
}
