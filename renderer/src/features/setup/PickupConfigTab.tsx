// In-store pickup configuration: what associates see on pickup orders and how long an order waits before it
// is sent to its store (for every store), and per store whether it offers pickup, the texts the customer
// reads and what pickup costs. Saved as one document (the platform replaces it).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PickupConfig } from '../../../../shared/contract/pickup-config';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useSetupFieldError } from './use-setup-field-error';
import { EmptyState, Panel, TextField, useLocale } from '../../ui';
import { PickupGlobalPanel, PickupStoreList } from './PickupConfigParts';
import { SaveBar, ToggleField } from './SetupControls';
import { pickupDraftFrom, readPickupDraft, type PickupDraft, type StorePickupDraft } from './pickup-draft';
import { useMessages } from '../../i18n/I18nProvider';

export function PickupConfigTab() {
  const { config, stores } = usePosStore(
    useShallow((state) => ({ config: state.setupConfigs?.pickup ?? null, stores: state.setupStores })),
  );
  // The store being edited outlives the form, which is rebuilt from what the platform has whenever that
  // changes (after a save, or a reload).
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <PickupConfigForm
      key={configKey(config, stores)}
      config={config}
      stores={stores}
      selected={selected ?? stores[0]?.store_id ?? null}
      onSelect={setSelected}
    />
  );
}

/** A tax code as the tax engines write them (not words: the same in every language). */
const TAX_CODE_EXAMPLE = 'FR020100';

function configKey(config: PickupConfig | null, stores: readonly Store[]): string {
  return `${JSON.stringify(config)}|${stores.map((store) => store.store_id).join(',')}`;
}

function PickupConfigForm({
  config,
  stores,
  selected,
  onSelect: setSelected,
}: {
  config: PickupConfig | null;
  stores: readonly Store[];
  selected: string | null;
  onSelect: (storeId: string) => void;
}) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const saveStatus = usePosStore((state) => state.setupSaves.pickup);
  const [draft, setDraft] = useState<PickupDraft>(() => pickupDraftFrom(config, stores));
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  const errorFor = (path: string) => localProblems[path] ?? setupFieldError(error, path);
  const storeHasError = (storeId: string) =>
    Object.keys(localProblems).some((path) => path.startsWith(`stores.${storeId}`)) ||
    (error?.details ?? []).some((detail) => detail.path.startsWith(`stores.${storeId}`));

  const offeredCount = Object.values(draft.stores).filter((option) => option.offered).length;
  const selectedStore = stores.find((store) => store.store_id === selected) ?? null;
  const selectedOption = selected ? draft.stores[selected] : undefined;

  const setGlobal = (key: 'displayName' | 'gracePeriod' | 'searchRadius') => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setStore = (storeId: string, change: Partial<StorePickupDraft>) =>
    setDraft((current) => {
      const option = current.stores[storeId];
      return option
        ? { ...current, stores: { ...current.stores, [storeId]: { ...option, ...change } } }
        : current;
    });

  async function save() {
    const reading = readPickupDraft(draft, locale, t);
    if (!reading.ok) {
      setLocalProblems(reading.problems);
      const firstStore = Object.keys(reading.problems).find((path) => path.startsWith('stores.'));
      const storeId = firstStore?.split('.')[1];
      if (storeId) setSelected(storeId);
      return;
    }
    setLocalProblems({});
    await api.getState().savePickupConfig(reading.config);
  }

  return (
    <div className="pickup-config">
      <PickupGlobalPanel draft={draft} onChange={setGlobal} errorFor={errorFor} />

      <Panel
        title={t('setup.pickup.stores', { offered: offeredCount, count: Object.keys(draft.stores).length })}
      >
        {stores.length === 0 ? (
          <EmptyState
            icon="store"
            title={t('setup.pickup.noStores')}
            message={t('setup.pickup.noStores.message')}
          />
        ) : (
          <div className="pickup-stores">
            <PickupStoreList
              stores={stores}
              draft={draft}
              selected={selected}
              onSelect={setSelected}
              hasError={storeHasError}
            />
            {selectedStore && selectedOption ? (
              <StorePickupForm
                store={selectedStore}
                option={selectedOption}
                onChange={(change) => setStore(selectedStore.store_id, change)}
                errorFor={(field) => errorFor(`stores.${selectedStore.store_id}${field ? `.${field}` : ''}`)}
              />
            ) : (
              <EmptyState
                icon="store"
                title={t('setup.pickup.chooseStore')}
                message={t('setup.pickup.chooseStore.message')}
              />
            )}
          </div>
        )}
      </Panel>

      <SaveBar sticky status={saveStatus} label={t('setup.pickup.save')} onSave={() => void save()} />
    </div>
  );
}

function StorePickupForm({
  store,
  option,
  onChange,
  errorFor,
}: {
  store: Store;
  option: StorePickupDraft;
  onChange: (change: Partial<StorePickupDraft>) => void;
  /** The reason for `stores.<store>.<field>` ('' = the entry as a whole). */
  errorFor: (field: string) => string | undefined;
}) {
  const t = useMessages();
  const noCoordinates =
    store.physical_address.latitude === undefined || store.physical_address.longitude === undefined;
  return (
    <section className="pickup-store-form" aria-label={t('setup.pickup.storeForm', { store: store.label })}>
      <header className="pickup-store-form__head">
        <div>
          <h3>{store.label}</h3>
          <p className="setup-muted">
            {store.physical_address.city}, {store.physical_address.country_code} · {store.store_id}
          </p>
        </div>
      </header>
      <ToggleField
        label={t('setup.pickup.offer')}
        checked={option.offered}
        onChange={(offered) => onChange({ offered })}
        error={errorFor('')}
        description={noCoordinates ? t('setup.pickup.offer.noCoordinates') : t('setup.pickup.offer.about')}
      />
      {option.offered ? (
        <div className="form-grid form-grid--2">
          <TextField
            label={t('setup.pickup.deliveryTime')}
            value={option.deliveryTime}
            onValueChange={(deliveryTime) => onChange({ deliveryTime })}
            placeholder={t('setup.pickup.deliveryTime.placeholder')}
            error={errorFor('delivery_time')}
          />
          <TextField
            label={t('setup.pickup.deliveryTimeIfNot')}
            value={option.deliveryTimeIfNotAvailable}
            onValueChange={(deliveryTimeIfNotAvailable) => onChange({ deliveryTimeIfNotAvailable })}
            placeholder={t('setup.pickup.deliveryTimeIfNot.placeholder')}
            error={errorFor('delivery_time_if_not_available')}
          />
          <TextField
            label={t('setup.pickup.promise')}
            value={option.promiseMinutes}
            inputMode="numeric"
            onValueChange={(promiseMinutes) => onChange({ promiseMinutes })}
            placeholder="120"
            hint={t('setup.pickup.promise.hint')}
            error={errorFor('promise_minutes')}
          />
          <TextField
            label={t('setup.pickup.cost')}
            value={option.price}
            inputMode="decimal"
            onValueChange={(price) => onChange({ price })}
            startAdornment={option.currency}
            hint={t('setup.pickup.cost.hint')}
            error={errorFor('cost.price')}
          />
          <TextField
            label={t('setup.pickup.currency')}
            value={option.currency}
            maxLength={3}
            onValueChange={(currency) => onChange({ currency: currency.toUpperCase() })}
            error={errorFor('cost.currency_code')}
          />
          <TextField
            label={t('setup.pickup.taxCode')}
            value={option.taxCode}
            onValueChange={(taxCode) => onChange({ taxCode })}
            placeholder={TAX_CODE_EXAMPLE}
            error={errorFor('cost.tax_code')}
          />
        </div>
      ) : null}
    </section>
  );
}
