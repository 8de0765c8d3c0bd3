// setup.getConfigs and the save calls: the administrator's business configurations (pickup, print,
// application, cash drawer, rounding), straight to the platform, which checks them.
import type { AppConfig } from '../../../shared/contract/app-config';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { ApiError } from '../../services/api/api-errors';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { WorkstationSession } from '../workstation-session';

export function configSetupHandlers({
  session,
  client,
  appConfigSaved,
}: {
  session: WorkstationSession;
  client: PlatformApiClient;
  appConfigSaved?: (config: AppConfig) => void;
}): Pick<
  BridgeImplementation['setup'],
  | 'getConfigs'
  | 'savePickupConfig'
  | 'savePrintConfig'
  | 'updateAppConfig'
  | 'saveCashDrawerConfig'
  | 'saveRoundingConfig'
> {
  const admin = (what: string) => session.requireRole('admin', what);
  return {
    async getConfigs() {
      admin('Reading the configurations');
      const [pickup, print, app, cashDrawer, rounding] = await Promise.all([
        client.getPickupConfig().catch((error: unknown) => {
          // The platform has no pickup configuration until an admin creates one.
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
        client.getPrintConfig(),
        client.getAppConfig(),
        client.getCashDrawerConfig(),
        client.getRoundingConfig(),
      ]);
      return { pickup, print, app, cashDrawer, rounding };
    },
    async savePickupConfig(request) {
      admin('Changing the pickup configuration');
      return client.putPickupConfig(request);
    },
    async savePrintConfig(request) {
      admin('Changing the print configuration');
      return client.putPrintConfig(request);
    },
    async updateAppConfig(request) {
      admin('Changing the application configuration');
      const saved = await client.patchAppConfig(request);
      appConfigSaved?.(saved);
      return saved;
    },
    async saveCashDrawerConfig(request) {
      admin('Changing the cash drawer configuration');
      return client.putCashDrawerConfig(request);
    },
    async saveRoundingConfig(request) {
      admin('Changing the rounding configuration');
      return client.putRoundingConfig(request);
    },
  };
}
