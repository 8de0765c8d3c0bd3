// The queue of one printer: sends its queued jobs one at a time, oldest first, and records each outcome.
// A printer that cannot be reached keeps its jobs queued and is tried again with growing pauses; a job
// whose fate is uncertain waits for the associate (needs_confirmation) and is never resent by the queue.
import type { NOT_PREPARED_CAUSES } from '../../../shared/printing/printer-problem';
import { parsePrinterAddress } from '../settings/workstation-settings';
import { renderForThermalPrinter } from './documents/thermal-renderer';
import type { PrintJob } from './print-job';
import type { PrintJobRepository } from './print-job-repository';
import { deliverPrintJob, type SendOutcome } from './printer-connection';

type NotPreparedCause = (typeof NOT_PREPARED_CAUSES)[number];

export interface RetryPolicy {
  /** Pause after the first failed connection. */
  baseDelayMs: number;
  /** Longest pause between two connections. */
  maxDelayMs: number;
}

export interface PrinterQueueDeps {
  repository: PrintJobRepository;
  now: () => Date;
  retry: RetryPolicy;
  timeouts: { statusTimeoutMs?: number; jobTimeoutMs?: number };
  /** Characters per line of the paper, read at each job (the printer's paper width can change). */
  columns: () => number;
  changed: (jobId: string) => void;
}

/** Pause before the next try after `attempts` failed connections: base, 2·base, 4·base … up to max. */
export function retryDelay(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export class PrinterQueue {
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Poked since the loop last looked for work: look again before going idle. */
  private poked = false;
  private wakeSleeper: (() => void) | undefined;

  constructor(
    readonly printerUrl: string,
    private readonly deps: PrinterQueueDeps,
  ) {}

  /** Make sure the queue is working (new jobs, or a printer that came back). */
  poke(): void {
    if (this.stopped) return;
    this.poked = true;
    if (this.running !== undefined) {
      this.wakeSleeper?.();
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.poked) this.poke();
    });
  }

  /** Resolves once the queue has nothing due left to send (or has stopped). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Stop after the job in flight, if any; the rest stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeSleeper?.();
    await this.running;
  }

  private async drain(): Promise<void> {
    const { repository } = this.deps;
    while (!this.stopped) {
      this.poked = false;
      const job = repository.nextQueued(this.printerUrl);
      if (job === undefined) return;
      const wait =
        job.next_attempt_at === null ? 0 : Date.parse(job.next_attempt_at) - this.deps.now().getTime();
      if (wait > 0) {
        await this.sleep(wait);
        continue;
      }
      if (!repository.startSending(job.job_id)) continue;
      this.deps.changed(job.job_id);
      await this.send(job);
      this.deps.changed(job.job_id);
    }
  }

  private async send(job: PrintJob): Promise<void> {
    const { repository } = this.deps;
    // A job that cannot even be prepared would fail the same way every time: stop it here.
    const notPrepared = (cause: NotPreparedCause, detail = ''): void => {
      repository.markFailed(job.job_id, ['printing'], { code: 'not_prepared', cause, detail });
    };
    const document = repository.document(job.job_id);
    if (document === undefined || job.printer_model === null) return notPrepared('missing_document');
    let address: { host: string; port: number };
    try {
      address = parsePrinterAddress(this.printerUrl);
    } catch {
      return notPrepared('bad_printer_address', this.printerUrl);
    }
    const { host, port } = address;
    let outcome: SendOutcome;
    try {
      const bytes = renderForThermalPrinter(document, {
        model: job.printer_model,
        columns: this.deps.columns(),
      });
      outcome = await deliverPrintJob({
        host,
        port,
        model: job.printer_model,
        bytes,
        ...this.deps.timeouts,
      });
    } catch (error) {
      return notPrepared('app_fault', error instanceof Error ? error.message : String(error));
    }
    switch (outcome.outcome) {
      case 'printed':
        repository.markPrinted(job.job_id);
        return;
      case 'not_sent': {
        const attempts = job.attempts + 1;
        const retryAt = new Date(this.deps.now().getTime() + retryDelay(attempts, this.deps.retry));
        repository.requeue(job.job_id, outcome.reason, retryAt);
        return;
      }
      case 'uncertain':
        repository.markNeedsConfirmation(job.job_id, outcome.reason);
        return;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = undefined;
        done();
      };
    });
  }
}
