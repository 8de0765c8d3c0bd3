// The platform's records and configurations an administrator sets up: store records, and the pickup,
// printing, application, cash drawer and rounding configurations. Each save keeps its BridgeError so the
// form shows the platform's reason next to each field (see setupFieldError).
import type { BridgeError } from '../../../shared/bridge';
import type { AppConfig, AppConfigPatch } from '../../../shared/contract/app-config';
import type { CashDrawerConfig } from '../../../shared/contract/cash-drawer-config';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PrintConfig } from '../../../shared/contract/print-config';
import type { RoundingConfig } from '../../../shared/contract/rounding-config';
import type { CreateStoreRequest, Store, StorePatch } from '../../../shared/contract/store';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export interface SetupConfigs {
  pickup: PickupConfig | null;
  print: PrintConfig;
  app: AppConfig;
  cashDrawer: CashDrawerConfig;
  rounding: RoundingConfig;
}

export type SetupSaveKey = 'store' | 'pickup' | 'print' | 'app' | 'cashDrawer' | 'rounding';

export interface SetupConfigSlice {
  setupStores: Store[];
  setupStoresLoad: ActionStatus;
  setupConfigs: SetupConfigs | null;
  setupConfigsLoad: ActionStatus;
  setupSaves: Readonly<Record<SetupSaveKey, ActionStatus>>;

  loadSetupStores(): Promise<void>;
  /** Creates a store, or changes `storeId` with the patch. */
  saveStore(
    change: { create: CreateStoreRequest } | { storeId: string; patch: StorePatch },
  ): Promise<Store | null>;
  loadSetupConfigs(): Promise<void>;
  savePickupConfig(config: PickupConfig): Promise<boolean>;
  savePrintConfig(config: PrintConfig): Promise<boolean>;
  saveAppConfig(patch: AppConfigPatch): Promise<boolean>;
  saveCashDrawerConfig(config: CashDrawerConfig): Promise<boolean>;
  saveRoundingConfig(config: RoundingConfig): Promise<boolean>;
  clearSetupSave(key: SetupSaveKey): void;
}

const NO_SAVES: Record<SetupSaveKey, ActionStatus> = {
  store: IDLE,
  pickup: IDLE,
  print: IDLE,
  app: IDLE,
  cashDrawer: IDLE,
  rounding: IDLE,
};

/**
 * The reason a save gave for one field: the platform's detail for `path`, or the bridge's for the same field
 * inside the request (`patch.physical_address.latitude` when a store change was refused by its schema).
 */
export function setupFieldError(error: BridgeError | null | undefined, path: string): string | undefined {
  if (!error) return undefined;
  return error.reasonFor(path) ?? error.reasonFor(`patch.${path}`);
}

type SetupConfigData = Pick<
  SetupConfigSlice,
  'setupStores' | 'setupStoresLoad' | 'setupConfigs' | 'setupConfigsLoad' | 'setupSaves'
>;

export function setupConfigSessionState(): SetupConfigData {
  return {
    setupStores: [],
    setupStoresLoad: IDLE,
    setupConfigs: null,
    setupConfigsLoad: IDLE,
    setupSaves: NO_SAVES,
  };
}

/** The configuration documents saved whole, by their save key and the bridge call that saves them. */
type ConfigSaveKey = Exclude<SetupSaveKey, 'store'>;

export const createSetupConfigSlice: PosSliceCreator<SetupConfigSlice> = (bridge) => (set) => {
  async function save<Result>(key: SetupSaveKey, action: () => Promise<Result>): Promise<Result | null> {
    set((state) => ({ setupSaves: { ...state.setupSaves, [key]: PENDING } }));
    try {
      const result = await action();
      set((state) => ({ setupSaves: { ...state.setupSaves, [key]: DONE } }));
      return result;
    } catch (error) {
      set((state) => ({ setupSaves: { ...state.setupSaves, [key]: failed(error) } }));
      return null;
    }
  }

  /** Saves one configuration; what the platform kept replaces it in setupConfigs. */
  async function saveConfig<Key extends ConfigSaveKey>(
    key: Key,
    action: () => Promise<NonNullable<SetupConfigs[Key]>>,
  ): Promise<boolean> {
    const saved = await save(key, action);
    if (saved === null) return false;
    set((state) => ({
      setupConfigs: state.setupConfigs ? { ...state.setupConfigs, [key]: saved } : null,
    }));
    return true;
  }

  return {
    ...setupConfigSessionState(),

    async loadSetupStores() {
      set({ setupStoresLoad: PENDING });
      try {
        const { stores } = await bridge.setup.listStores();
        set({ setupStores: stores, setupStoresLoad: DONE });
      } catch (error) {
        set({ setupStoresLoad: failed(error) });
      }
    },

    async saveStore(change) {
      const store = await save('store', () =>
        'create' in change
          ? bridge.setup.createStore(change.create)
          : bridge.setup.updateStore({ storeId: change.storeId, patch: change.patch }),
      );
      if (store) {
        set((state) => ({
          setupStores: state.setupStores.some((known) => known.store_id === store.store_id)
            ? state.setupStores.map((known) => (known.store_id === store.store_id ? store : known))
            : [...state.setupStores, store],
        }));
      }
      return store;
    },

    async loadSetupConfigs() {
      set({ setupConfigsLoad: PENDING });
      try {
        set({ setupConfigs: await bridge.setup.getConfigs(), setupConfigsLoad: DONE });
      } catch (error) {
        set({ setupConfigsLoad: failed(error) });
      }
    },

    savePickupConfig: (config) => saveConfig('pickup', () => bridge.setup.savePickupConfig(config)),
    savePrintConfig: (config) => saveConfig('print', () => bridge.setup.savePrintConfig(config)),
    saveAppConfig: (patch) => saveConfig('app', () => bridge.setup.updateAppConfig(patch)),
    saveCashDrawerConfig: (config) =>
      saveConfig('cashDrawer', () => bridge.setup.saveCashDrawerConfig(config)),
    saveRoundingConfig: (config) => saveConfig('rounding', () => bridge.setup.saveRoundingConfig(config)),

    clearSetupSave(key) {
      set((state) => ({ setupSaves: { ...state.setupSaves, [key]: IDLE } }));
    },
  };
};
