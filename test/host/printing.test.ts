// Printing through the bridge, on a virtual ESC/POS printer listening on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedText } from '../../electron/common/escpos/document';
import { VirtualPrinter } from '../../electron/devices/virtual-printer';
import type { PrintersView, PrintJobView, PrinterStatusView } from '../../shared/bridge/views/printing';
import { openEventSocket, valueOf, type EventSocket } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';
import { startTestPlatform, type TestPlatform } from '../platform/support/platform-fixture';

type JobsChanged = { job: PrintJobView; recent: PrintJobView[] };

let platform: TestPlatform;
let fixture: HostFixture;
let printer: VirtualPrinter;
let events: EventSocket;

beforeAll(async () => {
  platform = await startTestPlatform();
  fixture = await startHostFixture({ platformUrl: platform.url });
  printer = await VirtualPrinter.start({ port: 0 });
  events = await openEventSocket(fixture);
  valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
});

afterAll(async () => {
  events?.close();
  await fixture?.close();
  await printer?.stop();
  await platform?.close();
});

describe('printers of the workstation', () => {
  it('sets the receipt printer by address and command set, and finds it ready', async () => {
    const address = `tcp://127.0.0.1:${printer.port}`;
    const printers = valueOf<PrintersView>(
      await fixture.call('printing.setPrinter', {
        printerType: 'receipt_printer',
        printer: { address, model: 'EPSON' },
      }),
    );
    expect(printers).toEqual({ document_printer: null, receipt_printer: { address, model: 'EPSON' } });
    expect(valueOf<PrintersView>(await fixture.call('printing.getPrinters'))).toEqual(printers);
    const status = valueOf<PrinterStatusView>(
      await fixture.call('printing.checkPrinter', { printerType: 'receipt_printer' }),
    );
    expect(status).toEqual({ printerType: 'receipt_printer', address, ready: true, problems: [] });
  });

  it('refuses an address that is not tcp://host:port, naming the field', async () => {
    const result = await fixture.call('printing.setPrinter', {
      printerType: 'document_printer',
      printer: { address: 'printer.local', model: 'STAR' },
    });
    expect(result.body).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [{ path: 'printer.address', message: expect.stringMatching(/tcp:\/\/host:port/) }],
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

  it('fails a test page for a printer type not set up here, saying why', async () => {
    const { job } = valueOf<{ job: PrintJobView }>(
      await fixture.call('printing.testPrint', { printerType: 'document_printer' }),
    );
    expect(job.state).toBe('failed');
    expect(job.lastError).toMatch(/printer/i);
    const retry = await fixture.call('printing.cancel', { jobId: job.jobId });
    expect(retry.body).toMatchObject({ ok: false, error: { code: 'invalid_print_job_state' } });
  });
});
