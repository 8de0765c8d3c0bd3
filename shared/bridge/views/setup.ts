// What the setup screens get back about a catalog archive prepared on this workstation: which data files
// it holds and what their heads say, before any byte is sent to the platform.
import { z } from 'zod';
import { ImportEntitySchema, ImportJobSchema } from '../../contract/import-job';

/** A zip chosen as it is, or products/prices/availabilities JSON files the app zips into data/. */
export const ARCHIVE_UPLOAD_KINDS = ['zip', 'data_files'] as const;
export const ArchiveUploadKindSchema = z.enum(ARCHIVE_UPLOAD_KINDS);
export type ArchiveUploadKind = z.infer<typeof ArchiveUploadKindSchema>;

const records = z.int().min(0);

export const DataFileSummaryViewSchema = z.discriminatedUnion('entity', [
  z.object({
    entity: z.literal('products'),
    shop: z.string(),
    locale: z.string(),
    isMaster: z.boolean(),
    records,
  }),
  z.object({
    entity: z.literal('prices'),
    shop: z.string(),
    books: z.array(z.object({ pricebook: z.string(), currency: z.string(), shop: z.string(), records })),
    records,
  }),
  z.object({ entity: z.literal('availabilities'), shop: z.string(), records }),
]);
export type DataFileSummaryView = z.infer<typeof DataFileSummaryViewSchema>;

export const PreparedArchiveViewSchema = z.object({
  archiveId: z.string().min(1),
  /** Size of the zip that will be sent. */
  bytes: z.int().min(0),
  /** Entities whose file is in the archive (contract order). */
  entities: z.array(ImportEntitySchema),
  files: z.array(DataFileSummaryViewSchema),
});
export type PreparedArchiveView = z.infer<typeof PreparedArchiveViewSchema>;

/**
 * How the platform gets a prepared archive. `workstation`: served once over HTTPS on 127.0.0.1 (the embedded
 * platform only). `s3`: uploaded to a bucket the platform reads (credentials from the standard AWS chain).
 */
export const ArchiveDeliverySchema = z.discriminatedUnion('via', [
  z.strictObject({ via: z.literal('workstation') }),
  z.strictObject({
    via: z.literal('s3'),
    bucketUri: z.string().regex(/^s3:\/\/[^/\s]+(\/\S*)?$/, 'must be s3://bucket or s3://bucket/prefix'),
    /** An S3-compatible endpoint (https://host:port); AWS when absent. */
    endpoint: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.example.com' })
      .optional(),
  }),
]);
export type ArchiveDelivery = z.infer<typeof ArchiveDeliverySchema>;

export const StartedImportViewSchema = z.object({
  job: ImportJobSchema,
  /** Where the platform reads the archive: a one-time https://127.0.0.1 link, or the s3:// object. */
  sourceUri: z.string(),
});
export type StartedImportView = z.infer<typeof StartedImportViewSchema>;
