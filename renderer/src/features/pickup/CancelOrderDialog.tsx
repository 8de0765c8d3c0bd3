// Canceling an order that will not be collected (the customer asked, or it was never picked up). The reason
// is required; any stock held for the order is released.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  useErrorText,
  Banner,
  Button,
  Dialog,
  TextField,
  errorWhatToDo,
  useToasts,
} from '../../ui';

export function CancelOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { reason: fieldReason } = useErrorText();
  const toasts = useToasts();
  const { action, orderNumber } = usePosStore(
    useShallow((state) => ({ action: state.orderAction, orderNumber: state.openOrder?.externalId ?? '' })),
  );
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const busy = action.status === 'pending' && action.action === 'cancel';
  const refused = action.status === 'failed' && action.action === 'cancel' ? action.error : null;
  const missingReason = tried && reason.trim() === '' ? t('pickup.cancel.reasonMissing') : null;

  function close() {
    setReason('');
    setTried(false);
    onClose();
  }

  async function cancel() {
    setTried(true);
    if (reason.trim() === '') return;
    if (await api.getState().cancelOrder(reason.trim())) {
      toasts.show({
        tone: 'info',
        title: t('pickup.cancel.done', { number: orderNumber }),
        message: reason.trim(),
      });
      close();
    }
  }

  return (
    <Dialog
      open={open}
      title={t('pickup.cancel.title', { number: orderNumber })}
      onClose={close}
      dismissible={!busy}
      description={t('pickup.cancel.description')}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {t('pickup.cancel.keep')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void cancel()}>
            {t('pickup.cancel.confirm')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void cancel();
        }}
      >
        <TextField
          label={t('pickup.cancel.reason')}
          value={reason}
          onValueChange={setReason}
          placeholder={t('pickup.cancel.reasonPlaceholder')}
          error={missingReason ?? fieldReason(refused, 'reason') ?? null}
          autoFocus
          maxLength={200}
        />
      </form>
      {refused && !fieldReason(refused, 'reason') ? (
        <Banner tone="danger" title={t('pickup.cancel.failed')}>
          {errorMessage(refused)} {errorWhatToDo(refused)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
