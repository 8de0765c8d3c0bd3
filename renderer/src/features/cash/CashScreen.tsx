// Cash Management (managers and administrators): the store's drawers and their day — open, cash in and out,
// no sale, audit counts, close with variance and deposit — the day's Z reports and store summary, and the
// drawer setup with this workstation's pairing.
// A business without cash management, or a store that does not use it, says so and what to do.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { StoreCashSettings } from '../../../../shared/bridge/views/cash';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { ActionStatus } from '../../store/slice';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingBlock,
  ScreenLayout,
  Tabs,
  errorWhatToDo,
  useShortcut,
} from '../../ui';
import { CashReports } from './CashReports';
import { CashSetup } from './CashSetup';
import { modeTitle } from './cash-labels';
import { DrawerOutcomeNotice } from './DrawerOutcomeNotice';
import { DrawerOverview } from './DrawerOverview';
import { useCash } from './use-cash';
import './cash.css';

type CashTab = 'drawers' | 'reports' | 'setup';

export function CashScreen() {
  useCash();
  const api = usePosStoreApi();
  const t = useMessages();
  const { settings, load, storeLabel } = usePosStore(
    useShallow((state) => ({
      settings: state.cashSettings,
      load: state.cashLoad,
      storeLabel: state.session?.store?.label ?? '',
    })),
  );
  // The tab chosen stays while the settings reload.
  const [tab, setTab] = useState<CashTab>('drawers');
  useShortcut('F5', () => void api.getState().loadCash());

  const refresh = (
    <Button
      icon="sync"
      shortcut="F5"
      busy={load.status === 'pending'}
      onClick={() => void api.getState().loadCash()}
    >
      {t('cash.refresh')}
    </Button>
  );
  const subtitle = settings
    ? t('cash.subtitle', {
        store: storeLabel,
        mode: settings.capabilityEnabled ? modeTitle(t, settings.operationMode) : t('cash.off'),
      })
    : storeLabel;

  return (
    <ScreenLayout title={t('cash.title')} subtitle={subtitle} actions={refresh}>
      <DrawerOutcomeNotice />
      {!settings ? (
        <CashNotLoaded load={load} />
      ) : !settings.capabilityEnabled ? (
        <EmptyState icon="cash" title={t('cash.off')} message={t('cash.off.message')} />
      ) : (
        <CashTabs settings={settings} tab={tab} onTab={setTab} />
      )}
    </ScreenLayout>
  );
}

/** The store's cash settings are not here yet: loading, or why they could not be loaded. */
function CashNotLoaded({ load }: { load: ActionStatus }) {
  const api = usePosStoreApi();
  const t = useMessages();
  if (load.status === 'failed' && load.error) {
    return (
      <ErrorState
        title={t('cash.loadFailed')}
        message={load.error.message}
        whatToDo={errorWhatToDo(load.error)}
        code={load.error.code}
        values={load.error.values}
        onRetry={() => void api.getState().loadCash()}
      />
    );
  }
  return <LoadingBlock label={t('cash.loading')} />;
}

/** Drawers, reports and setup; a store that does not use cash management is sent to its setup. */
function CashTabs({
  settings,
  tab,
  onTab: setTab,
}: {
  settings: StoreCashSettings;
  tab: CashTab;
  onTab: (tab: CashTab) => void;
}) {
  const t = useMessages();
  const drawerCount = usePosStore((state) => state.cashDrawers.length);
  return (
    <Tabs
      label={t('cash.tabs')}
      tabs={[
        { id: 'drawers', label: t('cash.tab.drawers'), count: drawerCount },
        { id: 'reports', label: t('cash.tab.reports') },
        { id: 'setup', label: t('cash.tab.setup') },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      {tab === 'setup' ? (
        <CashSetup />
      ) : tab === 'reports' ? (
        <CashReports />
      ) : settings.operationMode === 'none' ? (
        <EmptyState
          icon="cash"
          title={t('cash.unused.title')}
          message={t('cash.unused.message')}
          actions={
            <Button variant="primary" onClick={() => setTab('setup')}>
              {t('cash.unused.setUp')}
            </Button>
          }
        />
      ) : (
        <DrawerOverview />
      )}
    </Tabs>
  );
}
