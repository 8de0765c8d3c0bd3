// The dashboard's list: its heading (the chosen state or the search, with how many orders), the Done and
// All lists beside it, then the orders themselves — virtualised, so thousands stay fast — and "Show more".
import { useShallow } from 'zustand/react/shallow';
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { countOf, PICKUP_FILTERS, type PickupFilterId } from '../../store/pickup-slice';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingBlock,
  errorWhatToDo,
  formatNumber,
  useLocale,
  useNow,
} from '../../ui';
import { pickupOrderColumns } from './pickup-order-columns';
import type { PickupSearch } from './use-pickup-search';

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

export function PickupOrderList({
  search,
  isNew,
}: {
  search: PickupSearch;
  isNew: (order: PickupOrderSummary) => boolean;
}) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const now = useNow(30_000);
  const { filter, orders, total, ordersLoad } = usePosStore(
    useShallow((state) => ({
      filter: state.pickupFilter,
      orders: state.pickupOrders,
      total: state.pickupOrdersTotal,
      ordersLoad: state.pickupOrdersLoad,
    })),
  );
  const selected = PICKUP_FILTERS.find((candidate) => candidate.id === filter) ?? PICKUP_FILTERS[0]!;

  return (
    <>
      <PickupListHeader search={search} title={selected.label} />
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
            label={search.searching ? 'Search results' : `${selected.label} orders`}
            columns={pickupOrderColumns({ isNew, now, locale })}
            rows={orders}
            rowKey={(order) => order.orderId}
            rowHeight={60}
            onRowActivate={(order) => void api.getState().openPickupOrder(order.orderId)}
            empty={
              search.searching ? (
                <EmptyState
                  icon="search"
                  title={`No order matches “${search.query}”`}
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
    </>
  );
}

/** "Ready for pickup 3 orders", or the search; the Done and All lists beside it. */
function PickupListHeader({ search, title }: { search: PickupSearch; title: string }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const { counts, filter, total, ordersLoad } = usePosStore(
    useShallow((state) => ({
      counts: state.pickupCounts,
      filter: state.pickupFilter,
      total: state.pickupOrdersTotal,
      ordersLoad: state.pickupOrdersLoad,
    })),
  );
  return (
    <div className="pickup-list-header">
      <h2 className="pickup-list-header__title" aria-live="polite">
        {search.searching ? `Orders matching “${search.query}”` : title}
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
            variant={!search.searching && filter === id ? 'primary' : 'secondary'}
            aria-pressed={!search.searching && filter === id}
            onClick={() => {
              if (search.searching) search.change('');
              void api.getState().setPickupFilter(id);
            }}
          >
            {id === 'done' ? 'Picked up & canceled' : 'All orders'}
            {counts ? ` (${formatNumber(countOf(counts, id), locale)})` : ''}
          </Button>
        ))}
      </div>
    </div>
  );
}
