// Orders that arrive while the dashboard is shown are pointed out (highlighted, a chime) until opened.
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import type { PosGet, PosSet } from '../slice';

/** Orders of `items` that arrived after `mark`, and the new mark (the latest arrival among them). */
export function arrivalsAfter(
  items: readonly PickupOrderSummary[],
  mark: string | null,
): { arrived: string[]; mark: string | null } {
  let latest = mark;
  const arrived: string[] = [];
  for (const order of items) {
    if (order.arrivedAt === null) continue;
    if (mark !== null && order.arrivedAt > mark) arrived.push(order.orderId);
    if (latest === null || order.arrivedAt > latest) latest = order.arrivedAt;
  }
  return { arrived, mark: latest };
}

/**
 * Whatever brought orders into this workstation (sync, an answer, a pushed change), a list load sees
 * their arrival: the first load only sets the mark, later ones point out what arrived since.
 */
export function noteArrivals(set: PosSet, get: PosGet, items: readonly PickupOrderSummary[]): void {
  const first = get().pickupArrivalMark === null;
  const found = arrivalsAfter(items, get().pickupArrivalMark);
  const arrived = found.arrived;
  // The first load starts the mark now (even on an empty list), so the very first order is noticed too.
  const now = new Date().toISOString();
  const mark = first && (found.mark === null || found.mark < now) ? now : found.mark;
  const known = new Set(get().pickupNewOrderIds);
  const fresh = arrived.filter((orderId) => !known.has(orderId));
  set({
    pickupArrivalMark: mark,
    ...(fresh.length > 0
      ? {
          pickupNewOrderIds: [...get().pickupNewOrderIds, ...fresh],
          pickupArrivalSeq: get().pickupArrivalSeq + 1,
        }
      : {}),
  });
}
