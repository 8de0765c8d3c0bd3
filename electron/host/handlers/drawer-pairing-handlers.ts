// cash.discoverDrawers / pairDrawer / unpairDrawer / getDrawerStatus: the integrated drawer paired with
// this workstation; its serial goes on the store's drawer at the platform.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { withDrawerDevice } from '../../services/drawers/drawer-pairing';
import type { CashContext } from './cash-context';

export function drawerPairingHandlers(
  context: CashContext,
): Pick<BridgeImplementation['cash'], 'discoverDrawers' | 'pairDrawer' | 'unpairDrawer' | 'getDrawerStatus'> {
  const { session, configs, devices, storeSettings, drawerOf } = context;
  return {
    async discoverDrawers() {
      session.requireUser();
      const found = await devices.discoverDrawers();
      return {
        drawers: found.map((device) => ({
          name: device.name,
          serial: device.serial ?? null,
          host: device.host,
          port: device.port,
        })),
      };
    },

    async pairDrawer(request) {
      session.requireRole('manager', 'Pairing a cash drawer');
      const { storeId, management } = await storeSettings();
      const { drawer, mode } = await drawerOf(request.drawerId);
      if (mode === 'non_integrated') {
        throw new BridgeError({
          code: 'drawer_not_integrated',
          message: `Store ${storeId} uses non-integrated drawers: they are opened by hand and need no pairing.`,
          values: { storeId },
          details: [{ path: 'drawerId', message: 'is not an integrated drawer' }],
        });
      }
      const found = await devices.findDrawer(drawer.drawer_id, request.serial);
      // The serial goes on the store's drawer (the platform checks one device per drawer).
      if (drawer.device?.serial !== found.serial) {
        await configs.saveCashManagementOnPlatform(
          storeId,
          withDrawerDevice(management, drawer.drawer_id, found.serial),
        );
      }
      return devices.rememberDrawer(found);
    },

    async unpairDrawer() {
      session.requireUser();
      return devices.forgetDrawer();
    },

    async getDrawerStatus() {
      return devices.checkDrawer();
    },
  };
}
