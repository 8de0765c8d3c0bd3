// setup.*: the admin's imports, stores and configurations, straight to the platform (they need it online).
import type { AppConfig } from '../../../shared/contract/app-config';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { ApiError } from '../../services/api/api-errors';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { CatalogArchives } from '../../services/archive-share/catalog-archives';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { WorkstationSession } from '../workstation-session';
import { configSetupHandlers } from './config-setup-handlers';
import { importSetupHandlers } from './import-setup-handlers';
import { returnSetupHandlers } from './return-setup-handlers';
import { taxSetupHandlers } from './tax-setup-handlers';

export interface SetupHandlerDeps {
  session: WorkstationSession;
  client: PlatformApiClient;
  archives: CatalogArchives;
  configs: WorkstationConfigs;
  /** The platform accepted a new application configuration: this workstation follows it at once. */
  appConfigSaved?: (config: AppConfig) => void;
}

export function setupHandlers(deps: SetupHandlerDeps): BridgeImplementation['setup'] {
  return {
    ...taxSetupHandlers(deps),
    ...returnSetupHandlers(deps),
    ...importSetupHandlers(deps),
    ...configSetupHandlers(deps),
    ...storeAndTrainingHandlers(deps),
  };
}

/** The store records and the training tenant, as the platform keeps them. */
function storeAndTrainingHandlers({
  session,
  client,
}: SetupHandlerDeps): Pick<
  BridgeImplementation['setup'],
  'listStores' | 'createStore' | 'updateStore' | 'getTraining' | 'setCustomerPace'
> {
  const admin = (what: string) => session.requireRole('admin', what);
  return {
    async listStores() {
      admin('Listing store records');
      return { stores: await client.listStores() };
    },
    async createStore(request) {
      admin('Creating a store');
      return client.createStore(request);
    },
    async updateStore(request) {
      admin('Changing a store');
      return client.updateStore(request.storeId, request.patch);
    },
    async getTraining() {
      session.requireUser();
      try {
        return { training: await client.getTrainingTenant() };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { training: null };
        throw error;
      }
    },
    async setCustomerPace(request) {
      admin('Changing the pace of the training customers');
      return client.setCustomerSimulatorPace(request);
    },
  };
}
