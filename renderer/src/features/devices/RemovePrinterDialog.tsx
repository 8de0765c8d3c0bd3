// Removing the printer attached to a printer_type, after the person confirms: what it prints here stops printing.
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrintedDocument, PrinterView } from '../../../../shared/bridge/views/printing';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, Dialog, errorMessage, useToasts } from '../../ui';
import { documentsText, printerName } from './printer-labels';

export function RemovePrinterDialog({
  printerType,
  printer,
  documents,
  onClose,
}: {
  printerType: PrinterType;
  printer: PrinterView;
  documents: readonly PrintedDocument[];
  onClose: () => void;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const toasts = useToasts();
  const save = usePosStore((state) => state.printerSave);
  async function remove() {
    if (await api.getState().removePrinter(printerType)) {
      toasts.show({ tone: 'success', title: t('devices.removed', { printer: printerName(printer) }) });
      onClose();
    }
  }
  return (
    <Dialog
      open
      title={t('devices.remove.title', { printer: printerName(printer) })}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('devices.remove.keep')}
          </Button>
          <Button variant="danger" busy={save.status === 'pending'} onClick={() => void remove()}>
            {t('devices.remove.confirm')}
          </Button>
        </>
      }
    >
      <p>
        {t('devices.remove.message', {
          type: printerType,
          documents: documentsText(documents, t) || t('devices.card.itsDocuments'),
        })}
      </p>
      {save.status === 'failed' && save.error ? (
        <Banner tone="danger" title={t('devices.remove.failed')}>
          {errorMessage(save.error)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
