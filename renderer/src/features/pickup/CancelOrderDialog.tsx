// Canceling an order that will not be collected (the customer asked, or it was never picked up). The reason
// is required; any stock held for the order is released.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, Dialog, TextField, errorWhatToDo, useToasts } from '../../ui';

export function CancelOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const { action, orderNumber } = usePosStore(
    useShallow((state) => ({ action: state.orderAction, orderNumber: state.openOrder?.externalId ?? '' })),
  );
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const busy = action.status === 'pending' && action.action === 'cancel';
  const refused = action.status === 'failed' && action.action === 'cancel' ? action.error : null;
  const missingReason = tried && reason.trim() === '' ? 'Say why the order is canceled' : null;

  function close() {
    setReason('');
    setTried(false);
    onClose();
  }

  async function cancel() {
    setTried(true);
    if (reason.trim() === '') return;
    if (await api.getState().cancelOrder(reason.trim())) {
      toasts.show({ tone: 'info', title: `Order ${orderNumber} canceled`, message: reason.trim() });
      close();
    }
  }

  return (
    <Dialog
      open={open}
      title={`Cancel order ${orderNumber}`}
      onClose={close}
      dismissible={!busy}
      description="The customer will not collect this order. Stock held for it goes back on the shelf."
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Keep the order
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void cancel()}>
            Cancel order
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
          label="Reason"
          value={reason}
          onValueChange={setReason}
          placeholder="e.g. Customer asked to cancel"
          error={missingReason ?? refused?.reasonFor('reason') ?? null}
          autoFocus
          maxLength={200}
        />
      </form>
      {refused && !refused.reasonFor('reason') ? (
        <Banner tone="danger" title="The order was not canceled">
          {refused.message} {errorWhatToDo(refused)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
