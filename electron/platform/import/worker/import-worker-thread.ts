import { Worker } from 'node:worker_threads';
import type { ImportLease } from '../import-job-repository';
import type { FromImportWorker, ImportWorkerJob, ToImportWorker } from './import-worker-messages';

/** How a job's run on the worker ended: applied, failed as a whole, or crashed (nothing applied in both). */
export type ImportWorkerOutcome = Exclude<FromImportWorker, { type: 'checked' | 'progress' | 'statistics' }>;

/** What the worker did after a job's outcome: the statistics refresh of a large import. */
export type ImportStatisticsReport = Extract<FromImportWorker, { type: 'statistics' }>;

export interface ImportWorkerHooks {
  /** `records` of the archive are read and checked so far. */
  onProgress(records: number): void;
  /** The archive is read and checked (`records` in all); the apply comes next. */
  onChecked(records: number): void;
  /** Runs the apply with the request thread's writers out of the way (WriteGate.exclusive). */
  exclusive(work: () => Promise<void>): Promise<void>;
  /** The apply's timestamp, taken from the platform's clock when it starts. */
  now(): Date;
  /** The lease the apply holds the job under, taken when it starts. */
  lease(): ImportLease;
}

/**
 * The import's worker thread, started at the first job and kept for the next ones (starting one costs a
 * second or more on a loaded machine). Jobs run one at a time. Aborting a job terminates the thread: its
 * open transaction, if any, is rolled back, so the job is left `running` with nothing applied.
 */
export class ImportWorkerThread {
  private worker: Worker | undefined;

  constructor(private readonly onStatistics: (report: ImportStatisticsReport) => void = () => undefined) {}

  async run(
    job: ImportWorkerJob,
    hooks: ImportWorkerHooks,
    signal: AbortSignal,
  ): Promise<ImportWorkerOutcome> {
    signal.throwIfAborted();
    const worker = (this.worker ??= this.start());
    const tell = (message: ToImportWorker) => worker.postMessage(message);
    let applying: Promise<void> | undefined;
    let outcomeKnown!: () => void;
    const settled = new Promise<void>((resolve) => (outcomeKnown = resolve));
    const listeners: Array<() => void> = [];
    try {
      return await new Promise<ImportWorkerOutcome>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        const onError = (error: Error) => reject(error);
        const onExit = (code: number) =>
          reject(new Error(`The import worker stopped (exit code ${code}) before it answered.`));
        const onMessage = (message: FromImportWorker) => {
          if (message.type === 'progress') return hooks.onProgress(message.records);
          // The previous job's, heard by start()'s listener.
          if (message.type === 'statistics') return;
          if (message.type !== 'checked') return resolve(message);
          hooks.onChecked(message.records);
          // The gate stays closed until the worker's transaction has committed or rolled back.
          applying = hooks
            .exclusive(async () => {
              if (signal.aborted) return;
              tell({ type: 'apply', at: hooks.now().toISOString(), lease: hooks.lease() });
              await settled;
            })
            .catch(reject);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        worker.on('message', onMessage).once('error', onError).once('exit', onExit);
        listeners.push(
          () => signal.removeEventListener('abort', onAbort),
          () => worker.off('message', onMessage).off('error', onError).off('exit', onExit),
        );
        tell({ type: 'read', job });
      });
    } catch (error) {
      // Aborted, or the thread died: a thread that may still hold a transaction is not reused.
      await this.close();
      throw error;
    } finally {
      for (const remove of listeners) remove();
      outcomeKnown();
      await applying;
    }
  }

  private start(): Worker {
    const worker = startImportWorker();
    // A thread that dies between jobs is replaced at the next one; its error is the running job's, if any.
    worker.on('error', () => undefined);
    worker.on('message', (message: FromImportWorker) => {
      if (message.type === 'statistics') this.onStatistics(message);
    });
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }

  /** Stops the thread (the platform is stopping, or a job was aborted). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/**
 * The worker, from the bundled `import-worker.mjs` beside this code once built (scripts/build-main.mjs), or
 * from the TypeScript source through tsx when the platform runs from source (tests, `npm run platform`).
 */
function startImportWorker(): Worker {
  const here = import.meta.url;
  const worker = here.endsWith('.ts')
    ? new Worker(new URL('../../worker-from-source.mjs', here), {
        workerData: { sourceEntry: new URL('./import-worker.ts', here).href },
      })
    : new Worker(new URL('./import-worker.mjs', here));
  // An idle worker must not keep the process alive.
  worker.unref();
  return worker;
}
