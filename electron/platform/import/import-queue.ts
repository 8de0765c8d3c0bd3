import type { FastifyBaseLogger } from 'fastify';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportJobRepository } from './import-job-repository';
import { DOWNLOAD_FOLDER, type ImportJobRunner } from './import-job-runner';

/**
 * Processes queued import jobs one at a time, oldest first. The queue is the `import_jobs` table itself, so
 * it survives restarts: on start, jobs a stop or crash left `running` are queued again, then every queued
 * job runs. stop() aborts the job in progress (it stays `running` and resumes next start) and waits for it.
 */
export class ImportQueue {
  private wake: (() => void) | undefined;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly abort = new AbortController();

  constructor(
    private readonly jobs: ImportJobRepository,
    private readonly runner: ImportJobRunner,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.loop) return;
    rmSync(join(this.dataDir, DOWNLOAD_FOLDER), { recursive: true, force: true });
    this.jobs.requeueInterrupted();
    this.loop = this.run();
  }

  /** A job was queued: run it as soon as the current one is done. */
  notify(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort(new Error('The platform is stopping.'));
    this.wake?.();
    await this.loop;
    await this.runner.close();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const job = this.jobs.nextQueued();
      if (!job) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
        continue;
      }
      this.jobs.markRunning(job.import_id);
      try {
        await this.runner.run({ ...job, status: 'running' }, this.abort.signal);
      } catch (error) {
        // Stopping: the job stays `running` and is queued again on the next start.
        if (this.abort.signal.aborted) continue;
        // The runner records every failure on the job; reaching here means the database itself refused.
        this.log.error(
          { err: error, importId: job.import_id },
          'import queue could not record a job outcome',
        );
      }
    }
  }
}
