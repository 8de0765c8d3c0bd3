// The store's cash as the screens show it: settings, drawers with their figures, the store's currency and
// each drawer's transactions, kept current while the cash screens follow the drawers and the outbox.
import type { StoreCashSettings } from '../../../../shared/bridge/views/cash';
import type { BridgeApi } from '../../../../shared/bridge';
import { DONE, failed, PENDING, sameSession, type ActionGroup } from '../slice';
import type { CashSlice } from '../cash-slice';

/** The store's currency when it has no drawer yet: the one its prices and cash rounding use. */
async function storeCurrency(bridge: BridgeApi, settings: StoreCashSettings): Promise<string | null> {
  const fromDrawer = settings.drawers[0]?.recommendedFloat.currency;
  if (fromDrawer) return fromDrawer;
  try {
    return (await bridge.sale.getRoundingContext()).currency;
  } catch {
    return null;
  }
}

export const cashFiguresActions: ActionGroup<
  CashSlice,
  'followCash' | 'loadCash' | 'refreshCashDrawers' | 'loadCashTransactions'
> = (bridge) => (set, get) => ({
  followCash() {
    const stops = [
      bridge.on('onDrawerStatusChanged', (drawerStatus) => set({ drawerStatus })),
      // A transaction delivered to the platform (or refused) changes its state and the pending count.
      bridge.on('onOutboxChanged', () => {
        if (get().cashSettings) void get().refreshCashDrawers();
      }),
      // Another workstation's transaction on one of the store's drawers.
      bridge.on('onDrawersChanged', () => {
        if (get().cashSettings) void get().refreshCashDrawers();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  },

  async loadCash() {
    const current = sameSession(get);
    set({ cashLoad: PENDING });
    try {
      const settings = await bridge.cash.getStoreSettings();
      const [{ drawers }, currency] = await Promise.all([
        bridge.cash.listDrawers(),
        storeCurrency(bridge, settings),
      ]);
      if (!current()) return;
      set({ cashSettings: settings, cashDrawers: drawers, cashCurrency: currency, cashLoad: DONE });
    } catch (error) {
      if (current()) set({ cashLoad: failed(error) });
      return;
    }
    // Who is paired here is known without asking the drawer; asking it waits for a drawer that may be off.
    if (!get().drawerStatus) void get().checkDrawerStatus();
  },

  async refreshCashDrawers() {
    const current = sameSession(get);
    try {
      const { drawers } = await bridge.cash.listDrawers();
      if (!current()) return;
      set({ cashDrawers: drawers });
      const loaded = Object.keys(get().cashTransactions);
      await Promise.all(loaded.map((drawerId) => get().loadCashTransactions(drawerId)));
    } catch {
      // The figures on screen stay as they were; the next action or refresh says what is wrong.
    }
  },

  async loadCashTransactions(drawerId) {
    const current = sameSession(get);
    set({ cashTransactionsLoad: { ...PENDING, drawerId } });
    try {
      const { transactions } = await bridge.cash.listTransactions({ drawerId });
      if (!current()) return;
      set((state) => ({
        cashTransactions: { ...state.cashTransactions, [drawerId]: transactions },
        cashTransactionsLoad: { ...DONE, drawerId },
      }));
    } catch (error) {
      if (current()) set({ cashTransactionsLoad: { ...failed(error), drawerId } });
    }
  },
});
