// The state of the attach-printer dialog: which printer_type, the printer being typed, and attaching it (the main
// process asks the printer first; one that does not answer can still be attached on purpose).
import { useState } from 'react';
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterDraft } from '../../store/devices-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { useToasts } from '../../ui';
import type { AttachRequest } from './AttachPrinterDialog';

export function useAttachPrinter(request: AttachRequest, onClose: () => void) {
  const api = usePosStoreApi();
  const t = useMessages();
  const toasts = useToasts();
  const save = usePosStore((state) => state.printerSave);
  const attached = usePosStore((state) => state.printers);
  const [printerType, setPrinterType] = useState<PrinterType>(request.printerType ?? 'receipt_printer');
  const [draft, setDraft] = useState<PrinterDraft>(request.draft);
  const [missingAddress, setMissingAddress] = useState(false);
  const error = save.status === 'failed' ? save.error : null;

  const change = (part: Partial<PrinterDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    api.getState().clearPrinterSave();
  };
  const chooseType = (type: PrinterType) => {
    setPrinterType(type);
    api.getState().clearPrinterSave();
  };

  function close() {
    api.getState().clearPrinterSave();
    onClose();
  }

  async function attach(evenIfUnreachable = false) {
    if (!draft.address.trim()) {
      setMissingAddress(true);
      return;
    }
    setMissingAddress(false);
    if (await api.getState().attachPrinter(printerType, draft, { evenIfUnreachable })) {
      const name = draft.name.trim() || draft.address.trim();
      toasts.show({
        tone: 'success',
        title: t('devices.attached', { name, type: printerType }),
      });
      close();
    }
  }

  return {
    printerType,
    chooseType,
    draft,
    change,
    missingAddress,
    busy: save.status === 'pending',
    error,
    unreachable: error?.code === 'printer_unreachable',
    /** The printer already attached to the chosen type, which attaching this one replaces. */
    replaces: !request.changing ? attached?.[printerType] : null,
    attach,
    close,
  };
}

export type AttachPrinterState = ReturnType<typeof useAttachPrinter>;
