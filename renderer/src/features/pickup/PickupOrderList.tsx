// The dashboard's list: its heading (the chosen state or the search, with how many orders), the Done and
// All lists beside it, then the orders themselves — virtualised, so thousands stay fast — and "Show more".
import { useShallow } from 'zustand/react/shallow';
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { countOf } from '../../store/pickup-slice';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingBlock,
  errorWhatToDo,
  useLocale,
  useNow,
} from '../../ui';
import { pickupOrderColumns } from './pickup-order-columns';
import type { PickupSearch } from './use-pickup-search';

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
  const t = useMessages();
  const { filter, orders, total, ordersLoad } = usePosStore(
    useShallow((state) => ({
      filter: state.pickupFilter,
      orders: state.pickupOrders,
      total: state.pickupOrdersTotal,
      ordersLoad: state.pickupOrdersLoad,
    })),
  );

  return (
    <>
      <PickupListHeader search={search} />
      <div className="pickup-list">
        {ordersLoad.status === 'failed' && ordersLoad.error ? (
          <ErrorState
            title={t('pickup.list.failed')}
            message={ordersLoad.error.message}
            whatToDo={errorWhatToDo(ordersLoad.error)}
            code={ordersLoad.error.code}
            values={ordersLoad.error.values}
            onRetry={() => void api.getState().loadPickupOrders()}
          />
        ) : ordersLoad.status !== 'done' && orders.length === 0 ? (
          <LoadingBlock label={t('pickup.list.loading')} />
        ) : (
          <DataTable
            label={search.searching ? t('pickup.list.searchResults') : t('pickup.list.label', { filter })}
            columns={pickupOrderColumns({ t, isNew, now, locale })}
            rows={orders}
            rowKey={(order) => order.orderId}
            rowHeight={60}
            onRowActivate={(order) => void api.getState().openPickupOrder(order.orderId)}
            empty={
              search.searching ? (
                <EmptyState
                  icon="search"
                  title={t('pickup.list.noMatch', { query: search.query })}
                  message={t('pickup.list.noMatchHelp')}
                />
              ) : (
                <EmptyState
                  title={t('pickup.empty.title', { filter })}
                  message={t('pickup.empty.message', { filter })}
                />
              )
            }
          />
        )}
        {orders.length < total && ordersLoad.status === 'done' ? (
          <div className="pickup-list__more">
            <Button onClick={() => void api.getState().loadMorePickupOrders()}>
              {t('pickup.list.showMore', { count: total - orders.length })}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** "Ready for pickup 3 orders", or the search; the Done and All lists beside it. */
function PickupListHeader({ search }: { search: PickupSearch }) {
  const t = useMessages();
  const api = usePosStoreApi();
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
        {search.searching
          ? t('pickup.list.matching', { query: search.query })
          : t('pickup.filter', { filter })}
        <span className="pickup-list-header__count">
          {ordersLoad.status === 'done' ? t('pickup.list.count', { count: total }) : ''}
        </span>
      </h2>
      <div className="pickup-list-header__more" role="group" aria-label={t('pickup.list.more')}>
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
            {counts
              ? t('pickup.list.withCount', { list: listName(t, id), count: countOf(counts, id) })
              : listName(t, id)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function listName(t: Translate, id: 'done' | 'all'): string {
  return id === 'done' ? t('pickup.list.done') : t('pickup.list.all');
}
