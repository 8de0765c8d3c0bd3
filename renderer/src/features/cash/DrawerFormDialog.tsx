// Adding or changing one drawer of the store's setup: its name, its recommended float in the store's currency
// and, for an integrated drawer, the serial printed on it (scanned from its barcode, or typed). The change goes
// into the setup being edited; "Save changes" sends the whole setup to the platform.
import { useState, type FormEvent } from 'react';
import { currencyExponent, toDecimalString, type Money } from '../../../../shared/money';
import type { CashDrawerDraft } from '../../store/cash-slice';
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
  const locale = useLocale();
  const currency = drawer.recommendedFloat.currency;
  const [name, setName] = useState(drawer.name);
  const [floatText, setFloatText] = useState(isNew ? '' : editableAmount(drawer.recommendedFloat, locale));
  const [serial, setSerial] = useState(drawer.serial ?? '');
  const [submitted, setSubmitted] = useState(false);

  const float = parseMoneyInput(floatText, currency, locale, {
    requiredMessage: 'Enter the recommended float',
  });
  const trimmedName = name.trim();
  const nameError = !submitted
    ? null
    : trimmedName === ''
      ? 'Enter a name, e.g. Register 1'
      : otherNames.some((other) => other.trim().toLowerCase() === trimmedName.toLowerCase())
        ? 'Another drawer of this store has this name'
        : null;
  const floatError = float.ok ? null : submitted || !float.empty ? float.message : null;
  const serialError =
    submitted && integrated && serial.trim() === ''
      ? 'Scan the barcode on the drawer or type its serial'
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!float.ok || trimmedName === '' || (integrated && serial.trim() === '')) return;
    if (otherNames.some((other) => other.trim().toLowerCase() === trimmedName.toLowerCase())) return;
    onSave({
      drawerId: drawer.drawerId,
      name: trimmedName,
      recommendedFloat: float.money,
      serial: integrated ? serial.trim() : null,
    });
  }

  const formId = `drawer-form-${drawer.drawerId}`;
  const submitId = `${formId}-submit`;
  return (
    <Dialog
      open
      title={isNew ? 'Add a drawer' : `Change ${drawer.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button id={submitId} type="submit" form={formId} variant="primary">
            {isNew ? 'Add drawer' : 'Keep changes'}
          </Button>
        </>
      }
    >
      <form id={formId} className="drawer-form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          value={name}
          onValueChange={setName}
          error={nameError}
          autoFocus
          maxLength={60}
        />
        <MoneyField
          label="Recommended float"
          currency={currency}
          locale={locale}
          value={floatText}
          error={floatError}
          hint="The cash the drawer starts the day with."
          onValueChange={(text) => setFloatText(text)}
        />
        {integrated ? (
          <TextField
            label="Serial"
            value={serial}
            onValueChange={setSerial}
            error={serialError}
            hint="Scan the barcode on the drawer, or type the code printed under it."
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

/** The float as text to edit, in the user's locale ("200.00", "200,00"), from the exact decimal. */
function editableAmount(amount: Money, locale: string): string {
  const decimals = currencyExponent(amount.currency);
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(toDecimalString(amount) as `${number}`);
}
