// Attaching a printer to this workstation, or changing one (its name, address, command set, paper width):
// prefilled from a printer found on the network, or typed as host:port. The main process asks the printer
// before it keeps it; a printer that does not answer is explained, and can still be attached on purpose
// (it is switched off for now).
import { useState, type FormEvent } from 'react';
import { PRINTER_TYPES, type PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterDraft } from '../../store/devices-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, Dialog, Select, TextField, useToasts } from '../../ui';
import { PRINTER_TYPE_NAMES } from './printer-labels';

export interface AttachRequest {
  /** The printer_type to attach to; null lets the person choose. */
  printerType: PrinterType | null;
  draft: PrinterDraft;
  /** Changing the printer already attached to printerType (the type is then fixed). */
  changing: boolean;
}

export function AttachPrinterDialog({ request, onClose }: { request: AttachRequest; onClose: () => void }) {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const save = usePosStore((state) => state.printerSave);
  const attached = usePosStore((state) => state.printers);
  const [printerType, setPrinterType] = useState<PrinterType>(request.printerType ?? 'receipt_printer');
  const [draft, setDraft] = useState<PrinterDraft>(request.draft);
  const [missingAddress, setMissingAddress] = useState(false);
  const busy = save.status === 'pending';
  const error = save.status === 'failed' ? save.error : null;
  const unreachable = error?.code === 'printer_unreachable';
  const replaces = !request.changing ? attached?.[printerType] : null;
  const change = (part: Partial<PrinterDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    api.getState().clearPrinterSave();
  };

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
        title: `${name} is the ${PRINTER_TYPE_NAMES[printerType].toLowerCase()} of this workstation`,
      });
      close();
    }
  }

  function close() {
    api.getState().clearPrinterSave();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void attach();
  }

  const title = request.changing
    ? `Change the ${PRINTER_TYPE_NAMES[printerType].toLowerCase()}`
    : 'Attach a printer';
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      description="The printer is asked how it is before it is attached."
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="attach-printer" busy={busy}>
            {request.changing ? 'Save printer' : 'Attach printer'}
          </Button>
        </>
      }
    >
      <form id="attach-printer" className="attach-printer" onSubmit={submit} noValidate>
        {request.changing ? null : (
          <Select
            label="Use it as"
            value={printerType}
            options={PRINTER_TYPES.map((type) => ({ value: type, label: PRINTER_TYPE_NAMES[type] }))}
            onValueChange={(value) => {
              setPrinterType(value as PrinterType);
              api.getState().clearPrinterSave();
            }}
            hint={
              replaces
                ? `Replaces ${replaces.name ?? replaces.address} as the ${PRINTER_TYPE_NAMES[printerType].toLowerCase()}.`
                : undefined
            }
          />
        )}
        <TextField
          label="Name"
          value={draft.name}
          onValueChange={(name) => change({ name })}
          hint="What people call it, e.g. Counter receipt printer."
          error={error?.reasonFor('printer.name')}
          autoComplete="off"
        />
        <TextField
          label="Address"
          value={draft.address}
          onValueChange={(address) => change({ address })}
          hint="host:port, e.g. 192.168.1.50:9100 (port 9100 when left out)."
          error={
            missingAddress
              ? 'must not be empty: type the printer’s address'
              : unreachable
                ? 'no printer answers at this address'
                : error?.reasonFor('printer.address')
          }
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          label="Command set"
          value={draft.model}
          options={[
            { value: 'EPSON', label: 'EPSON (ESC/POS)' },
            { value: 'STAR', label: 'STAR (Star line mode)' },
          ]}
          onValueChange={(model) => change({ model: model as PrinterDraft['model'] })}
          error={error?.reasonFor('printer.model')}
        />
        <Select
          label="Paper width"
          value={String(draft.paperWidthMm)}
          options={[
            { value: '80', label: '80 mm (48 characters a line)' },
            { value: '58', label: '58 mm (32 characters a line)' },
          ]}
          onValueChange={(width) => change({ paperWidthMm: width === '58' ? 58 : 80 })}
          error={error?.reasonFor('printer.paperWidthMm')}
        />
      </form>
      {unreachable && error ? (
        <Banner
          tone="danger"
          title="The printer did not answer"
          actions={
            <Button size="small" busy={busy} onClick={() => void attach(true)}>
              Attach anyway
            </Button>
          }
        >
          {error.message}
        </Banner>
      ) : error && !error.details?.length ? (
        <Banner tone="danger" title="The printer was not attached">
          {error.message}
        </Banner>
      ) : null}
    </Dialog>
  );
}
