// Attaching a printer to a printer_type (or changing it), removing it; the main process checks the address
// and, unless told otherwise, that the printer answers. `printerSave.error` names the refused field.
import { DONE, failed, IDLE, PENDING, type ActionGroup } from '../slice';
import type { DevicesSlice } from '../devices-slice';

export const printerAttachActions: ActionGroup<
  DevicesSlice,
  'attachPrinter' | 'removePrinter' | 'clearPrinterSave'
> = (bridge) => (set, get) => ({
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

  clearPrinterSave() {
    set({ printerSave: IDLE });
  },
});
