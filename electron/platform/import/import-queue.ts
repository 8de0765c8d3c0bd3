import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportJobRepository, ImportLease } from './import-job-repository';
import { DOWNLOAD_FOLDER, type ImportJobRunner, type ImportLeases } from './import-job-runner';

/** How long a claim on a running import holds without renewal; the runner renews it thrice as often. */
export const DEFAULT_IMPORT_LEASE_MS = 30_000;
/**
 * How many times a job's process may die under it (its lease lost) before the job fails: an archive that
 * kills every process reading it (memory) must not take them down one after the other forever.
 */
export const MAX_IMPORT_ATTEMPTS = 3;

export interface ImportQueueOptions {
  /** See DEFAULT_IMPORT_LEASE_MS (tests of a process dying mid-import shorten it). */
  leaseMs: number;
  /** PostgreSQL (several processes may share the queue): look for expired leases and others' jobs. */
  shared: boolean;
}

/**
 * Processes queued import jobs one at a time, oldest first. The queue is the `import_jobs` table itself, so
 * it survives restarts: on start, jobs a stop or crash left `running` are queued again, then every queued
 * job runs. stop() aborts the job in progress (queued again, it runs from the start next time) and waits for it.
 *
 * Each job is claimed with a lease in this process's name (ImportJobRepository.claimNext), so processes
 * sharing a PostgreSQL database never run one job twice. A shared queue also wakes every lease period: it
 * queues again the jobs of processes whose lease ran out (they died; nothing of theirs was applied) and runs
 * what other processes queued.
 */
export class ImportQueue implements ImportLeases {
  private wake: (() => void) | undefined;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private readonly abort = new AbortController();
  /** This process's name on the leases it takes. */
  private readonly owner = randomUUID();

  constructor(
    private readonly jobs: ImportJobRepository,
    private readonly runner: ImportJobRunner,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: ImportQueueOptions = { leaseMs: DEFAULT_IMPORT_LEASE_MS, shared: false },
  ) {}

  start(): void {
    if (this.loop) return;
    rmSync(join(this.dataDir, DOWNLOAD_FOLDER), { recursive: true, force: true });
    this.jobs.requeueInterrupted(new Date().toISOString(), MAX_IMPORT_ATTEMPTS);
    this.loop = this.run();
    if (this.options.shared) {
      this.sweep = setInterval(() => this.sweepExpired(), this.options.leaseMs);
      this.sweep.unref();
    }
  }

  /** A job was queued: run it as soon as the current one is done. */
  notify(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweep);
    this.abort.abort(new Error('The platform is stopping.'));
    this.wake?.();
    await this.loop;
    await this.runner.close();
  }

  get renewEveryMs(): number {
    return Math.max(1, Math.floor(this.options.leaseMs / 3));
  }

  /** A new lease in this process's name, from now (wall clock: leases measure liveness, not business time). */
  lease(): ImportLease {
    return { owner: this.owner, expiresAt: new Date(Date.now() + this.options.leaseMs).toISOString() };
  }

  private release(importId: string): void {
    try {
      this.jobs.release(importId, this.owner);
    } catch (error) {
      // SQLite: the stopped apply's write lock may linger a moment; the next start queues the job anyway.
      this.log.warn({ err: error, importId }, 'import job left running at stop; queued again on start');
    }
  }

  private sweepExpired(): void {
    try {
      const requeued = this.jobs.requeueInterrupted(new Date().toISOString(), MAX_IMPORT_ATTEMPTS);
      if (requeued > 0)
        this.log.warn({ requeued }, 'import jobs of a stopped process queued again or failed');
      this.wake?.();
    } catch (error) {
      this.log.error({ err: error }, 'import queue could not look for expired leases');
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const job = this.jobs.claimNext(this.lease());
      if (!job) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
        continue;
      }
      try {
        await this.runner.run(job, this.abort.signal, this);
      } catch (error) {
        // Stopping: nothing of the job was applied; it is queued again for the next start (or another process).
        if (this.abort.signal.aborted) {
          this.release(job.import_id);
          continue;
        }
        // The runner records every failure on the job; reaching here means the database itself refused.
        this.log.error(
          { err: error, importId: job.import_id },
          'import queue could not record a job outcome',
        );
      }
    }
  }
}
