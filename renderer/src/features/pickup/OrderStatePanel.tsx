// The panel for the order's state: picking (or who holds it elsewhere), ready to pick, waiting for the
// customer with the documents, on hold (reroute for managers), picked up, canceled, or not at the store yet.
import type { ReactNode } from 'react';
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, Icon, type IconName } from '../../ui';
import { HeldElsewhereCard } from './HeldElsewhere';
import { OrderLines } from './OrderLines';
import { PickingPanel } from './PickingPanel';
import { PrintStatusPanel } from './PrintStatusPanel';

export interface OrderStatePanelProps {
  order: PickupOrder;
  username: string | null;
  canTakeOver: boolean;
  takingOver: boolean;
  onTakeOver: () => void;
  timeZone: string | undefined;
  canStart: boolean;
  starting: boolean;
  onStart: () => void;
  canHandOver: boolean;
  onHandOver: () => void;
  canReroute: boolean;
  onReroute: () => void;
}

export function OrderStatePanel(props: OrderStatePanelProps) {
  const { order, timeZone } = props;
  const t = useMessages();
  switch (order.status) {
    case 'in_picking':
      return <InPicking {...props} />;
    case 'assigned':
      return <ReadyToPick {...props} />;
    case 'ready_for_pickup':
      return <WaitingForCustomer {...props} />;
    case 'on_hold':
      return <OnHold {...props} />;
    case 'picked_up':
      return (
        <>
          <StateCard
            tone="neutral"
            icon="check"
            title={t('pickup.state.pickedUp')}
            help={t('pickup.state.pickedUpHelp')}
          />
          <PrintStatusPanel orderId={order.orderId} timeZone={timeZone} />
          <OrderLines order={order} />
        </>
      );
    case 'canceled':
      return (
        <>
          <StateCard
            tone="neutral"
            icon="close"
            title={t('pickup.state.canceled')}
            help={t('pickup.state.canceledHelp')}
          />
          <OrderLines order={order} />
        </>
      );
    default:
      return (
        <>
          <StateCard
            tone="info"
            icon="clock"
            title={t('pickup.state.notAtStore')}
            help={t('pickup.state.notAtStoreHelp')}
          />
          <OrderLines order={order} />
        </>
      );
  }
}

/** Assigned here: "Start picking" (F8). */
function ReadyToPick({ order, canStart, starting, onStart }: OrderStatePanelProps) {
  const t = useMessages();
  return (
    <>
      <StateCard
        tone="info"
        icon="bag"
        title={t('pickup.state.readyToPick')}
        help={t('pickup.state.readyToPickHelp', { count: order.itemCount })}
      >
        {canStart ? (
          <Button variant="primary" size="large" shortcut="F8" busy={starting} onClick={onStart}>
            {t('pickup.state.startPicking')}
          </Button>
        ) : null}
      </StateCard>
      <OrderLines order={order} title={t('pickup.state.itemsToPick')} />
    </>
  );
}

/** Ready for pickup: "Hand over" (F4), and the documents printed for it. */
function WaitingForCustomer({ order, timeZone, canHandOver, onHandOver }: OrderStatePanelProps) {
  const t = useMessages();
  return (
    <>
      <StateCard
        tone="success"
        icon="handOver"
        title={t('pickup.state.waitingFor', { name: order.customer?.name ?? t('pickup.state.theCustomer') })}
        help={t('pickup.state.waitingHelp')}
      >
        {canHandOver ? (
          <Button variant="primary" size="large" shortcut="F4" onClick={onHandOver}>
            {t('pickup.state.handOver')}
          </Button>
        ) : null}
      </StateCard>
      <PrintStatusPanel orderId={order.orderId} timeZone={timeZone} />
      <OrderLines order={order} />
    </>
  );
}

/** On hold: managers reroute it; others wait. */
function OnHold({ order, canReroute, onReroute }: OrderStatePanelProps) {
  const t = useMessages();
  return (
    <>
      <StateCard
        tone="danger"
        icon="alert"
        title={t('pickup.state.onHold')}
        help={canReroute ? t('pickup.state.onHoldReroute') : t('pickup.state.onHoldWait')}
      >
        {canReroute ? (
          <Button variant="primary" onClick={onReroute}>
            <Icon name="route" size={18} /> {t('pickup.state.reroute')}
          </Button>
        ) : null}
      </StateCard>
      <OrderLines order={order} />
    </>
  );
}

/** Picking happens only where the order is held: by this user, and not refused here. Elsewhere: who holds it. */
function InPicking({ order, username, timeZone, canTakeOver, takingOver, onTakeOver }: OrderStatePanelProps) {
  const t = useMessages();
  const mine = order.pickedBy?.username === username && !order.refusedChange;
  if (mine || !order.pickedBy) return <PickingPanel />;
  return (
    <>
      <HeldElsewhereCard
        order={order}
        elsewhere={order.refusedChange !== null || order.pickedBy.username === username}
        timeZone={timeZone}
        canTakeOver={canTakeOver && order.pickedBy.username !== username}
        takingOver={takingOver}
        onTakeOver={onTakeOver}
      />
      <OrderLines order={order} title={t('pickup.state.beingPicked')} />
    </>
  );
}

/** Where the order stands, in a sentence with its help, and the action that moves it on (if any). */
function StateCard({
  tone,
  icon,
  title,
  help,
  children,
}: {
  tone: 'info' | 'success' | 'danger' | 'neutral';
  icon: IconName;
  title: string;
  help: string;
  children?: ReactNode;
}) {
  return (
    <div className={`state-card state-card--${tone}`}>
      <Icon name={icon} size={28} />
      <div>
        <h2>{title}</h2>
        <p>{help}</p>
      </div>
      {children}
    </div>
  );
}
