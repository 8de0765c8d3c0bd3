// Picking the open order on this workstation: scans and hand-confirmed quantities, kept per order while the
// app runs; the platform only hears the result (ready, or the missing items rejected).
import { applyScan, pickLinesOf, withQuantity } from '../../domain/pick-progress';
import type { ActionGroup } from '../slice';
import type { PickupSlice } from '../pickup-slice';

export const pickupPickingActions: ActionGroup<
  PickupSlice,
  'scanItem' | 'setPickedQuantity' | 'clearLastScan'
> = () => (set, get) => {
  let scanSeq = 0;
  return {
    scanItem(code) {
      const order = get().openOrder;
      if (!order || order.status !== 'in_picking') return null;
      const lines = pickLinesOf(order);
      const picked = get().pickProgress[order.orderId] ?? {};
      const result = applyScan(lines, picked, code);
      set({
        pickProgress: { ...get().pickProgress, [order.orderId]: result.picked },
        lastScan: { ...result.outcome, seq: ++scanSeq },
      });
      return result.outcome;
    },

    setPickedQuantity(productId, quantity) {
      const order = get().openOrder;
      if (!order || order.status !== 'in_picking') return;
      const picked = get().pickProgress[order.orderId] ?? {};
      set({
        pickProgress: {
          ...get().pickProgress,
          [order.orderId]: withQuantity(pickLinesOf(order), picked, productId, quantity),
        },
      });
    },

    clearLastScan() {
      set({ lastScan: null });
    },
  };
};
