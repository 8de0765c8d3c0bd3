// This workstation's printers as the Devices screen shows them: which printer serves each printer_type, how
// each is right now (its real-time status), the printers announcing themselves on the network, and the last
// test page of each type (its job, followed through onPrintJobsChanged by the printing slice).
// The actions live in store/devices/ (checking printers, attaching them); this file composes them.
import type { PrinterType } from '../../../shared/contract/print-config';
import type {
  DiscoveredPrinter,
  PrinterStatusView,
  PrintersView,
} from '../../../shared/bridge/views/printing';
import { printerAttachActions } from './devices/printer-attach-actions';
import { printerCheckActions } from './devices/printer-check-actions';
import { IDLE, type ActionStatus, type PosSliceCreator } from './slice';

export interface PrinterDraft {
  name: string;
  /** As typed: host:port, host (port 9100) or tcp://host:port; the main process checks it. */
  address: string;
  model: 'EPSON' | 'STAR';
  paperWidthMm: 80 | 58;
}

export interface DevicesSlice {
  printers: PrintersView | null;
  printersLoad: ActionStatus;
  /** The last status answer per printer_type (null until asked). */
  printerStatus: Readonly<Partial<Record<PrinterType, PrinterStatusView>>>;
  printerStatusLoad: Readonly<Partial<Record<PrinterType, ActionStatus>>>;
  discoveredPrinters: readonly DiscoveredPrinter[];
  printerDiscovery: ActionStatus;
  /** Attaching, changing or removing a printer; `error` names the field (printer.address...). */
  printerSave: ActionStatus;
  /** The job of the last test page per printer_type; its state is in printJobs. */
  testPageJobs: Readonly<Partial<Record<PrinterType, string>>>;
  testPrintStatus: ActionStatus;

  /** The attached printers, then the status of each. */
  loadPrinters(): Promise<void>;
  checkPrinterStatus(printerType: PrinterType): Promise<void>;
  discoverPrinters(): Promise<void>;
  /** Attaches (or changes) the printer of a type; false when refused (see printerSave.error). */
  attachPrinter(
    printerType: PrinterType,
    draft: PrinterDraft,
    options?: { evenIfUnreachable?: boolean },
  ): Promise<boolean>;
  removePrinter(printerType: PrinterType): Promise<boolean>;
  printTestPage(printerType: PrinterType): Promise<void>;
  clearPrinterSave(): void;
}

/** The devices part of a session as it starts (session-reset.ts puts it back for each new session). */
export function devicesSessionState(): Pick<
  DevicesSlice,
  | 'printers'
  | 'printersLoad'
  | 'printerStatus'
  | 'printerStatusLoad'
  | 'discoveredPrinters'
  | 'printerDiscovery'
  | 'printerSave'
  | 'testPageJobs'
  | 'testPrintStatus'
> {
  return {
    printers: null,
    printersLoad: IDLE,
    printerStatus: {},
    printerStatusLoad: {},
    discoveredPrinters: [],
    printerDiscovery: IDLE,
    printerSave: IDLE,
    testPageJobs: {},
    testPrintStatus: IDLE,
  };
}

export const createDevicesSlice: PosSliceCreator<DevicesSlice> = (bridge) => (set, get) => ({
  ...devicesSessionState(),
  ...printerCheckActions(bridge)(set, get),
  ...printerAttachActions(bridge)(set, get),
});
