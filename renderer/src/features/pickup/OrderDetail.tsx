// One order, as the associate works it: who it is for, what it holds, what happened to it, and the panel for
// its state — start picking, picking, documents and hand-over, on hold (reroute for managers), or done.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  Banner,
  Button,
  DateText,
  ErrorState,
  Icon,
  LoadingBlock,
  StatusBadge,
  errorWhatToDo,
  useShortcut,
} from '../../ui';
import type { PosState } from '../../store/pos-store';
import type { ActionStatus } from '../../store/slice';
import { CancelOrderDialog } from './CancelOrderDialog';
import { CustomerCard } from './CustomerCard';
import { RefusedChangeBanner } from './HeldElsewhere';
import { ORDER_STATUS_TONES, orderStatusLabel } from './order-labels';
import { OrderHistory } from './OrderHistory';
import { OrderStatePanel } from './OrderStatePanel';
import { RerouteDialog } from './RerouteDialog';
import { pickupDisplayNameText } from './pickup-display-name';

type OrderAction = PosState['orderAction'];

export function OrderDetail({ onHandOver }: { onHandOver: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { order, events, load, action, canReroute, timeZone, username } = usePosStore(
    useShallow((state) => ({
      username: state.session?.user?.username ?? null,
      order: state.openOrder,
      events: state.openOrderEvents,
      load: state.openOrderLoad,
      action: state.orderAction,
      canReroute: state.session?.user?.permissions.reroute ?? false,
      timeZone: state.session?.store?.timezone,
    })),
  );
  const [rerouteOpen, setRerouteOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = order !== null;
  // Opening an order moves the focus to its title: screen readers announce it, Tab continues from there.
  useEffect(() => {
    if (loaded) heading.current?.focus({ preventScroll: true });
  }, [loaded]);
  const [cancelOpen, setCancelOpen] = useState(false);
  const may = (verb: PickupOrder['allowedActions'][number]) => order?.allowedActions.includes(verb) ?? false;

  const back = () => api.getState().closePickupOrder();
  const startPicking = useOrderKeys({ order, action, may, back, onHandOver });

  if (!order) return <OrderNotOpened load={load} onBack={back} />;

  const actionFailure = actionFailureOf(action);

  return (
    <section className="order-detail" aria-labelledby="order-title">
      <DetailTopBar onBack={back}>
        <OrderTitles order={order} heading={heading} timeZone={timeZone} />
      </DetailTopBar>

      {actionFailure ? (
        <ActionFailedBanner
          action={action.action ?? ''}
          error={actionFailure}
          onReload={() => void api.getState().reloadOpenOrder()}
        />
      ) : null}

      <RefusedChangeBanner
        order={order}
        timeZone={timeZone}
        busy={action.status === 'pending' && action.action === 'giveUpRefusedChange'}
        onGiveUp={() => void api.getState().giveUpRefusedChange()}
        onTakeOver={
          order.status === 'in_picking' && may('take_over') && order.pickedBy?.username !== username
            ? () => void api.getState().takeOverOrder()
            : undefined
        }
      />

      <div className="order-detail__body">
        <div className="order-detail__main">
          <OrderStatePanel
            order={order}
            username={username}
            canTakeOver={may('take_over')}
            takingOver={action.status === 'pending' && action.action === 'takeOver'}
            onTakeOver={() => void api.getState().takeOverOrder()}
            timeZone={timeZone}
            canStart={may('start_picking')}
            starting={action.status === 'pending' && action.action === 'startPicking'}
            onStart={() => void startPicking()}
            canHandOver={may('hand_over')}
            onHandOver={onHandOver}
            canReroute={canReroute && may('reroute')}
            onReroute={() => setRerouteOpen(true)}
          />
        </div>
        <aside className="order-detail__side" aria-label={t('pickup.detail.side')}>
          <CustomerCard
            order={order}
            onCancel={may('cancel') && order.status !== 'in_picking' ? () => setCancelOpen(true) : undefined}
          />
          <OrderHistory events={events} timeZone={timeZone} />
        </aside>
      </div>

      <RerouteDialog open={rerouteOpen} onClose={() => setRerouteOpen(false)} />
      <CancelOrderDialog open={cancelOpen} onClose={() => setCancelOpen(false)} />
    </section>
  );
}

function DetailTopBar({ onBack, children }: { onBack: () => void; children?: React.ReactNode }) {
  const t = useMessages();
  return (
    <header className="order-detail__header">
      <Button variant="ghost" shortcut="Esc" onClick={onBack} className="order-detail__back">
        <Icon name="arrowLeft" size={18} /> {t('pickup.detail.back')}
      </Button>
      {children}
    </header>
  );
}

/** Esc goes back, F8 starts picking an assigned order, F4 hands over a ready one; returns "start picking". */
function useOrderKeys({
  order,
  action,
  may,
  back,
  onHandOver,
}: {
  order: PickupOrder | null;
  action: OrderAction;
  may(verb: PickupOrder['allowedActions'][number]): boolean;
  back(): void;
  onHandOver(): void;
}) {
  const api = usePosStoreApi();
  const status = order?.status;
  useShortcut('Escape', back);

  async function startPicking() {
    if (!order || action.status === 'pending') return;
    await api.getState().startPicking();
  }
  useShortcut('F8', () => void startPicking(), { enabled: status === 'assigned' && may('start_picking') });
  useShortcut('F4', onHandOver, {
    enabled: status === 'ready_for_pickup' && may('hand_over'),
  });
  return startPicking;
}

/** An action's failure shown on the order; failures inside a dialog are shown there. */
function actionFailureOf(action: OrderAction): BridgeError | null {
  return action.status === 'failed' &&
    action.error &&
    action.action !== null &&
    !['rejectItems', 'handOver', 'cancel', 'reroute'].includes(action.action)
    ? action.error
    : null;
}

/** The order's number, status and sync badge, and who it is for, when and its id. */
function OrderTitles({
  order,
  heading,
  timeZone,
}: {
  order: PickupOrder;
  heading: RefObject<HTMLHeadingElement | null>;
  timeZone: string | undefined;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <div className="order-detail__titles">
      <div className="order-detail__title-row">
        <h1 id="order-title" ref={heading} tabIndex={-1}>
          {t('pickup.detail.title', { number: order.externalId })}
        </h1>
        <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{orderStatusLabel(t, order.status)}</StatusBadge>
        {order.pendingSync ? (
          <StatusBadge tone="info" plain>
            <Icon name="sync" size={14} /> {t('pickup.detail.waitingToSync')}
          </StatusBadge>
        ) : null}
      </div>
      <div className="order-detail__meta">
        {rich('pickup.detail.meta', {
          name: pickupDisplayNameText(order.displayName, t),
          date: <DateText value={order.createdAt} timeZone={timeZone} />,
          id: <span className="mono">{order.orderId}</span>,
        })}
      </div>
    </div>
  );
}

/** The order could not be opened (why, and Try again), or it is still opening. */
function OrderNotOpened({ load, onBack }: { load: ActionStatus; onBack(): void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  return (
    <section className="order-detail" aria-label={t('pickup.detail')}>
      <DetailTopBar onBack={onBack} />
      {load.status === 'failed' && load.error ? (
        <ErrorState
          title={t('pickup.detail.openFailed')}
          message={load.error.message}
          whatToDo={errorWhatToDo(load.error)}
          code={load.error.code}
          values={load.error.values}
          onRetry={() => void api.getState().reloadOpenOrder()}
        />
      ) : (
        <LoadingBlock label={t('pickup.detail.opening')} />
      )}
    </section>
  );
}

/** An action on the order failed (outside a dialog): why, what to do, and Reload. */
function ActionFailedBanner({
  action,
  error,
  onReload,
}: {
  action: string;
  error: BridgeError;
  onReload(): void;
}) {
  const t = useMessages();
  return (
    <div className="order-detail__banner">
      <Banner
        tone="danger"
        title={t('pickup.detail.actionFailed', { action })}
        actions={
          <Button size="small" onClick={onReload}>
            {t('pickup.detail.reload')}
          </Button>
        }
      >
        {errorMessage(error)} {errorWhatToDo(error)}
      </Banner>
    </div>
  );
}
