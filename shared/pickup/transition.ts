// The actions people take on a pickup order (platform contract, "Orders"): which state each action
// leaves from, who may take it, what its body must say, and where the order goes.
import type { FieldReason } from '../contract/field-reason';
import {
  isOrderAction,
  isRejectReason,
  type OrderAction,
  type OrderStatus,
  type RejectReason,
} from './order-status';
import {
  refuse,
  type StockEffect,
  type TransitionAccepted,
  type TransitionRefusalDetail,
  type TransitionResult,
} from './transition-result';

/** The facts of an order a transition needs; the wire Order (snake_case) fits it as is. */
export type PickupOrderFacts = {
  status: OrderStatus;
  store_id: string;
  assignee: string | null;
  shipments: readonly { items: readonly { product_id: string; quantity: number }[] }[];
};

export type Actor = { username: string; roles: readonly string[] };

export type ProductQuantity = { product_id: string; quantity: number };

/** Request bodies per action, shaped like the wire bodies. */
export type OrderActionBodies = {
  start_picking: Record<string, never> | undefined;
  reject_items: { items: readonly ProductQuantity[]; reason: RejectReason };
  mark_ready: { picked: readonly ProductQuantity[] };
  hand_over: { verified_by: string };
  cancel: { reason: string };
  reroute: { store_id: string };
  take_over: Record<string, never> | undefined;
};

export type TransitionContext<A extends OrderAction> = { actor: Actor; body: OrderActionBodies[A] };

/** States each action may leave from. Anything else is 409 invalid_transition. */
export const ACTION_FROM_STATUSES: Readonly<Record<OrderAction, readonly OrderStatus[]>> = Object.freeze({
  start_picking: ['assigned'],
  reject_items: ['in_picking'],
  mark_ready: ['in_picking'],
  hand_over: ['ready_for_pickup'],
  cancel: ['open', 'sent_to_store', 'assigned', 'on_hold', 'in_picking', 'ready_for_pickup'],
  reroute: ['on_hold'],
  take_over: ['in_picking'],
});

/** Roles allowed to take each action. Every role may do the associate's work; reroute needs a manager. */
export const ACTION_ROLES: Readonly<Record<OrderAction, readonly string[]>> = Object.freeze({
  start_picking: ['associate', 'manager', 'admin'],
  reject_items: ['associate', 'manager', 'admin'],
  mark_ready: ['associate', 'manager', 'admin'],
  hand_over: ['associate', 'manager', 'admin'],
  cancel: ['associate', 'manager', 'admin'],
  reroute: ['manager', 'admin'],
  // A manager takes over an order whose picker left (or works at another workstation).
  take_over: ['manager', 'admin'],
});

// Stock is held for the order from routing (assigned) until it is handed over or let go.
const STOCK_RESERVED_IN: ReadonlySet<OrderStatus> = new Set(['assigned', 'in_picking', 'ready_for_pickup']);

/** Actions the actor may take on an order in this state (what the app offers as buttons). */
export function allowedActions(status: OrderStatus, roles: readonly string[]): OrderAction[] {
  return (Object.keys(ACTION_FROM_STATUSES) as OrderAction[]).filter(
    (action) => ACTION_FROM_STATUSES[action].includes(status) && hasRole(roles, action),
  );
}

/**
 * Works out an action on an order without changing anything. Checks, in order: the actor's role
 * (forbidden), the order's state (invalid_transition), then the body (invalid_items, picked_mismatch,
 * invalid_body).
 */
export function transition<A extends OrderAction>(
  order: PickupOrderFacts,
  action: A,
  context: TransitionContext<A>,
): TransitionResult {
  const { actor } = context;
  if (!isOrderAction(action)) {
    return refuse('invalid_transition', `${JSON.stringify(action)} is not an order action`);
  }
  if (!hasRole(actor.roles, action)) {
    const needed = ACTION_ROLES[action].join(' or ');
    return refuse('forbidden', `${action} needs the ${needed} role`);
  }
  if (!ACTION_FROM_STATUSES[action].includes(order.status)) {
    return refuse('invalid_transition', `cannot ${action} an order that is ${order.status}`);
  }
  const accept = acceptance(order, action, actor);
  switch (action) {
    case 'start_picking':
      return accept('in_picking', { assignee: actor.username });
    case 'take_over':
      return takeOver(order, actor, accept);
    case 'reject_items':
      return rejectItems(order, context.body as OrderActionBodies['reject_items'] | undefined, accept);
    case 'mark_ready':
      return markReady(order, context.body as OrderActionBodies['mark_ready'] | undefined, accept);
    case 'hand_over':
      return handOver(context.body as OrderActionBodies['hand_over'] | undefined, accept);
    case 'cancel':
      return cancel(order, context.body as OrderActionBodies['cancel'] | undefined, accept);
    case 'reroute':
      return reroute(context.body as OrderActionBodies['reroute'] | undefined, accept);
  }
  // Unreachable: every action is handled above.
  return refuse('invalid_transition', `${String(action)} is not an order action`);
}

type AcceptedChanges = Partial<{ assignee: string | null; storeId: string; stock: StockEffect }>;

/** Answers an accepted action: the new state, what changes; assignee and store stay as they are unless changed. */
type Accept = (to: OrderStatus, changes: AcceptedChanges) => TransitionAccepted;

function acceptance(order: PickupOrderFacts, action: OrderAction, actor: Actor): Accept {
  return (to, changes) => ({
    ok: true,
    from: order.status,
    to,
    action,
    actor: actor.username,
    assignee: changes.assignee !== undefined ? changes.assignee : order.assignee,
    storeId: changes.storeId ?? order.store_id,
    stock: changes.stock ?? 'none',
  });
}

function takeOver(order: PickupOrderFacts, actor: Actor, accept: Accept): TransitionResult {
  if (order.assignee === actor.username) {
    return refuse('invalid_transition', `${actor.username} is already picking this order`);
  }
  return accept('in_picking', { assignee: actor.username });
}

/** Items the store cannot supply: the order waits on hold, and those products' stock here goes to 0. */
function rejectItems(
  order: PickupOrderFacts,
  body: OrderActionBodies['reject_items'] | undefined,
  accept: Accept,
): TransitionResult {
  const problems: TransitionRefusalDetail[] = [
    ...productQuantityProblems('items', body?.items, orderedQuantities(order)),
    ...(isRejectReason(body?.reason)
      ? []
      : [
          {
            path: 'reason',
            message: 'must be no_inventory or cannot_fulfill',
            reason: { code: 'not_allowed', values: { values: 'no_inventory, cannot_fulfill' } },
          } as const,
        ]),
  ];
  if (problems.length > 0) return refuse('invalid_items', 'the rejected items are not valid', problems);
  return {
    ...accept('on_hold', { stock: 'release' }),
    zeroStockProductIds: [...new Set(body!.items.map((item) => item.product_id))],
  };
}

/** Ready for pickup only when exactly what was ordered was picked. */
function markReady(
  order: PickupOrderFacts,
  body: OrderActionBodies['mark_ready'] | undefined,
  accept: Accept,
): TransitionResult {
  const ordered = orderedQuantities(order);
  const shapeProblems = productQuantityProblems('picked', body?.picked, undefined);
  if (shapeProblems.length > 0)
    return refuse('invalid_items', 'the picked items are not valid', shapeProblems);
  const mismatches = pickedMismatches(body!.picked, ordered);
  if (mismatches.length > 0) {
    return refuse('picked_mismatch', 'the picked items do not match the order', mismatches);
  }
  return accept('ready_for_pickup', {});
}

function handOver(body: OrderActionBodies['hand_over'] | undefined, accept: Accept): TransitionResult {
  if (!isNonBlank(body?.verified_by)) {
    return refuse('invalid_body', 'say how the person collecting was verified', [
      { path: 'verified_by', message: 'must not be empty', reason: NOT_BLANK },
    ]);
  }
  return accept('picked_up', { stock: 'consume' });
}

function cancel(
  order: PickupOrderFacts,
  body: OrderActionBodies['cancel'] | undefined,
  accept: Accept,
): TransitionResult {
  if (!isNonBlank(body?.reason)) {
    return refuse('invalid_body', 'a cancellation needs a reason', [
      { path: 'reason', message: 'must not be empty', reason: NOT_BLANK },
    ]);
  }
  return accept('canceled', { stock: STOCK_RESERVED_IN.has(order.status) ? 'release' : 'none' });
}

/** A manager sends an order on hold to another store: nobody is picking it there yet. */
function reroute(body: OrderActionBodies['reroute'] | undefined, accept: Accept): TransitionResult {
  if (!isNonBlank(body?.store_id)) {
    return refuse('invalid_body', 'a reroute names the store to send the order to', [
      { path: 'store_id', message: 'must not be empty', reason: NOT_BLANK },
    ]);
  }
  return accept('sent_to_store', { storeId: body.store_id, assignee: null });
}

function hasRole(roles: readonly string[], action: OrderAction): boolean {
  const allowed = ACTION_ROLES[action];
  return roles.some((role) => allowed.includes(role));
}

/** Ordered quantity per product, all shipments and lines together. */
function orderedQuantities(order: PickupOrderFacts): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const shipment of order.shipments) {
    for (const item of shipment.items) {
      quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
    }
  }
  return quantities;
}

/**
 * Shape problems of a [{product_id, quantity}] list: not empty, each product once, whole quantities of
 * at least 1; with `ordered`, also a product of the order and no more than ordered.
 */
function productQuantityProblems(
  field: string,
  list: readonly ProductQuantity[] | undefined,
  ordered: Map<string, number> | undefined,
): TransitionRefusalDetail[] {
  if (!Array.isArray(list) || list.length === 0)
    return [{ path: field, message: 'must list at least one item', reason: AT_LEAST_ONE_ENTRY }];
  const problems: TransitionRefusalDetail[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const at = `${field}.${index}`;
    if (!isNonBlank(item?.product_id)) {
      problems.push({ path: `${at}.product_id`, message: 'must not be empty', reason: NOT_BLANK });
      return;
    }
    if (seen.has(item.product_id)) problems.push({ path: `${at}.product_id`, message: 'is listed twice' });
    seen.add(item.product_id);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      problems.push({ path: `${at}.quantity`, message: 'must be a whole number of at least 1' });
      return;
    }
    if (!ordered) return;
    const orderedQuantity = ordered.get(item.product_id);
    if (orderedQuantity === undefined) {
      problems.push({ path: `${at}.product_id`, message: `${item.product_id} is not in this order` });
    } else if (item.quantity > orderedQuantity) {
      problems.push({ path: `${at}.quantity`, message: `only ${orderedQuantity} ordered` });
    }
  });
  return problems;
}

/** Differences between what was picked and what was ordered, one detail per product. */
function pickedMismatches(
  picked: readonly ProductQuantity[],
  ordered: Map<string, number>,
): TransitionRefusalDetail[] {
  const mismatches: TransitionRefusalDetail[] = [];
  const pickedIds = new Set<string>();
  picked.forEach((item, index) => {
    pickedIds.add(item.product_id);
    const orderedQuantity = ordered.get(item.product_id);
    if (orderedQuantity === undefined) {
      mismatches.push({
        path: `picked.${index}.product_id`,
        message: `${item.product_id} is not in this order`,
      });
    } else if (orderedQuantity !== item.quantity) {
      mismatches.push({
        path: `picked.${index}.quantity`,
        message: `${item.quantity} picked, ${orderedQuantity} ordered of ${item.product_id}`,
      });
    }
  });
  for (const [productId, quantity] of ordered) {
    if (!pickedIds.has(productId)) {
      mismatches.push({ path: 'picked', message: `${productId} (${quantity} ordered) was not picked` });
    }
  }
  return mismatches;
}

const NOT_BLANK: FieldReason = { code: 'not_blank' };
const AT_LEAST_ONE_ENTRY: FieldReason = {
  code: 'too_small',
  values: { origin: 'array', minimum: 1, inclusive: 'yes' },
};

function isNonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
