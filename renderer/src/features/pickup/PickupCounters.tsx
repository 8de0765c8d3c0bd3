// The four counters on top of the dashboard: how many orders wait in each state; pressing one lists them
// (and ends a search).
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { countOf, type PickupFilterId } from '../../store/pickup-slice';
import { formatNumber, useLocale } from '../../ui';
import type { PickupSearch } from './use-pickup-search';

const COUNTERS: ReadonlyArray<{ id: PickupFilterId; tone: string }> = [
  { id: 'not_started', tone: 'info' },
  { id: 'in_picking', tone: 'warning' },
  { id: 'ready', tone: 'success' },
  { id: 'on_hold', tone: 'danger' },
];

export function PickupCounters({ search }: { search: PickupSearch }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const { counts, countsLoad, filter } = usePosStore(
    useShallow((state) => ({
      counts: state.pickupCounts,
      countsLoad: state.pickupCountsLoad,
      filter: state.pickupFilter,
    })),
  );
  return (
    <div className="pickup-counters" role="group" aria-label={t('pickup.counters')}>
      {COUNTERS.map((counter) => {
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
            <span className="pickup-counter__label">{t('pickup.filter', { filter: counter.id })}</span>
            <span
              className={`pickup-counter__value${value === 0 ? ' pickup-counter__value--zero' : ''}`}
              data-testid={`count-${counter.id}`}
            >
              {value === null ? (countsLoad.status === 'failed' ? '–' : '…') : formatNumber(value, locale)}
            </span>
            <span className="pickup-counter__hint">{t('pickup.counter.hint', { filter: counter.id })}</span>
          </button>
        );
      })}
    </div>
  );
}
