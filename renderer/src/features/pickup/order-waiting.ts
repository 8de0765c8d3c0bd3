// How long a pickup order has waited for the store, and whether it is past the store's promise (pickup
// configuration promise_minutes, counted from when the customer placed it). Only orders the store still
// owes work count: once ready, picked up or canceled, nothing waits.
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import type { OrderStatus } from '../../../../shared/pickup/order-status';
import type { Translate } from '../../i18n/I18nProvider';

const STILL_TO_DO: ReadonlySet<OrderStatus> = new Set([
  'open',
  'sent_to_store',
  'assigned',
  'in_picking',
  'on_hold',
]);

export interface OrderWaiting {
  /** Whole minutes since the customer placed the order. */
  minutes: number;
  /** Past the store's promise and still not ready. */
  late: boolean;
}

export function waitingOf(
  order: Pick<PickupOrderSummary, 'status' | 'createdAt' | 'promiseDueAt'>,
  now: Date,
): OrderWaiting | null {
  if (!STILL_TO_DO.has(order.status)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / 60_000));
  const late = order.promiseDueAt !== null && now.getTime() > Date.parse(order.promiseDueAt);
  return { minutes, late };
}

/** "45 min", "2 h 05 min". */
export function formatWaited(t: Translate, minutes: number): string {
  if (minutes < 60) return t('pickup.waited.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  return t('pickup.waited.hours', { hours, minutes: String(minutes % 60).padStart(2, '0') });
}
