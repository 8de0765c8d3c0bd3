// The four counters on top of the dashboard: how many orders wait in each state; pressing one lists them
// (and ends a search).
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { countOf, PICKUP_FILTERS, type PickupFilterId } from '../../store/pickup-slice';
import { formatNumber, useLocale } from '../../ui';
import type { PickupSearch } from './use-pickup-search';

const COUNTERS: ReadonlyArray<{ id: PickupFilterId; hint: string; tone: string }> = [
  { id: 'not_started', hint: 'waiting to be picked', tone: 'info' },
  { id: 'in_picking', hint: 'being picked now', tone: 'warning' },
  { id: 'ready', hint: 'awaiting the customer', tone: 'success' },
  { id: 'on_hold', hint: 'need attention', tone: 'danger' },
];

export function PickupCounters({ search }: { search: PickupSearch }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const { counts, countsLoad, filter } = usePosStore(
    useShallow((state) => ({
      counts: state.pickupCounts,
      countsLoad: state.pickupCountsLoad,
      filter: state.pickupFilter,
    })),
  );
  return (
    <div className="pickup-counters" role="group" aria-label="Orders by state">
      {COUNTERS.map((counter) => {
        const definition = PICKUP_FILTERS.find((candidate) => candidate.id === counter.id)!;
        const value = counts ? countOf(counts, counter.id) : null;
        return (
          <button
            key={counter.id}
            type="button"
            className={`pickup-counter pickup-counter--${counter.tone}`}
            aria-pressed={!search.searching && filter === counter.id}
            onClick={() => {
              if (search.searching) search.change('');
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
  );
}
