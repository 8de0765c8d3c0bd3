// Catalog import jobs: created from an archive URL, started, processed in the background
// (created → queued → running → finished | failed), then inspected with their record-level errors.
import { z } from 'zod';
import { ErrorCodeSchema } from './errors';
import { IdSchema, NonBlankTextSchema, paginated, TimestampSchema, unlessMissing } from './common';

export const IMPORT_ENTITIES = ['products', 'prices', 'availabilities'] as const;
export const ImportEntitySchema = z.enum(IMPORT_ENTITIES);
export type ImportEntity = z.infer<typeof ImportEntitySchema>;

export const IMPORT_JOB_STATUSES = ['created', 'queued', 'running', 'finished', 'failed'] as const;
export const ImportJobStatusSchema = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof ImportJobStatusSchema>;

/**
 * URL of the zip archive. Any well-formed URL is accepted here: an unsupported scheme (anything but
 * https:// and s3://) is not a bad request but makes the job fail with `unsupported_uri`.
 */
export const ArchiveUriSchema = z.url(
  unlessMissing('must be a URL, e.g. https://host/catalog.zip or s3://bucket/key'),
);

/** Non-empty, each entity at most once; every named entity needs its file in the archive's data/ folder. */
export const ImportEntitiesSchema = z
  .array(ImportEntitySchema)
  .min(1, 'must name at least one of products, prices, availabilities')
  .superRefine((entities, ctx) => {
    entities.forEach((entity, index) => {
      if (entities.indexOf(entity) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `${entity} is listed twice`, input: entity });
      }
    });
  });

/** Body of POST /v0/d/import. */
export const CreateImportJobRequestSchema = z.object({
  provider: NonBlankTextSchema,
  name: NonBlankTextSchema,
  source_uri: ArchiveUriSchema,
  entities: ImportEntitiesSchema,
});
export type CreateImportJobRequest = z.infer<typeof CreateImportJobRequestSchema>;

/** 201 of POST /v0/d/import. */
export const CreateImportJobResponseSchema = z.object({
  import_id: IdSchema,
  status: z.literal('created'),
  provider: z.string(),
  name: z.string(),
  source_uri: z.string(),
  entities: z.array(ImportEntitySchema),
  created_at: TimestampSchema,
});
export type CreateImportJobResponse = z.infer<typeof CreateImportJobResponseSchema>;

/** Body of POST /v0/d/import/{import_id}/start. */
export const StartImportJobRequestSchema = z.object({
  transformed_uri: ArchiveUriSchema,
});
export type StartImportJobRequest = z.infer<typeof StartImportJobRequestSchema>;

/** 202 of POST /v0/d/import/{import_id}/start. */
export const StartImportJobResponseSchema = z.object({
  import_id: IdSchema,
  status: z.literal('queued'),
});
export type StartImportJobResponse = z.infer<typeof StartImportJobResponseSchema>;

/** Records applied per entity, and records rejected (each has an import error). */
export const ImportCountsSchema = z.object({
  products: z.int().min(0),
  prices: z.int().min(0),
  availabilities: z.int().min(0),
  rejected: z.int().min(0),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/**
 * Why a job failed as a whole (nothing from the archive applied): `macosx_folder`, `unsupported_uri`...
 * `values`: what the message says in values (the file, the entry, the limit passed, the HTTP status…), for a
 * screen to word it in its language, as an error body's `values`; absent for a job that failed before the
 * platform recorded them (and for `missing_data_folder`, whose sentence needs none).
 */
export const ImportFailureSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string().min(1),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportFailure = z.infer<typeof ImportFailureSchema>;

/** What a `running` job is doing: fetching the archive, reading and checking it, or applying it. */
export const ImportPhaseSchema = z.enum(['downloading', 'reading', 'applying']);
export type ImportPhase = z.infer<typeof ImportPhaseSchema>;

/**
 * How far a `running` job got, from `reading` on: the records of its files read and checked so far (all of
 * them once it is `applying`), updated every second or so.
 */
export const ImportProgressSchema = z.object({
  records_read: z.int().min(0),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;

/**
 * GET /v0/d/import/{import_id}. `started_at` is null until the job runs, `finished_at` until it ends;
 * `failure` is only sent for a `failed` job; `phase` only for a `running` one, and `progress` for a running
 * one reading or applying; `reroute_failure` only for a
 * `finished` job whose data is applied but whose rerouting of on-hold pickup orders was given up
 * (`reroute_failed`, after its bounded retries).
 */
export const ImportJobSchema = z
  .object({
    import_id: IdSchema,
    status: ImportJobStatusSchema,
    entities: z.array(ImportEntitySchema),
    counts: ImportCountsSchema,
    created_at: TimestampSchema,
    started_at: TimestampSchema.nullable(),
    finished_at: TimestampSchema.nullable(),
    failure: ImportFailureSchema.optional(),
    phase: ImportPhaseSchema.optional(),
    progress: ImportProgressSchema.optional(),
    reroute_failure: ImportFailureSchema.optional(),
  })
  .superRefine((job, ctx) => {
    if (job.failure !== undefined && job.status !== 'failed') {
      ctx.addIssue({
        code: 'custom',
        path: ['failure'],
        message: `is only given for a failed job, this one is ${job.status}`,
        input: job.failure,
      });
    }
    if (job.reroute_failure !== undefined && job.status !== 'finished') {
      ctx.addIssue({
        code: 'custom',
        path: ['reroute_failure'],
        message: `is only given for a finished job, this one is ${job.status}`,
        input: job.reroute_failure,
      });
    }
  });
export type ImportJob = z.infer<typeof ImportJobSchema>;

/** GET /v0/d/import: jobs newest first, paginated. */
export const ImportJobListResponseSchema = paginated(ImportJobSchema);
export type ImportJobListResponse = z.infer<typeof ImportJobListResponseSchema>;

/** One rejected record: which file, its position in that file's items, its product, and why. */
export const ImportErrorSchema = z.object({
  entity: ImportEntitySchema,
  /** Path inside the archive, e.g. `data/prices.json`. */
  file: z.string().min(1),
  /** Position of the record in the file's items (0-based). */
  index: z.int().min(0),
  /** null when the record carries no usable product_id. */
  product_id: z.string().nullable(),
  code: ErrorCodeSchema,
  message: z.string().min(1),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** GET /v0/d/import/{import_id}/errors: `[]` for a clean import. */
export const ImportErrorListResponseSchema = z.array(ImportErrorSchema);
export type ImportErrorListResponse = z.infer<typeof ImportErrorListResponseSchema>;
