// The one zustand store of the renderer, cut into slices (one file per workflow: store/<area>-slice.ts).
// Adding a slice: its interface in PosState's `extends` list and its creator in createPosStore (two lines);
// what it holds for one user in one store starts from its `<area>SessionState()`, listed in session-reset.ts.
// Tests build the store on a real bridge with createPosStore(bridge) and drive it through getState().
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '../../../shared/bridge';
import { createCashSlice, type CashSlice } from './cash-slice';
import { createDevicesSlice, type DevicesSlice } from './devices-slice';
import { createLockSlice, type LockSlice } from './lock-slice';
import { createNavigationSlice, type NavigationSlice } from './navigation-slice';
import { createPickupSlice, type PickupSlice } from './pickup-slice';
import { createPrintingSlice, type PrintingSlice } from './printing-slice';
import { createReportsSlice, type ReportsSlice } from './reports-slice';
import { createReturnSetupSlice, type ReturnSetupSlice } from './return-setup-slice';
import { createReturnsSlice, type ReturnsSlice } from './returns-slice';
import { createSaleSlice, type SaleSlice } from './sale-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createSetupSlice, type SetupSlice } from './setup-slice';
import { createSyncSlice, type SyncSlice } from './sync-slice';
import { createTaxSetupSlice, type TaxSetupSlice } from './tax-setup-slice';
import { createTrainingSlice, type TrainingSlice } from './training-slice';

/** Every slice's state and actions together. Add a slice: its interface here, its creator below. */
export interface PosState
  extends
    SessionSlice,
    LockSlice,
    SyncSlice,
    NavigationSlice,
    PickupSlice,
    PrintingSlice,
    SaleSlice,
    ReturnsSlice,
    ReportsSlice,
    CashSlice,
    SetupSlice,
    TaxSetupSlice,
    ReturnSetupSlice,
    TrainingSlice,
    DevicesSlice {}

export type PosStore = StoreApi<PosState>;

export function createPosStore(bridge: BridgeApi): PosStore {
  // TypeScript refuses this object if a slice named in PosState has no creator here.
  return createStore<PosState>()((...args) => ({
    ...createSessionSlice(bridge)(...args),
    ...createLockSlice(bridge)(...args),
    ...createSyncSlice(bridge)(...args),
    ...createNavigationSlice(bridge)(...args),
    ...createPickupSlice(bridge)(...args),
    ...createPrintingSlice(bridge)(...args),
    ...createSaleSlice(bridge)(...args),
    ...createReturnsSlice(bridge)(...args),
    ...createReportsSlice(bridge)(...args),
    ...createCashSlice(bridge)(...args),
    ...createSetupSlice(bridge)(...args),
    ...createTaxSetupSlice(bridge)(...args),
    ...createReturnSetupSlice(bridge)(...args),
    ...createTrainingSlice(bridge)(...args),
    ...createDevicesSlice(bridge)(...args),
  }));
}

const PosStoreContext = createContext<PosStore | null>(null);

/** Gives the screens below it the store (App builds it once on the real bridge; tests pass their own). */
export function PosStoreProvider({ store, children }: { store: PosStore; children: ReactNode }) {
  return createElement(PosStoreContext.Provider, { value: store }, children);
}

/** `usePosStore((state) => state.session)`: re-renders when the selected part changes. Use useShallow
 *  (zustand/react/shallow) when the selector builds a new object or array. */
export function usePosStore<Selected>(selector: (state: PosState) => Selected): Selected {
  return useStore(usePosStoreApi(), selector);
}

/** The store itself, for effects that call actions without subscribing (`api.getState().syncNow()`). */
export function usePosStoreApi(): PosStore {
  const store = useContext(PosStoreContext);
  if (!store) throw new Error('usePosStore needs a <PosStoreProvider> above it (see App.tsx).');
  return store;
}
