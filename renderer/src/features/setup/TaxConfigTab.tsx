// Setup → Tax: what a store charges. Per store: whether shelf prices include tax (by country until someone
// says otherwise), how tax rounds, the tax components with their rates (state, county, city; GST/QST; HST;
// VAT) and which category each product tax class of the catalog is in. The platform checks and keeps it;
// every workstation of the store charges it from the next sale.
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { EmptyState, ErrorState, LoadingBlock, Panel, Select, errorWhatToDo } from '../../ui';
import { TaxForm } from './TaxForm';
import { useMessages } from '../../i18n/I18nProvider';

const storeOption = (store: Store) => ({
  value: store.store_id,
  label: `${store.label} — ${store.physical_address.city}, ${store.physical_address.country_code}`,
});

export function TaxConfigTab() {
  const api = usePosStoreApi();
  const { stores, storeId, setup, load, workingStoreId } = usePosStore(
    useShallow((state) => ({
      stores: state.setupStores,
      storeId: state.taxSetupStoreId,
      setup: state.taxSetup,
      load: state.taxSetupLoad,
      workingStoreId: state.session?.store?.storeId ?? null,
    })),
  );
  const t = useMessages();
  const sorted = useMemo(() => [...stores].sort((a, b) => a.label.localeCompare(b.label)), [stores]);
  // Starts on the store this workstation works in (or the first one).
  useEffect(() => {
    if (storeId !== null || sorted.length === 0) return;
    const start = sorted.find((store) => store.store_id === workingStoreId) ?? sorted[0];
    if (start) void api.getState().loadTaxSetup(start.store_id);
  }, [api, storeId, sorted, workingStoreId]);

  const store = sorted.find((entry) => entry.store_id === storeId) ?? null;
  let content;
  if (load.status === 'failed' && load.error) {
    content = (
      <ErrorState
        title={t('setup.tax.loadFailed')}
        message={load.error.message}
        whatToDo={errorWhatToDo(load.error)}
        code={load.error.code}
        values={load.error.values}
        onRetry={() => storeId && void api.getState().loadTaxSetup(storeId)}
      />
    );
  } else if (!setup || !store) {
    content = <LoadingBlock label={t('setup.tax.loading')} />;
  } else {
    content = (
      <TaxForm key={`${store.store_id}|${setup.config.updated_at ?? ''}`} store={store} setup={setup} />
    );
  }

  return (
    <div className="tax-config">
      <Panel title={t('setup.tax.store')}>
        {sorted.length === 0 ? (
          <EmptyState
            icon="store"
            title={t('setup.pickup.noStores')}
            message={t('setup.tax.noStores.message')}
          />
        ) : (
          <Select
            label={t('setup.tax.store')}
            value={storeId ?? ''}
            options={sorted.map(storeOption)}
            onValueChange={(value) => void api.getState().loadTaxSetup(value)}
            hint={t('setup.tax.store.hint')}
          />
        )}
      </Panel>
      {sorted.length === 0 ? null : content}
    </div>
  );
}
