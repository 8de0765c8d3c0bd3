// Cash Management (managers and administrators): the store's drawers and their day — open, cash in and out,
// no sale, audit counts, close with variance and deposit — the day's Z reports and store summary, and the
// drawer setup with this workstation's pairing.
// A business without cash management, or a store that does not use it, says so and what to do.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CASH_MANAGEMENT_DISABLED_MESSAGE } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
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
import { MODE_LABELS } from './cash-labels';
import { DrawerOutcomeNotice } from './DrawerOutcomeNotice';
import { DrawerOverview } from './DrawerOverview';
import { useCash } from './use-cash';
import './cash.css';

type CashTab = 'drawers' | 'reports' | 'setup';

export function CashScreen() {
  useCash();
  const api = usePosStoreApi();
  const { settings, load, drawerCount, storeLabel } = usePosStore(
    useShallow((state) => ({
      settings: state.cashSettings,
      load: state.cashLoad,
      drawerCount: state.cashDrawers.length,
      storeLabel: state.session?.store?.label ?? '',
    })),
  );
  const [tab, setTab] = useState<CashTab>('drawers');
  useShortcut('F5', () => void api.getState().loadCash());

  const refresh = (
    <Button
      icon="sync"
      shortcut="F5"
      busy={load.status === 'pending'}
      onClick={() => void api.getState().loadCash()}
    >
      Refresh
    </Button>
  );
  const subtitle = settings
    ? `${storeLabel} · ${settings.capabilityEnabled ? MODE_LABELS[settings.operationMode].title : 'Cash management is off'}`
    : storeLabel;

  let content;
  if (!settings) {
    content =
      load.status === 'failed' && load.error ? (
        <ErrorState
          title="Cash management could not be loaded"
          message={load.error.message}
          whatToDo={errorWhatToDo(load.error)}
          code={load.error.code}
          onRetry={() => void api.getState().loadCash()}
        />
      ) : (
        <LoadingBlock label="Loading the drawers…" />
      );
  } else if (!settings.capabilityEnabled) {
    content = (
      <EmptyState icon="cash" title="Cash management is off" message={CASH_MANAGEMENT_DISABLED_MESSAGE} />
    );
  } else {
    content = (
      <Tabs
        label="Cash management"
        tabs={[
          { id: 'drawers', label: 'Drawers', count: drawerCount },
          { id: 'reports', label: 'Reports' },
          { id: 'setup', label: 'Drawer setup' },
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
            title="This store does not use cash management"
            message="Choose how the store handles cash and add its drawers, with the float each one starts the day with."
            actions={
              <Button variant="primary" onClick={() => setTab('setup')}>
                Set up drawers
              </Button>
            }
          />
        ) : (
          <DrawerOverview />
        )}
      </Tabs>
    );
  }

  return (
    <ScreenLayout title="Cash Management" subtitle={subtitle} actions={refresh}>
      <DrawerOutcomeNotice />
      {content}
    </ScreenLayout>
  );
}
