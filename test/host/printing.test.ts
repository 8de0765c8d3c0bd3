// Printing through the bridge, on virtual ESC/POS printers listening on 127.0.0.1: attaching this
// workstation's printers (who may, what is refused), their real-time status, test pages, reprints.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { printedText } from '../../electron/common/escpos/document';
import { VirtualPrinter } from '../../electron/devices/virtual-printer';
import type { PrintersView, PrintJobView, PrinterStatusView } from '../../shared/bridge/views/printing';
import { openEventSocket, valueOf, type EventSocket } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';

type JobsChanged = { job: PrintJobView; recent: PrintJobView[] };

const STORE = 'us-nyc-soho';

let fixture: HostFixture;
let printer: VirtualPrinter;
let starPrinter: VirtualPrinter;
let events: EventSocket;

beforeAll(async () => {
  // The embedded platform with its demo tenant: a store for the manager to work in.
  fixture = await startHostFixture();
  printer = await VirtualPrinter.start({ port: 0 });
  starPrinter = await VirtualPrinter.start({ port: 0, commandSet: 'star' });
  events = await openEventSocket(fixture);
}, 120_000);

afterAll(async () => {
  events?.close();
  await fixture?.close();
  await printer?.stop();
  await starPrinter?.stop();
});

const signInAt = async (workstation: HostFixture, username: string) =>
  valueOf(await workstation.call('session.signIn', { username, password: username }));
const signIn = (username: string) => signInAt(fixture, username);

describe('who attaches the printers of the workstation', () => {
  let fresh: HostFixture;
  // A workstation of its own: no store chosen and no printer attached yet, whatever the other tests did.
  beforeEach(async () => {
    fresh = await startHostFixture();
    return () => fresh.close();
  });

  it('refuses an associate, and a manager before the workstation works in one of their stores', async () => {
    await signInAt(fresh, 'associate');
    for (const [call, request] of [
      [
        'printing.setPrinter',
        { printerType: 'receipt_printer', printer: { address: `127.0.0.1:${printer.port}`, model: 'EPSON' } },
      ],
      ['printing.discoverPrinters', undefined],
      ['printing.testPrint', { printerType: 'receipt_printer' }],
    ] as const) {
      const refused = await fresh.call(call, request);
      expect(refused.body, call).toMatchObject({
        ok: false,
        error: { code: 'forbidden', message: expect.stringContaining('needs the manager role') },
      });
    }
    await signInAt(fresh, 'manager');
    const noStore = await fresh.call('printing.testPrint', { printerType: 'receipt_printer' });
    expect(noStore.body).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('works in no store yet') },
    });
    expect(valueOf<PrintersView>(await fresh.call('printing.getPrinters')).receipt_printer).toBeNull();
  });
});

describe('printers of the workstation', () => {
  // Each test starts with the manager in the store, the 80 mm receipt printer attached and ready with no job
  // printed yet, and no document printer.
  beforeEach(async () => {
    await signIn('manager');
    valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
    valueOf(
      await fixture.call('printing.setPrinter', {
        printerType: 'receipt_printer',
        printer: { address: `tcp://127.0.0.1:${printer.port}`, model: 'EPSON' },
      }),
    );
    valueOf(await fixture.call('printing.setPrinter', { printerType: 'document_printer', printer: null }));
    printer.setCondition({ paper: 'ok', coverOpen: false });
    printer.clearJobs();
  });

  it('a manager of the store attaches the receipt printer typed as host:port, and finds it ready', async () => {
    const address = `tcp://127.0.0.1:${printer.port}`;
    const printers = valueOf<PrintersView>(
      await fixture.call('printing.setPrinter', {
        printerType: 'receipt_printer',
        printer: { name: ' Counter printer ', address: `127.0.0.1:${printer.port}`, model: 'EPSON' },
      }),
    );
    expect(printers).toEqual({
      document_printer: null,
      receipt_printer: { name: 'Counter printer', address, model: 'EPSON', paperWidthMm: 80 },
      documents: {
        // The demo tenant's print configuration.
        document_printer: [{ document: 'invoice', copies: 2 }],
        receipt_printer: [
          { document: 'packing_slip', copies: 1 },
          { document: 'sale_receipt', copies: 1 },
        ],
      },
    });
    expect(valueOf<PrintersView>(await fixture.call('printing.getPrinters'))).toEqual(printers);
    const status = valueOf<PrinterStatusView>(
      await fixture.call('printing.checkPrinter', { printerType: 'receipt_printer' }),
    );
    expect(status).toEqual({
      printerType: 'receipt_printer',
      address,
      reachable: true,
      ready: true,
      problems: [],
      note: null,
      checkedAt: expect.any(String),
    });
  });

  it('reports paper out and an open cover from the printer’s real-time status', async () => {
    printer.setCondition({ paper: 'out' });
    const paperOut = valueOf<PrinterStatusView>(
      await fixture.call('printing.checkPrinter', { printerType: 'receipt_printer' }),
    );
    expect(paperOut).toMatchObject({ reachable: true, ready: false, problems: [{ code: 'paper_out' }] });
    printer.setCondition({ paper: 'ok', coverOpen: true });
    const coverOpen = valueOf<PrinterStatusView>(
      await fixture.call('printing.checkPrinter', { printerType: 'receipt_printer' }),
    );
    expect(coverOpen).toMatchObject({ reachable: true, ready: false, problems: [{ code: 'cover_open' }] });
  });

  it('refuses a printer nobody answers for, naming the address, unless attached anyway', async () => {
    const off = await VirtualPrinter.start({ port: 0 });
    const address = `tcp://127.0.0.1:${off.port}`;
    await off.stop();
    const refused = await fixture.call('printing.setPrinter', {
      printerType: 'document_printer',
      printer: { address, model: 'EPSON' },
    });
    expect(refused.body).toMatchObject({
      ok: false,
      error: {
        code: 'printer_unreachable',
        message: expect.stringMatching(/cannot be reached.*It was not attached/),
        details: [{ path: 'printer.address', message: 'no printer answers at this address' }],
        printerProblems: [{ code: 'unreachable', reason: { code: 'refused' } }],
      },
    });
    expect(valueOf<PrintersView>(await fixture.call('printing.getPrinters')).document_printer).toBeNull();
    const attached = valueOf<PrintersView>(
      await fixture.call('printing.setPrinter', {
        printerType: 'document_printer',
        printer: { address, model: 'EPSON' },
        evenIfUnreachable: true,
      }),
    );
    expect(attached.document_printer).toEqual({ name: null, address, model: 'EPSON', paperWidthMm: 80 });
    const status = valueOf<PrinterStatusView>(
      await fixture.call('printing.checkPrinter', { printerType: 'document_printer' }),
    );
    expect(status).toMatchObject({ reachable: false, ready: false });
    expect(status.problems).toEqual([
      { code: 'unreachable', host: '127.0.0.1', port: off.port, reason: { code: 'refused' } },
    ]);
    // Removed again: the workstation has no document printer.
    const removed = valueOf<PrintersView>(
      await fixture.call('printing.setPrinter', { printerType: 'document_printer', printer: null }),
    );
    expect(removed.document_printer).toBeNull();
  });

  it('says a STAR printer answers but cannot report paper or cover', async () => {
    valueOf(
      await fixture.call('printing.setPrinter', {
        printerType: 'document_printer',
        printer: { name: 'Back office', address: `tcp://127.0.0.1:${starPrinter.port}`, model: 'STAR' },
      }),
    );
    const status = valueOf<PrinterStatusView>(
      await fixture.call('printing.checkPrinter', { printerType: 'document_printer' }),
    );
    expect(status).toMatchObject({ reachable: true, ready: true, problems: [] });
    expect(status.note).toBe('star_reports_no_status');
  });

  it('refuses an address that is not host:port, naming the field', async () => {
    const result = await fixture.call('printing.setPrinter', {
      printerType: 'document_printer',
      printer: { address: 'http://printer.local', model: 'STAR' },
    });
    expect(result.body).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [{ path: 'printer.address', message: expect.stringMatching(/tcp:\/\/host:port/) }],
      },
    });
    const badWidth = await fixture.call('printing.setPrinter', {
      printerType: 'document_printer',
      printer: { address: '127.0.0.1:9100', model: 'STAR', paperWidthMm: 70 },
    });
    expect(badWidth.body).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [expect.objectContaining({ path: 'printer.paperWidthMm' })],
      },
    });
    expect(valueOf<PrintersView>(await fixture.call('printing.getPrinters')).document_printer).toBeNull();
  });

  it('prints a test page, pushing the job until it is printed, and reprints it', async () => {
    const printed = events.next<JobsChanged>(
      'onPrintJobsChanged',
      (payload) => payload.job.state === 'printed',
    );
    const { job } = valueOf<{ job: PrintJobView }>(
      await fixture.call('printing.testPrint', { printerType: 'receipt_printer' }),
    );
    expect(job).toMatchObject({
      printerType: 'receipt_printer',
      state: 'queued',
      printerUrl: `tcp://127.0.0.1:${printer.port}`,
    });
    const done = await printed;
    expect(done.job.jobId).toBe(job.jobId);
    expect(done.recent.map((recent) => recent.jobId)).toContain(job.jobId);
    expect(printer.jobs).toHaveLength(1);
    expect(printedText(printer.jobs[0]!.document).join('\n')).toMatch(/test/i);

    const reprinted = events.next<JobsChanged>(
      'onPrintJobsChanged',
      (payload) => payload.job.reprintOf === job.jobId && payload.job.state === 'printed',
    );
    const { job: again } = valueOf<{ job: PrintJobView }>(
      await fixture.call('printing.reprint', { jobId: job.jobId }),
    );
    expect(again.reprintOf).toBe(job.jobId);
    await reprinted;
    expect(printer.jobs).toHaveLength(2);
    const listed = valueOf<{ jobs: PrintJobView[] }>(await fixture.call('printing.listJobs', {}));
    expect(listed.jobs.map((listedJob) => listedJob.jobId)).toEqual(
      expect.arrayContaining([job.jobId, again.jobId]),
    );
  });

  it('prints for the paper width of the printer: 32 characters a line on 58 mm paper', async () => {
    valueOf(
      await fixture.call('printing.setPrinter', {
        printerType: 'receipt_printer',
        printer: { address: `tcp://127.0.0.1:${printer.port}`, model: 'EPSON', paperWidthMm: 58 },
      }),
    );
    const before = printer.jobs.length;
    valueOf(await fixture.call('printing.testPrint', { printerType: 'receipt_printer' }));
    const jobs = await printer.waitForJobs(before + 1);
    const lines = printedText(jobs.at(-1)!.document);
    expect(lines.some((line) => line.startsWith('Printer type') && line.endsWith('Receipt printer'))).toBe(
      true,
    );
    expect(Math.max(...lines.map((line) => [...line].length))).toBe(32);
  });

  it('fails a test page for a printer type not set up here, saying why', async () => {
    const { job } = valueOf<{ job: PrintJobView }>(
      await fixture.call('printing.testPrint', { printerType: 'document_printer' }),
    );
    expect(job.state).toBe('failed');
    expect(job.lastError).toEqual({ code: 'no_printer', printerType: 'document_printer' });
    const retry = await fixture.call('printing.cancel', { jobId: job.jobId });
    expect(retry.body).toMatchObject({ ok: false, error: { code: 'invalid_print_job_state' } });
  });
});
