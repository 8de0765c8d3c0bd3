// One printer_type of this workstation: the printer attached to it (name, address, command set, paper), how it
// is right now (its real-time status), what it prints here, and what can be done with it: print a test page,
// ask its status again, change it, remove it. Without one, what does not print and how to attach one.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrintedDocument, PrinterView } from '../../../../shared/bridge/views/printing';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, Panel, StatusBadge, errorMessage } from '../../ui';
import type { AttachRequest } from './AttachPrinterDialog';
import { documentsText, printerKind, printerName, printerTypeName, typedAddress } from './printer-labels';
import { PrinterStatusLine } from './PrinterStatusLine';
import { RemovePrinterDialog } from './RemovePrinterDialog';
import { TestPageResult } from './TestPageResult';

type OnAttach = (request: AttachRequest) => void;

export function PrinterCard({ printerType, onAttach }: { printerType: PrinterType; onAttach: OnAttach }) {
  const { printer, documents } = usePosStore(
    useShallow((state) => ({
      printer: state.printers?.[printerType] ?? null,
      documents: state.printers?.documents[printerType] ?? [],
    })),
  );
  const t = useMessages();

  return (
    <Panel title={printerTypeName(printerType, t)} className="printer-card">
      <p className="printer-card__prints">
        <span className="devices-muted">{t('devices.card.printsHere')} </span>
        {documents.length > 0 ? documentsText(documents, t) : t('devices.card.printsNothing')}
      </p>
      {printer ? (
        <AttachedPrinter
          printerType={printerType}
          printer={printer}
          documents={documents}
          onAttach={onAttach}
        />
      ) : (
        <NoPrinterAttached printerType={printerType} documents={documents} onAttach={onAttach} />
      )}
    </Panel>
  );
}

/** The printer attached to the type: who it is, its status, and what can be done with it. */
function AttachedPrinter({
  printerType,
  printer,
  documents,
  onAttach,
}: {
  printerType: PrinterType;
  printer: PrinterView;
  documents: readonly PrintedDocument[];
  onAttach: OnAttach;
}) {
  const { status, statusLoad, testPrint } = usePosStore(
    useShallow((state) => ({
      status: state.printerStatus[printerType],
      statusLoad: state.printerStatusLoad[printerType],
      testPrint: state.testPrintStatus,
    })),
  );
  const api = usePosStoreApi();
  const t = useMessages();
  const [removing, setRemoving] = useState(false);
  const change = () =>
    onAttach({
      printerType,
      changing: true,
      draft: {
        name: printer.name ?? '',
        address: typedAddress(printer.address),
        model: printer.model,
        paperWidthMm: printer.paperWidthMm,
      },
    });

  return (
    <>
      <div className="printer-card__identity">
        <strong translate="no">{printerName(printer)}</strong>
        <span className="devices-muted">
          {typedAddress(printer.address)} · {printerKind(printer, t)}
        </span>
      </div>
      <PrinterStatusLine printerType={printerType} status={status} statusLoad={statusLoad} />
      <div className="printer-card__actions">
        <Button
          variant="primary"
          icon="printer"
          busy={testPrint.status === 'pending'}
          onClick={() => void api.getState().printTestPage(printerType)}
        >
          {t('devices.card.testPage')}
        </Button>
        <Button
          busy={statusLoad?.status === 'pending'}
          onClick={() => void api.getState().checkPrinterStatus(printerType)}
        >
          {t('devices.card.checkStatus')}
        </Button>
        <Button onClick={change}>{t('devices.card.change')}</Button>
        <Button variant="ghost" onClick={() => setRemoving(true)}>
          {t('devices.card.remove')}
        </Button>
      </div>
      <TestPageResult printerType={printerType} name={printerName(printer)} />
      {testPrint.status === 'failed' && testPrint.error ? (
        <Banner tone="danger" title={t('devices.card.testNotSent')}>
          {errorMessage(testPrint.error)}
        </Banner>
      ) : null}
      {removing ? (
        <RemovePrinterDialog
          printerType={printerType}
          printer={printer}
          documents={documents}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </>
  );
}

/** No printer for the type: what does not print, and attaching one by its address. */
function NoPrinterAttached({
  printerType,
  documents,
  onAttach,
}: {
  printerType: PrinterType;
  documents: readonly PrintedDocument[];
  onAttach: OnAttach;
}) {
  const t = useMessages();
  return (
    <div className="printer-card__none">
      <p>
        <StatusBadge tone="warning">{t('devices.card.notAttached')}</StatusBadge>{' '}
        {t('devices.card.none', {
          type: printerType,
          documents: documents.length > 0 ? documentsText(documents, t) : t('devices.card.itsDocuments'),
        })}
      </p>
      <Button
        onClick={() =>
          onAttach({
            printerType,
            changing: false,
            draft: { name: '', address: '', model: 'EPSON', paperWidthMm: 80 },
          })
        }
      >
        {t('devices.card.typeAddress')}
      </Button>
    </div>
  );
}
