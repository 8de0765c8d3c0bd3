// printing.*: jobs of this workstation's printers, and the printers themselves (kept in its settings).
import type { PrintersView } from '../../../shared/bridge/views/printing';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { PrintService } from '../../services/printing/print-service';
import type { WorkstationSettingsService } from '../../services/settings/settings-service';
import { PrinterSettingSchema, type PrinterSettings } from '../../services/settings/workstation-settings';
import { BRIDGE_ERROR_CODES, BridgeError } from '../../../shared/bridge/bridge-error';
import { formatIssues, toErrorDetails } from '../../../shared/contract/validation';
import { toPrintJobView } from '../views/print-job-view';
import { toPrintPreviewView } from '../views/print-preview-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';

function printersView(printers: PrinterSettings): PrintersView {
  return {
    document_printer: printers.document_printer ?? null,
    receipt_printer: printers.receipt_printer ?? null,
  };
}

export function printingHandlers(deps: {
  session: WorkstationSession;
  settings: WorkstationSettingsService;
  printing: PrintService;
  devices: WorkstationDevices;
}): BridgeImplementation['printing'] {
  const { session, settings, printing, devices } = deps;
  const job =
    (action: (jobId: string) => ReturnType<PrintService['reprint']>) =>
    async (request: { jobId: string }) => {
      session.requireUser();
      return { job: toPrintJobView(action(request.jobId)) };
    };
  return {
    async listJobs(request) {
      session.requireUser();
      const jobs = printing.list({
        ...(request.orderId ? { orderId: request.orderId } : {}),
        limit: request.limit,
      });
      return { jobs: jobs.map(toPrintJobView) };
    },
    async preview(request) {
      session.requireUser();
      if (printing.get(request.jobId) === undefined) {
        const message = `There is no print job ${request.jobId} to preview.`;
        throw new BridgeError({
          code: 'print_job_not_found',
          message,
          details: [{ path: 'jobId', message: `no print job ${request.jobId} on this workstation` }],
        });
      }
      return toPrintPreviewView(printing.renderJob(request.jobId));
    },
    reprint: job((jobId) => printing.reprint(jobId)),
    confirmReprint: job((jobId) => printing.confirmReprint(jobId)),
    dismiss: job((jobId) => printing.dismiss(jobId)),
    retry: job((jobId) => printing.retry(jobId)),
    cancel: job((jobId) => printing.cancel(jobId)),
    async getPrinters() {
      return printersView(settings.read().printers);
    },
    async setPrinter(request) {
      session.requireUser();
      const printers: Record<string, unknown> = { ...settings.read().printers };
      if (request.printer === null) {
        delete printers[request.printerType];
      } else {
        // Checked here so the error names the request's own fields (printer.address), not the settings file's.
        const checked = PrinterSettingSchema.safeParse(request.printer);
        if (!checked.success) {
          const details = toErrorDetails(checked.error).map((detail) => ({
            ...detail,
            path: `printer.${detail.path}`,
          }));
          throw new BridgeError({
            code: BRIDGE_ERROR_CODES.invalidRequest,
            message: `The printer was not set: ${formatIssues(details)}`,
            details,
          });
        }
        printers[request.printerType] = checked.data;
      }
      const saved = settings.update({ printers });
      printing.printersChanged();
      return printersView(saved.printers);
    },
    async discoverPrinters() {
      session.requireUser();
      const found = await devices.discoverPrinters();
      return {
        printers: found.map((printer) => ({
          name: printer.name,
          address: printer.address,
          model: printer.model,
          suggestedModel: printer.suggestedCommandSet,
        })),
      };
    },
    async checkPrinter(request) {
      session.requireUser();
      const status = await printing.checkPrinter(request.printerType);
      return {
        printerType: request.printerType,
        address: status.address,
        ready: status.ready,
        problems: status.problems,
      };
    },
    async testPrint(request) {
      session.requireUser();
      return { job: toPrintJobView(printing.printTestPage(request.printerType)) };
    },
  };
}
