// Attaching a printer to this workstation, or changing one (its name, address, command set, paper width):
// prefilled from a printer found on the network, or typed as host:port. The main process asks the printer
// before it keeps it; a printer that does not answer is explained, and can still be attached on purpose
// (it is switched off for now).
import type { FormEvent } from 'react';
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterDraft } from '../../store/devices-slice';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, Dialog, errorMessage } from '../../ui';
import { notAttachedText } from '../printing';
import { AttachPrinterFields } from './AttachPrinterFields';
import { useAttachPrinter, type AttachPrinterState } from './use-attach-printer';

export interface AttachRequest {
  /** The printer_type to attach to; null lets the person choose. */
  printerType: PrinterType | null;
  draft: PrinterDraft;
  /** Changing the printer already attached to printerType (the type is then fixed). */
  changing: boolean;
}

export function AttachPrinterDialog({ request, onClose }: { request: AttachRequest; onClose: () => void }) {
  const t = useMessages();
  const form = useAttachPrinter(request, onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.attach();
  }

  const title = request.changing
    ? t('devices.attach.changeTitle', { type: form.printerType })
    : t('devices.attach.title');
  return (
    <Dialog
      open
      title={title}
      onClose={form.close}
      description={t('devices.attach.description')}
      footer={
        <>
          <Button variant="ghost" onClick={form.close}>
            {t('devices.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="attach-printer" busy={form.busy}>
            {request.changing ? t('devices.attach.save') : t('devices.attach.submit')}
          </Button>
        </>
      }
    >
      <form id="attach-printer" className="attach-printer" onSubmit={submit} noValidate>
        <AttachPrinterFields form={form} changing={request.changing} />
      </form>
      <AttachProblem form={form} />
    </Dialog>
  );
}

/** Why the printer was not attached: it did not answer (it can be attached anyway), or another refusal that
 * no field explains. */
function AttachProblem({ form }: { form: AttachPrinterState }) {
  const t = useMessages();
  const { error, busy } = form;
  if (form.unreachable && error) {
    return (
      <Banner
        tone="danger"
        title={t('devices.attach.noAnswer')}
        actions={
          <Button size="small" busy={busy} onClick={() => void form.attach(true)}>
            {t('devices.attach.anyway')}
          </Button>
        }
      >
        {error.printerProblems ? notAttachedText(error.printerProblems, t) : errorMessage(error)}
      </Banner>
    );
  }
  if (error && !error.details?.length) {
    return (
      <Banner tone="danger" title={t('devices.attach.failed')}>
        {errorMessage(error)}
      </Banner>
    );
  }
  return null;
}
