// How this workstation's printers are: the attached printer of each printer_type and its real-time status,
// the printers announcing themselves on the network, and a test page (its job followed by the printing slice).
import { PRINTER_TYPES } from '../../../../shared/contract/print-config';
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { DevicesSlice } from '../devices-slice';

export const printerCheckActions: ActionGroup<
  DevicesSlice,
  'loadPrinters' | 'checkPrinterStatus' | 'discoverPrinters' | 'printTestPage'
> = (bridge) => (set, get) => ({
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
});
