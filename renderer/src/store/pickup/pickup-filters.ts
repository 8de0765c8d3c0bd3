// The dashboard's views of the orders (the tabs) and what each holds: the statuses it lists, its count.
import type { PickupCounts } from '../../../../shared/bridge/views/pickup';
import type { OrderStatus } from '../../../../shared/pickup/order-status';

export type PickupFilterId = 'not_started' | 'in_picking' | 'ready' | 'on_hold' | 'done' | 'all';

/** The dashboard's views of the orders, in the order the tabs show them. */
export const PICKUP_FILTERS: ReadonlyArray<{
  id: PickupFilterId;
  label: string;
  statuses: readonly OrderStatus[] | undefined;
}> = [
  { id: 'not_started', label: 'Not started', statuses: ['sent_to_store', 'assigned'] },
  { id: 'in_picking', label: 'In picking', statuses: ['in_picking'] },
  { id: 'ready', label: 'Ready for pickup', statuses: ['ready_for_pickup'] },
  { id: 'on_hold', label: 'On hold', statuses: ['on_hold'] },
  { id: 'done', label: 'Done', statuses: ['picked_up', 'canceled'] },
  { id: 'all', label: 'All', statuses: undefined },
];

export function statusesOf(filter: PickupFilterId): readonly OrderStatus[] | undefined {
  return PICKUP_FILTERS.find((candidate) => candidate.id === filter)?.statuses;
}

/** How many orders a filter holds, from the per-status counters. */
export function countOf(counts: PickupCounts, filter: PickupFilterId): number {
  const statuses = statusesOf(filter) ?? (Object.keys(counts) as OrderStatus[]);
  return statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);
}
