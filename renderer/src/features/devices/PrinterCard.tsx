// One printer_type of this workstation: the printer attached to it (name, address, command set, paper), how it
// is right now (its real-time status), what it prints here, and what can be done with it: print a test page,
// ask its status again, change it, remove it. Without one, what does not print and how to attach one.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterView } from '../../../../shared/bridge/views/printing';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, Dialog, Panel, RelativeTime, Spinner, StatusBadge, useToasts } from '../../ui';
import type { AttachRequest } from './AttachPrinterDialog';
import { PRINTER_TYPE_NAMES, printerKind, printerName, statusBadge, typedAddress } from './printer-labels';
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
  const typeName = PRINTER_TYPE_NAMES[printerType];
  const [removing, setRemoving] = useState(false);

  return (
    <Panel title={typeName} className="printer-card">
      <p className="printer-card__prints">
        <span className="devices-muted">Prints here: </span>
        {documents.length > 0 ? documents.join(', ') : 'nothing at the moment'}
      </p>
      {printer ? (
        <>
          <div className="printer-card__identity">
            <strong>{printerName(printer)}</strong>
            <span className="devices-muted">
              {typedAddress(printer.address)} · {printerKind(printer)}
            </span>
          </div>
          <div className="printer-card__status" aria-label={`Status of the ${typeName.toLowerCase()}`}>
            {statusLoad?.status === 'pending' && !status ? (
              <span role="status">
                <Spinner size={16} label="" /> Asking the printer…
              </span>
            ) : status ? (
              <>
                <StatusBadge tone={statusBadge(status).tone}>{statusBadge(status).text}</StatusBadge>
                {status.problems.length > 0 ? (
                  <span className="printer-card__problems">{status.problems.join(', ')}</span>
                ) : null}
                {status.note ? <span className="devices-muted">{status.note}</span> : null}
                <span className="devices-muted">
                  Checked <RelativeTime value={status.checkedAt} />
                </span>
              </>
            ) : statusLoad?.status === 'failed' && statusLoad.error ? (
              <span className="printer-card__problems">{statusLoad.error.message}</span>
            ) : null}
          </div>
          <div className="printer-card__actions">
            <Button
              variant="primary"
              icon="printer"
              busy={testPrint.status === 'pending'}
              onClick={() => void api.getState().printTestPage(printerType)}
            >
              Print test page
            </Button>
            <Button
              busy={statusLoad?.status === 'pending'}
              onClick={() => void api.getState().checkPrinterStatus(printerType)}
            >
              Check status
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
              Change
            </Button>
            <Button variant="ghost" onClick={() => setRemoving(true)}>
              Remove
            </Button>
          </div>
          <TestPageResult printerType={printerType} name={printerName(printer)} />
          {testPrint.status === 'failed' && testPrint.error ? (
            <Banner tone="danger" title="The test page was not sent">
              {testPrint.error.message}
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
            <StatusBadge tone="warning">Not attached</StatusBadge> No {typeName.toLowerCase()} on this
            workstation: {documents.length > 0 ? documents.join(', ') : 'its documents'} will not print here.
            Attach one found on the network, or type its address.
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
            Type an address…
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
  documents: readonly string[];
  onClose: () => void;
}) {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const save = usePosStore((state) => state.printerSave);
  const typeName = PRINTER_TYPE_NAMES[printerType].toLowerCase();
  async function remove() {
    if (await api.getState().removePrinter(printerType)) {
      toasts.show({ tone: 'success', title: `${printerName(printer)} was removed from this workstation` });
      onClose();
    }
  }
  return (
    <Dialog
      open
      title={`Remove ${printerName(printer)}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" busy={save.status === 'pending'} onClick={() => void remove()}>
            Remove printer
          </Button>
        </>
      }
    >
      <p>
        This workstation will have no {typeName}: {documents.join(', ') || 'its documents'} will not print
        here until another printer is attached.
      </p>
      {save.status === 'failed' && save.error ? (
        <Banner tone="danger" title="The printer was not removed">
          {save.error.message}
        </Banner>
      ) : null}
    </Dialog>
  );
}
