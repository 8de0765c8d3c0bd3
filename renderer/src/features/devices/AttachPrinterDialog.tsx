// Attaching a printer to this workstation, or changing one (its name, address, command set, paper width):
// prefilled from a printer found on the network, or typed as host:port. The main process asks the printer
// before it keeps it; a printer that does not answer is explained, and can still be attached on purpose
// (it is switched off for now).
import { useState, type FormEvent } from 'react';
import { PRINTER_TYPES, type PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterDraft } from '../../store/devices-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { useErrorText, Banner, Button, Dialog, Select, TextField, errorMessage, useToasts } from '../../ui';
import { printerTypeName } from './printer-labels';

export interface AttachRequest {
  /** The printer_type to attach to; null lets the person choose. */
  printerType: PrinterType | null;
  draft: PrinterDraft;
  /** Changing the printer already attached to printerType (the type is then fixed). */
  changing: boolean;
}

export function AttachPrinterDialog({ request, onClose }: { request: AttachRequest; onClose: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
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
        title: t('devices.attached', { name, type: printerType }),
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
    ? t('devices.attach.changeTitle', { type: printerType })
    : t('devices.attach.title');
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      description={t('devices.attach.description')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('devices.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="attach-printer" busy={busy}>
            {request.changing ? t('devices.attach.save') : t('devices.attach.submit')}
          </Button>
        </>
      }
    >
      <form id="attach-printer" className="attach-printer" onSubmit={submit} noValidate>
        {request.changing ? null : (
          <Select
            label={t('devices.attach.useAs')}
            value={printerType}
            options={PRINTER_TYPES.map((type) => ({ value: type, label: printerTypeName(type, t) }))}
            onValueChange={(value) => {
              setPrinterType(value as PrinterType);
              api.getState().clearPrinterSave();
            }}
            hint={
              replaces
                ? t('devices.attach.replaces', {
                    printer: replaces.name ?? replaces.address,
                    type: printerType,
                  })
                : undefined
            }
          />
        )}
        <TextField
          label={t('devices.attach.name')}
          value={draft.name}
          onValueChange={(name) => change({ name })}
          hint={t('devices.attach.name.hint')}
          error={fieldReason(error, 'printer.name')}
          autoComplete="off"
        />
        <TextField
          label={t('devices.attach.address')}
          value={draft.address}
          onValueChange={(address) => change({ address })}
          hint={t('devices.attach.address.hint')}
          error={
            missingAddress
              ? t('devices.attach.address.missing')
              : unreachable
                ? t('devices.attach.address.unreachable')
                : fieldReason(error, 'printer.address')
          }
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          label={t('devices.attach.model')}
          value={draft.model}
          options={[
            { value: 'EPSON', label: t('devices.attach.model.epson') },
            { value: 'STAR', label: t('devices.attach.model.star') },
          ]}
          onValueChange={(model) => change({ model: model as PrinterDraft['model'] })}
          error={fieldReason(error, 'printer.model')}
        />
        <Select
          label={t('devices.attach.paper')}
          value={String(draft.paperWidthMm)}
          options={[
            { value: '80', label: t('devices.attach.paper.option', { width: 80, characters: 48 }) },
            { value: '58', label: t('devices.attach.paper.option', { width: 58, characters: 32 }) },
          ]}
          onValueChange={(width) => change({ paperWidthMm: width === '58' ? 58 : 80 })}
          error={fieldReason(error, 'printer.paperWidthMm')}
        />
      </form>
      {unreachable && error ? (
        <Banner
          tone="danger"
          title={t('devices.attach.noAnswer')}
          actions={
            <Button size="small" busy={busy} onClick={() => void attach(true)}>
              {t('devices.attach.anyway')}
            </Button>
          }
        >
          {errorMessage(error)}
        </Banner>
      ) : error && !error.details?.length ? (
        <Banner tone="danger" title={t('devices.attach.failed')}>
          {errorMessage(error)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
