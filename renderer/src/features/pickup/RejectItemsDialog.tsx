// A short pick: the items that could not be picked are rejected with a reason, the order goes on hold, and
// the store's stock of those items is set to 0 (so the next order is not routed here for them).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { REJECT_REASONS, type RejectReason } from '../../../../shared/pickup/order-status';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  Banner,
  Button,
  Dialog,
  errorWhatToDo,
  formatNumber,
  useLocale,
  useToasts,
} from '../../ui';
import { rejectReasonLabel } from './order-labels';

export function RejectItemsDialog({
  open,
  missing,
  onClose,
}: {
  open: boolean;
  missing: ReadonlyArray<{ productId: string; title: string; quantity: number }>;
  onClose: () => void;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const locale = useLocale();
  const toasts = useToasts();
  const { action, orderNumber } = usePosStore(
    useShallow((state) => ({ action: state.orderAction, orderNumber: state.openOrder?.externalId ?? '' })),
  );
  const [reason, setReason] = useState<RejectReason>('no_inventory');
  const busy = action.status === 'pending' && action.action === 'rejectItems';
  const refused = action.status === 'failed' && action.action === 'rejectItems' ? action.error : null;

  async function reject() {
    if (await api.getState().rejectMissingItems(reason)) {
      onClose();
      toasts.show({
        tone: 'warning',
        title: t('pickup.reject.onHold', { number: orderNumber }),
        message: t('pickup.reject.onHoldMessage'),
      });
    }
  }

  const units = missing.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Dialog
      open={open}
      title={t('pickup.pick.missing')}
      onClose={onClose}
      dismissible={!busy}
      description={t('pickup.reject.description')}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('pickup.reject.keepPicking')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void reject()}>
            {t('pickup.reject.confirm', { count: units })}
          </Button>
        </>
      }
    >
      <ul className="reject-list" aria-label={t('pickup.reject.list')}>
        {missing.map((item) => (
          <li key={item.productId}>
            <span className="reject-list__quantity">{formatNumber(item.quantity, locale)} ×</span>
            <span>{item.title}</span>
          </li>
        ))}
      </ul>
      <RejectReasonChoice reason={reason} onReason={setReason} />
      {refused ? (
        <Banner tone="danger" title={t('pickup.reject.failed')}>
          {errorMessage(refused)} {errorWhatToDo(refused)}
        </Banner>
      ) : null}
    </Dialog>
  );
}

/** Why the items could not be picked: one reason for them all, each with its hint. */
function RejectReasonChoice({
  reason,
  onReason,
}: {
  reason: RejectReason;
  onReason(reason: RejectReason): void;
}) {
  const t = useMessages();
  return (
    <fieldset className="choice-group">
      <legend>{t('pickup.reject.why')}</legend>
      {REJECT_REASONS.map((value) => (
        <label key={value} className={`choice${reason === value ? ' choice--selected' : ''}`}>
          <input
            type="radio"
            name="reject-reason"
            value={value}
            checked={reason === value}
            onChange={() => onReason(value)}
          />
          <span className="choice__text">
            <span className="choice__label">{rejectReasonLabel(t, value).label}</span>
            <span className="choice__hint">{rejectReasonLabel(t, value).hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
