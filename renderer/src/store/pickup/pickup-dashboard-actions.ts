// Keeping the pickup dashboard current: its counters, its list and the open order are re-read when sync or
// the outbox moved, when the platform pushes a change, and every few seconds.
import { DONE, failed, PENDING, sameSession, type ActionGroup } from '../slice';
import type { PickupSlice } from '../pickup-slice';

/** Local reads are cheap: the dashboard re-reads what sync brought in this often. */
const REFRESH_EVERY_MS = 10_000;

export const pickupDashboardActions: ActionGroup<
  PickupSlice,
  'followPickup' | 'refreshPickup' | 'loadPickupCounts'
> = (bridge) => (set, get) => ({
  followPickup() {
    const refresh = () => void get().refreshPickup();
    // A sync that ended (or the outbox delivering a change) may have changed orders; progress ticks did not.
    let lastSync: string | null = null;
    const stops = [
      bridge.on('onSyncStateChanged', (sync) => {
        const mark = `${sync.phase}|${sync.lastSyncedAt ?? ''}`;
        if (mark === lastSync) return;
        lastSync = mark;
        if (sync.phase !== 'syncing') refresh();
      }),
      bridge.on('onOutboxChanged', refresh),
      // Pushed by the platform (another workstation, a web order) as soon as the local copy changed.
      bridge.on('onOrdersChanged', refresh),
    ];
    const timer = setInterval(refresh, REFRESH_EVERY_MS);
    void get().refreshPickup();
    return () => {
      clearInterval(timer);
      stops.forEach((stop) => stop());
    };
  },

  async refreshPickup() {
    const openOrderId = get().openOrderId;
    await Promise.all([
      get().loadPickupCounts(),
      get().loadPickupOrders(),
      openOrderId ? get().reloadOpenOrder() : Promise.resolve(),
    ]);
  },

  async loadPickupCounts() {
    const current = sameSession(get);
    if (get().pickupCountsLoad.status === 'idle') set({ pickupCountsLoad: PENDING });
    try {
      const { counts } = await bridge.pickup.getCounters();
      if (current()) set({ pickupCounts: counts, pickupCountsLoad: DONE });
    } catch (error) {
      if (current()) set({ pickupCountsLoad: failed(error) });
    }
  },
});
