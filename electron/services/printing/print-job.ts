// A print job: one copy of one document on one printer, and where it stands.
//
//   queued ──send──▶ printing ──printer took every byte──▶ printed
//     ▲                 │ └──connection lost after bytes went out──▶ needs_confirmation ──confirmReprint──▶ failed (+ new job)
//     └──printer off────┘                                                    └──────────dismiss──────────▶ printed
//   failed: no printer configured for its type, or canceled; retry() puts it back in the queue.
import type { PrinterType } from '../../../shared/contract/print-config';
import type { PrinterProblem } from '../../../shared/printing/printer-problem';
import type { PaperDocumentType } from './documents/paper-document';
import type { ThermalPrinterModel } from './documents/thermal-renderer';

export const PRINT_JOB_STATES = ['queued', 'printing', 'printed', 'failed', 'needs_confirmation'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

export interface PrintJob {
  job_id: string;
  /** The batch it was queued in: one document's copies (`z:<report_id>`, `refund:<return_id>`…). */
  batch_key: string;
  /** The pickup order (or the recorded sale's order) the document belongs to; null for a sale not yet recorded. */
  order_id: string | null;
  document_type: PaperDocumentType;
  /** 1-based; `copies` is how many the print configuration asked for. */
  copy_number: number;
  copies: number;
  printer_type: PrinterType;
  /** `tcp://host:port`; null when no printer of this type is configured on the workstation. */
  printer_url: string | null;
  printer_model: ThermalPrinterModel | null;
  state: PrintJobState;
  /** Connections tried so far. */
  attempts: number;
  /** Why the last attempt did not print, as a code the screen words; null once nothing is wrong. */
  last_error: PrinterProblem | null;
  /** E.g. "Invoice for order 4b1f…". */
  title: string;
  /** The job this one reprints, if any. */
  reprint_of: string | null;
  resolution: 'reprinted' | 'dismissed' | null;
  /** When a queued job is tried again (after a failed connection). */
  next_attempt_at: string | null;
  created_at: string;
  printed_at: string | null;
}

export type PrintServiceErrorCode = 'print_job_not_found' | 'invalid_print_job_state' | 'order_not_ready';

/**
 * A job action that does not apply: unknown job, or a job in a state the action does not take. `values` are
 * what its sentence needs (`why` tells which one, errors.message.<code>): the screen words it from them in
 * the session's language; `message` is the same sentence in English, for logs.
 */
export class PrintServiceError extends Error {
  constructor(
    readonly code: PrintServiceErrorCode,
    message: string,
    readonly values: Record<string, string>,
  ) {
    super(message);
    this.name = 'PrintServiceError';
  }
}
