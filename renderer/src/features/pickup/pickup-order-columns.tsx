// The columns of the pickup order list: number (marked when new), customer, items, total, status (with its
// "waiting to sync" dot), picker, how long it has waited (Late past the promise) and its last change.
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import type { Translate } from '../../i18n/I18nProvider';
import { Icon, MoneyText, RelativeTime, StatusBadge, formatNumber, type Column } from '../../ui';
import { ORDER_STATUS_TONES, orderStatusLabel } from './order-labels';
import { formatWaited, waitingOf } from './order-waiting';

export function pickupOrderColumns({
  t,
  isNew,
  now,
  locale,
}: {
  t: Translate;
  isNew: (order: PickupOrderSummary) => boolean;
  now: Date;
  locale: string;
}): Column<PickupOrderSummary>[] {
  return [
    {
      id: 'order',
      header: t('pickup.column.order'),
      width: 'minmax(150px, 1.2fr)',
      cell: (order) => <OrderNumberCell order={order} isNew={isNew(order)} t={t} />,
    },
    {
      id: 'customer',
      header: t('pickup.column.customer'),
      width: 'minmax(160px, 1.4fr)',
      cell: (order) => order.customerName ?? <span className="muted">{t('pickup.order.noName')}</span>,
    },
    {
      id: 'items',
      header: t('pickup.column.items'),
      width: '90px',
      align: 'end',
      cell: (order) => formatNumber(order.itemCount, locale),
    },
    {
      id: 'total',
      header: t('pickup.column.total'),
      width: '120px',
      align: 'end',
      cell: (order) => <MoneyText value={order.total} />,
    },
    {
      id: 'status',
      header: t('pickup.column.status'),
      width: '190px',
      cell: (order) => <OrderStatusCell order={order} t={t} />,
    },
    {
      id: 'assignee',
      header: t('pickup.column.picker'),
      width: '120px',
      cell: (order) => order.assignee ?? <span className="muted">—</span>,
    },
    {
      id: 'waiting',
      header: t('pickup.column.waiting'),
      width: '130px',
      cell: (order) => <WaitingCell order={order} now={now} t={t} />,
    },
    {
      id: 'updated',
      header: t('pickup.column.updated'),
      width: '130px',
      cell: (order) => <RelativeTime value={order.updatedAt} />,
    },
  ];
}

/** The order's number (marked when new) over its id. */
function OrderNumberCell({ order, isNew, t }: { order: PickupOrderSummary; isNew: boolean; t: Translate }) {
  return (
    <span className={isNew ? 'order-cell order-cell--new' : 'order-cell'}>
      <span className="order-cell__number">
        <span translate="no">{order.externalId}</span>
        {isNew ? <span className="order-cell__new">{t('pickup.order.new')}</span> : null}
      </span>
      <span className="order-cell__id" title={order.orderId}>
        {order.orderId}
      </span>
    </span>
  );
}

/** The order's status, with a dot while a change waits to be sent. */
function OrderStatusCell({ order, t }: { order: PickupOrderSummary; t: Translate }) {
  return (
    <span className="status-cell">
      <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{orderStatusLabel(t, order.status)}</StatusBadge>
      {order.pendingSync ? (
        <span className="sync-dot" title={t('pickup.order.waitingToBeSent')}>
          <Icon name="sync" size={14} />
          <span className="visually-hidden">{t('pickup.order.waitingToSync')}</span>
        </span>
      ) : null}
    </span>
  );
}

/** How long the order has waited, "Late" past its promise. */
function WaitingCell({ order, now, t }: { order: PickupOrderSummary; now: Date; t: Translate }) {
  const waiting = waitingOf(order, now);
  if (!waiting) return <span className="muted">—</span>;
  return (
    <span className={waiting.late ? 'waiting-cell waiting-cell--late' : 'waiting-cell'}>
      {formatWaited(t, waiting.minutes)}
      {waiting.late ? <span className="waiting-cell__late">{t('pickup.order.late')}</span> : null}
    </span>
  );
}
