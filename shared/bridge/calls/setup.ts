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
import { PickupConfigSchema } from '../../contract/pickup-config';
import { PrintConfigSchema } from '../../contract/print-config';
import { RoundingConfigSchema } from '../../contract/rounding-config';
import { CreateStoreRequestSchema, StorePatchSchema, StoreSchema } from '../../contract/store';
import { NonBlankTextSchema } from '../../contract/common';
import { defineCall, NoRequestSchema } from '../define-call';

export const setupCalls = {
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

  savePickupConfig: defineCall('setup', 'savePickupConfig', {
    summary: 'Replaces the in-store pickup configuration.',
    request: PickupConfigSchema,
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
