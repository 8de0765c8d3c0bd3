// setup.*: the admin's imports, stores and configurations, straight to the platform (they need it online).
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { ApiError } from '../../services/api/api-errors';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { WorkstationSession } from '../workstation-session';

export function setupHandlers(
  session: WorkstationSession,
  client: PlatformApiClient,
): BridgeImplementation['setup'] {
  const admin = (what: string) => session.requireRole('admin', what);
  return {
    async listImports(request) {
      admin('Listing imports');
      return client.listImportJobs({ offset: request.offset, count: request.count });
    },
    async startImport(request) {
      admin('Importing a catalog');
      const created = await client.createImportJob({
        provider: 'associate-pos',
        name: request.name,
        source_uri: request.sourceUri,
        entities: request.entities,
      });
      await client.startImportJob(created.import_id, { transformed_uri: request.sourceUri });
      return client.getImportJob(created.import_id);
    },
    async getImport(request) {
      admin('Reading an import');
      const [job, errors] = await Promise.all([
        client.getImportJob(request.importId),
        client.listImportErrors(request.importId),
      ]);
      return { job, errors };
    },
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
      return client.patchAppConfig(request);
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
