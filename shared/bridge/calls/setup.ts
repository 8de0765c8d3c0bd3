// Administration (admin role, needs the platform): catalog imports, stores, and the platform's
// configurations. These edit the platform's own documents, so they use the contract's schemas as they are.
import { z } from 'zod';
import { AppConfigPatchSchema, AppConfigSchema } from '../../contract/app-config';
import { CashDrawerConfigSchema } from '../../contract/cash-drawer-config';
import { IdSchema } from '../../contract/common';
import {
  ArchiveUriSchema,
  ImportEntitiesSchema,
  ImportErrorListResponseSchema,
  ImportJobListResponseSchema,
  ImportJobSchema,
} from '../../contract/import-job';
import { PickupConfigRequestSchema, PickupConfigSchema } from '../../contract/pickup-config';
import { PrintConfigSchema } from '../../contract/print-config';
import {
  CustomerSimulatorPaceSchema,
  CustomerSimulatorStateSchema,
  TrainingTenantSchema,
} from '../../contract/training';
import { RoundingConfigSchema } from '../../contract/rounding-config';
import { CreateStoreRequestSchema, StorePatchSchema, StoreSchema } from '../../contract/store';
import { NonBlankTextSchema } from '../../contract/common';
import { defineCall, DoneSchema, NoRequestSchema } from '../define-call';
import { returnSetupCalls } from './return-setup';
import { taxSetupCalls } from './tax-setup';
import {
  ArchiveDeliverySchema,
  ArchiveUploadKindSchema,
  PreparedArchiveViewSchema,
  StartedImportViewSchema,
} from '../views/setup';

/** Bytes of one chunk of a file being sent (base64 makes it 4/3 bigger; the web host takes 1 MiB a call). */
export const ARCHIVE_CHUNK_MAX_BYTES = 512 * 1024;
const MAX_BASE64_CHARS = Math.ceil(ARCHIVE_CHUNK_MAX_BYTES / 3) * 4;

export const setupCalls = {
  ...taxSetupCalls,
  ...returnSetupCalls,

  listImports: defineCall('setup', 'listImports', {
    summary: 'Catalog import jobs, newest first.',
    request: z.strictObject({
      offset: z.int('must be a whole number').min(0, 'must be zero or more').default(0),
      count: z
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(500, 'must be at most 500')
        .default(50),
    }),
    response: ImportJobListResponseSchema,
  }),

  startImport: defineCall('setup', 'startImport', {
    summary: 'Creates an import job for a zip archive at an https:// or s3:// URL and starts it.',
    request: z.strictObject({
      name: NonBlankTextSchema,
      sourceUri: ArchiveUriSchema,
      entities: ImportEntitiesSchema,
    }),
    response: ImportJobSchema,
  }),

  beginArchiveUpload: defineCall('setup', 'beginArchiveUpload', {
    summary:
      'Starts sending a catalog to this workstation: one zip, or products/prices/availabilities JSON files ' +
      '(zipped into data/ here). Names and sizes are checked first (no __MACOSX, known file names).',
    request: z.strictObject({
      kind: ArchiveUploadKindSchema,
      files: z
        .array(
          z.strictObject({
            /** The file's name, or its relative path when a folder was chosen. */
            name: z.string().min(1, 'must not be empty'),
            bytes: z.int('must be a whole number').min(1, 'is empty'),
          }),
        )
        .min(1, 'choose at least one file')
        .max(3, 'choose at most three files'),
    }),
    response: z.object({ uploadId: z.string(), chunkBytes: z.int().min(1) }),
  }),

  uploadArchiveChunk: defineCall('setup', 'uploadArchiveChunk', {
    summary: 'Appends one chunk (base64) of a file at its byte offset; a repeated chunk is ignored.',
    request: z.strictObject({
      uploadId: z.string().min(1),
      file: z.string().min(1),
      offset: z.int().min(0),
      data: z
        .base64('must be base64')
        .max(MAX_BASE64_CHARS, `must carry at most ${ARCHIVE_CHUNK_MAX_BYTES} bytes`),
    }),
    response: z.object({ received: z.int().min(0) }),
  }),

  prepareArchive: defineCall('setup', 'prepareArchive', {
    summary:
      'Checks the uploaded files like the importer will (zip entries, data/ folder, each head with the ' +
      "contract's schemas, one shop) and prepares the zip; refusals name the file and field.",
    request: z.strictObject({ uploadId: z.string().min(1) }),
    response: PreparedArchiveViewSchema,
  }),

  importArchive: defineCall('setup', 'importArchive', {
    summary:
      'Makes a prepared archive reachable (served once over HTTPS on 127.0.0.1 to the embedded platform, or ' +
      'uploaded to an S3 bucket), then creates and starts the import job.',
    request: z.strictObject({
      archiveId: z.string().min(1),
      name: NonBlankTextSchema,
      entities: ImportEntitiesSchema,
      delivery: ArchiveDeliverySchema,
    }),
    response: StartedImportViewSchema,
  }),

  discardArchive: defineCall('setup', 'discardArchive', {
    summary: 'Drops an upload or a prepared archive from this workstation.',
    request: z.strictObject({ id: z.string().min(1) }),
    response: DoneSchema,
  }),

  getImport: defineCall('setup', 'getImport', {
    summary: 'One import job and its record-level errors ([] for a clean import).',
    request: z.strictObject({ importId: IdSchema }),
    response: z.object({ job: ImportJobSchema, errors: ImportErrorListResponseSchema }),
  }),

  listStores: defineCall('setup', 'listStores', {
    summary: 'Every store record of the platform.',
    request: NoRequestSchema,
    response: z.object({ stores: z.array(StoreSchema) }),
  }),

  createStore: defineCall('setup', 'createStore', {
    summary: 'Creates a store (with coordinates to take part in pickup routing).',
    request: CreateStoreRequestSchema,
    response: StoreSchema,
  }),

  updateStore: defineCall('setup', 'updateStore', {
    summary: 'Changes a store with a merge patch (assigning its price book is the usual change).',
    request: z.strictObject({ storeId: IdSchema, patch: StorePatchSchema }),
    response: StoreSchema,
  }),

  getConfigs: defineCall('setup', 'getConfigs', {
    summary: 'The pickup (null until created), print, application, cash drawer and rounding configurations.',
    request: NoRequestSchema,
    response: z.object({
      pickup: PickupConfigSchema.nullable(),
      print: PrintConfigSchema,
      app: AppConfigSchema,
      cashDrawer: CashDrawerConfigSchema,
      rounding: RoundingConfigSchema,
    }),
  }),

  getTraining: defineCall('setup', 'getTraining', {
    summary:
      'Whether the platform is a training tenant (any signed-in user): its description and the customer simulator; null on a real tenant.',
    request: NoRequestSchema,
    response: z.object({ training: TrainingTenantSchema.nullable() }),
  }),

  setCustomerPace: defineCall('setup', 'setCustomerPace', {
    summary: 'Training tenant: web orders per store and hour the customer simulator places (0 stops it).',
    request: CustomerSimulatorPaceSchema,
    response: CustomerSimulatorStateSchema,
  }),

  savePickupConfig: defineCall('setup', 'savePickupConfig', {
    summary: 'Replaces the in-store pickup configuration (every delivery text checked, in every language).',
    request: PickupConfigRequestSchema,
    response: PickupConfigSchema,
  }),

  savePrintConfig: defineCall('setup', 'savePrintConfig', {
    summary: 'Replaces the documents-to-print configuration.',
    request: PrintConfigSchema,
    response: PrintConfigSchema,
  }),

  updateAppConfig: defineCall('setup', 'updateAppConfig', {
    summary:
      'Changes the application configuration with a merge patch (cash management, cash rounding toggle).',
    request: AppConfigPatchSchema,
    response: AppConfigSchema,
  }),

  saveCashDrawerConfig: defineCall('setup', 'saveCashDrawerConfig', {
    summary: 'Sets whether associates see the expected amount when they count a drawer.',
    request: CashDrawerConfigSchema,
    response: CashDrawerConfigSchema,
  }),

  saveRoundingConfig: defineCall('setup', 'saveRoundingConfig', {
    summary: 'Sets the US stores whose cash tenders are rounded.',
    request: RoundingConfigSchema,
    response: RoundingConfigSchema,
  }),
};
