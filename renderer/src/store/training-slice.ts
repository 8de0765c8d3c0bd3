// The training tenant: whether the platform this workstation talks to is one (every screen says so), and
// the pace of its simulated customers, which an administrator changes in Setup → Training.
import type { CustomerSimulatorState, TrainingTenant } from '../../../shared/contract/training';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export interface TrainingSlice {
  /** null: a real tenant, or not known yet (see trainingLoad). */
  training: TrainingTenant | null;
  trainingLoad: ActionStatus;
  trainingPaceSave: ActionStatus;
  /** Asks the platform (after each sign-in; any role). */
  loadTraining(): Promise<void>;
  /** Web orders per store and hour; 0 stops the simulated customers. */
  setCustomerPace(ordersPerHour: number): Promise<boolean>;
}

export const createTrainingSlice: PosSliceCreator<TrainingSlice> = (bridge) => (set, get) => ({
  training: null,
  trainingLoad: IDLE,
  trainingPaceSave: IDLE,

  async loadTraining() {
    set({ trainingLoad: PENDING });
    try {
      const { training } = await bridge.setup.getTraining();
      set({ training, trainingLoad: DONE });
    } catch (error) {
      set({ training: null, trainingLoad: failed(error) });
    }
  },

  async setCustomerPace(ordersPerHour) {
    set({ trainingPaceSave: PENDING });
    try {
      const simulator: CustomerSimulatorState = await bridge.setup.setCustomerPace({
        orders_per_hour: ordersPerHour,
      });
      const training = get().training;
      set({
        trainingPaceSave: DONE,
        ...(training ? { training: { ...training, customer_simulator: simulator } } : {}),
      });
      return true;
    } catch (error) {
      set({ trainingPaceSave: failed(error) });
      return false;
    }
  },
});
