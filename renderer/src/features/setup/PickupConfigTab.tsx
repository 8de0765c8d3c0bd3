// In-store pickup configuration: what associates see on pickup orders and how long an order waits before it
// is sent to its store (for every store), and per store whether it offers pickup, the texts the customer
// reads and what pickup costs. Saved as one document (the platform replaces it).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PickupConfig } from '../../../../shared/contract/pickup-config';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useSetupFieldError } from './use-setup-field-error';
import { EmptyState, Panel, useLocale } from '../../ui';
import { PickupGlobalPanel, PickupStoreList } from './PickupConfigParts';
import { SaveBar } from './SetupControls';
import { StorePickupForm } from './StorePickupForm';
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
        <PickupStoresBody
          stores={stores}
          draft={draft}
          selected={selected}
          onSelect={setSelected}
          hasError={storeHasError}
          onChange={setStore}
          errorFor={errorFor}
        />
      </Panel>

      <SaveBar sticky status={saveStatus} label={t('setup.pickup.save')} onSave={() => void save()} />
    </div>
  );
}

/** No stores yet; or the store list beside the chosen store's form. */
function PickupStoresBody({
  stores,
  draft,
  selected,
  onSelect: setSelected,
  hasError: storeHasError,
  onChange: setStore,
  errorFor,
}: {
  stores: readonly Store[];
  draft: PickupDraft;
  selected: string | null;
  onSelect: (storeId: string) => void;
  hasError: (storeId: string) => boolean;
  onChange: (storeId: string, change: Partial<StorePickupDraft>) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const t = useMessages();
  const selectedStore = stores.find((store) => store.store_id === selected) ?? null;
  const selectedOption = selected ? draft.stores[selected] : undefined;
  if (stores.length === 0) {
    return (
      <EmptyState
        icon="store"
        title={t('setup.pickup.noStores')}
        message={t('setup.pickup.noStores.message')}
      />
    );
  }
  return (
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
  );
}
