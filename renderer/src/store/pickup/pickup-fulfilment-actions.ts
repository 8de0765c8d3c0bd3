// The open order's way through the store: picking starts, everything picked makes it ready (the configured
// documents print), a short pick rejects what is missing, and the customer is handed the goods.
import { isFullyPicked, missingItems, pickedItems, pickLinesOf } from '../../domain/pick-progress';
import { failed, localValidationError, type ActionGroup } from '../slice';
import type { PickupSlice } from '../pickup-slice';
import type { RunOrderAction } from './pickup-order-action';

export const pickupFulfilmentActions: ActionGroup<
  PickupSlice,
  'startPicking' | 'markReady' | 'rejectMissingItems' | 'handOver',
  RunOrderAction
> = (bridge, act) => (set, get) => ({
  async startPicking() {
    return act('startPicking', (order) => bridge.pickup.startPicking({ orderId: order.orderId }));
  },

  async markReady() {
    const order = get().openOrder;
    if (!order) return false;
    const lines = pickLinesOf(order);
    if (!isFullyPicked(lines, get().pickProgress[order.orderId] ?? {})) {
      set({
        orderAction: {
          ...failed(
            localValidationError(
              'pick_every_item',
              'Pick every item first, or reject the missing ones (Items missing).',
            ),
          ),
          action: 'markReady',
        },
      });
      return false;
    }
    return act('markReady', async () => {
      const answer = await bridge.pickup.markReady({ orderId: order.orderId, picked: pickedItems(lines) });
      get().rememberPrintJobs(answer.printJobs);
      return answer;
    });
  },

  async rejectMissingItems(reason) {
    const order = get().openOrder;
    if (!order) return false;
    const missing = missingItems(pickLinesOf(order), get().pickProgress[order.orderId] ?? {});
    if (missing.length === 0) return false;
    return act('rejectItems', (current) =>
      bridge.pickup.rejectItems({
        orderId: current.orderId,
        items: missing.map(({ productId, quantity }) => ({ productId, quantity })),
        reason,
      }),
    );
  },

  async handOver() {
    const username = get().session?.user?.username;
    if (!username) return false;
    return act('handOver', (order) =>
      bridge.pickup.handOver({ orderId: order.orderId, verifiedBy: username }),
    );
  },
});
