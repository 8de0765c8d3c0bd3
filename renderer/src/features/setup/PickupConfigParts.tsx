// The pickup form's parts for the whole business (display name, grace period, search radius) and its list of
// stores, each with whether it offers pickup or has something to check.
import { useMemo, useState } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { Icon, NumberField, Panel, StatusBadge, TextField } from '../../ui';
import type { PickupDraft } from './pickup-draft';
import { formatSeconds } from './setup-labels';

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
  const graceSeconds = Number(draft.gracePeriod);
  return (
    <Panel title="For every store">
      <div className="form-grid form-grid--3">
        <TextField
          label="Display name"
          value={draft.displayName}
          onValueChange={onChange('displayName')}
          hint="Shown to associates on pickup orders, so they know the kind of order at a glance."
          error={errorFor('global.display_name')}
        />
        <NumberField
          label="Grace period (seconds)"
          value={draft.gracePeriod}
          min={0}
          onValueChange={(text) => onChange('gracePeriod')(text)}
          hint={
            Number.isInteger(graceSeconds) && graceSeconds >= 0
              ? `${graceSeconds === 0 ? 'No wait' : formatSeconds(graceSeconds)}: how long a new order waits before it is sent to its store.`
              : 'How long a new order waits before it is sent to its store.'
          }
          error={errorFor('global.grace_period')}
        />
        <TextField
          label="Default search radius (km)"
          value={draft.searchRadius}
          inputMode="decimal"
          onValueChange={onChange('searchRadius')}
          hint="Stores this close to the customer are offered when the storefront does not say."
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
        label="Find a store"
        type="search"
        value={query}
        startAdornment={<Icon name="search" size={18} />}
        onValueChange={setQuery}
      />
      <ul className="pickup-stores__items" aria-label="Stores">
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
                <span className="pickup-store__name">
                  <strong>{store.label}</strong>
                  <span className="setup-muted setup-mono">{store.store_id}</span>
                </span>
                {hasError(store.store_id) ? (
                  <StatusBadge tone="danger">Check</StatusBadge>
                ) : option?.offered ? (
                  <StatusBadge tone="success">Pickup</StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">Not offered</StatusBadge>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
