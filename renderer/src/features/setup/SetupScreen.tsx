// Setup (administrators): catalog imports, store records, and the platform's configurations that every
// workstation follows — in-store pickup, documents to print, cash. Everything here is saved on the platform,
// so it needs the platform to answer; the platform refuses it to anyone but an administrator as well.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, ErrorState, LoadingBlock, ScreenLayout, Tabs, errorWhatToDo, useShortcut } from '../../ui';
import { CashConfigTab } from './CashConfigTab';
import { CatalogImportTab } from './CatalogImportTab';
import { PickupConfigTab } from './PickupConfigTab';
import { PrintConfigTab } from './PrintConfigTab';
import { ReturnsConfigTab } from './ReturnsConfigTab';
import { StoresTab } from './StoresTab';
import { TaxConfigTab } from './TaxConfigTab';
import { TrainingTab } from './TrainingTab';
import './setup.css';

type SetupTab = 'catalog' | 'stores' | 'pickup' | 'printing' | 'cash' | 'tax' | 'returns' | 'training';

export function SetupScreen() {
  const api = usePosStoreApi();
  const t = useMessages();
  const { storeCount, configsLoad, configs, platform, training } = usePosStore(
    useShallow((state) => ({
      training: state.training !== null,
      storeCount: state.setupStores.length,
      configsLoad: state.setupConfigsLoad,
      configs: state.setupConfigs,
      platform: state.session?.platform ?? null,
    })),
  );
  const [tab, setTab] = useState<SetupTab>('catalog');

  function reload() {
    const state = api.getState();
    void state.loadSetupStores();
    void state.loadSetupConfigs();
    void state.loadImportJobs();
    void state.loadTraining();
  }
  useEffect(reload, [api]);
  useShortcut('F5', reload);

  const needsConfigs = tab === 'pickup' || tab === 'printing' || tab === 'cash';
  let content;
  if (needsConfigs && !configs) {
    content =
      configsLoad.status === 'failed' && configsLoad.error ? (
        <ErrorState
          title="The configuration could not be loaded"
          message={configsLoad.error.message}
          whatToDo={errorWhatToDo(configsLoad.error)}
          code={configsLoad.error.code}
          onRetry={reload}
        />
      ) : (
        <LoadingBlock label="Loading the configuration…" />
      );
  } else if (tab === 'catalog') content = <CatalogImportTab />;
  else if (tab === 'stores') content = <StoresTab />;
  else if (tab === 'pickup') content = <PickupConfigTab />;
  else if (tab === 'printing') content = <PrintConfigTab />;
  else if (tab === 'tax') content = <TaxConfigTab />;
  else if (tab === 'returns') content = <ReturnsConfigTab />;
  else if (tab === 'training') content = <TrainingTab />;
  else content = <CashConfigTab />;

  return (
    <ScreenLayout
      title="Setup"
      subtitle={
        platform?.mode === 'embedded'
          ? 'Catalog, stores and settings of the platform built into this app'
          : `Catalog, stores and settings of ${platform?.url ?? 'the platform'} — every workstation follows them`
      }
      actions={
        <Button icon="sync" shortcut="F5" busy={configsLoad.status === 'pending'} onClick={reload}>
          Refresh
        </Button>
      }
    >
      <Tabs
        label="Setup"
        tabs={[
          { id: 'catalog', label: 'Catalog import' },
          { id: 'stores', label: 'Stores', ...(storeCount > 0 ? { count: storeCount } : {}) },
          { id: 'pickup', label: 'In-store pickup' },
          { id: 'printing', label: 'Printing' },
          { id: 'cash', label: 'Cash & rounding' },
          { id: 'tax', label: 'Tax' },
          { id: 'returns', label: t('returnsSetup.tab') },
          ...(training ? [{ id: 'training' as const, label: 'Training' }] : []),
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {content}
      </Tabs>
    </ScreenLayout>
  );
}
