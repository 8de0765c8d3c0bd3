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
          title={t('setup.configs.loadFailed')}
          message={configsLoad.error.message}
          whatToDo={errorWhatToDo(configsLoad.error)}
          code={configsLoad.error.code}
          values={configsLoad.error.values}
          onRetry={reload}
        />
      ) : (
        <LoadingBlock label={t('setup.configs.loading')} />
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
      title={t('setup.title')}
      subtitle={
        platform?.mode === 'embedded'
          ? t('setup.subtitle.embedded')
          : t('setup.subtitle.remote', { platform: platform?.url ?? t('setup.subtitle.thePlatform') })
      }
      actions={
        <Button icon="sync" shortcut="F5" busy={configsLoad.status === 'pending'} onClick={reload}>
          {t('setup.refresh')}
        </Button>
      }
    >
      <Tabs
        label={t('setup.title')}
        tabs={[
          { id: 'catalog', label: t('setup.tab.catalog') },
          { id: 'stores', label: t('setup.tab.stores'), ...(storeCount > 0 ? { count: storeCount } : {}) },
          { id: 'pickup', label: t('setup.tab.pickup') },
          { id: 'printing', label: t('setup.tab.printing') },
          { id: 'cash', label: t('setup.tab.cash') },
          { id: 'tax', label: t('setup.tab.tax') },
          { id: 'returns', label: t('returnsSetup.tab') },
          ...(training ? [{ id: 'training' as const, label: t('setup.tab.training') }] : []),
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {content}
      </Tabs>
    </ScreenLayout>
  );
}
