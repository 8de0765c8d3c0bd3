// The fields of the attach-printer form: what the printer is used as (unless it is being changed), its name,
// address, command set and paper width, each with the reason the main process refused it.
import { PRINTER_TYPES, type PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterDraft } from '../../store/devices-slice';
import { useMessages } from '../../i18n/I18nProvider';
import { useErrorText, Select, TextField } from '../../ui';
import { printerTypeName } from './printer-labels';
import type { AttachPrinterState } from './use-attach-printer';

export function AttachPrinterFields({ form, changing }: { form: AttachPrinterState; changing: boolean }) {
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const { printerType, draft, change, error, replaces } = form;
  return (
    <>
      {changing ? null : (
        <Select
          label={t('devices.attach.useAs')}
          value={printerType}
          options={PRINTER_TYPES.map((type) => ({ value: type, label: printerTypeName(type, t) }))}
          onValueChange={(value) => form.chooseType(value as PrinterType)}
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
          form.missingAddress
            ? t('devices.attach.address.missing')
            : form.unreachable
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
    </>
  );
}
