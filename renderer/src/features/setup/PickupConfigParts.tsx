// The pickup form's parts for the whole business (display name, grace period, search radius) and its list of
// stores, each with whether it offers pickup or has something to check.
import { useMemo, useState } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { Icon, NumberField, Panel, StatusBadge, TextField } from '../../ui';
import type { PickupDraft } from './pickup-draft';
import { formatSeconds } from './setup-labels';
import { useMessages } from '../../i18n/I18nProvider';

export type PickupGlobalField = 'displayName' | 'gracePeriod' | 'searchRadius';

export function PickupGlobalPanel({
  draft,
  onChange,
  errorFor,
}: {
  draft: PickupDraft;
  onChange: (key: PickupGlobalField) => (value: string) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const t = useMessages();
  const graceSeconds = Number(draft.gracePeriod);
  return (
    <Panel title={t('setup.pickup.global')}>
      <div className="form-grid form-grid--3">
        <TextField
          label={t('setup.pickup.displayName')}
          value={draft.displayName}
          onValueChange={onChange('displayName')}
          hint={t('setup.pickup.displayName.hint')}
          error={errorFor('global.display_name')}
        />
        <NumberField
          label={t('setup.pickup.grace')}
          value={draft.gracePeriod}
          min={0}
          onValueChange={(text) => onChange('gracePeriod')(text)}
          hint={
            Number.isInteger(graceSeconds) && graceSeconds >= 0
              ? t('setup.pickup.grace.hintWith', {
                  wait: graceSeconds === 0 ? t('setup.pickup.grace.noWait') : formatSeconds(graceSeconds, t),
                })
              : t('setup.pickup.grace.hint')
          }
          error={errorFor('global.grace_period')}
        />
        <TextField
          label={t('setup.pickup.radius')}
          value={draft.searchRadius}
          inputMode="decimal"
          onValueChange={onChange('searchRadius')}
          hint={t('setup.pickup.radius.hint')}
          error={errorFor('global.default_search_radius')}
        />
      </div>
    </Panel>
  );
}

export function PickupStoreList({
  stores,
  draft,
  selected,
  onSelect,
  hasError,
}: {
  stores: readonly Store[];
  draft: PickupDraft;
  selected: string | null;
  onSelect: (storeId: string) => void;
  hasError: (storeId: string) => boolean;
}) {
  const t = useMessages();
  const [query, setQuery] = useState('');
  const sortedStores = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return [...stores]
      .sort((a, b) => a.label.localeCompare(b.label))
      .filter((store) => {
        const text = `${store.label} ${store.store_id} ${store.physical_address.city}`.toLowerCase();
        return words.every((word) => text.includes(word));
      });
  }, [stores, query]);
  return (
    <div className="pickup-stores__list">
      <TextField
        label={t('setup.stores.find')}
        type="search"
        value={query}
        startAdornment={<Icon name="search" size={18} />}
        onValueChange={setQuery}
      />
      <ul className="pickup-stores__items" aria-label={t('setup.stores.table')}>
        {sortedStores.map((store) => {
          const option = draft.stores[store.store_id];
          return (
            <li key={store.store_id}>
              <button
                type="button"
                className="pickup-store"
                aria-pressed={store.store_id === selected}
                onClick={() => onSelect(store.store_id)}
              >
                <span className="pickup-store__name" translate="no">
                  <strong>{store.label}</strong>
                  <span className="setup-muted setup-mono">{store.store_id}</span>
                </span>
                {hasError(store.store_id) ? (
                  <StatusBadge tone="danger">{t('setup.pickup.store.check')}</StatusBadge>
                ) : option?.offered ? (
                  <StatusBadge tone="success">{t('setup.pickup.store.offered')}</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">{t('setup.pickup.store.notOffered')}</StatusBadge>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
