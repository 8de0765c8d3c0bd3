// One printer_type of this workstation: the printer attached to it (name, address, command set, paper), how it
// is right now (its real-time status), what it prints here, and what can be done with it: print a test page,
// ask its status again, change it, remove it. Without one, what does not print and how to attach one.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrintedDocument, PrinterView } from '../../../../shared/bridge/views/printing';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import {
  Banner,
  Button,
  Dialog,
  Panel,
  RelativeTime,
  Spinner,
  StatusBadge,
  errorMessage,
  useToasts,
} from '../../ui';
import type { AttachRequest } from './AttachPrinterDialog';
import {
  documentsText,
  printerKind,
  printerName,
  printerTypeName,
  statusBadge,
  typedAddress,
} from './printer-labels';
import { TestPageResult } from './TestPageResult';

export function PrinterCard({
  printerType,
  onAttach,
}: {
  printerType: PrinterType;
  onAttach: (request: AttachRequest) => void;
}) {
  const { printer, documents, status, statusLoad, testPrint } = usePosStore(
    useShallow((state) => ({
      printer: state.printers?.[printerType] ?? null,
      documents: state.printers?.documents[printerType] ?? [],
      status: state.printerStatus[printerType],
      statusLoad: state.printerStatusLoad[printerType],
      testPrint: state.testPrintStatus,
    })),
  );
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const [removing, setRemoving] = useState(false);

  return (
    <Panel title={printerTypeName(printerType, t)} className="printer-card">
      <p className="printer-card__prints">
        <span className="devices-muted">{t('devices.card.printsHere')} </span>
        {documents.length > 0 ? documentsText(documents, t) : t('devices.card.printsNothing')}
      </p>
      {printer ? (
        <>
          <div className="printer-card__identity">
            <strong translate="no">{printerName(printer)}</strong>
            <span className="devices-muted">
              {typedAddress(printer.address)} · {printerKind(printer, t)}
            </span>
          </div>
          <div className="printer-card__status" aria-label={t('devices.card.status', { type: printerType })}>
            {statusLoad?.status === 'pending' && !status ? (
              <span role="status">
                <Spinner size={16} label="" /> {t('devices.card.asking')}
              </span>
            ) : status ? (
              <>
                <StatusBadge tone={statusBadge(status).tone}>{t(statusBadge(status).text)}</StatusBadge>
                {status.problems.length > 0 ? (
                  <span className="printer-card__problems">{status.problems.join(', ')}</span>
                ) : null}
                {status.note ? <span className="devices-muted">{status.note}</span> : null}
                <span className="devices-muted">
                  {rich('devices.card.checked', { when: <RelativeTime value={status.checkedAt} /> })}
                </span>
              </>
            ) : statusLoad?.status === 'failed' && statusLoad.error ? (
              <span className="printer-card__problems">{errorMessage(statusLoad.error)}</span>
            ) : null}
          </div>
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
            <Button
              onClick={() =>
                onAttach({
                  printerType,
                  changing: true,
                  draft: {
                    name: printer.name ?? '',
                    address: typedAddress(printer.address),
                    model: printer.model,
                    paperWidthMm: printer.paperWidthMm,
                  },
                })
              }
            >
              {t('devices.card.change')}
            </Button>
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
      ) : (
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
      )}
    </Panel>
  );
}

function RemovePrinterDialog({
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
