// How every change to the open order runs (start picking, ready, reject, hand over, cancel, reroute, take
// over): one action at a time shown as pending, its answer shown, then the history and the dashboard re-read.
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { DONE, failed, IDLE, PENDING, type PosGet, type PosSet } from '../slice';
import type { PickupActionName, PickupSlice } from '../pickup-slice';

export const IDLE_ORDER_ACTION: PickupSlice['orderAction'] = { ...IDLE, action: null };

/** Runs an action on the open order (false when none is open or the main process refused it). */
export type RunOrderAction = (
  action: PickupActionName,
  run: (order: PickupOrder) => Promise<{ order: PickupOrder }>,
) => Promise<boolean>;

export function createOrderAction(set: PosSet, get: PosGet): RunOrderAction {
  return async (action, run) => {
    const order = get().openOrder;
    if (!order) return false;
    set({ orderAction: { ...PENDING, action } });
    try {
      const answer = await run(order);
      if (get().openOrderId === order.orderId) set({ openOrder: answer.order });
      set({ orderAction: { ...DONE, action } });
      void get().refreshPickup();
      return true;
    } catch (error) {
      set({ orderAction: { ...failed(error), action } });
      return false;
    }
  };
}
