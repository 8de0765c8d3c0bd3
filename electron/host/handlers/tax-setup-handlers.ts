// setup.getTaxSetup / setup.saveTaxConfig: the administrator's tax configuration of a store, straight to the
// platform. A save also refreshes this workstation's copy, so its next sale charges what was just set.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { WorkstationSession } from '../workstation-session';

export interface TaxSetupHandlerDeps {
  session: WorkstationSession;
  client: PlatformApiClient;
  configs: WorkstationConfigs;
}

export function taxSetupHandlers({
  session,
  client,
  configs,
}: TaxSetupHandlerDeps): Pick<BridgeImplementation['setup'], 'getTaxSetup' | 'saveTaxConfig'> {
  return {
    async getTaxSetup({ storeId }) {
      session.requireRole('admin', 'Reading the tax configuration');
      const [config, catalogClasses] = await Promise.all([
        client.getStoreTaxConfig(storeId),
        client.getStoreTaxClasses(storeId),
      ]);
      return { config, catalogClasses };
    },
    async saveTaxConfig({ storeId, ...config }) {
      session.requireRole('admin', 'Changing the tax configuration');
      return configs.saveTaxConfigOnPlatform(storeId, config);
    },
  };
}
