// The print_jobs table: every state change is one UPDATE guarded by the state it leaves, so a job can never
// be marked printed twice or sent from a state that forbids it, even if two callers race.
import type Database from 'better-sqlite3';
import type { PrinterProblem } from '../../../shared/printing/printer-problem';
import type { PaperDocument } from './documents/paper-document';
import type { PrintJob, PrintJobState } from './print-job';
import { readStoredPrinterProblem, storedPrinterProblem } from './stored-printer-problem';

export interface NewPrintJob {
  job_id: string;
  batch_key: string;
  order_id: string | null;
  document_type: PrintJob['document_type'];
  copy_number: number;
  copies: number;
  printer_type: PrintJob['printer_type'];
  printer_url: string | null;
  printer_model: PrintJob['printer_model'];
  state: 'queued' | 'failed';
  last_error: PrinterProblem | null;
  title: string;
  document: PaperDocument;
  reprint_of: string | null;
}

type PrintJobRow = Omit<PrintJob, 'last_error'> & { last_error: string | null };

function toJob(row: PrintJobRow): PrintJob {
  return { ...row, last_error: readStoredPrinterProblem(row.last_error) };
}

const COLUMNS = `job_id, batch_key, order_id, document_type, copy_number, copies, printer_type, printer_url, printer_model,
  state, attempts, last_error, title, reprint_of, resolution, next_attempt_at, created_at, printed_at`;

export class PrintJobRepository {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'print_jobs'")
      .get();
    if (table === undefined) {
      throw new Error(
        'The local database has no print_jobs table: open it with openLocalDatabase (migration 2).',
      );
    }
  }

  /** Inserts a batch in one transaction, unless the batch exists: then returns the jobs it already has. */
  insertBatch(batchKey: string, jobs: readonly NewPrintJob[]): { created: boolean; jobs: PrintJob[] } {
    return this.db.transaction(() => {
      const existing = this.byBatch(batchKey);
      if (existing.length > 0) return { created: false, jobs: existing };
      const at = this.now().toISOString();
      const insert = this.db.prepare(
        `INSERT INTO print_jobs (job_id, batch_key, order_id, document_type, copy_number, copies, printer_type,
           printer_url, printer_model, state, last_error, title, document, reprint_of, created_at, updated_at)
         VALUES (@job_id, @batch_key, @order_id, @document_type, @copy_number, @copies, @printer_type,
           @printer_url, @printer_model, @state, @last_error, @title, @document, @reprint_of, @at, @at)`,
      );
      for (const job of jobs) {
        insert.run({
          ...job,
          last_error: storedPrinterProblem(job.last_error),
          document: JSON.stringify(job.document),
          at,
        });
      }
      return { created: true, jobs: this.byBatch(batchKey) };
    })();
  }

  get(jobId: string): PrintJob | undefined {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM print_jobs WHERE job_id = ?`).get(jobId) as
      PrintJobRow | undefined;
    return row && toJob(row);
  }

  document(jobId: string): PaperDocument | undefined {
    const text = this.db.prepare('SELECT document FROM print_jobs WHERE job_id = ?').pluck().get(jobId) as
      string | undefined;
    if (text === undefined) return undefined;
    // A document stored before documents carried their locale was written in US English.
    return { locale: 'en-US', ...(JSON.parse(text) as Omit<PaperDocument, 'locale'> & { locale?: string }) };
  }

  batchKeyOf(jobId: string): string | undefined {
    return this.db.prepare('SELECT batch_key FROM print_jobs WHERE job_id = ?').pluck().get(jobId) as
      string | undefined;
  }

  byBatch(batchKey: string): PrintJob[] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM print_jobs WHERE batch_key = ? ORDER BY seq`)
      .all(batchKey)
      .map((row) => toJob(row as PrintJobRow));
  }

  list(filter: { orderId?: string; states?: readonly PrintJobState[]; limit?: number } = {}): PrintJob[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.orderId !== undefined) {
      where.push('order_id = ?');
      params.push(filter.orderId);
    }
    if (filter.states !== undefined && filter.states.length > 0) {
      where.push(`state IN (${filter.states.map(() => '?').join(', ')})`);
      params.push(...filter.states);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM print_jobs ${clause} ORDER BY seq DESC LIMIT ?`)
      .all(...params, filter.limit ?? 200)
      .map((row) => toJob(row as PrintJobRow));
  }

  /** Printers that have queued jobs. */
  printersWithQueuedJobs(): string[] {
    return this.db
      .prepare(
        "SELECT DISTINCT printer_url FROM print_jobs WHERE state = 'queued' AND printer_url IS NOT NULL",
      )
      .pluck()
      .all() as string[];
  }

  /** The oldest queued job of a printer: copies go out in the order they were asked for. */
  nextQueued(printerUrl: string): PrintJob | undefined {
    const row = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM print_jobs WHERE state = 'queued' AND printer_url = ? ORDER BY seq LIMIT 1`,
      )
      .get(printerUrl) as PrintJobRow | undefined;
    return row && toJob(row);
  }

  /** queued → printing, counting the attempt. False if the job was no longer queued. */
  startSending(jobId: string): boolean {
    return this.transition(jobId, ['queued'], { state: 'printing', attempts_plus: 1, next_attempt_at: null });
  }

  markPrinted(jobId: string): boolean {
    return this.transition(jobId, ['printing'], {
      state: 'printed',
      last_error: null,
      printed_at: this.now().toISOString(),
    });
  }

  /** printing → queued: nothing reached the printer; try again at `retryAt`. */
  requeue(jobId: string, reason: PrinterProblem, retryAt: Date): boolean {
    return this.transition(jobId, ['printing'], {
      state: 'queued',
      last_error: storedPrinterProblem(reason),
      next_attempt_at: retryAt.toISOString(),
    });
  }

  markNeedsConfirmation(
    jobId: string,
    reason: PrinterProblem,
    from: PrintJobState[] = ['printing'],
  ): boolean {
    return this.transition(jobId, from, {
      state: 'needs_confirmation',
      last_error: storedPrinterProblem(reason),
    });
  }

  /** needs_confirmation → printed: the associate saw the copy come out (or does not want it again). */
  dismiss(jobId: string): boolean {
    return this.transition(jobId, ['needs_confirmation'], {
      state: 'printed',
      resolution: 'dismissed',
      printed_at: this.now().toISOString(),
    });
  }

  /** needs_confirmation → failed: replaced by a reprint. */
  markReprinted(jobId: string, reason: PrinterProblem): boolean {
    return this.transition(jobId, ['needs_confirmation'], {
      state: 'failed',
      resolution: 'reprinted',
      last_error: storedPrinterProblem(reason),
    });
  }

  markFailed(jobId: string, from: PrintJobState[], reason: PrinterProblem): boolean {
    return this.transition(jobId, from, {
      state: 'failed',
      last_error: storedPrinterProblem(reason),
      next_attempt_at: null,
    });
  }

  /** failed → queued on the printer now configured for its type. */
  retarget(
    jobId: string,
    from: PrintJobState[],
    printer: { url: string; model: PrintJob['printer_model'] },
  ): boolean {
    return this.transition(jobId, from, {
      state: 'queued',
      printer_url: printer.url,
      printer_model: printer.model,
      next_attempt_at: null,
    });
  }

  /** Queued jobs of a printer are tried at once (it came back on the network, or the associate asked). */
  retryQueuedNow(printerUrl?: string): void {
    const at = this.now().toISOString();
    if (printerUrl === undefined) {
      this.db
        .prepare("UPDATE print_jobs SET next_attempt_at = NULL, updated_at = ? WHERE state = 'queued'")
        .run(at);
    } else {
      this.db
        .prepare(
          "UPDATE print_jobs SET next_attempt_at = NULL, updated_at = ? WHERE state = 'queued' AND printer_url = ?",
        )
        .run(at, printerUrl);
    }
  }

  /** Jobs left `printing` by an app that stopped mid-send: whether they came out is unknown. */
  jobsLeftPrinting(): PrintJob[] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM print_jobs WHERE state = 'printing' ORDER BY seq`)
      .all()
      .map((row) => toJob(row as PrintJobRow));
  }

  private transition(
    jobId: string,
    from: readonly PrintJobState[],
    change: {
      state: PrintJobState;
      attempts_plus?: number;
      last_error?: string | null;
      next_attempt_at?: string | null;
      printed_at?: string;
      resolution?: 'reprinted' | 'dismissed';
      printer_url?: string;
      printer_model?: PrintJob['printer_model'];
    },
  ): boolean {
    const sets = ['state = @state', 'updated_at = @updated_at'];
    const params: Record<string, unknown> = {
      job_id: jobId,
      state: change.state,
      updated_at: this.now().toISOString(),
    };
    if (change.attempts_plus !== undefined) {
      sets.push('attempts = attempts + @attempts_plus');
      params.attempts_plus = change.attempts_plus;
    }
    for (const column of [
      'last_error',
      'next_attempt_at',
      'printed_at',
      'resolution',
      'printer_url',
      'printer_model',
    ] as const) {
      if (change[column] !== undefined) {
        sets.push(`${column} = @${column}`);
        params[column] = change[column];
      }
    }
    const fromList = from.map((_, index) => `@from${index}`).join(', ');
    from.forEach((state, index) => (params[`from${index}`] = state));
    const result = this.db
      .prepare(`UPDATE print_jobs SET ${sets.join(', ')} WHERE job_id = @job_id AND state IN (${fromList})`)
      .run(params);
    return result.changes === 1;
  }
}
