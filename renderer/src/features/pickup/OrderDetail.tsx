// One order, as the associate works it: who it is for, what it holds, what happened to it, and the panel for
// its state — start picking, picking, documents and hand-over, on hold (reroute for managers), or done.
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
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

export function OrderDetail({ onHandOver }: { onHandOver: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
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
      <section className="order-detail" aria-label={t('pickup.detail')}>
        <DetailTopBar onBack={back} />
        {load.status === 'failed' && load.error ? (
          <ErrorState
            title={t('pickup.detail.openFailed')}
            message={load.error.message}
            whatToDo={errorWhatToDo(load.error)}
            code={load.error.code}
            onRetry={() => void api.getState().reloadOpenOrder()}
          />
        ) : (
          <LoadingBlock label={t('pickup.detail.opening')} />
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
              {t('pickup.detail.title', { number: order.externalId })}
            </h1>
            <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>
              {orderStatusLabel(t, order.status)}
            </StatusBadge>
            {order.pendingSync ? (
              <StatusBadge tone="info" plain>
                <Icon name="sync" size={14} /> {t('pickup.detail.waitingToSync')}
              </StatusBadge>
            ) : null}
          </div>
          <div className="order-detail__meta">
            {rich('pickup.detail.meta', {
              name: order.displayName ?? t('pickup.detail.defaultName'),
              date: <DateText value={order.createdAt} timeZone={timeZone} />,
              id: <span className="mono">{order.orderId}</span>,
            })}
          </div>
        </div>
      </DetailTopBar>

      {actionFailure ? (
        <div className="order-detail__banner">
          <Banner
            tone="danger"
            title={t('pickup.detail.actionFailed', { action: action.action ?? '' })}
            actions={
              <Button size="small" onClick={() => void api.getState().reloadOpenOrder()}>
                {t('pickup.detail.reload')}
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
  const t = useMessages();
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
          <OrderLines order={order} title={t('pickup.state.beingPicked')} />
        </>
      );
    }
    case 'assigned':
      return (
        <>
          <div className="state-card state-card--info">
            <Icon name="bag" size={28} />
            <div>
              <h2>{t('pickup.state.readyToPick')}</h2>
              <p>{t('pickup.state.readyToPickHelp', { count: order.itemCount })}</p>
            </div>
            {canStart ? (
              <Button variant="primary" size="large" shortcut="F8" busy={starting} onClick={onStart}>
                {t('pickup.state.startPicking')}
              </Button>
            ) : null}
          </div>
          <OrderLines order={order} title={t('pickup.state.itemsToPick')} />
        </>
      );
    case 'ready_for_pickup':
      return (
        <>
          <div className="state-card state-card--success">
            <Icon name="handOver" size={28} />
            <div>
              <h2>
                {t('pickup.state.waitingFor', {
                  name: order.customer?.name ?? t('pickup.state.theCustomer'),
                })}
              </h2>
              <p>{t('pickup.state.waitingHelp')}</p>
            </div>
            {canHandOver ? (
              <Button variant="primary" size="large" shortcut="F4" onClick={onHandOver}>
                {t('pickup.state.handOver')}
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
              <h2>{t('pickup.state.onHold')}</h2>
              <p>{canReroute ? t('pickup.state.onHoldReroute') : t('pickup.state.onHoldWait')}</p>
            </div>
            {canReroute ? (
              <Button variant="primary" onClick={onReroute}>
                <Icon name="route" size={18} /> {t('pickup.state.reroute')}
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
              <h2>{t('pickup.state.pickedUp')}</h2>
              <p>{t('pickup.state.pickedUpHelp')}</p>
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
              <h2>{t('pickup.state.canceled')}</h2>
              <p>{t('pickup.state.canceledHelp')}</p>
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
              <h2>{t('pickup.state.notAtStore')}</h2>
              <p>{t('pickup.state.notAtStoreHelp')}</p>
            </div>
          </div>
          <OrderLines order={order} />
        </>
      );
  }
}

function CustomerCard({ order, onCancel }: { order: PickupOrder; onCancel: (() => void) | undefined }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <section className="panel customer-card" aria-labelledby="customer-title">
      <header className="panel__header">
        <h2 id="customer-title">{t('pickup.customer')}</h2>
      </header>
      <div className="customer-card__name">{order.customer?.name ?? t('pickup.order.noName')}</div>
      <dl className="facts">
        {order.customer?.email ? (
          <>
            <dt>{t('pickup.customer.email')}</dt>
            <dd>{order.customer.email}</dd>
          </>
        ) : null}
        {order.customer?.phone ? (
          <>
            <dt>{t('pickup.customer.phone')}</dt>
            <dd>{order.customer.phone}</dd>
          </>
        ) : null}
        <dt>{t('pickup.customer.items')}</dt>
        <dd>{formatNumber(order.itemCount, locale)}</dd>
        <dt>{t('pickup.customer.total')}</dt>
        <dd>
          <MoneyText value={order.total} />
        </dd>
        <dt>{t('pickup.customer.picker')}</dt>
        <dd>{order.assignee ?? '—'}</dd>
      </dl>
      {onCancel ? (
        <div className="customer-card__footer">
          <Button variant="ghost" size="small" onClick={onCancel}>
            {t('pickup.customer.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
