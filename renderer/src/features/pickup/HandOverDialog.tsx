// Handing an order to the customer. The person collecting is verified by the order barcode on their invoice
// (scanned here or before the dialog opened) or by the associate checking their name; the platform records
// the signed-in associate as verified_by.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  Dialog,
  Icon,
  MoneyText,
  errorWhatToDo,
  useAnnounce,
  useScanner,
  useToasts,
} from '../../ui';

export interface HandOverRequest {
  orderId: string;
  /** The order barcode was scanned: the customer's invoice matches the order. */
  byScan: boolean;
}

export function HandOverDialog({
  request,
  onVerifiedByScan,
  onClose,
}: {
  request: HandOverRequest | null;
  onVerifiedByScan: () => void;
  onClose: () => void;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const toasts = useToasts();
  const announce = useAnnounce();
  const { order, action, username } = usePosStore(
    useShallow((state) => ({
      order: state.openOrder,
      action: state.orderAction,
      username: state.session?.user?.username ?? '',
    })),
  );
  const [nameChecked, setNameChecked] = useState(false);
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  // Each refused scan is a new alert (a new node), so the same mistake twice is read out twice.
  const [wrongScans, setWrongScans] = useState(0);
  const open = request !== null && order !== null && order.orderId === request.orderId;
  const ready = order?.status === 'ready_for_pickup';

  if (!open || !order) return null;
  const verified = request.byScan || nameChecked;
  const busy = action.status === 'pending' && action.action === 'handOver';
  const refused = action.status === 'failed' && action.action === 'handOver' ? action.error : null;

  function verifyScan(code: string) {
    if (!order) return;
    const wanted = code.trim().toLowerCase();
    if (wanted === order.orderId.toLowerCase() || wanted === order.externalId.toLowerCase()) {
      setWrongCode(null);
      onVerifiedByScan();
      announce(t('pickup.handOver.scannedAnnounce'));
    } else {
      setWrongCode(code);
      setWrongScans((count) => count + 1);
    }
  }

  function close() {
    setNameChecked(false);
    setWrongCode(null);
    onClose();
  }

  async function handOver() {
    if (!verified || !order) return;
    if (await api.getState().handOver()) {
      toasts.show({
        tone: 'success',
        title: t('pickup.handOver.done', { number: order.externalId }),
        message: t('pickup.handOver.doneMessage', {
          name: order.customer?.name ?? t('pickup.state.theCustomer'),
          associate: username,
        }),
      });
      close();
    }
  }

  return (
    <Dialog
      open
      title={t('pickup.handOver.title', { number: order.externalId })}
      onClose={close}
      dismissible={!busy}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {t('pickup.handOver.notNow')}
          </Button>
          <Button
            variant="primary"
            icon="check"
            busy={busy}
            disabled={!verified || !ready}
            // The scan already verified the customer: Enter completes the hand-over.
            autoFocus={request.byScan}
            onClick={() => void handOver()}
          >
            {t('pickup.handOver.confirm')}
          </Button>
        </>
      }
    >
      <ScanToVerify onScan={verifyScan} enabled={ready} />
      <div className="handover">
        <div className="handover__customer">
          <span className="handover__avatar" aria-hidden="true">
            <Icon name="user" size={26} />
          </span>
          <div>
            <div className="handover__name">{order.customer?.name ?? t('pickup.handOver.noName')}</div>
            <div className="muted">
              {rich('pickup.handOver.summary', {
                count: order.itemCount,
                total: <MoneyText value={order.total} />,
              })}
            </div>
          </div>
        </div>
        {request.byScan ? (
          <div className="handover__verified">
            <Icon name="check" size={20} /> {t('pickup.handOver.scanned')}
          </div>
        ) : (
          <label className={`choice${nameChecked ? ' choice--selected' : ''}`}>
            <input
              type="checkbox"
              checked={nameChecked}
              onChange={(event) => setNameChecked(event.target.checked)}
            />
            <span className="choice__text">
              <span className="choice__label">
                {t('pickup.handOver.personIs', {
                  name: order.customer?.name ?? t('pickup.state.theCustomer'),
                })}
              </span>
              <span className="choice__hint">{t('pickup.handOver.checkHint')}</span>
            </span>
          </label>
        )}
        {wrongCode ? (
          <Banner key={wrongScans} tone="danger" title={t('pickup.handOver.wrongCode')}>
            {t('pickup.handOver.wrongCodeHelp', { code: wrongCode, number: order.externalId })}
          </Banner>
        ) : null}
        {!ready ? (
          <Banner tone="warning" title={t('pickup.handOver.notReady')}>
            {t('pickup.handOver.notReadyHelp')}
          </Banner>
        ) : null}
        {refused ? (
          <Banner tone="danger" title={t('pickup.handOver.failed')}>
            {refused.message} {errorWhatToDo(refused)}
          </Banner>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The scanner lives inside the Dialog, so it keeps the keyboard while the screen's scanner behind waits. */
function ScanToVerify({ onScan, enabled }: { onScan(code: string): void; enabled: boolean }) {
  useScanner(onScan, { enabled });
  return null;
}
