// The integrated drawer paired with this workstation: asking whether it answers and is open, finding drawers
// on the network, pairing one of the store's drawers from the serial scanned on it, and unpairing.
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { CashSlice } from '../cash-slice';

export const cashPairingActions: ActionGroup<
  CashSlice,
  'checkDrawerStatus' | 'discoverCashDrawers' | 'pairCashDrawer' | 'unpairCashDrawer'
> = (bridge) => (set, get) => ({
  async checkDrawerStatus() {
    try {
      set({ drawerStatus: await bridge.cash.getDrawerStatus() });
    } catch {
      // Not being able to ask is shown as "not checked yet"; pairing and transactions still say why.
    }
  },

  async discoverCashDrawers() {
    set({ drawerDiscovery: PENDING });
    try {
      const { drawers } = await bridge.cash.discoverDrawers();
      set({ discoveredDrawers: drawers, drawerDiscovery: DONE });
    } catch (error) {
      set({ drawerDiscovery: failed(error) });
    }
  },

  async pairCashDrawer(drawerId, serial) {
    set({ drawerPairing: PENDING });
    try {
      const drawerStatus = await bridge.cash.pairDrawer({ drawerId, serial });
      set({ drawerStatus, drawerPairing: DONE });
      // Pairing records the serial on the store's drawer when it was another one.
      const settings = await bridge.cash.getStoreSettings();
      set({ cashSettings: settings });
      await get().refreshCashDrawers();
      return true;
    } catch (error) {
      set({ drawerPairing: failed(error) });
      return false;
    }
  },

  async unpairCashDrawer() {
    set({ drawerPairing: PENDING });
    try {
      set({ drawerStatus: await bridge.cash.unpairDrawer(), drawerPairing: DONE });
      return true;
    } catch (error) {
      set({ drawerPairing: failed(error) });
      return false;
    }
  },
});
