// printing.*: jobs of this workstation's printers, and the printers themselves (kept in its settings; attached
// by a manager of the store or an administrator, see printer-setup.ts).
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { PrintService } from '../../services/printing/print-service';
import type { WorkstationSettingsService } from '../../services/settings/settings-service';
import {
  normalizePrinterAddress,
  PrinterSettingSchema,
  type PrinterSetting,
  type PrinterSettings,
} from '../../services/settings/workstation-settings';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import { requirePrinterSetup, toPrintersView } from '../printer-setup';
import { BRIDGE_ERROR_CODES, BridgeError } from '../../../shared/bridge/bridge-error';
import { formatIssues, toErrorDetails } from '../../../shared/contract/validation';
import { printerProblemInEnglish } from '../../../shared/printing/printer-problem-english';
import { toPrintJobView } from '../views/print-job-view';
import { toPrintPreviewView } from '../views/print-preview-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';

/** The request's printer as the settings keep it; errors name the request's own fields (printer.address). */
function checkedPrinter(requested: unknown): PrinterSetting {
  const typed = requested as { address?: unknown };
  const checked = PrinterSettingSchema.safeParse({
    ...typed,
    ...(typeof typed.address === 'string' ? { address: normalizePrinterAddress(typed.address) } : {}),
  });
  if (checked.success) return checked.data;
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

interface PrintingHandlerDeps {
  session: WorkstationSession;
  settings: WorkstationSettingsService;
  printing: PrintService;
  devices: WorkstationDevices;
  configs: WorkstationConfigs;
  now: () => Date;
}

type PrintingCalls = BridgeImplementation['printing'];

export function printingHandlers(deps: PrintingHandlerDeps): PrintingCalls {
  return { ...printJobHandlers(deps), ...printerHandlers(deps) };
}

/** The jobs printed here: listed, previewed, and the associate's answers to a job that needs one. */
function printJobHandlers({
  session,
  printing,
}: PrintingHandlerDeps): Pick<
  PrintingCalls,
  'listJobs' | 'preview' | 'reprint' | 'confirmReprint' | 'dismiss' | 'retry' | 'cancel'
> {
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
          values: { why: 'no_preview', jobId: request.jobId },
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
  };
}

/** This workstation's printers: attached, found on the network, checked and tried with a test page. */
function printerHandlers({
  session,
  settings,
  printing,
  devices,
  configs,
  now,
}: PrintingHandlerDeps): Pick<
  PrintingCalls,
  'getPrinters' | 'setPrinter' | 'discoverPrinters' | 'checkPrinter' | 'testPrint'
> {
  // Without a print configuration (none synced, platform unreachable) the list of documents is shorter, but
  // the printers still show.
  const printersView = async (printers: PrinterSettings) =>
    toPrintersView(printers, await configs.get('print').catch(() => undefined));
  return {
    async getPrinters() {
      return printersView(settings.read().printers);
    },
    async setPrinter(request) {
      requirePrinterSetup(session, settings.read().storeId);
      const printers: Record<string, unknown> = { ...settings.read().printers };
      if (request.printer === null) {
        delete printers[request.printerType];
      } else {
        const printer = checkedPrinter(request.printer);
        if (!request.evenIfUnreachable) await requireReachable(printing, printer);
        printers[request.printerType] = printer;
      }
      const saved = settings.update({ printers });
      printing.printersChanged();
      return printersView(saved.printers);
    },
    async discoverPrinters() {
      requirePrinterSetup(session, settings.read().storeId);
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
      return { printerType: request.printerType, ...status, checkedAt: now().toISOString() };
    },
    async testPrint(request) {
      requirePrinterSetup(session, settings.read().storeId);
      // The time on the page is the store's, as every time the app shows.
      const timeZone = session.snapshot().store?.timezone;
      return { job: toPrintJobView(printing.printTestPage(request.printerType, timeZone)) };
    },
  };
}

/** Refuses a printer that does not answer, saying why, so a mistyped address is caught at once. */
async function requireReachable(printing: PrintService, printer: PrinterSetting): Promise<void> {
  const check = await printing.checkPrinterAt(printer);
  if (check.reachable) return;
  throw new BridgeError({
    code: 'printer_unreachable',
    message: `${check.problems.map(printerProblemInEnglish).join(' ')} It was not attached; attach it anyway if it is switched off for now.`,
    details: [{ path: 'printer.address', message: 'no printer answers at this address' }],
    printerProblems: check.problems,
  });
}
