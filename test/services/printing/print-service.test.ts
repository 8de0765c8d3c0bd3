// The print service over real TCP to virtual printers, with a real SQLite file: what comes out of each
// printer is decoded and checked the way an associate would check the paper.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itemsOfKind, printedText } from '../../../electron/common/escpos/decoder';
import { VirtualPrinter, type PrintJob as ReceivedJob } from '../../../electron/devices/virtual-printer';
import { PrintService } from '../../../electron/services/printing/print-service';
import type { PrinterSettings } from '../../../electron/services/settings/workstation-settings';
import { PrintServiceError } from '../../../electron/services/printing/print-job';
import {
  allIn,
  lookupProduct,
  PICKUP_CONFIG,
  printConfig,
  readyOrder,
  STORE,
  tempDatabase,
  waitForJobs,
  type TempDatabase,
} from './support/printing-fixtures';

const ORDER_ID = '7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60';

let database: TempDatabase;
let documentPrinter: VirtualPrinter;
let receiptPrinter: VirtualPrinter;
let printers: PrinterSettings;
const services: PrintService[] = [];

beforeEach(async () => {
  database = tempDatabase();
  documentPrinter = await VirtualPrinter.start({ port: 0, commandSet: 'epson' });
  receiptPrinter = await VirtualPrinter.start({ port: 0, commandSet: 'star' });
  printers = {
    document_printer: {
      address: `tcp://127.0.0.1:${documentPrinter.port}`,
      model: 'EPSON',
      paperWidthMm: 80,
    },
    receipt_printer: { address: `tcp://127.0.0.1:${receiptPrinter.port}`, model: 'STAR', paperWidthMm: 80 },
  };
});

afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.stop()));
  await Promise.all([documentPrinter.stop(), receiptPrinter.stop()]);
  database.remove();
});

function startService(options: { jobTimeoutMs?: number } = {}): PrintService {
  const service = new PrintService({
    db: database.db,
    printers: () => printers,
    locale: () => 'en-US',
    products: lookupProduct,
    retry: { baseDelayMs: 20, maxDelayMs: 200 },
    statusTimeoutMs: 1000,
    jobTimeoutMs: options.jobTimeoutMs ?? 5000,
  });
  services.push(service);
  service.start();
  return service;
}

function lines(job: ReceivedJob): string[] {
  return printedText(job.document).map((line) => line.replace(/\s+/g, ' ').trim());
}

const INVOICE_TWICE_SLIP_ONCE = printConfig([
  { document_type: 'invoice', number_of_copies: 2, printer_type: 'document_printer' },
  // Kept in the configuration but switched off: prints nothing.
  { document_type: 'packing_slip', number_of_copies: 0, printer_type: 'document_printer' },
  { document_type: 'packing_slip', number_of_copies: 1, printer_type: 'receipt_printer' },
]);

/** `copies` invoices on the document printer, nothing else. */
function invoices(copies: number) {
  return printConfig([
    { document_type: 'invoice', number_of_copies: copies, printer_type: 'document_printer' },
  ]);
}

/**
 * The document printer answers the status questions asked before a job, then freezes: the job's bytes go
 * unanswered.
 */
function freezeDocumentPrinterDuringNextJob(): void {
  let statusAnswers = 0;
  documentPrinter.on('status-request', () => {
    statusAnswers += 1;
    if (statusAnswers === 4) void documentPrinter.hang();
  });
}

describe('pickup documents when an order is ready', () => {
  it('prints each configured document its number of copies on the printer of its printer_type', async () => {
    const service = startService();
    const jobs = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, INVOICE_TWICE_SLIP_ONCE);
    expect(jobs.map((job) => [job.document_type, job.copy_number, job.printer_type, job.state])).toEqual([
      ['invoice', 1, 'document_printer', 'queued'],
      ['invoice', 2, 'document_printer', 'queued'],
      ['packing_slip', 1, 'receipt_printer', 'queued'],
    ]);
    await waitForJobs(service, allIn('printed'), 'every job printed');

    const invoices = await documentPrinter.waitForJobs(2);
    expect(invoices).toHaveLength(2);
    invoices.forEach((invoice, index) => {
      expect(lines(invoice)).toEqual(
        expect.arrayContaining([
          'INVOICE',
          `Order ${ORDER_ID}`,
          'Organic Tee Blue M',
          'SKU TEE-BLU-M',
          '2 x $24.99 $49.98',
          'Stoneware Mug White',
          'EAN 4006381333931',
          '1 x $12.50 $12.50',
          'Wool Socks 3-pack',
          'SKU SOCK-3P',
          '3 x $9.95 $29.85',
          'TOTAL $92.33',
          `Copy ${index + 1} of 2`,
        ]),
      );
      expect(itemsOfKind(invoice.document, 'qr').map((code) => code.data)).toEqual([ORDER_ID]);
      expect(invoice.printed).toBe(true);
    });

    const [slip, ...moreSlips] = await receiptPrinter.waitForJobs(1);
    expect(moreSlips).toEqual([]);
    expect(slip?.document.commandSet).toBe('star');
    expect(lines(slip!)).toEqual(expect.arrayContaining(['PACKING SLIP', '[ ] Organic Tee Blue M Qty 2']));
    expect(lines(slip!).some((line) => line.startsWith('INVOICE'))).toBe(false);
  });

  it('prints nothing more when the same order is reported ready again', async () => {
    const service = startService();
    const first = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, INVOICE_TWICE_SLIP_ONCE);
    await waitForJobs(service, allIn('printed'), 'every job printed');
    const again = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, INVOICE_TWICE_SLIP_ONCE);
    await service.settled();
    expect(again.map((job) => job.job_id)).toEqual(first.map((job) => job.job_id));
    expect(documentPrinter.jobs).toHaveLength(2);
    expect(receiptPrinter.jobs).toHaveLength(1);
  });

  it('keeps the problem of a job as a code, and reads a row written before codes as its sentence', async () => {
    delete printers.receipt_printer;
    const service = startService();
    const receipt = service.printTestPage('receipt_printer');
    const stored = database.db
      .prepare('SELECT last_error FROM print_jobs WHERE job_id = ?')
      .pluck()
      .get(receipt.job_id) as string;
    expect(JSON.parse(stored)).toEqual({ code: 'no_printer', printerType: 'receipt_printer' });

    // A copy queued by an older version of the app: its English sentence, as that version wrote it.
    const sentence = 'No receipt_printer configured on this workstation (a manager attaches one in Devices)';
    database.db
      .prepare('UPDATE print_jobs SET last_error = ? WHERE job_id = ?')
      .run(sentence, receipt.job_id);
    expect(service.get(receipt.job_id)?.last_error).toEqual({ code: 'text', text: sentence });
    expect(service.list()[0]?.last_error).toEqual({ code: 'text', text: sentence });
  });

  it('records a failed job with a clear message for a printer_type this workstation has no printer for', async () => {
    delete printers.receipt_printer;
    const service = startService();
    const jobs = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, INVOICE_TWICE_SLIP_ONCE);
    const slip = jobs.find((job) => job.document_type === 'packing_slip');
    expect(slip).toMatchObject({
      state: 'failed',
      printer_url: null,
      last_error: { code: 'no_printer', printerType: 'receipt_printer' },
    });
    await waitForJobs(
      service,
      (all) => all.filter((job) => job.state === 'printed').length === 2,
      'invoices',
    );

    // Once the printer is set up, the associate retries the failed job and it prints.
    printers.receipt_printer = {
      address: `tcp://127.0.0.1:${receiptPrinter.port}`,
      model: 'STAR',
      paperWidthMm: 80,
    };
    expect(service.retry(slip!.job_id).state).toBe('queued');
    await waitForJobs(service, allIn('printed'), 'the packing slip printed after the retry');
    expect(receiptPrinter.jobs).toHaveLength(1);
  });

  it('refuses to print the documents of an order that is not ready', () => {
    const service = startService();
    expect(() =>
      service.printForReadyOrder(
        readyOrder({ status: 'in_picking' }),
        STORE,
        PICKUP_CONFIG,
        INVOICE_TWICE_SLIP_ONCE,
      ),
    ).toThrow(PrintServiceError);
    expect(service.list()).toEqual([]);
  });
});

describe('a printer that is off or drops the connection', () => {
  it('keeps the copies queued while the printer is off and prints each exactly once when it is back', async () => {
    await documentPrinter.powerOff();
    const service = startService();
    service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, invoices(3));
    const waiting = await waitForJobs(
      service,
      (jobs) => jobs.length === 3 && jobs[0]!.attempts >= 2 && jobs.every((job) => job.state === 'queued'),
      'the first copy tried twice while the printer is off',
    );
    expect(waiting[0]?.last_error).toMatchObject({ code: 'unreachable', reason: { code: 'refused' } });

    await documentPrinter.powerOn();
    await waitForJobs(service, allIn('printed'), 'every copy printed');
    const received = await documentPrinter.waitForJobs(3);
    expect(received.map((job) => lines(job).find((line) => line.startsWith('Copy ')))).toEqual([
      'Copy 1 of 3',
      'Copy 2 of 3',
      'Copy 3 of 3',
    ]);
    expect(documentPrinter.interruptedJobs).toEqual([]);
  });

  it('waits for paper: a printer reporting paper out gets the job once paper is loaded', async () => {
    documentPrinter.setCondition({ paper: 'out' });
    const service = startService();
    const [job] = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, invoices(1));
    const [waiting] = await waitForJobs(
      service,
      (jobs) => jobs[0]!.attempts >= 1 && jobs[0]!.state === 'queued',
      'a try',
    );
    expect(waiting?.last_error).toMatchObject({
      code: 'cannot_print',
      conditions: ['paper_out'],
      midJob: false,
    });
    expect(documentPrinter.jobs).toEqual([]);

    documentPrinter.setCondition({ paper: 'ok' });
    await waitForJobs(service, allIn('printed'), 'the invoice printed');
    expect(documentPrinter.jobs).toHaveLength(1);
    expect(service.get(job!.job_id)?.last_error).toBeNull();
  });

  it('asks the associate instead of resending when the printer stops answering in the middle of a job', async () => {
    freezeDocumentPrinterDuringNextJob();
    const service = startService({ jobTimeoutMs: 300 });
    const [job] = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, invoices(1));
    const [uncertain] = await waitForJobs(
      service,
      allIn('needs_confirmation'),
      'the job needing confirmation',
    );
    expect(uncertain).toMatchObject({ attempts: 1, printed_at: null });
    expect(uncertain?.last_error).toMatchObject({
      code: 'connection_lost',
      reason: { code: 'job_not_taken_in_time', ms: 300 },
    });

    // The printer is restarted; the queue must not send the uncertain copy again by itself.
    await documentPrinter.powerOff();
    await documentPrinter.powerOn();
    service.retryNow();
    await service.settled();
    expect(documentPrinter.jobs).toEqual([]);
    expect(service.get(job!.job_id)).toMatchObject({ state: 'needs_confirmation', attempts: 1 });

    // The associate finds nothing on paper and confirms the reprint: one new copy, marked as a reprint.
    const reprint = service.confirmReprint(job!.job_id);
    expect(reprint).toMatchObject({ reprint_of: job!.job_id, state: 'queued', copy_number: 1 });
    expect(service.get(job!.job_id)).toMatchObject({ state: 'failed', resolution: 'reprinted' });
    await waitForJobs(
      service,
      (jobs) => jobs.some((one) => one.job_id === reprint.job_id && one.state === 'printed'),
      'the reprint',
    );
    const [printed] = await documentPrinter.waitForJobs(1);
    expect(lines(printed!)).toEqual(expect.arrayContaining(['*** REPRINT ***', 'INVOICE', 'TOTAL $92.33']));
    expect(() => service.confirmReprint(job!.job_id)).toThrow(/needs a job that is needs_confirmation/);
  });

  it('asks the associate when the printer took the job but reports its cover open right after', async () => {
    documentPrinter.on('receiving', ({ bytesSoFar }) => {
      if (bytesSoFar > 100) documentPrinter.setCondition({ coverOpen: true });
    });
    const service = startService();
    service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, invoices(1));
    const [uncertain] = await waitForJobs(
      service,
      allIn('needs_confirmation'),
      'the job needing confirmation',
    );
    expect(uncertain?.last_error).toMatchObject({
      code: 'cannot_print',
      conditions: ['cover_open'],
      midJob: true,
    });
    const [received] = await documentPrinter.waitForJobs(1);
    expect(received?.printed).toBe(false);
  });

  it('marks an uncertain copy printed, without printing, when the associate says it came out', async () => {
    freezeDocumentPrinterDuringNextJob();
    const service = startService({ jobTimeoutMs: 300 });
    const [job] = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, invoices(1));
    const [uncertain] = await waitForJobs(
      service,
      allIn('needs_confirmation'),
      'the job needing confirmation',
    );
    expect(uncertain?.last_error).toMatchObject({ reason: { code: 'job_not_taken_in_time', ms: 300 } });
    expect(service.dismiss(job!.job_id)).toMatchObject({ state: 'printed', resolution: 'dismissed' });
    await service.settled();
    expect(service.list()).toHaveLength(1);
  });
});

describe('a restart of the app', () => {
  it('resumes queued jobs and prints each copy once', async () => {
    await documentPrinter.powerOff();
    const before = startService();
    before.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, invoices(2));
    await waitForJobs(
      before,
      (jobs) => jobs.length === 2 && jobs[0]!.attempts >= 1 && jobs[0]!.state === 'queued',
      'a try',
    );
    await before.stop();
    services.splice(services.indexOf(before), 1);
    database.reopen();

    await documentPrinter.powerOn();
    const after = startService();
    await waitForJobs(after, allIn('printed'), 'both copies printed after the restart');
    const received = await documentPrinter.waitForJobs(2);
    expect(received).toHaveLength(2);
    expect(received.map((job) => lines(job).find((line) => line.startsWith('Copy ')))).toEqual([
      'Copy 1 of 2',
      'Copy 2 of 2',
    ]);
  });

  it('asks the associate about a copy the app was sending when it was killed, and never resends it alone', async () => {
    // The printer freezes after answering the status questions, so the job is still being sent at the kill.
    freezeDocumentPrinterDuringNextJob();
    database.db.close();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./fixtures/print-until-killed.ts', import.meta.url)),
        database.dir,
        String(documentPrinter.port),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(child, 'exit');
    let jobId: string;
    try {
      const [firstLine] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      jobId = (JSON.parse(firstLine) as { printing: string }).printing;
    } finally {
      child.kill('SIGKILL');
      await exited;
    }

    await documentPrinter.powerOff();
    await documentPrinter.powerOn();
    database.reopen();
    const after = startService();
    expect(after.get(jobId)).toMatchObject({ state: 'needs_confirmation', attempts: 1 });
    expect(after.get(jobId)?.last_error).toEqual({ code: 'app_stopped' });
    await after.settled();
    expect(documentPrinter.jobs).toEqual([]);
  });
});

describe('receipts of counter sales', () => {
  it('prints the receipt with its rounding line on the receipt printer, once per sale', async () => {
    const service = startService();
    const sale = {
      external_id: 'SALE-0042',
      currency: 'USD',
      placed_at: '2026-03-02T16:00:00Z',
      shipments: [{ items: [{ product_id: 'mug-white', quantity: 1, price: 10.07 }] }],
      payments: [
        { method: 'cash' as const, amount: 10.05, rounding_adjustment: -0.02, tendered: 20, change: 9.95 },
      ],
    };
    const [job] = service.printReceipt({ sale, store: STORE, associate: 'associate' });
    expect(job).toMatchObject({ document_type: 'sale_receipt', printer_type: 'receipt_printer', copies: 1 });
    await waitForJobs(service, allIn('printed'), 'the receipt printed');
    expect(service.printReceipt({ sale, store: STORE })).toEqual([service.get(job!.job_id)]);
    await service.settled();

    const received = await receiptPrinter.waitForJobs(1);
    expect(received).toHaveLength(1);
    const paper = lines(received[0]!);
    const from = paper.indexOf('TOTAL $10.07');
    expect(paper.slice(from, from + 7)).toEqual([
      'TOTAL $10.07',
      'Cash rounding -$0.02',
      'TOTAL PAID $10.05',
      '------------------------------------------------',
      'Cash $10.05',
      'Cash tendered $20.00',
      'CHANGE $9.95',
    ]);
    expect(itemsOfKind(received[0]!.document, 'drawer-kick')).toEqual([]);
  });
});
