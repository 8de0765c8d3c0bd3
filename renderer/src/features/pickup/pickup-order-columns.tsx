// The columns of the pickup order list: number (marked when new), customer, items, total, status (with its
// "waiting to sync" dot), picker, how long it has waited (Late past the promise) and its last change.
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import { Icon, MoneyText, RelativeTime, StatusBadge, formatNumber, type Column } from '../../ui';
import { ORDER_STATUS_LABELS } from './order-labels';
import { formatWaited, waitingOf } from './order-waiting';

export function pickupOrderColumns({
  isNew,
  now,
  locale,
}: {
  isNew: (order: PickupOrderSummary) => boolean;
  now: Date;
  locale: string;
}): Column<PickupOrderSummary>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      width: 'minmax(150px, 1.2fr)',
      cell: (order) => (
        <span className={isNew(order) ? 'order-cell order-cell--new' : 'order-cell'}>
          <span className="order-cell__number">
            {order.externalId}
            {isNew(order) ? <span className="order-cell__new">New</span> : null}
          </span>
          <span className="order-cell__id" title={order.orderId}>
            {order.orderId}
          </span>
        </span>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      width: 'minmax(160px, 1.4fr)',
      cell: (order) => order.customerName ?? <span className="muted">No name given</span>,
    },
    {
      id: 'items',
      header: 'Items',
      width: '90px',
      align: 'end',
      cell: (order) => formatNumber(order.itemCount, locale),
    },
    {
      id: 'total',
      header: 'Total',
      width: '120px',
      align: 'end',
      cell: (order) => <MoneyText value={order.total} />,
    },
    {
      id: 'status',
      header: 'Status',
      width: '190px',
      cell: (order) => (
        <span className="status-cell">
          <StatusBadge tone={ORDER_STATUS_LABELS[order.status].tone}>
            {ORDER_STATUS_LABELS[order.status].label}
          </StatusBadge>
          {order.pendingSync ? (
            <span className="sync-dot" title="Waiting to be sent to the platform">
              <Icon name="sync" size={14} />
              <span className="visually-hidden">Waiting to sync</span>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'assignee',
      header: 'Picker',
      width: '120px',
      cell: (order) => order.assignee ?? <span className="muted">—</span>,
    },
    {
      id: 'waiting',
      header: 'Waiting',
      width: '130px',
      cell: (order) => {
        const waiting = waitingOf(order, now);
        if (!waiting) return <span className="muted">—</span>;
        return (
          <span className={waiting.late ? 'waiting-cell waiting-cell--late' : 'waiting-cell'}>
            {formatWaited(waiting.minutes)}
            {waiting.late ? <span className="waiting-cell__late">Late</span> : null}
          </span>
        );
      },
    },
    {
      id: 'updated',
      header: 'Last change',
      width: '130px',
      cell: (order) => <RelativeTime value={order.updatedAt} />,
    },
  ];
}
