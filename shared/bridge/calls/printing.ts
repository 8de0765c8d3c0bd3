// This workstation's printers (one per printer_type) and the jobs printed on them.
import { z } from 'zod';
import { defineCall, NoRequestSchema } from '../define-call';
import {
  DiscoveredPrinterSchema,
  PaperWidthViewSchema,
  PrinterModelViewSchema,
  PrintersViewSchema,
  PrinterStatusViewSchema,
  PrintPreviewViewSchema,
  PrinterTypeViewSchema,
  PrintJobViewSchema,
} from '../views/printing';

const jobId = z.string().min(1, 'must not be empty');
const JobAnswerSchema = z.object({ job: PrintJobViewSchema });

export const printingCalls = {
  listJobs: defineCall('printing', 'listJobs', {
    summary: 'Recent print jobs, newest first; optionally those of one order.',
    request: z.strictObject({
      orderId: z.string().min(1, 'must not be empty').optional(),
      limit: z
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(500, 'must be at most 500')
        .default(100),
    }),
    response: z.object({ jobs: z.array(PrintJobViewSchema) }),
  }),

  preview: defineCall('printing', 'preview', {
    summary:
      "What a job's copy looks like on paper: its document rendered for its printer and decoded, line by line.",
    request: z.strictObject({ jobId }),
    response: PrintPreviewViewSchema,
  }),

  reprint: defineCall('printing', 'reprint', {
    summary: 'Prints a document again (a new job).',
    request: z.strictObject({ jobId }),
    response: JobAnswerSchema,
  }),

  confirmReprint: defineCall('printing', 'confirmReprint', {
    summary: 'A job whose printer dropped mid-way did not come out: print it again.',
    request: z.strictObject({ jobId }),
    response: JobAnswerSchema,
  }),

  dismiss: defineCall('printing', 'dismiss', {
    summary: 'A job whose printer dropped mid-way came out fine after all: mark it printed.',
    request: z.strictObject({ jobId }),
    response: JobAnswerSchema,
  }),

  retry: defineCall('printing', 'retry', {
    summary: 'Queues a failed job again (e.g. after its printer was set up).',
    request: z.strictObject({ jobId }),
    response: JobAnswerSchema,
  }),

  cancel: defineCall('printing', 'cancel', {
    summary: 'Stops a queued job.',
    request: z.strictObject({ jobId }),
    response: JobAnswerSchema,
  }),

  getPrinters: defineCall('printing', 'getPrinters', {
    summary: 'The printer set up for each printer_type on this workstation.',
    request: NoRequestSchema,
    response: PrintersViewSchema,
  }),

  setPrinter: defineCall('printing', 'setPrinter', {
    summary:
      'Attaches (or, with null, removes) the printer of a printer_type: its name, address (host:port, ' +
      'port 9100 when left out), EPSON or STAR, paper width. A manager of the store or an administrator; ' +
      'a printer that cannot be reached is refused unless evenIfUnreachable.',
    request: z.strictObject({
      printerType: PrinterTypeViewSchema,
      printer: z
        .strictObject({
          name: z.string().optional(),
          address: z.string(),
          model: PrinterModelViewSchema,
          paperWidthMm: PaperWidthViewSchema.default(80),
        })
        .nullable(),
      /** Attach it although it does not answer now (it is switched off, or not delivered yet). */
      evenIfUnreachable: z.boolean().default(false),
    }),
    response: PrintersViewSchema,
  }),

  discoverPrinters: defineCall('printing', 'discoverPrinters', {
    summary:
      'Network receipt printers announcing themselves (mDNS, _pdl-datastream._tcp) on this network ' +
      '(a manager of the store or an administrator).',
    request: NoRequestSchema,
    response: z.object({ printers: z.array(DiscoveredPrinterSchema) }),
  }),

  checkPrinter: defineCall('printing', 'checkPrinter', {
    summary: 'Asks the printer of a printer_type how it is (online, paper, cover).',
    request: z.strictObject({ printerType: PrinterTypeViewSchema }),
    response: PrinterStatusViewSchema,
  }),

  testPrint: defineCall('printing', 'testPrint', {
    summary:
      'Prints a short test page on the printer of a printer_type (a manager of the store or an ' +
      'administrator); the job, pushed by onPrintJobsChanged, says whether it came out.',
    request: z.strictObject({ printerType: PrinterTypeViewSchema }),
    response: JobAnswerSchema,
  }),
};
