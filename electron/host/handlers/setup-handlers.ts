// setup.*: the admin's imports, stores and configurations, straight to the platform (they need it online).
// A catalog chosen on this workstation is staged and checked here first, then made reachable by the platform
// (see services/archive-share) before its import job is created.
import type { AppConfig } from '../../../shared/contract/app-config';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { ApiError } from '../../services/api/api-errors';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import { ArchiveRefusedError } from '../../services/archive-share/archive-errors';
import type { CatalogArchives } from '../../services/archive-share/catalog-archives';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { WorkstationSession } from '../workstation-session';
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

/** What the import job records as its provider. */
const IMPORT_PROVIDER = 'associate-pos';

export function setupHandlers({
  session,
  client,
  archives,
  configs,
  appConfigSaved,
}: SetupHandlerDeps): BridgeImplementation['setup'] {
  const admin = (what: string) => session.requireRole('admin', what);
  return {
    ...taxSetupHandlers({ session, client, configs }),
    ...returnSetupHandlers({ session, client }),
    async listImports(request) {
      admin('Listing imports');
      return client.listImportJobs({ offset: request.offset, count: request.count });
    },
    async startImport(request) {
      admin('Importing a catalog');
      const created = await client.createImportJob({
        provider: IMPORT_PROVIDER,
        name: request.name,
        source_uri: request.sourceUri,
        entities: request.entities,
      });
      await client.startImportJob(created.import_id, { transformed_uri: request.sourceUri });
      return client.getImportJob(created.import_id);
    },
    async beginArchiveUpload(request) {
      admin('Importing a catalog');
      return archives.begin(request.kind, request.files);
    },
    async uploadArchiveChunk(request) {
      admin('Importing a catalog');
      const bytes = Buffer.from(request.data, 'base64');
      return { received: archives.append(request.uploadId, request.file, request.offset, bytes) };
    },
    async prepareArchive(request) {
      admin('Importing a catalog');
      const prepared = await archives.prepare(request.uploadId);
      return {
        archiveId: prepared.archiveId,
        bytes: prepared.bytes,
        entities: prepared.entities,
        files: prepared.files,
      };
    },
    async importArchive(request) {
      admin('Importing a catalog');
      const archive = archives.archive(request.archiveId);
      const missing = request.entities.flatMap((entity, index) =>
        archive.entities.includes(entity)
          ? []
          : [{ path: `entities.${index}`, message: `the archive has no data/${entity}.json` }],
      );
      if (missing.length > 0) {
        throw new ArchiveRefusedError(
          'missing_file',
          `The archive lacks a file for: ${missing.map((problem) => problem.message).join('; ')}.`,
          missing,
        );
      }
      if (request.delivery.via === 'workstation' && session.snapshot().platform.mode !== 'embedded') {
        throw new ArchiveRefusedError(
          'delivery_unavailable',
          'The platform is not on this workstation, so it cannot download from it: upload the archive to an ' +
            'S3 bucket it reads, or put it on an https:// address and give that URL.',
          [
            {
              path: 'delivery.via',
              message: 'only the embedded platform can download from this workstation',
            },
          ],
        );
      }
      const sourceUri = await archives.deliver(request.archiveId, request.delivery);
      const created = await client.createImportJob({
        provider: IMPORT_PROVIDER,
        name: request.name,
        source_uri: sourceUri,
        entities: request.entities,
      });
      await client.startImportJob(created.import_id, { transformed_uri: sourceUri });
      return { job: await client.getImportJob(created.import_id), sourceUri };
    },
    async discardArchive(request) {
      admin('Importing a catalog');
      archives.discard(request.id);
      return { done: true };
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
