// Print jobs → the bridge's view.
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import type { PrintJob } from '../../services/printing/print-job';
import { closeReportIdOf } from '../../services/printing/print-service';

export function toPrintJobView(job: PrintJob): PrintJobView {
  return {
    jobId: job.job_id,
    orderId: job.order_id,
    documentType: job.document_type,
    copyNumber: job.copy_number,
    copies: job.copies,
    printerType: job.printer_type,
    printerUrl: job.printer_url,
    state: job.state,
    attempts: job.attempts,
    lastError: job.last_error,
    title: job.title,
    reprintOf: job.reprint_of,
    reportId: closeReportIdOf(job),
    createdAt: job.created_at,
    printedAt: job.printed_at,
  };
}
