// Handing an order to the customer. The person collecting is verified by the order barcode on their invoice
// (scanned here or before the dialog opened) or by the associate checking their name; the platform records
// the signed-in associate as verified_by.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
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
  const toasts = useToasts();
  const { order, action, username } = usePosStore(
    useShallow((state) => ({
      order: state.openOrder,
      action: state.orderAction,
      username: state.session?.user?.username ?? '',
    })),
  );
  const [nameChecked, setNameChecked] = useState(false);
  const scan = useScanVerification(order, onVerifiedByScan);
  const open = request !== null && order !== null && order.orderId === request.orderId;
  const ready = order?.status === 'ready_for_pickup';

  if (!open || !order) return null;
  const verified = request.byScan || nameChecked;
  const busy = action.status === 'pending' && action.action === 'handOver';
  const refused = action.status === 'failed' && action.action === 'handOver' ? action.error : null;

  function close() {
    setNameChecked(false);
    scan.clearWrongCode();
    onClose();
  }

  async function handOver() {
    if (!verified || !order) return;
    if (await api.getState().handOver()) {
      toasts.show(handedOverToast(t, order, username));
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
        <HandOverFooter
          busy={busy}
          canConfirm={verified && ready}
          byScan={request.byScan}
          onNotNow={close}
          onConfirm={() => void handOver()}
        />
      }
    >
      <ScanToVerify onScan={scan.verifyScan} enabled={ready} />
      <div className="handover">
        <HandOverCustomer order={order} />
        <HandOverVerification
          order={order}
          byScan={request.byScan}
          nameChecked={nameChecked}
          onNameChecked={setNameChecked}
        />
        <HandOverProblems
          order={order}
          wrongCode={scan.wrongCode}
          wrongScans={scan.wrongScans}
          ready={ready}
          refused={refused}
        />
      </div>
    </Dialog>
  );
}

/** The scanner lives inside the Dialog, so it keeps the keyboard while the screen's scanner behind waits. */
function ScanToVerify({ onScan, enabled }: { onScan(code: string): void; enabled: boolean }) {
  useScanner(onScan, { enabled });
  return null;
}

/** "Not now", and "Hand over" once the person is verified; after a scan, Enter completes it. */
function HandOverFooter(props: {
  busy: boolean;
  canConfirm: boolean;
  byScan: boolean;
  onNotNow(): void;
  onConfirm(): void;
}) {
  const t = useMessages();
  return (
    <>
      <Button onClick={props.onNotNow} disabled={props.busy}>
        {t('pickup.handOver.notNow')}
      </Button>
      <Button
        variant="primary"
        icon="check"
        busy={props.busy}
        disabled={!props.canConfirm}
        // The scan already verified the customer: Enter completes the hand-over.
        autoFocus={props.byScan}
        onClick={props.onConfirm}
      >
        {t('pickup.handOver.confirm')}
      </Button>
    </>
  );
}

/** Who collects, how many items and the total. */
function HandOverCustomer({ order }: { order: PickupOrder }) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
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
  );
}

/** Verified by the invoice's barcode, or the associate checks the person's name. */
function HandOverVerification({
  order,
  byScan,
  nameChecked,
  onNameChecked,
}: {
  order: PickupOrder;
  byScan: boolean;
  nameChecked: boolean;
  onNameChecked(checked: boolean): void;
}) {
  const t = useMessages();
  return byScan ? (
    <div className="handover__verified">
      <Icon name="check" size={20} /> {t('pickup.handOver.scanned')}
    </div>
  ) : (
    <label className={`choice${nameChecked ? ' choice--selected' : ''}`}>
      <input
        type="checkbox"
        checked={nameChecked}
        onChange={(event) => onNameChecked(event.target.checked)}
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
  );
}

/** The scanned code checked against the order; a wrong one is said out loud (again at each new scan). */
function useScanVerification(order: PickupOrder | null, onVerifiedByScan: () => void) {
  const t = useMessages();
  const announce = useAnnounce();
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  // Each refused scan is a new alert (a new node), so the same mistake twice is read out twice.
  const [wrongScans, setWrongScans] = useState(0);

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

  return { wrongCode, wrongScans, verifyScan, clearWrongCode: () => setWrongCode(null) };
}

/** A wrong barcode, an order not ready yet, or the platform's refusal of the hand-over. */
function HandOverProblems({
  order,
  wrongCode,
  wrongScans,
  ready,
  refused,
}: {
  order: PickupOrder;
  wrongCode: string | null;
  wrongScans: number;
  ready: boolean;
  refused: BridgeError | null;
}) {
  const t = useMessages();
  return (
    <>
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
          {errorMessage(refused)} {errorWhatToDo(refused)}
        </Banner>
      ) : null}
    </>
  );
}

/** The confirmation once the order is handed over: which order, to whom, by whom. */
function handedOverToast(t: Translate, order: PickupOrder, associate: string) {
  return {
    tone: 'success' as const,
    title: t('pickup.handOver.done', { number: order.externalId }),
    message: t('pickup.handOver.doneMessage', {
      name: order.customer?.name ?? t('pickup.state.theCustomer'),
      associate,
    }),
  };
}
