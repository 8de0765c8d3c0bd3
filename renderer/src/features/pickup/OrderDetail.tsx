// One order, as the associate works it: who it is for, what it holds, what happened to it, and the panel for
// its state — start picking, picking, documents and hand-over, on hold (reroute for managers), or done.
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  DateText,
  ErrorState,
  Icon,
  LoadingBlock,
  MoneyText,
  StatusBadge,
  errorWhatToDo,
  formatNumber,
  useLocale,
  useShortcut,
} from '../../ui';
import { CancelOrderDialog } from './CancelOrderDialog';
import { HeldElsewhereCard, RefusedChangeBanner } from './HeldElsewhere';
import { ORDER_STATUS_TONES, orderStatusLabel } from './order-labels';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { PickingPanel } from './PickingPanel';
import { PrintStatusPanel } from './PrintStatusPanel';
import { RerouteDialog } from './RerouteDialog';

const ACTION_FAILURE_TITLES: Record<string, string> = {
  startPicking: 'Picking could not start',
  markReady: 'The order was not marked ready',
  rejectItems: 'The items were not rejected',
  handOver: 'The order was not handed over',
  cancel: 'The order was not canceled',
  reroute: 'The order was not rerouted',
  takeOver: 'The order was not taken over',
  giveUpRefusedChange: 'The refused change was not given up',
};

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
  const status = order?.status;
  const may = (verb: PickupOrder['allowedActions'][number]) => order?.allowedActions.includes(verb) ?? false;

  const back = () => api.getState().closePickupOrder();
  useShortcut('Escape', back);

  async function startPicking() {
    if (!order || action.status === 'pending') return;
    await api.getState().startPicking();
  }
  useShortcut('F8', () => void startPicking(), { enabled: status === 'assigned' && may('start_picking') });
  useShortcut('F4', onHandOver, {
    enabled: status === 'ready_for_pickup' && may('hand_over'),
  });

  if (!order) {
    return (
      <section className="order-detail" aria-label="Order">
        <DetailTopBar onBack={back} />
        {load.status === 'failed' && load.error ? (
          <ErrorState
            title="This order could not be opened"
            message={load.error.message}
            whatToDo={errorWhatToDo(load.error)}
            code={load.error.code}
            onRetry={() => void api.getState().reloadOpenOrder()}
          />
        ) : (
          <LoadingBlock label="Opening the order…" />
        )}
      </section>
    );
  }

  const actionFailure =
    action.status === 'failed' &&
    action.error &&
    action.action !== null &&
    // Failures inside a dialog are shown there.
    !['rejectItems', 'handOver', 'cancel', 'reroute'].includes(action.action)
      ? action.error
      : null;

  return (
    <section className="order-detail" aria-labelledby="order-title">
      <DetailTopBar onBack={back}>
        <div className="order-detail__titles">
          <div className="order-detail__title-row">
            <h1 id="order-title" ref={heading} tabIndex={-1}>
              Order {order.externalId}
            </h1>
            <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>
              {orderStatusLabel(t, order.status)}
            </StatusBadge>
            {order.pendingSync ? (
              <StatusBadge tone="info" plain>
                <Icon name="sync" size={14} /> Waiting to sync
              </StatusBadge>
            ) : null}
          </div>
          <div className="order-detail__meta">
            {order.displayName ?? 'In-store pickup'} · placed{' '}
            <DateText value={order.createdAt} timeZone={timeZone} /> ·{' '}
            <span className="mono">{order.orderId}</span>
          </div>
        </div>
      </DetailTopBar>

      {actionFailure ? (
        <div className="order-detail__banner">
          <Banner
            tone="danger"
            title={ACTION_FAILURE_TITLES[action.action ?? ''] ?? 'That did not work'}
            actions={
              <Button size="small" onClick={() => void api.getState().reloadOpenOrder()}>
                Reload the order
              </Button>
            }
          >
            {actionFailure.message} {errorWhatToDo(actionFailure)}
          </Banner>
        </div>
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
          <StatePanel
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
        <aside className="order-detail__side" aria-label="Order details">
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
  return (
    <header className="order-detail__header">
      <Button variant="ghost" shortcut="Esc" onClick={onBack} className="order-detail__back">
        <Icon name="arrowLeft" size={18} /> Orders
      </Button>
      {children}
    </header>
  );
}

function StatePanel({
  order,
  username,
  canTakeOver,
  takingOver,
  onTakeOver,
  timeZone,
  canStart,
  starting,
  onStart,
  canHandOver,
  onHandOver,
  canReroute,
  onReroute,
}: {
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
}) {
  const locale = useLocale();
  switch (order.status) {
    case 'in_picking': {
      // Picking happens only where the order is held: by this user, and not refused here.
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
          <OrderLines order={order} title="Items being picked" />
        </>
      );
    }
    case 'assigned':
      return (
        <>
          <div className="state-card state-card--info">
            <Icon name="bag" size={28} />
            <div>
              <h2>Ready to pick</h2>
              <p>
                {formatNumber(order.itemCount, locale)} {order.itemCount === 1 ? 'item' : 'items'} reserved in
                this store. Start picking, then scan each item as it goes in the bag.
              </p>
            </div>
            {canStart ? (
              <Button variant="primary" size="large" shortcut="F8" busy={starting} onClick={onStart}>
                Start picking
              </Button>
            ) : null}
          </div>
          <OrderLines order={order} title="Items to pick" />
        </>
      );
    case 'ready_for_pickup':
      return (
        <>
          <div className="state-card state-card--success">
            <Icon name="handOver" size={28} />
            <div>
              <h2>Waiting for {order.customer?.name ?? 'the customer'}</h2>
              <p>
                When the customer arrives, scan the order barcode on their invoice, or check their name and
                choose Hand over to customer.
              </p>
            </div>
            {canHandOver ? (
              <Button variant="primary" size="large" shortcut="F4" onClick={onHandOver}>
                Hand over to customer
              </Button>
            ) : null}
          </div>
          <PrintStatusPanel orderId={order.orderId} timeZone={timeZone} />
          <OrderLines order={order} />
        </>
      );
    case 'on_hold':
      return (
        <>
          <div className="state-card state-card--danger">
            <Icon name="alert" size={28} />
            <div>
              <h2>On hold: not enough stock</h2>
              <p>
                {canReroute
                  ? 'Send the order to a store that has the items, or wait: it is routed here again when stock arrives.'
                  : 'It is routed here again when stock arrives. A manager can send it to another store.'}
              </p>
            </div>
            {canReroute ? (
              <Button variant="primary" onClick={onReroute}>
                <Icon name="route" size={18} /> Reroute to another store
              </Button>
            ) : null}
          </div>
          <OrderLines order={order} />
        </>
      );
    case 'picked_up':
      return (
        <>
          <div className="state-card state-card--neutral">
            <Icon name="check" size={28} />
            <div>
              <h2>Picked up</h2>
              <p>The customer has the order. Reprint a document below if they ask for one.</p>
            </div>
          </div>
          <PrintStatusPanel orderId={order.orderId} timeZone={timeZone} />
          <OrderLines order={order} />
        </>
      );
    case 'canceled':
      return (
        <>
          <div className="state-card state-card--neutral">
            <Icon name="close" size={28} />
            <div>
              <h2>Canceled</h2>
              <p>This order will not be collected. Any stock held for it was released.</p>
            </div>
          </div>
          <OrderLines order={order} />
        </>
      );
    default:
      return (
        <>
          <div className="state-card state-card--info">
            <Icon name="clock" size={28} />
            <div>
              <h2>Not at the store yet</h2>
              <p>
                The customer can still change this order. It can be picked once it is routed to this store.
              </p>
            </div>
          </div>
          <OrderLines order={order} />
        </>
      );
  }
}

function CustomerCard({ order, onCancel }: { order: PickupOrder; onCancel: (() => void) | undefined }) {
  const locale = useLocale();
  return (
    <section className="panel customer-card" aria-labelledby="customer-title">
      <header className="panel__header">
        <h2 id="customer-title">Customer</h2>
      </header>
      <div className="customer-card__name">{order.customer?.name ?? 'No name given'}</div>
      <dl className="facts">
        {order.customer?.email ? (
          <>
            <dt>Email</dt>
            <dd>{order.customer.email}</dd>
          </>
        ) : null}
        {order.customer?.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{order.customer.phone}</dd>
          </>
        ) : null}
        <dt>Items</dt>
        <dd>{formatNumber(order.itemCount, locale)}</dd>
        <dt>Total</dt>
        <dd>
          <MoneyText value={order.total} />
        </dd>
        <dt>Picker</dt>
        <dd>{order.assignee ?? '—'}</dd>
      </dl>
      {onCancel ? (
        <div className="customer-card__footer">
          <Button variant="ghost" size="small" onClick={onCancel}>
            Cancel order…
          </Button>
        </div>
      ) : null}
    </section>
  );
}
