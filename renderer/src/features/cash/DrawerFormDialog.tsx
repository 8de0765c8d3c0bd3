// Adding or changing one drawer of the store's setup: its name, its recommended float in the store's currency
// and, for an integrated drawer, the serial printed on it (scanned from its barcode, or typed). The change goes
// into the setup being edited; "Save changes" sends the whole setup to the platform.
import { useState, type FormEvent } from 'react';
import { currencyExponent, toDecimalString, type Money } from '../../../../shared/money';
import type { CashDrawerDraft } from '../../store/cash-slice';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, Dialog, MoneyField, parseMoneyInput, TextField, useLocale } from '../../ui';

export interface DrawerFormDialogProps {
  /** The drawer being changed, or a new one (its id already chosen). */
  drawer: CashDrawerDraft;
  isNew: boolean;
  integrated: boolean;
  /** Names already used by the store's other drawers. */
  otherNames: readonly string[];
  onSave(drawer: CashDrawerDraft): void;
  onClose(): void;
}

export function DrawerFormDialog({
  drawer,
  isNew,
  integrated,
  otherNames,
  onSave,
  onClose,
}: DrawerFormDialogProps) {
  const t = useMessages();
  const locale = useLocale();
  const form = useDrawerForm({ drawer, isNew, integrated, otherNames, onSave });
  const { name, floatText, serial } = form;

  const formId = `drawer-form-${drawer.drawerId}`;
  const submitId = `${formId}-submit`;
  return (
    <Dialog
      open
      title={isNew ? t('cash.form.add') : t('cash.setup.changeDrawer', { name: drawer.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cash.cancel')}
          </Button>
          <Button id={submitId} type="submit" form={formId} variant="primary">
            {isNew ? t('cash.setup.addDrawer') : t('cash.form.keep')}
          </Button>
        </>
      }
    >
      <form id={formId} className="drawer-form" onSubmit={form.submit} noValidate>
        <TextField
          label={t('cash.setup.name')}
          value={name}
          onValueChange={form.setName}
          error={form.nameError}
          autoFocus
          maxLength={60}
        />
        <MoneyField
          label={t('cash.setup.float')}
          currency={form.currency}
          locale={locale}
          value={floatText}
          error={form.floatError}
          hint={t('cash.form.float.hint')}
          onValueChange={(text) => form.setFloatText(text)}
        />
        {integrated ? (
          <TextField
            label={t('cash.setup.serial')}
            value={serial}
            onValueChange={form.setSerial}
            error={form.serialError}
            hint={t('cash.form.serial.hint')}
            autoComplete="off"
            spellCheck={false}
            onKeyDown={(event) => {
              // A scanner ends the serial with Enter: that confirms the field, not the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                document.getElementById(submitId)?.focus();
              }
            }}
          />
        ) : null}
      </form>
    </Dialog>
  );
}

/** The drawer's fields as typed, what is wrong with them once the person tried to keep it, and keeping it. */
function useDrawerForm({
  drawer,
  isNew,
  integrated,
  otherNames,
  onSave,
}: Pick<DrawerFormDialogProps, 'drawer' | 'isNew' | 'integrated' | 'otherNames' | 'onSave'>) {
  const locale = useLocale();
  const t = useMessages();
  const currency = drawer.recommendedFloat.currency;
  const [name, setName] = useState(drawer.name);
  const [floatText, setFloatText] = useState(isNew ? '' : editableAmount(drawer.recommendedFloat, locale));
  const [serial, setSerial] = useState(drawer.serial ?? '');
  const [submitted, setSubmitted] = useState(false);

  const float = parseMoneyInput(floatText, currency, locale, {
    requiredMessage: t('cash.form.floatRequired'),
  });
  const trimmedName = name.trim();
  const nameTaken = otherNames.some((other) => other.trim().toLowerCase() === trimmedName.toLowerCase());
  const nameError = !submitted
    ? null
    : trimmedName === ''
      ? t('cash.form.nameRequired')
      : nameTaken
        ? t('cash.form.nameTaken')
        : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!float.ok || trimmedName === '' || (integrated && serial.trim() === '')) return;
    if (nameTaken) return;
    onSave({
      drawerId: drawer.drawerId,
      name: trimmedName,
      recommendedFloat: float.money,
      serial: integrated ? serial.trim() : null,
    });
  }

  return {
    currency,
    name,
    setName,
    floatText,
    setFloatText,
    serial,
    setSerial,
    nameError,
    floatError: float.ok ? null : submitted || !float.empty ? float.message : null,
    serialError: submitted && integrated && serial.trim() === '' ? t('cash.form.serialRequired') : null,
    submit,
  };
}

/** The float as text to edit, in the user's locale ("200.00", "200,00"), from the exact decimal. */
function editableAmount(amount: Money, locale: string): string {
  const decimals = currencyExponent(amount.currency);
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(toDecimalString(amount) as `${number}`);
}
