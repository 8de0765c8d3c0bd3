// The pickup dashboard: how many orders wait in each state (the counters choose the list), a search by
// order or customer, and the list itself. New orders chime once and are read out by screen readers.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PickupOrderSummary } from '../../../../shared/bridge/views/pickup';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, Icon, TextField, useShortcut } from '../../ui';
import { PickupCounters } from './PickupCounters';
import { PickupOrderList } from './PickupOrderList';
import { arrivalChimesPlayed, onArrivalChime, playArrivalChime } from './scan-sound';
import { usePickupSearch, type PickupSearch } from './use-pickup-search';

export function PickupDashboard({
  onOpenByNumber,
}: {
  /** Enter in the search: opens the order whose id or number was typed in full; false when there is none. */
  onOpenByNumber: (code: string) => Promise<boolean>;
}) {
  const { orders, newOrderIds, arrivalSeq } = usePosStore(
    useShallow((state) => ({
      newOrderIds: state.pickupNewOrderIds,
      arrivalSeq: state.pickupArrivalSeq,
      orders: state.pickupOrders,
    })),
  );
  const search = usePickupSearch(onOpenByNumber);
  const chimesPlayed = useArrivalChime(arrivalSeq);
  const isNew = (order: PickupOrderSummary) => newOrderIds.includes(order.orderId);

  return (
    <section className="pickup-dashboard" aria-labelledby="pickup-title" data-arrival-chimes={chimesPlayed}>
      <PickupHeader search={search} />
      <PickupCounters search={search} />
      <NewOrderAnnouncement newOnScreen={orders.filter(isNew)} />
      <PickupOrderList search={search} isNew={isNew} />
    </section>
  );
}

/** A new order arrived while the dashboard is shown: a short chime (its row is highlighted). How many
 * chimes played so far, for the page to show. */
function useArrivalChime(arrivalSeq: number): number {
  const heardArrivals = useRef(arrivalSeq);
  useEffect(() => {
    if (arrivalSeq === heardArrivals.current) return;
    heardArrivals.current = arrivalSeq;
    playArrivalChime();
  }, [arrivalSeq]);
  return useSyncExternalStore(onArrivalChime, arrivalChimesPlayed);
}

/** The title, the search (F2) and Refresh (F5: a sync when the platform is reachable, then the lists). */
function PickupHeader({ search }: { search: PickupSearch }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const searchForm = useRef<HTMLFormElement>(null);
  const [refreshing, setRefreshing] = useState(false);

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

  return (
    <header className="pickup-header">
      <div className="pickup-header__titles">
        <h1 id="pickup-title">{t('pickup.title')}</h1>
        <p className="pickup-header__lead">
          <Icon name="barcode" size={18} /> {t('pickup.lead')}
        </p>
      </div>
      <form
        ref={searchForm}
        className="pickup-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search.submit();
        }}
      >
        <TextField
          label={t('pickup.search')}
          value={search.text}
          onValueChange={search.change}
          placeholder={t('pickup.search.placeholder')}
          startAdornment={<Icon name="search" size={18} />}
          endAdornment={<kbd className="field-kbd">{t('pickup.search.shortcut')}</kbd>}
          autoComplete="off"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search.text !== '') {
              event.preventDefault();
              search.change('');
            }
          }}
        />
      </form>
      <Button icon="sync" shortcut="F5" busy={refreshing} onClick={() => void refresh()}>
        {t('pickup.refresh')}
      </Button>
    </header>
  );
}

/** Read out by screen readers: "New order: 1042", "New orders: 1042, 1043". */
function NewOrderAnnouncement({ newOnScreen }: { newOnScreen: readonly PickupOrderSummary[] }) {
  const t = useMessages();
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="new-order-announcement">
      {newOnScreen.length > 0
        ? t('pickup.newOrders', {
            count: newOnScreen.length,
            numbers: newOnScreen.map((order) => order.externalId).join(', '),
          })
        : ''}
    </p>
  );
}
