// A non-sale transaction on a drawer: add to float, cash pull, petty cash in or out, or a no sale — each with
// the reason an auditor reads later. The amount is exact (typed in the user's locale, read without floats).
// The transaction is recorded first; the drawer then opens (integrated, paired here) or is opened by hand.
import { useEffect, useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatMoney } from '../../../../shared/money';
import type { CashDrawerEntry } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  Dialog,
  MoneyField,
  MoneyText,
  parseMoneyInput,
  Select,
  useLocale,
  useToasts,
} from '../../ui';
import { MOVEMENT_TEXT, REASONS, type MovementType } from './cash-labels';

export interface CashMovementDialogProps {
  entry: CashDrawerEntry;
  /** What the person may record (an associate: petty cash and no sale). */
  types: readonly MovementType[];
  initialType: MovementType;
  onClose(): void;
}

export function CashMovementDialog({ entry, types, initialType, onClose }: CashMovementDialogProps) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const toasts = useToasts();
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
  const amount = parseMoneyInput(amountText, currency, locale, { requiredMessage: 'Enter the amount' });
  const amountError = !movesCash
    ? null
    : !amount.ok
      ? amount.empty && !submitted
        ? null
        : amount.message || 'Enter the amount'
      : amount.money.minor === 0
        ? 'Enter an amount above zero'
        : null;
  const reasonError = submitted && reason === '' ? 'Choose a reason' : null;
  const text = MOVEMENT_TEXT[type];

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
    toasts.show({
      tone: 'success',
      title: movesCash ? `${text.label} recorded` : 'No sale recorded',
      message: movesCash
        ? `${formatMoney(value, locale)} ${text.direction === 'in' ? 'into' : 'out of'} ${drawer.name}.`
        : `${drawer.name} opened without a sale.`,
    });
    onClose();
  }

  const formId = `cash-movement-${drawer.drawerId}`;
  return (
    <Dialog
      open
      title={`Cash in or out — ${drawer.name}`}
      onClose={onClose}
      dismissible={!recording}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={recording}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" size="large" busy={recording}>
            {movesCash ? (
              <>
                Record {text.label.toLowerCase()}
                {amount.ok && amount.money.minor > 0 ? (
                  <>
                    {' '}
                    of <MoneyText value={amount.money} />
                  </>
                ) : null}
              </>
            ) : (
              'Record no sale'
            )}
          </Button>
        </>
      }
    >
      <form id={formId} className="cash-movement" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="cash-choice-grid">
          <legend className="field__label">What happens</legend>
          {types.map((candidate) => (
            <label key={candidate} className="cash-choice">
              <input
                type="radio"
                name="movement-type"
                value={candidate}
                checked={candidate === type}
                onChange={() => {
                  setType(candidate);
                  setReason('');
                  setSubmitted(false);
                }}
              />
              <span className="cash-choice__title">{MOVEMENT_TEXT[candidate].label}</span>
              <span className="cash-choice__hint">{MOVEMENT_TEXT[candidate].hint}</span>
            </label>
          ))}
        </fieldset>
        {movesCash ? (
          <MoneyField
            label={text.direction === 'in' ? 'Amount put in' : 'Amount taken out'}
            currency={currency}
            locale={locale}
            value={amountText}
            error={amountError}
            onValueChange={(typed) => setAmountText(typed)}
          />
        ) : (
          <p className="cash-movement__note">The drawer opens; no cash goes in or out.</p>
        )}
        <Select
          label="Reason"
          value={reason}
          error={reasonError}
          options={[
            { value: '', label: 'Choose a reason…', disabled: true },
            ...REASONS[type].map((option) => ({ value: option.code, label: option.label })),
          ]}
          onValueChange={setReason}
        />
        {error ? (
          <Banner tone="danger" title="Not recorded">
            {error.message}
          </Banner>
        ) : null}
      </form>
    </Dialog>
  );
}
