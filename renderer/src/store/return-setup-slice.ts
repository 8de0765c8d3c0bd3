// Setup → Returns: the refund above which a return needs a manager, per currency, as the platform has it, and
// the administrator's save (the platform checks every amount; a refusal keeps the BridgeError so the form
// shows each reason at its currency's field).
import type { ReturnConfig } from '../../../shared/contract/return-config';
import { DONE, failed, IDLE, PENDING, sameSession, type ActionStatus, type PosSliceCreator } from './slice';

export interface ReturnSetupSlice {
  returnConfig: ReturnConfig | null;
  returnConfigLoad: ActionStatus;
  returnConfigSave: ActionStatus;
  /** Reads the returns configuration from the platform. */
  loadReturnConfig(): Promise<void>;
  /** Saves the approval amounts; true when the platform took them. */
  saveReturnConfig(config: ReturnConfig): Promise<boolean>;
}

export function returnSetupSessionState(): Pick<
  ReturnSetupSlice,
  'returnConfig' | 'returnConfigLoad' | 'returnConfigSave'
> {
  return { returnConfig: null, returnConfigLoad: IDLE, returnConfigSave: IDLE };
}

export const createReturnSetupSlice: PosSliceCreator<ReturnSetupSlice> = (bridge) => (set, get) => ({
  ...returnSetupSessionState(),

  async loadReturnConfig() {
    const current = sameSession(get);
    set({ returnConfigLoad: PENDING, returnConfigSave: IDLE });
    try {
      const config = await bridge.setup.getReturnConfig();
      if (current()) set({ returnConfig: config, returnConfigLoad: DONE });
    } catch (error) {
      if (current()) set({ returnConfigLoad: failed(error) });
    }
  },

  async saveReturnConfig(config) {
    const current = sameSession(get);
    set({ returnConfigSave: PENDING });
    try {
      const saved = await bridge.setup.saveReturnConfig(config);
      if (current()) set({ returnConfig: saved, returnConfigSave: DONE });
      return true;
    } catch (error) {
      if (current()) set({ returnConfigSave: failed(error) });
      return false;
    }
  },
});
