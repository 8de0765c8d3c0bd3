// The pickup dashboard: how many orders wait in each state (the counters choose the list), a search by
// order or customer, and the list itself — virtualised, so a store with thousands of orders stays fast.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { countOf, PICKUP_FILTERS, type PickupFilterId } from '../../store/pickup-slice';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Icon,
  LoadingBlock,
  MoneyText,
  RelativeTime,
  StatusBadge,
  TextField,
  errorWhatToDo,
  formatNumber,
  useLocale,
  useNow,
  useShortcut,
  type Column,
} from '../../ui';
import { ORDER_STATUS_LABELS } from './order-labels';
import { formatWaited, waitingOf } from './order-waiting';
import { arrivalChimesPlayed, onArrivalChime, playArrivalChime } from './scan-sound';

const COUNTERS: ReadonlyArray<{ id: PickupFilterId; hint: string; tone: string }> = [
  { id: 'not_started', hint: 'waiting to be picked', tone: 'info' },
  { id: 'in_picking', hint: 'being picked now', tone: 'warning' },
  { id: 'ready', hint: 'awaiting the customer', tone: 'success' },
  { id: 'on_hold', hint: 'need attention', tone: 'danger' },
];

const EMPTY_TEXT: Record<PickupFilterId, { title: string; message: string }> = {
  not_started: {
    title: 'No orders to pick',
    message:
      'New orders appear here, with a chime, once their grace period after the customer placed them is over. Scan an order barcode to open any order.',
  },
  in_picking: {
    title: 'Nobody is picking right now',
    message: 'Orders being picked show here until they are ready.',
  },
  ready: {
    title: 'No orders waiting for their customer',
    message: 'Orders show here once they are picked and marked ready.',
  },
  on_hold: {
    title: 'No orders on hold',
    message: 'Orders that could not be picked in full wait here for new stock or a reroute.',
  },
  done: { title: 'Nothing handed over yet', message: 'Picked up and canceled orders show here.' },
  all: {
    title: 'No pickup orders yet',
    message: 'Orders for this store appear here once customers place them.',
  },
};

export function PickupDashboard({
  onOpenByNumber,
}: {
  /** Enter in the search: opens the order whose id or number was typed in full; false when there is none. */
  onOpenByNumber: (code: string) => Promise<boolean>;
}) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const searchForm = useRef<HTMLFormElement>(null);
  const now = useNow(30_000);
  const { counts, countsLoad, filter, query, orders, total, ordersLoad, newOrderIds, arrivalSeq } =
    usePosStore(
      useShallow((state) => ({
        newOrderIds: state.pickupNewOrderIds,
        arrivalSeq: state.pickupArrivalSeq,
        counts: state.pickupCounts,
        countsLoad: state.pickupCountsLoad,
        filter: state.pickupFilter,
        query: state.pickupQuery,
        orders: state.pickupOrders,
        total: state.pickupOrdersTotal,
        ordersLoad: state.pickupOrdersLoad,
      })),
    );
  const [search, setSearch] = useState(query);
  const [refreshing, setRefreshing] = useState(false);
  // A new order arrived while the dashboard is shown: a short chime (the row is highlighted below).
  const heardArrivals = useRef(arrivalSeq);
  useEffect(() => {
    if (arrivalSeq === heardArrivals.current) return;
    heardArrivals.current = arrivalSeq;
    playArrivalChime();
  }, [arrivalSeq]);
  const chimesPlayed = useSyncExternalStore(onArrivalChime, arrivalChimesPlayed);
  const isNew = (order: PickupOrderSummary) => newOrderIds.includes(order.orderId);
  const newOnScreen = orders.filter(isNew);

  useShortcut('F2', () => searchForm.current?.querySelector('input')?.focus());
  useShortcut('F5', () => void refresh());

  async function refresh() {
    setRefreshing(true);
    try {
      const state = api.getState();
      if (state.syncAvailable) await state.syncNow();
      await state.refreshPickup();
    } finally {
      setRefreshing(false);
    }
  }

  async function submitSearch() {
    if (search.trim() !== '' && (await onOpenByNumber(search))) {
      setSearch('');
      void api.getState().setPickupQuery('');
      return;
    }
    void api.getState().setPickupQuery(search);
  }

  function changeSearch(text: string) {
    setSearch(text);
    void api.getState().setPickupQuery(text);
  }

  const searching = query.trim() !== '';
  const selected = PICKUP_FILTERS.find((candidate) => candidate.id === filter) ?? PICKUP_FILTERS[0]!;
  const columns: Column<PickupOrderSummary>[] = [
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

  return (
    <section className="pickup-dashboard" aria-labelledby="pickup-title" data-arrival-chimes={chimesPlayed}>
      <header className="pickup-header">
        <div className="pickup-header__titles">
          <h1 id="pickup-title">In-store pickup</h1>
          <p className="pickup-header__lead">
            <Icon name="barcode" size={18} /> Scan an order barcode to open it, or choose an order below.
          </p>
        </div>
        <form
          ref={searchForm}
          className="pickup-search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            void submitSearch();
          }}
        >
          <TextField
            label="Search orders"
            value={search}
            onValueChange={changeSearch}
            placeholder="Order number or name"
            startAdornment={<Icon name="search" size={18} />}
            endAdornment={<kbd className="field-kbd">F2</kbd>}
            autoComplete="off"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && search !== '') {
                event.preventDefault();
                changeSearch('');
              }
            }}
          />
        </form>
        <Button icon="sync" shortcut="F5" busy={refreshing} onClick={() => void refresh()}>
          Refresh
        </Button>
      </header>

      <div className="pickup-counters" role="group" aria-label="Orders by state">
        {COUNTERS.map((counter) => {
          const definition = PICKUP_FILTERS.find((candidate) => candidate.id === counter.id)!;
          const value = counts ? countOf(counts, counter.id) : null;
          return (
            <button
              key={counter.id}
              type="button"
              className={`pickup-counter pickup-counter--${counter.tone}`}
              aria-pressed={!searching && filter === counter.id}
              onClick={() => {
                if (searching) changeSearch('');
                void api.getState().setPickupFilter(counter.id);
              }}
            >
              <span className="pickup-counter__label">{definition.label}</span>
              <span
                className={`pickup-counter__value${value === 0 ? ' pickup-counter__value--zero' : ''}`}
                data-testid={`count-${counter.id}`}
              >
                {value === null ? (countsLoad.status === 'failed' ? '–' : '…') : formatNumber(value, locale)}
              </span>
              <span className="pickup-counter__hint">{counter.hint}</span>
            </button>
          );
        })}
      </div>

      <p className="visually-hidden" aria-live="polite" data-testid="new-order-announcement">
        {newOnScreen.length > 0
          ? `New ${newOnScreen.length === 1 ? 'order' : 'orders'}: ${newOnScreen.map((order) => order.externalId).join(', ')}`
          : ''}
      </p>

      <div className="pickup-list-header">
        <h2 className="pickup-list-header__title" aria-live="polite">
          {searching ? `Orders matching “${query.trim()}”` : selected.label}
          <span className="pickup-list-header__count">
            {ordersLoad.status === 'done'
              ? `${formatNumber(total, locale)} ${total === 1 ? 'order' : 'orders'}`
              : ''}
          </span>
        </h2>
        <div className="pickup-list-header__more" role="group" aria-label="More orders">
          {(['done', 'all'] as const).map((id) => (
            <Button
              key={id}
              size="small"
              variant={!searching && filter === id ? 'primary' : 'secondary'}
              aria-pressed={!searching && filter === id}
              onClick={() => {
                if (searching) changeSearch('');
                void api.getState().setPickupFilter(id);
              }}
            >
              {id === 'done' ? 'Picked up & canceled' : 'All orders'}
              {counts ? ` (${formatNumber(countOf(counts, id), locale)})` : ''}
            </Button>
          ))}
        </div>
      </div>

      <div className="pickup-list">
        {ordersLoad.status === 'failed' && ordersLoad.error ? (
          <ErrorState
            title="The orders could not be loaded"
            message={ordersLoad.error.message}
            whatToDo={errorWhatToDo(ordersLoad.error)}
            code={ordersLoad.error.code}
            onRetry={() => void api.getState().loadPickupOrders()}
          />
        ) : ordersLoad.status !== 'done' && orders.length === 0 ? (
          <LoadingBlock label="Loading orders…" />
        ) : (
          <DataTable
            label={searching ? 'Search results' : `${selected.label} orders`}
            columns={columns}
            rows={orders}
            rowKey={(order) => order.orderId}
            rowHeight={60}
            onRowActivate={(order) => void api.getState().openPickupOrder(order.orderId)}
            empty={
              searching ? (
                <EmptyState
                  icon="search"
                  title={`No order matches “${query.trim()}”`}
                  message="Check the spelling, or search by the order number on the customer's confirmation."
                />
              ) : (
                <EmptyState title={EMPTY_TEXT[filter].title} message={EMPTY_TEXT[filter].message} />
              )
            }
          />
        )}
        {orders.length < total && ordersLoad.status === 'done' ? (
          <div className="pickup-list__more">
            <Button onClick={() => void api.getState().loadMorePickupOrders()}>
              Show more ({formatNumber(total - orders.length, locale)} more)
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
