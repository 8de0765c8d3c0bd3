// Devices: the printers of this workstation, set up on screen by a manager of the store or an administrator
// (the main process checks it too). Each printer_type has its card (printer, status, test page); the printers
// announcing themselves on the network are listed to attach with one press. The cash drawer keeps its
// pairing in Cash Management.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { PRINTER_TYPES } from '../../../../shared/contract/print-config';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, ErrorState, LoadingBlock, ScreenLayout, errorWhatToDo, useShortcut } from '../../ui';
import { AttachPrinterDialog, type AttachRequest } from './AttachPrinterDialog';
import { FoundPrinters } from './FoundPrinters';
import { PrinterCard } from './PrinterCard';
import './devices.css';

export function DevicesScreen() {
  const api = usePosStoreApi();
  const t = useMessages();
  const { printers, load, storeLabel } = usePosStore(
    useShallow((state) => ({
      printers: state.printers,
      load: state.printersLoad,
      storeLabel: state.session?.store?.label ?? null,
    })),
  );
  const [attaching, setAttaching] = useState<AttachRequest | null>(null);

  function reload() {
    void api.getState().loadPrinters();
    void api.getState().discoverPrinters();
  }
  useEffect(reload, [api]);
  // The test pages' jobs change as the printer takes them.
  useEffect(() => api.getState().followPrintJobs(), [api]);
  useShortcut('F5', reload);

  let content;
  if (!printers && load.status === 'failed' && load.error) {
    content = (
      <ErrorState
        title={t('devices.loadFailed')}
        message={load.error.message}
        whatToDo={errorWhatToDo(load.error)}
        code={load.error.code}
        values={load.error.values}
        onRetry={reload}
      />
    );
  } else if (!printers) {
    content = <LoadingBlock label={t('devices.loading')} />;
  } else {
    content = (
      <div className="devices">
        <div className="devices__printers">
          {PRINTER_TYPES.map((printerType) => (
            <PrinterCard key={printerType} printerType={printerType} onAttach={setAttaching} />
          ))}
        </div>
        <FoundPrinters onAttach={setAttaching} />
      </div>
    );
  }

  return (
    <ScreenLayout
      title={t('devices.title')}
      subtitle={storeLabel ? t('devices.subtitle.store', { store: storeLabel }) : t('devices.subtitle')}
      actions={
        <Button icon="sync" shortcut="F5" busy={load.status === 'pending'} onClick={reload}>
          {t('devices.refresh')}
        </Button>
      }
    >
      {content}
      {attaching ? <AttachPrinterDialog request={attaching} onClose={() => setAttaching(null)} /> : null}
    </ScreenLayout>
  );
}
