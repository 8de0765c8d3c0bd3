// Printing for the workstation: pickup documents when an order becomes ready, receipts of counter sales,
// reprints the associate asks for. Jobs live in the local database, so a restart resumes the queue; each
// copy is its own job, so a copy the printer took is never sent again. The host forwards `jobChanged`.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { DrawerReport } from '../../../shared/contract/drawer-report';
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PrintConfig, PrinterType } from '../../../shared/contract/print-config';
import type { Store } from '../../../shared/contract/store';
import { columnsOfPaper, type PrinterModel, type PrinterSettings } from '../settings/workstation-settings';
import type { DocumentContext, ProductLookup } from './documents/document-inputs';
import { buildRefundReceipt } from './documents/refund-receipt';
import { buildSaleReceipt, type ReceiptSale } from './documents/sale-receipt';
import { buildZReport } from './documents/z-report';
import type { PaperDocument } from './documents/paper-document';
import { documentLocale, type DocumentLanguage } from './documents/document-language';
import { buildTestPage } from './documents/test-page';
import {
  DEFAULT_COLUMNS,
  renderForThermalPrinter,
  type ThermalPrinterModel,
} from './documents/thermal-renderer';
import { jobsForCopies, jobsForReadyOrder, markCopy, targetFor } from './print-documents';
import { PrintServiceError, type PrintJob, type PrintJobState } from './print-job';
import { PrintJobRepository } from './print-job-repository';
import { checkPrinterAt, type PrinterCheck } from './printer-check';
import { PrinterQueue, type RetryPolicy } from './printer-queue';

export interface PrintServiceOptions {
  /** The local database (with the print_jobs table of migration 2). */
  db: Database.Database;
  /** The printers of this workstation by printer_type, read when jobs are created or retried. */
  printers: () => PrinterSettings;
  /** The workstation's UI locale: the language of the test page, read by whoever sets a printer up. Customer
   * documents speak their store's language instead (documents/document-language.ts). */
  locale: () => string;
  /** Titles and SKU/EAN of products (orders carry product ids only). */
  products: ProductLookup;
  now?: () => Date;
  /** Pauses between connections to a printer that cannot be reached. Default 2 s doubling up to 60 s. */
  retry?: RetryPolicy;
  /** Bound on asking an EPSON printer its status. Default 3 s. */
  statusTimeoutMs?: number;
  /** Bound on a printer taking a whole job. Default 15 s. */
  jobTimeoutMs?: number;
  /** Characters per line for every printer; default: from each printer's paper width (48 on 80 mm). */
  columns?: number;
}

export interface PrintServiceEvents {
  /** A job was created or changed state; the payload is the whole job as it is now. */
  jobChanged: [job: PrintJob];
}

const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 2000, maxDelayMs: 60_000 };

const CLOSE_REPORT_BATCH = 'z:';

/** The batch of the Z report printed at a drawer's close: one per report, so it prints once. */
function closeReportBatchKey(reportId: string): string {
  return `${CLOSE_REPORT_BATCH}${reportId}`;
}

/** The Z report a job prints at a close (its report id), or null for any other job or a reprint. */
export function closeReportIdOf(job: PrintJob): string | null {
  return job.document_type === 'z_report' && job.batch_key.startsWith(CLOSE_REPORT_BATCH)
    ? job.batch_key.slice(CLOSE_REPORT_BATCH.length)
    : null;
}

export class PrintService extends EventEmitter<PrintServiceEvents> {
  private readonly repository: PrintJobRepository;
  private readonly queues = new Map<string, PrinterQueue>();
  private readonly now: () => Date;
  private started = false;
  private stopped = false;

  constructor(private readonly options: PrintServiceOptions) {
    super();
    this.now = options.now ?? (() => new Date());
    this.repository = new PrintJobRepository(options.db, this.now);
  }

  /**
   * Start sending. Jobs a previous run left `printing` may or may not have come out, so they wait for the
   * associate (needs_confirmation); queued jobs are sent.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.repository.jobsLeftPrinting()) {
      this.repository.markNeedsConfirmation(job.job_id, { code: 'app_stopped' });
      this.changed(job.job_id);
    }
    for (const url of this.repository.printersWithQueuedJobs()) this.poke(url);
  }

  /** Finish the job in flight and stop; queued jobs stay queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.queues.values()].map((queue) => queue.stop()));
  }

  /** Resolves once no printer has a job due (for shutdown and tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.settled()));
  }

  /**
   * The documents of a pickup order that has just become ready: each document of
   * printConfig.default.in_store_pickup, number_of_copies times, on this workstation's printer for its
   * printer_type. Calling it again for the same order returns the jobs it already has and prints nothing.
   */
  printForReadyOrder(
    order: Order,
    store: Store,
    pickupConfig: PickupConfig,
    printConfig: PrintConfig,
  ): PrintJob[] {
    if (order.status !== 'ready_for_pickup') {
      throw new PrintServiceError(
        'order_not_ready',
        `Order ${order.order_id} is ${order.status}: pickup documents are printed once it is ready_for_pickup.`,
        { orderId: order.order_id, status: order.status },
      );
    }
    const batchKey = `ready:${order.order_id}`;
    const existing = this.repository.byBatch(batchKey);
    if (existing.length > 0) return existing;
    const jobs = jobsForReadyOrder({
      order,
      pickupConfig,
      printConfig,
      context: this.context(store),
      printers: this.options.printers(),
      newId: randomUUID,
    });
    return this.enqueue(batchKey, jobs);
  }

  /** The receipt of a counter sale on the receipt printer; once per sale (again: use reprint). */
  printReceipt(input: {
    sale: ReceiptSale;
    store: Store;
    copies?: number;
    associate?: string;
    /** The customer asked for the receipt in this language (default: the store's). */
    language?: DocumentLanguage;
  }): PrintJob[] {
    const copies = input.copies ?? 1;
    if (!Number.isInteger(copies) || copies < 1 || copies > 10) {
      throw new RangeError(`copies: must be a whole number from 1 to 10, got ${copies}`);
    }
    const batchKey = `receipt:${input.sale.external_id}`;
    const existing = this.repository.byBatch(batchKey);
    if (existing.length > 0) return existing;
    const document = buildSaleReceipt({
      ...this.context(input.store, input.language),
      sale: input.sale,
      associate: input.associate,
    });
    const jobs = jobsForCopies({
      batchKey,
      orderId: input.sale.order_id ?? null,
      document,
      copies,
      target: targetFor(this.options.printers(), 'receipt_printer'),
      newId: randomUUID,
    });
    return this.enqueue(batchKey, jobs);
  }

  /** The refund receipt of a return on the receipt printer; once per return. */
  printRefundReceipt(input: {
    saleReturn: SaleReturn;
    store: Store;
    language?: DocumentLanguage;
  }): PrintJob[] {
    return this.printOnReceiptPrinter(
      `refund:${input.saleReturn.return_id}`,
      input.saleReturn.order_id,
      buildRefundReceipt({ ...this.context(input.store, input.language), saleReturn: input.saleReturn }),
    );
  }

  /** A drawer's Z report on the receipt printer: once at its close, again (marked) when reprinted. */
  printZReport(input: { report: DrawerReport; store: Store; reprint?: boolean }): PrintJob[] {
    const batchKey = input.reprint
      ? `z-reprint:${randomUUID()}`
      : closeReportBatchKey(input.report.report_id);
    return this.printOnReceiptPrinter(
      batchKey,
      null,
      markCopy(
        buildZReport({ ...this.context(input.store), report: input.report }),
        1,
        1,
        input.reprint ?? false,
      ),
    );
  }

  /** A sale's receipt again, marked as a copy (the sale keeps its first receipt's batch). */
  reprintReceipt(input: { sale: ReceiptSale; store: Store; language?: DocumentLanguage }): PrintJob[] {
    const document = markCopy(
      buildSaleReceipt({ ...this.context(input.store, input.language), sale: input.sale }),
      1,
      1,
      true,
    );
    return this.printOnReceiptPrinter(`receipt-copy:${randomUUID()}`, input.sale.order_id ?? null, document);
  }

  private printOnReceiptPrinter(
    batchKey: string,
    orderId: string | null,
    document: PaperDocument,
  ): PrintJob[] {
    const existing = this.repository.byBatch(batchKey);
    if (existing.length > 0) return existing;
    const jobs = jobsForCopies({
      batchKey,
      orderId,
      document,
      copies: 1,
      target: targetFor(this.options.printers(), 'receipt_printer'),
      newId: randomUUID,
    });
    return this.enqueue(batchKey, jobs);
  }

  /** A test page on the printer of a printer_type (a failed job when none is set up), its time in `timeZone`. */
  printTestPage(printerType: PrinterType, timeZone?: string): PrintJob {
    const target = targetFor(this.options.printers(), printerType);
    const document = buildTestPage({
      printerType,
      address: target.printer_url,
      model: target.printer_model,
      at: this.now(),
      locale: this.options.locale(),
      timeZone,
    });
    const id = randomUUID();
    const [job] = this.enqueue(
      `test:${id}`,
      jobsForCopies({ batchKey: `test:${id}`, orderId: null, document, copies: 1, target, newId: () => id }),
    );
    if (job === undefined) throw new Error('The test page job was not stored.');
    return job;
  }

  /** Asks the printer of a printer_type how it is: ready, or its problems. */
  async checkPrinter(printerType: PrinterType): Promise<PrinterCheck & { address: string | null }> {
    const printer = this.options.printers()[printerType];
    if (printer === undefined) {
      const problems = [{ code: 'no_printer' as const, printerType }];
      return { address: null, reachable: false, ready: false, problems, note: null };
    }
    return { address: printer.address, ...(await this.checkPrinterAt(printer)) };
  }

  /** Asks a printer how it is, whether or not it is attached (before attaching it, for one). */
  checkPrinterAt(printer: { address: string; model: PrinterModel }): Promise<PrinterCheck> {
    return checkPrinterAt(printer, this.options.statusTimeoutMs ?? 3000);
  }

  /** The associate asks for another copy of a printed (or failed) job: a new job, marked REPRINT. */
  reprint(jobId: string): PrintJob {
    const job = this.require(jobId, ['printed', 'failed']);
    return this.createReprint(job);
  }

  /** needs_confirmation: the associate found the copy missing or incomplete; print it again. */
  confirmReprint(jobId: string): PrintJob {
    const job = this.require(jobId, ['needs_confirmation']);
    const reprint = this.options.db.transaction(() => {
      const created = this.createReprint(job, false);
      this.repository.markReprinted(jobId, { code: 'reprinted', jobId: created.job_id });
      return created;
    })();
    this.changed(jobId);
    this.announce([reprint]);
    return reprint;
  }

  /** needs_confirmation: the associate found the copy complete; nothing is printed again. */
  dismiss(jobId: string): PrintJob {
    this.require(jobId, ['needs_confirmation']);
    this.repository.dismiss(jobId);
    return this.changed(jobId);
  }

  /** A failed job (no printer was configured, or canceled) goes back to the queue on today's printer. */
  retry(jobId: string): PrintJob {
    const job = this.require(jobId, ['failed']);
    if (job.resolution === 'reprinted') {
      throw new PrintServiceError(
        'invalid_print_job_state',
        `Job ${jobId} was already reprinted as another job.`,
        { why: 'already_reprinted', jobId },
      );
    }
    const target = targetFor(this.options.printers(), job.printer_type);
    if (target.printer_url === null) {
      this.repository.markFailed(jobId, ['failed'], { code: 'no_printer', printerType: job.printer_type });
      return this.changed(jobId);
    }
    this.repository.retarget(jobId, ['failed'], { url: target.printer_url, model: target.printer_model });
    const changed = this.changed(jobId);
    this.poke(target.printer_url);
    return changed;
  }

  /** A queued job the associate no longer wants (e.g. its printer is broken). */
  cancel(jobId: string): PrintJob {
    this.require(jobId, ['queued']);
    if (!this.repository.markFailed(jobId, ['queued'], { code: 'canceled' })) {
      throw new PrintServiceError('invalid_print_job_state', `Job ${jobId} is already being sent.`, {
        why: 'being_sent',
        jobId,
      });
    }
    return this.changed(jobId);
  }

  /** Try queued jobs now, e.g. when the printer announced itself on the network again. */
  retryNow(printerUrl?: string): void {
    this.repository.retryQueuedNow(printerUrl);
    const queued = this.repository.printersWithQueuedJobs();
    const urls = printerUrl === undefined ? queued : queued.filter((url) => url === printerUrl);
    for (const url of urls) this.poke(url);
  }

  /**
   * The workstation's printers changed: queued jobs follow their printer_type to the printer now set up for
   * it (jobs already sent or settled keep the printer they went to).
   */
  printersChanged(): void {
    const printers = this.options.printers();
    for (const job of this.repository.list({ states: ['queued'], limit: 10_000 })) {
      const target = targetFor(printers, job.printer_type);
      if (target.printer_url === null) continue;
      if (target.printer_url === job.printer_url && target.printer_model === job.printer_model) continue;
      if (
        this.repository.retarget(job.job_id, ['queued'], {
          url: target.printer_url,
          model: target.printer_model,
        })
      ) {
        this.changed(job.job_id);
        this.poke(target.printer_url);
      }
    }
  }

  /**
   * The bytes the job's printer receives for it, rendered exactly as the queue renders them (for the
   * on-screen preview): the job's command set, or, for a job never sent, that of the printer now set up for
   * its type (EPSON when none is).
   */
  renderJob(jobId: string): { job: PrintJob; bytes: Buffer; model: ThermalPrinterModel; columns: number } {
    const job = this.repository.get(jobId);
    if (job === undefined)
      throw new PrintServiceError('print_job_not_found', `There is no print job ${jobId}.`, {
        why: 'no_job',
        jobId,
      });
    const document = this.repository.document(jobId);
    if (document === undefined)
      throw new PrintServiceError('print_job_not_found', `Job ${jobId} has no document.`, {
        why: 'no_document',
        jobId,
      });
    const model =
      job.printer_model ?? targetFor(this.options.printers(), job.printer_type).printer_model ?? 'EPSON';
    const columns = this.columnsFor(job.printer_url ?? this.options.printers()[job.printer_type]?.address);
    return { job, bytes: renderForThermalPrinter(document, { model, columns }), model, columns };
  }

  get(jobId: string): PrintJob | undefined {
    return this.repository.get(jobId);
  }

  /** Newest first. */
  list(filter: { orderId?: string; states?: readonly PrintJobState[]; limit?: number } = {}): PrintJob[] {
    return this.repository.list(filter);
  }

  /** A customer document speaks the store's language unless the customer asked for another. */
  private context(store: Store, language?: DocumentLanguage): DocumentContext {
    return { store, locale: documentLocale(store, language), products: this.options.products };
  }

  private enqueue(batchKey: string, jobs: Parameters<PrintJobRepository['insertBatch']>[1]): PrintJob[] {
    const result = this.repository.insertBatch(batchKey, jobs);
    if (result.created) this.announce(result.jobs);
    return result.jobs;
  }

  private announce(jobs: readonly PrintJob[]): void {
    for (const job of jobs) this.emit('jobChanged', job);
    const urls = new Set(
      jobs.flatMap((job) => (job.state === 'queued' && job.printer_url !== null ? [job.printer_url] : [])),
    );
    for (const url of urls) this.poke(url);
  }

  private createReprint(job: PrintJob, announce = true): PrintJob {
    const original = this.repository.document(job.job_id);
    if (original === undefined)
      throw new PrintServiceError('print_job_not_found', `Job ${job.job_id} has no document.`, {
        why: 'no_document',
        jobId: job.job_id,
      });
    const target = targetFor(this.options.printers(), job.printer_type);
    // The stored document already carries its copy line; strip nothing, only mark it as a reprint.
    const document = markCopy(original, job.copy_number, 1, true);
    const newId = randomUUID();
    const [reprint] = this.repository.insertBatch(`reprint:${newId}`, [
      {
        job_id: newId,
        batch_key: `reprint:${newId}`,
        order_id: job.order_id,
        document_type: job.document_type,
        copy_number: job.copy_number,
        copies: job.copies,
        printer_type: job.printer_type,
        printer_url: target.printer_url,
        printer_model: target.printer_model,
        state: target.problem === null ? 'queued' : 'failed',
        last_error: target.problem,
        title: job.title,
        document,
        reprint_of: job.job_id,
      },
    ]).jobs;
    if (reprint === undefined) throw new Error(`The reprint of job ${job.job_id} was not stored.`);
    if (announce) this.announce([reprint]);
    return reprint;
  }

  private require(jobId: string, states: readonly PrintJobState[]): PrintJob {
    const job = this.repository.get(jobId);
    if (job === undefined)
      throw new PrintServiceError('print_job_not_found', `There is no print job ${jobId}.`, {
        why: 'no_job',
        jobId,
      });
    if (!states.includes(job.state)) {
      throw new PrintServiceError(
        'invalid_print_job_state',
        `Job ${jobId} is ${job.state}; this action needs a job that is ${states.join(' or ')}.`,
        { why: 'wrong_state', jobId, state: job.state, needed: states.join('_or_') },
      );
    }
    return job;
  }

  private queueFor(printerUrl: string): PrinterQueue {
    let queue = this.queues.get(printerUrl);
    if (queue === undefined) {
      queue = new PrinterQueue(printerUrl, {
        repository: this.repository,
        now: this.now,
        retry: this.options.retry ?? DEFAULT_RETRY,
        timeouts: { statusTimeoutMs: this.options.statusTimeoutMs, jobTimeoutMs: this.options.jobTimeoutMs },
        columns: () => this.columnsFor(printerUrl),
        changed: (jobId) => this.changed(jobId),
      });
      this.queues.set(printerUrl, queue);
    }
    return queue;
  }

  /** Characters per line on the printer at this address: its paper's, while it is attached here. */
  private columnsFor(printerUrl: string | null | undefined): number {
    if (this.options.columns !== undefined) return this.options.columns;
    const printer = Object.values(this.options.printers()).find((entry) => entry.address === printerUrl);
    return printer ? columnsOfPaper(printer.paperWidthMm) : DEFAULT_COLUMNS;
  }

  /** Queues run between start() and stop() only: start() first settles what a previous run left behind. */
  private poke(printerUrl: string): void {
    if (this.started && !this.stopped) this.queueFor(printerUrl).poke();
  }

  private changed(jobId: string): PrintJob {
    const job = this.repository.get(jobId);
    if (job === undefined)
      throw new PrintServiceError('print_job_not_found', `There is no print job ${jobId}.`, {
        why: 'no_job',
        jobId,
      });
    this.emit('jobChanged', job);
    return job;
  }
}
