// A non-sale transaction on a drawer: add to float, cash pull, petty cash in or out, or a no sale — each with
// the reason an auditor reads later. The amount is exact (typed in the user's locale, read without floats).
// The transaction is recorded first; the drawer then opens (integrated, paired here) or is opened by hand.
import { useEffect, useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatMoney, type Money } from '../../../../shared/money';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import type { CashDrawerEntry } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  Banner,
  Button,
  Dialog,
  MoneyField,
  MoneyText,
  parseMoneyInput,
  Select,
  useLocale,
  useToasts,
  type ToastInput,
} from '../../ui';
import {
  MOVEMENT_DIRECTION,
  movementHint,
  movementLabel,
  reasonLabel,
  REASONS,
  type MovementType,
} from './cash-labels';

export interface CashMovementDialogProps {
  entry: CashDrawerEntry;
  /** What the person may record (an associate: petty cash and no sale). */
  types: readonly MovementType[];
  initialType: MovementType;
  onClose(): void;
}

export function CashMovementDialog({ entry, types, initialType, onClose }: CashMovementDialogProps) {
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  const { drawer } = entry;
  const movement = useCashMovement(entry, initialType, onClose);
  const { type, amount, movesCash, recording, label } = movement;
  const direction = MOVEMENT_DIRECTION[type];

  const formId = `cash-movement-${drawer.drawerId}`;
  return (
    <Dialog
      open
      title={t('cash.movement.title', { name: drawer.name })}
      onClose={onClose}
      dismissible={!recording}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={recording}>
            {t('cash.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" size="large" busy={recording}>
            {!movesCash
              ? t('cash.movement.recordNoSale')
              : amount.ok && amount.money.minor > 0
                ? rich('cash.movement.recordAmount', {
                    movement: label.toLocaleLowerCase(locale),
                    amount: <MoneyText value={amount.money} />,
                  })
                : t('cash.movement.record', { movement: label.toLocaleLowerCase(locale) })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="cash-movement"
        onSubmit={(event) => void movement.submit(event)}
        noValidate
      >
        <MovementTypeChoice types={types} value={type} onChange={movement.chooseType} />
        {movesCash ? (
          <MoneyField
            label={direction === 'in' ? t('cash.movement.amountIn') : t('cash.movement.amountOut')}
            currency={movement.currency}
            locale={locale}
            value={movement.amountText}
            error={movement.amountError}
            onValueChange={(typed) => movement.setAmountText(typed)}
          />
        ) : (
          <p className="cash-movement__note">{t('cash.movement.noSaleNote')}</p>
        )}
        <Select
          label={t('cash.movement.reason')}
          value={movement.reason}
          error={movement.reasonError}
          options={[
            { value: '', label: t('cash.movement.chooseReason'), disabled: true },
            ...REASONS[type].map((code) => ({ value: code, label: reasonLabel(t, code) ?? code })),
          ]}
          onValueChange={movement.setReason}
        />
        {movement.error ? (
          <Banner tone="danger" title={t('cash.movement.notRecorded')}>
            {errorMessage(movement.error)}
          </Banner>
        ) : null}
      </form>
    </Dialog>
  );
}

/** What is recorded: one choice per transaction type the person may record, each with what it is for. */
function MovementTypeChoice({
  types,
  value,
  onChange,
}: {
  types: readonly MovementType[];
  value: MovementType;
  onChange: (type: MovementType) => void;
}) {
  const t = useMessages();
  return (
    <fieldset className="cash-choice-grid">
      <legend className="field__label">{t('cash.movement.what')}</legend>
      {types.map((candidate) => (
        <label key={candidate} className="cash-choice">
          <input
            type="radio"
            name="movement-type"
            value={candidate}
            checked={candidate === value}
            onChange={() => onChange(candidate)}
          />
          <span className="cash-choice__title">{movementLabel(t, candidate)}</span>
          <span className="cash-choice__hint">{movementHint(t, candidate)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The transaction being typed (type, amount, reason), what is wrong with it, and recording it once. */
function useCashMovement(entry: CashDrawerEntry, initialType: MovementType, onClose: () => void) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const toasts = useToasts();
  const t = useMessages();
  const { drawer } = entry;
  const currency = drawer.recommendedFloat.currency;
  const [type, setType] = useState<MovementType>(initialType);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // A new id per type chosen: a retry of the same transaction after a failure records it once.
  const [transactionIds] = useState(() => new Map<MovementType, string>());
  const { recording, error } = usePosStore(
    useShallow((state) => ({
      recording: state.cashRecord.status === 'pending',
      error: state.cashRecord.status === 'failed' ? state.cashRecord.error : null,
    })),
  );

  useEffect(() => {
    api.getState().clearCashErrors();
  }, [api]);

  const movesCash = type !== 'no_sale';
  const amount = parseMoneyInput(amountText, currency, locale, {
    requiredMessage: t('cash.movement.amountRequired'),
  });
  const label = movementLabel(t, type);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const value = movesCash
      ? amount.ok && amount.money.minor > 0
        ? amount.money
        : null
      : { minor: 0, currency };
    if (!value || reason === '') return;
    let transactionId = transactionIds.get(type);
    if (!transactionId) {
      transactionId = crypto.randomUUID();
      transactionIds.set(type, transactionId);
    }
    const recorded = await api.getState().recordCashTransaction({
      transactionId,
      drawerId: drawer.drawerId,
      type,
      amount: value,
      reasonCode: reason,
    });
    if (!recorded) return;
    toasts.show(recordedNotice(t, locale, type, value, drawer.name));
    onClose();
  }

  return {
    currency,
    type,
    // Another type has other reasons: the reason chosen and the errors shown start again.
    chooseType: (candidate: MovementType) => {
      setType(candidate);
      setReason('');
      setSubmitted(false);
    },
    amountText,
    setAmountText,
    amount,
    amountError: movesCash ? amountError(amount, submitted, t) : null,
    reason,
    setReason,
    reasonError: submitted && reason === '' ? t('cash.movement.reasonRequired') : null,
    movesCash,
    label,
    recording,
    error,
    submit,
  };
}

/** What is wrong with the amount typed: nothing until it is typed or the form sent, then blank, unreadable or zero. */
function amountError(
  amount: ReturnType<typeof parseMoneyInput>,
  submitted: boolean,
  t: Translate,
): string | null {
  if (!amount.ok)
    return amount.empty && !submitted ? null : amount.message || t('cash.movement.amountRequired');
  return amount.money.minor === 0 ? t('cash.movement.amountZero') : null;
}

/** The notice once recorded: "Cash pull recorded", how much went into or out of which drawer. */
function recordedNotice(
  t: Translate,
  locale: string,
  type: MovementType,
  value: Money,
  drawerName: string,
): ToastInput {
  if (type === 'no_sale') {
    return {
      tone: 'success',
      title: t('cash.movement.noSaleRecorded'),
      message: t('cash.movement.noSaleOpened', { name: drawerName }),
    };
  }
  return {
    tone: 'success',
    title: t('cash.movement.recorded', { movement: movementLabel(t, type) }),
    message: t(MOVEMENT_DIRECTION[type] === 'in' ? 'cash.movement.into' : 'cash.movement.outOf', {
      amount: formatMoney(value, locale),
      name: drawerName,
    }),
  };
}
