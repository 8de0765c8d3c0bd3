// What takes the open order off its usual way: canceling it, rerouting it to another store, a manager taking
// it over, giving up a change the platform refused; and clearing the error an action left.
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { PickupSlice } from '../pickup-slice';
import { IDLE_ORDER_ACTION, type RunOrderAction } from './pickup-order-action';

export const pickupExceptionActions: ActionGroup<
  PickupSlice,
  | 'cancelOrder'
  | 'clearOrderActionError'
  | 'loadRerouteOptions'
  | 'rerouteOrder'
  | 'takeOverOrder'
  | 'giveUpRefusedChange',
  RunOrderAction
> = (bridge, act) => (set, get) => ({
  async cancelOrder(reason) {
    return act('cancel', (order) => bridge.pickup.cancel({ orderId: order.orderId, reason }));
  },

  clearOrderActionError() {
    set({ orderAction: IDLE_ORDER_ACTION });
  },

  async loadRerouteOptions() {
    const order = get().openOrder;
    if (!order) return;
    set({ rerouteOptionsLoad: PENDING, rerouteOptions: [] });
    try {
      const { options } = await bridge.pickup.getRerouteOptions({ orderId: order.orderId });
      if (get().openOrderId !== order.orderId) return;
      set({ rerouteOptions: options, rerouteOptionsLoad: DONE });
    } catch (error) {
      set({ rerouteOptionsLoad: failed(error) });
    }
  },

  async rerouteOrder(storeId) {
    return act('reroute', (order) => bridge.pickup.reroute({ orderId: order.orderId, storeId }));
  },

  async takeOverOrder() {
    return act('takeOver', (order) => bridge.pickup.takeOver({ orderId: order.orderId }));
  },

  async giveUpRefusedChange() {
    const refused = get().openOrder?.refusedChange;
    if (!refused) return false;
    set({ orderAction: { ...PENDING, action: 'giveUpRefusedChange' } });
    try {
      await bridge.sync.discardOutboxEntry({ seq: refused.seq });
      set({ orderAction: IDLE_ORDER_ACTION });
      await get().reloadOpenOrder();
      return true;
    } catch (error) {
      set({ orderAction: { ...failed(error), action: 'giveUpRefusedChange' } });
      return false;
    }
  },
});
