import type { FastifyBaseLogger } from 'fastify';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportPhase } from '../../../shared/contract/import-job';
import { ImportFailure } from '../../common/archive/import-failure';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../../common/archive/import-limits';
import type { PlatformContext } from '../context';
import type { AppliedImport } from './apply-import';
import { downloadArchive } from './download/download-archive';
import type { ImportJobRecord, ImportJobRepository, ImportLease } from './import-job-repository';
import { ImportWorkerThread } from './worker/import-worker-thread';

/** Who runs a job: a fresh lease in the running process's name (the queue's). */
export interface ImportLeases {
  lease(): ImportLease;
  /** How often a running job's lease is renewed while it downloads and reads (a third of its length). */
  readonly renewEveryMs: number;
}

/** Folder of the data dir where archives are downloaded to; emptied when the queue starts. */
export const DOWNLOAD_FOLDER = 'import-downloads';

export function importLimits(ctx: PlatformContext): ImportLimits {
  return { ...DEFAULT_IMPORT_LIMITS, ...ctx.options.importLimits };
}

/**
 * Runs one job from its archive URI to `finished` or `failed`: download to a temp file, check and read the
 * zip, validate the files and apply everything in one transaction (those three on a worker thread), then tell the orders area about new stock.
 * When the signal aborts (the platform is stopping) the job is left `running` and the abort is rethrown;
 * the queue picks it up again on the next start.
 */
export class ImportJobRunner {
  private readonly worker: ImportWorkerThread;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly jobs: ImportJobRepository,
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = new ImportWorkerThread(({ importId, tables, error }) => {
      if (error === undefined)
        this.log.info({ importId, tables }, 'planner statistics refreshed after an import');
      // Autovacuum gets to them within a minute or so: slower reads meanwhile, nothing wrong.
      else
        this.log.warn(
          { importId, tables, error },
          'planner statistics could not be refreshed after an import',
        );
    });
  }

  /** Stops the worker thread (the platform is stopping). */
  close(): Promise<void> {
    return this.worker.close();
  }

  /**
   * Runs a job this process claimed. Its lease is renewed while it downloads and reads; the apply renews it
   * once more as its first write and holds it until its commit (applyImport), and the renewals stop then,
   * since on PostgreSQL they would wait on the row the apply holds.
   */
  async run(job: ImportJobRecord, signal: AbortSignal, leases: ImportLeases): Promise<void> {
    const renewals = setInterval(() => this.renew(job.import_id, leases), leases.renewEveryMs);
    try {
      await this.runPhases(job, signal, leases, () => clearInterval(renewals));
    } finally {
      clearInterval(renewals);
    }
  }

  private renew(importId: string, leases: ImportLeases): void {
    try {
      if (!this.jobs.renewLease(importId, leases.lease())) {
        this.log.warn({ importId }, 'import lease lost: another process took the job over');
      }
    } catch (error) {
      this.log.error({ err: error, importId }, 'import lease could not be renewed');
    }
  }

  private async runPhases(
    job: ImportJobRecord,
    signal: AbortSignal,
    leases: ImportLeases,
    stopRenewals: () => void,
  ): Promise<void> {
    const owner = leases.lease().owner;
    const folder = join(this.ctx.options.dataDir, DOWNLOAD_FOLDER);
    mkdirSync(folder, { recursive: true });
    const archivePath = join(folder, `${job.import_id}.zip`);
    const limits = importLimits(this.ctx);
    let applied: AppliedImport | undefined;
    // Each phase is written to the job's row as it begins (claimNext wrote `downloading`), and so is how far
    // the reading got, every second or so (ReadProgress), so that every process answers both.
    const enter = (phase: ImportPhase, recordsRead?: number) =>
      this.jobs.setPhase(job.import_id, phase, owner, recordsRead);
    const progressed = (records: number) => {
      try {
        this.jobs.setRecordsRead(job.import_id, records, owner);
      } catch (error) {
        this.log.warn({ err: error, importId: job.import_id }, 'import progress could not be written');
      }
    };
    try {
      await downloadArchive(job.transformed_uri ?? job.source_uri, archivePath, {
        maxBytes: limits.maxCompressedBytes,
        s3Endpoint: this.ctx.options.s3Endpoint,
        extraCaCertificates: this.ctx.options.extraCaCertificates,
        signal,
      });
      enter('reading');
      // Reading, checking and the one-transaction apply run on a worker thread: requests keep being answered.
      const outcome = await this.worker.run(
        {
          dataDir: this.ctx.options.dataDir,
          database: this.ctx.options.database,
          archivePath,
          importId: job.import_id,
          entities: job.entities,
          limits,
        },
        {
          onProgress: progressed,
          // Written before the apply's transaction begins: inside it, no other process would see it.
          onChecked: (records) => enter('applying', records),
          exclusive: (work) => {
            stopRenewals();
            return this.ctx.writeGate.exclusive(work);
          },
          now: this.ctx.now,
          lease: () => leases.lease(),
        },
        signal,
      );
      if (outcome.type === 'applied') applied = outcome.applied;
      else if (outcome.type === 'failed') {
        this.jobs.fail(job.import_id, outcome.code, outcome.message, owner, outcome.values);
      } else throw Object.assign(new Error(outcome.message), { stack: outcome.stack });
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof ImportFailure) {
        this.jobs.fail(job.import_id, error.code, error.message, owner, error.values);
      } else {
        this.log.error({ err: error, importId: job.import_id }, 'import job failed unexpectedly');
        this.jobs.fail(
          job.import_id,
          'internal_error',
          `The platform failed to process the import: ${describe(error)}`,
          owner,
        );
      }
    } finally {
      rmSync(archivePath, { force: true });
    }
    // Outside the try: the job is `finished` and its data committed; whatever the orders area does with the
    // new stock must never turn it into a `failed` job whose data was applied.
    // The rerouting it calls for was recorded with the commit; this process does it now.
    if (applied && applied.storeIds.length > 0) this.announceStock(job.import_id, applied);
  }

  private announceStock(importId: string, applied: AppliedImport): void {
    try {
      this.ctx.events.emit('availabilitiesImported', { shop: applied.shop, storeIds: applied.storeIds });
    } catch (error) {
      this.log.error({ err: error, importId }, 'rerouting after an import failed; the import stands');
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
