// Where and how the signed-in user works: the stores they may work in, the store chosen, the locale.
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { SessionSlice } from '../session-slice';
import type { SessionUpdates } from './session-updates';

export const sessionStoreActions: ActionGroup<
  SessionSlice,
  'loadStores' | 'selectStore' | 'setLocale',
  SessionUpdates
> = (bridge, updates) => (set) => ({
  async loadStores() {
    set({ storesLoad: PENDING });
    try {
      const { stores } = await bridge.session.listStores();
      set({ stores, storesLoad: DONE });
    } catch (error) {
      set({ storesLoad: failed(error) });
    }
  },

  async selectStore(storeId) {
    set({ storeSelection: PENDING });
    try {
      updates.show(await bridge.session.selectStore({ storeId }), { storeSelection: DONE });
      return true;
    } catch (error) {
      set({ storeSelection: failed(error) });
      return false;
    }
  },

  async setLocale(locale) {
    try {
      updates.show(await bridge.session.setLocale({ locale }), { localeChange: DONE });
      return true;
    } catch (error) {
      set({ localeChange: failed(error) });
      return false;
    }
  },
});
