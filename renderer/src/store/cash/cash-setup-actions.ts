// The manager's cash setup of the store: the operation mode and its drawers (a serial only for integrated
// drawers), saved as one; the drawers' figures are read again after.
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { CashSlice } from '../cash-slice';

export const cashSetupActions: ActionGroup<CashSlice, 'saveCashSetup'> = (bridge) => (set) => ({
  async saveCashSetup(draft) {
    set({ cashSetupSave: PENDING });
    try {
      const settings = await bridge.cash.saveStoreSettings({
        operationMode: draft.operationMode,
        drawers: draft.drawers.map((drawer) => ({
          drawerId: drawer.drawerId,
          name: drawer.name.trim(),
          recommendedFloat: drawer.recommendedFloat,
          serial: draft.operationMode === 'non_integrated' ? null : drawer.serial?.trim() || null,
        })),
      });
      const { drawers } = await bridge.cash.listDrawers();
      set((state) => ({
        cashSettings: settings,
        cashDrawers: drawers,
        cashCurrency: settings.drawers[0]?.recommendedFloat.currency ?? state.cashCurrency,
        cashSetupSave: DONE,
      }));
      return true;
    } catch (error) {
      set({ cashSetupSave: failed(error) });
      return false;
    }
  },
});
