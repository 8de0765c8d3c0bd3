// The order shown in detail: opening it (its lines and history), closing it, re-reading it, and finding an
// order by a scanned or typed code. Only the latest opening's answer is shown.
import { DONE, failed, IDLE, PENDING, sameSession, type ActionGroup } from '../slice';
import type { PickupSlice } from '../pickup-slice';
import { IDLE_ORDER_ACTION } from './pickup-order-action';

/** What belongs to one open order and starts again with the next: its scans, its action, its reroute options. */
function freshOrderWork(): Pick<
  PickupSlice,
  'lastScan' | 'orderAction' | 'rerouteOptions' | 'rerouteOptionsLoad'
> {
  return { lastScan: null, orderAction: IDLE_ORDER_ACTION, rerouteOptions: [], rerouteOptionsLoad: IDLE };
}

export const pickupOpenOrderActions: ActionGroup<
  PickupSlice,
  'openPickupOrder' | 'closePickupOrder' | 'reloadOpenOrder' | 'findOrderByCode'
> = (bridge) => (set, get) => {
  let orderRequest = 0;
  return {
    async openPickupOrder(orderId) {
      const request = ++orderRequest;
      const current = sameSession(get);
      set({
        pickupNewOrderIds: get().pickupNewOrderIds.filter((id) => id !== orderId),
        openOrderId: orderId,
        openOrder: get().openOrder?.orderId === orderId ? get().openOrder : null,
        openOrderEvents: [],
        openOrderLoad: PENDING,
        ...freshOrderWork(),
      });
      try {
        const { order, events } = await bridge.pickup.getOrder({ orderId });
        if (request !== orderRequest || !current()) return false;
        set({ openOrder: order, openOrderEvents: events, openOrderLoad: DONE });
        if (order.status === 'ready_for_pickup' || order.status === 'picked_up') {
          void get().loadPrintJobs(order.orderId);
        }
        return true;
      } catch (error) {
        if (request !== orderRequest || !current()) return false;
        set({ openOrderLoad: failed(error) });
        return false;
      }
    },

    closePickupOrder() {
      orderRequest++;
      set({
        openOrderId: null,
        openOrder: null,
        openOrderEvents: [],
        openOrderLoad: IDLE,
        ...freshOrderWork(),
      });
    },

    async reloadOpenOrder() {
      const orderId = get().openOrderId;
      if (!orderId) return;
      const request = orderRequest;
      const current = sameSession(get);
      try {
        const { order, events } = await bridge.pickup.getOrder({ orderId });
        if (request !== orderRequest || !current() || get().openOrderId !== orderId) return;
        set({ openOrder: order, openOrderEvents: events, openOrderLoad: DONE });
      } catch (error) {
        if (request !== orderRequest || !current()) return;
        // The order shown stays; only a first load that fails shows the error state.
        if (!get().openOrder) set({ openOrderLoad: failed(error) });
      }
    },

    async findOrderByCode(raw) {
      const code = raw.trim();
      if (code === '') return null;
      const { items } = await bridge.pickup.listOrders({ query: code, count: 20 });
      const wanted = code.toLowerCase();
      return (
        items.find(
          (order) => order.orderId.toLowerCase() === wanted || order.externalId.toLowerCase() === wanted,
        ) ?? null
      );
    },
  };
};
