// This workstation's printers as the Devices screen shows them: which printer serves each printer_type, how
// each is right now (its real-time status), the printers announcing themselves on the network, and the last
// test page of each type (its job, followed through onPrintJobsChanged by the printing slice).
import { PRINTER_TYPES, type PrinterType } from '../../../shared/contract/print-config';
import type {
  DiscoveredPrinter,
  PrinterStatusView,
  PrintersView,
} from '../../../shared/bridge/views/printing';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

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

  async loadPrinters() {
    set({ printersLoad: PENDING });
    try {
      const printers = await bridge.printing.getPrinters();
      set({ printers, printersLoad: DONE });
      const attached = PRINTER_TYPES.filter((printerType) => printers[printerType] !== null);
      await Promise.all(attached.map((printerType) => get().checkPrinterStatus(printerType)));
    } catch (error) {
      set({ printersLoad: failed(error) });
    }
  },

  async checkPrinterStatus(printerType) {
    set((state) => ({ printerStatusLoad: { ...state.printerStatusLoad, [printerType]: PENDING } }));
    try {
      const status = await bridge.printing.checkPrinter({ printerType });
      set((state) => ({
        printerStatus: { ...state.printerStatus, [printerType]: status },
        printerStatusLoad: { ...state.printerStatusLoad, [printerType]: DONE },
      }));
    } catch (error) {
      set((state) => ({
        printerStatusLoad: { ...state.printerStatusLoad, [printerType]: failed(error) },
      }));
    }
  },

  async discoverPrinters() {
    set({ printerDiscovery: PENDING });
    try {
      const { printers } = await bridge.printing.discoverPrinters();
      set({ discoveredPrinters: printers, printerDiscovery: DONE });
    } catch (error) {
      set({ printerDiscovery: failed(error) });
    }
  },

  async attachPrinter(printerType, draft, options = {}) {
    set({ printerSave: PENDING });
    try {
      const name = draft.name.trim();
      const printers = await bridge.printing.setPrinter({
        printerType,
        printer: {
          ...(name ? { name } : {}),
          address: draft.address,
          model: draft.model,
          paperWidthMm: draft.paperWidthMm,
        },
        evenIfUnreachable: options.evenIfUnreachable ?? false,
      });
      set({ printers, printerSave: DONE });
      void get().checkPrinterStatus(printerType);
      return true;
    } catch (error) {
      set({ printerSave: failed(error) });
      return false;
    }
  },

  async removePrinter(printerType) {
    set({ printerSave: PENDING });
    try {
      const printers = await bridge.printing.setPrinter({
        printerType,
        printer: null,
        evenIfUnreachable: false,
      });
      set((state) => {
        const printerStatus = { ...state.printerStatus };
        delete printerStatus[printerType];
        return { printers, printerSave: DONE, printerStatus };
      });
      return true;
    } catch (error) {
      set({ printerSave: failed(error) });
      return false;
    }
  },

  async printTestPage(printerType) {
    set({ testPrintStatus: PENDING });
    try {
      const { job } = await bridge.printing.testPrint({ printerType });
      get().rememberPrintJobs([job]);
      set((state) => ({
        testPageJobs: { ...state.testPageJobs, [printerType]: job.jobId },
        testPrintStatus: DONE,
      }));
    } catch (error) {
      set({ testPrintStatus: failed(error) });
    }
  },

  clearPrinterSave() {
    set({ printerSave: IDLE });
  },
});
