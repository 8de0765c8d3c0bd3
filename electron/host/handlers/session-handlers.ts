// session.*: sign in and out, platform, store, locale, the screen lock and staff PINs.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { toStoreSummary, type WorkstationSession } from '../workstation-session';

export function sessionHandlers(session: WorkstationSession): BridgeImplementation['session'] {
  return {
    get: async () => session.snapshot(),
    setPlatform: (request) => session.setPlatform(request),
    signIn: (request) => session.signIn(request.username, request.password),
    signOut: async () => session.signOut(),
    whoAmI: () => session.whoAmI(),
    listStores: async () => ({ stores: (await session.listStores()).map(toStoreSummary) }),
    selectStore: (request) => session.selectStore(request.storeId),
    setLocale: async (request) => session.setLocale(request.locale),
    lock: async () => session.lock(),
    unlock: (request) => session.unlock(request.credential),
    switchUser: (request) => session.switchUser(request.username, request.credential),
    setPin: (request) => session.setPin(request.pin, request.password),
    removePin: (request) => session.removePin(request.password),
    setCounterMode: (request) => session.setCounterMode(request.enabled, request.approver),
  };
}
