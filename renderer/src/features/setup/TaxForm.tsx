// One store's tax form: the draft of its configuration, kept here while its panels edit parts of it, and
// the save (the platform checks it; its reasons come back by field).
import { useState } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { StoreTaxSetup } from '../../store/tax-setup-slice';
import { SaveBar } from './SetupControls';
import { TaxClassesPanel, TaxComponentsPanel, TaxPricesPanel } from './TaxFormPanels';
import { taxDraftOf, taxRequestOf, type TaxDraft } from './tax-draft';
import { useMessages } from '../../i18n/I18nProvider';

export function TaxForm({ store, setup }: { store: Store; setup: StoreTaxSetup }) {
  const api = usePosStoreApi();
  const saveStatus = usePosStore((state) => state.taxSetupSave);
  const [draft, setDraft] = useState<TaxDraft>(() => taxDraftOf(setup.config, setup.catalogClasses));
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  const t = useMessages();
  const change = (patch: Partial<TaxDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const panel = { draft, setDraft, change, error };

  const savedCount = setup.config.components.length;
  return (
    <>
      <TaxPricesPanel {...panel} country={store.physical_address.country_code} />
      <TaxComponentsPanel {...panel} />
      <TaxClassesPanel
        {...panel}
        storeLabel={store.label}
        productsWithoutClass={setup.catalogClasses.products_without_class}
      />
      <SaveBar
        sticky
        status={saveStatus}
        label={t('setup.tax.save', { store: store.label })}
        onSave={() => void api.getState().saveTaxSetup(taxRequestOf(draft))}
        savedMessage={t('setup.tax.saved', { store: store.label, count: savedCount })}
      />
    </>
  );
}
