import type { FastifyBaseLogger } from 'fastify';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { ImportEntity, ImportPhase } from '../../../shared/contract/import-job';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../../common/archive/import-limits';
import type { PlatformContext } from '../context';
import { applyImport, type AppliedImport, type ImportData } from './apply-import';
import { checkDataFiles, ENTITY_FILES, readDataFile } from '../../common/archive/read-data-files';
import { ZipArchive } from '../../common/archive/zip-archive';
import { downloadArchive } from './download/download-archive';
import { readAvailabilitiesData } from './files/availabilities-data';
import { readPricesData } from './files/prices-data';
import { readProductsData } from './files/products-data';
import { ImportFailure } from '../../common/archive/import-failure';
import type { ImportJobRecord, ImportJobRepository } from './import-job-repository';

/** How long requests in flight get before the apply holds the thread (one turn was too short under load). */
const APPLY_GRACE_MS = 100;

/** Folder of the data dir where archives are downloaded to; emptied when the queue starts. */
export const DOWNLOAD_FOLDER = 'import-downloads';

export function importLimits(ctx: PlatformContext): ImportLimits {
  return { ...DEFAULT_IMPORT_LIMITS, ...ctx.options.importLimits };
}

/**
 * Runs one job from its archive URI to `finished` or `failed`: download to a temp file, check and read the
 * zip, validate the files, apply everything in one transaction, then tell the orders area about new stock.
 * When the signal aborts (the platform is stopping) the job is left `running` and the abort is rethrown;
 * the queue picks it up again on the next start.
 */
export class ImportJobRunner {
  /** The phase of the job being run, kept in memory: it is only meaningful to the process running it. */
  private current: { importId: string; phase: ImportPhase } | undefined;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly jobs: ImportJobRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** What the job is doing, while this runner runs it. */
  phaseOf(importId: string): ImportPhase | undefined {
    return this.current?.importId === importId ? this.current.phase : undefined;
  }

  async run(job: ImportJobRecord, signal: AbortSignal): Promise<void> {
    try {
      await this.runPhases(job, signal);
    } finally {
      this.current = undefined;
    }
  }

  private async runPhases(job: ImportJobRecord, signal: AbortSignal): Promise<void> {
    const folder = join(this.ctx.options.dataDir, DOWNLOAD_FOLDER);
    mkdirSync(folder, { recursive: true });
    const archivePath = join(folder, `${job.import_id}.zip`);
    const limits = importLimits(this.ctx);
    let applied: AppliedImport | undefined;
    try {
      this.current = { importId: job.import_id, phase: 'downloading' };
      await downloadArchive(job.transformed_uri ?? job.source_uri, archivePath, {
        maxBytes: limits.maxCompressedBytes,
        s3Endpoint: this.ctx.options.s3Endpoint,
        extraCaCertificates: this.ctx.options.extraCaCertificates,
        signal,
      });
      this.current = { importId: job.import_id, phase: 'reading' };
      const data = await this.readArchive(archivePath, job.entities, limits, signal);
      signal.throwIfAborted();
      this.current = { importId: job.import_id, phase: 'applying' };
      // The apply holds the thread until it commits: first give the requests in flight (the administrators'
      // screens polling this job among them) a moment to be answered, so they show 'applying' meanwhile.
      await pause(APPLY_GRACE_MS);
      signal.throwIfAborted();
      // One transaction with the job's `finished`: a throw here has applied nothing.
      applied = applyImport(this.ctx.db, this.ctx.now, job.import_id, data);
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof ImportFailure) {
        this.jobs.fail(job.import_id, error.code, error.message);
      } else {
        this.log.error({ err: error, importId: job.import_id }, 'import job failed unexpectedly');
        this.jobs.fail(
          job.import_id,
          'internal_error',
          `The platform failed to process the import: ${describe(error)}`,
        );
      }
    } finally {
      rmSync(archivePath, { force: true });
    }
    // Outside the try: the job is `finished` and its data committed; whatever the orders area does with the
    // new stock must never turn it into a `failed` job whose data was applied.
    if (applied && applied.storeIds.length > 0) this.announceStock(job.import_id, applied);
  }

  private announceStock(importId: string, applied: AppliedImport): void {
    try {
      this.ctx.events.emit('availabilitiesImported', { shop: applied.shop, storeIds: applied.storeIds });
    } catch (error) {
      this.log.error({ err: error, importId }, 'rerouting after an import failed; the import stands');
    }
  }

  private async readArchive(
    archivePath: string,
    entities: readonly ImportEntity[],
    limits: ImportLimits,
    signal: AbortSignal,
  ): Promise<ImportData> {
    const archive = await ZipArchive.open(archivePath, limits);
    try {
      checkDataFiles(archive, entities);
      // One file at a time: its JSON tree is dropped once its records are checked.
      const data: ImportData = {};
      if (entities.includes('products')) {
        const document = await readDataFile(archive, 'products', signal);
        data.products = await readProductsData(document, ENTITY_FILES.products, signal);
      }
      if (entities.includes('prices')) {
        const document = await readDataFile(archive, 'prices', signal);
        data.prices = await readPricesData(document, ENTITY_FILES.prices, signal);
      }
      if (entities.includes('availabilities')) {
        const document = await readDataFile(archive, 'availabilities', signal);
        data.availabilities = await readAvailabilitiesData(document, ENTITY_FILES.availabilities, signal);
      }
      return data;
    } finally {
      archive.close();
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
