// Which workflow screen the shell shows. Screens navigate with `navigate('sale')`; the shell only offers
// the routes the user's permissions allow (see routes.tsx).
import type { PosSliceCreator } from './slice';

export type RouteId = 'pickup' | 'sale' | 'history' | 'cash' | 'setup' | 'devices';

export interface NavigationSlice {
  route: RouteId;
  /** true while the associate changes store from the shell (the store picker is shown again). */
  choosingStore: boolean;
  navigate(route: RouteId): void;
  setChoosingStore(choosing: boolean): void;
}

export const createNavigationSlice: PosSliceCreator<NavigationSlice> = () => (set) => ({
  route: 'pickup',
  choosingStore: false,
  navigate: (route) => set({ route }),
  setChoosingStore: (choosingStore) => set({ choosingStore }),
});
