// Setup → Tax: one store's tax configuration as the platform has it, the tax classes its catalog uses, and
// the administrator's save (the platform checks every field; a refusal keeps the BridgeError so the form
// shows each reason at its field).
import type { CatalogTaxClasses, TaxConfig, TaxConfigRequest } from '../../../shared/contract/tax-config';
import { DONE, failed, IDLE, PENDING, sameSession, type ActionStatus, type PosSliceCreator } from './slice';

export interface StoreTaxSetup {
  config: TaxConfig;
  catalogClasses: CatalogTaxClasses;
}

export interface TaxSetupSlice {
  /** The store chosen on the Tax tab, and what the platform answered for it. */
  taxSetupStoreId: string | null;
  taxSetup: StoreTaxSetup | null;
  taxSetupLoad: ActionStatus;
  taxSetupSave: ActionStatus;
  /** Chooses a store and reads its configuration and catalog classes. */
  loadTaxSetup(storeId: string): Promise<void>;
  /** Saves the chosen store's configuration; true when the platform took it. */
  saveTaxSetup(config: TaxConfigRequest): Promise<boolean>;
}

export function taxSetupSessionState(): Pick<
  TaxSetupSlice,
  'taxSetupStoreId' | 'taxSetup' | 'taxSetupLoad' | 'taxSetupSave'
> {
  return { taxSetupStoreId: null, taxSetup: null, taxSetupLoad: IDLE, taxSetupSave: IDLE };
}

export const createTaxSetupSlice: PosSliceCreator<TaxSetupSlice> = (bridge) => (set, get) => ({
  ...taxSetupSessionState(),

  async loadTaxSetup(storeId) {
    const current = sameSession(get);
    set({ taxSetupStoreId: storeId, taxSetup: null, taxSetupLoad: PENDING, taxSetupSave: IDLE });
    try {
      const answer = await bridge.setup.getTaxSetup({ storeId });
      // Another store chosen meanwhile: its own answer is on the way.
      if (!current() || get().taxSetupStoreId !== storeId) return;
      set({ taxSetup: answer, taxSetupLoad: DONE });
    } catch (error) {
      if (!current() || get().taxSetupStoreId !== storeId) return;
      set({ taxSetupLoad: failed(error) });
    }
  },

  async saveTaxSetup(config) {
    const { taxSetupStoreId: storeId, taxSetup } = get();
    if (!storeId || !taxSetup) return false;
    const current = sameSession(get);
    set({ taxSetupSave: PENDING });
    try {
      const saved = await bridge.setup.saveTaxConfig({ storeId, ...config });
      if (!current() || get().taxSetupStoreId !== storeId) return true;
      set({ taxSetup: { ...taxSetup, config: saved }, taxSetupSave: DONE });
      return true;
    } catch (error) {
      if (current() && get().taxSetupStoreId === storeId) set({ taxSetupSave: failed(error) });
      return false;
    }
  },
});
