// The dashboard's order list: the chosen tab's orders, or every status's when a search is typed, read page by
// page. Answers can arrive out of order (a search typed fast): only the latest request's answer is shown.
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import { DONE, failed, PENDING, sameSession, type ActionGroup } from '../slice';
import type { PickupSlice } from '../pickup-slice';
import { noteArrivals } from './pickup-arrivals';
import { statusesOf, type PickupFilterId } from './pickup-filters';

const PAGE_SIZE = 200;

/** Which orders the list asks for: the search when one is typed (every status), else the tab's statuses. */
function listFilterOf(filter: PickupFilterId, rawQuery: string) {
  const query = rawQuery.trim();
  const statuses = query ? undefined : statusesOf(filter);
  return { ...(statuses ? { statuses: [...statuses] } : {}), ...(query ? { query } : {}) };
}

export const pickupListActions: ActionGroup<
  PickupSlice,
  'loadPickupOrders' | 'loadMorePickupOrders' | 'setPickupFilter' | 'setPickupQuery'
> = (bridge) => (set, get) => {
  let listRequest = 0;
  return {
    async loadPickupOrders() {
      const request = ++listRequest;
      const current = sameSession(get);
      const { pickupFilter, pickupQuery, pickupOrders } = get();
      // A refresh keeps as many rows as are shown (the associate may have scrolled past the first page),
      // read page by page as the bridge answers at most a page at a time.
      const wanted = Math.max(pickupOrders.length, PAGE_SIZE);
      const filter = listFilterOf(pickupFilter, pickupQuery);
      if (get().pickupOrdersLoad.status !== 'done') set({ pickupOrdersLoad: PENDING });
      try {
        const rows = new Map<string, PickupOrderSummary>();
        let total = 0;
        while (rows.size < wanted) {
          const answer = await bridge.pickup.listOrders({
            ...filter,
            offset: rows.size,
            count: Math.min(PAGE_SIZE, wanted - rows.size),
          });
          if (request !== listRequest || !current()) return;
          const before = rows.size;
          for (const order of answer.items) rows.set(order.orderId, order);
          total = answer.total;
          if (rows.size === before || rows.size >= total) break;
        }
        set({ pickupOrders: [...rows.values()], pickupOrdersTotal: total, pickupOrdersLoad: DONE });
        noteArrivals(set, get, [...rows.values()]);
      } catch (error) {
        if (request !== listRequest || !current()) return;
        set({ pickupOrdersLoad: failed(error) });
      }
    },

    async loadMorePickupOrders() {
      const request = ++listRequest;
      const current = sameSession(get);
      const { pickupFilter, pickupQuery, pickupOrders, pickupOrdersTotal } = get();
      if (pickupOrders.length >= pickupOrdersTotal) return;
      try {
        const answer = await bridge.pickup.listOrders({
          ...listFilterOf(pickupFilter, pickupQuery),
          offset: pickupOrders.length,
          count: PAGE_SIZE,
        });
        if (request !== listRequest || !current()) return;
        const known = new Set(pickupOrders.map((order) => order.orderId));
        set({
          pickupOrders: [...pickupOrders, ...answer.items.filter((order) => !known.has(order.orderId))],
          pickupOrdersTotal: answer.total,
        });
      } catch (error) {
        if (request !== listRequest || !current()) return;
        set({ pickupOrdersLoad: failed(error) });
      }
    },

    async setPickupFilter(pickupFilter) {
      set({ pickupFilter, pickupOrders: [], pickupOrdersTotal: 0, pickupOrdersLoad: PENDING });
      await get().loadPickupOrders();
    },

    async setPickupQuery(pickupQuery) {
      set({ pickupQuery, pickupOrders: [], pickupOrdersTotal: 0, pickupOrdersLoad: PENDING });
      await get().loadPickupOrders();
    },
  };
};
