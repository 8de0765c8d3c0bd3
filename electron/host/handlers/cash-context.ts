// What every cash.* handler asks first: the selected store's drawers, one of them by id, and whether the
// person at the counter counts blind.
import type { StoreCashSettings } from '../../../shared/bridge/views/cash';
import type { CashDrawer, StoreCashManagement } from '../../../shared/contract/cash-management';
import type { LocalData } from '../../services/local-db/local-data';
import type { PosMutations } from '../../services/outbox/pos-mutations';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import { hasRole } from '../permissions';
import { drawerSummaryView, toCashDrawerView } from '../views/cash-view';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';
import { findStoreDrawer } from './find-store-drawer';

export interface CashHandlerDeps {
  session: WorkstationSession;
  data: LocalData;
  configs: WorkstationConfigs;
  mutations: PosMutations;
  devices: WorkstationDevices;
}

export type CashContext = ReturnType<typeof cashContext>;

export function cashContext(deps: CashHandlerDeps) {
  const { session, data, configs } = deps;

  async function storeSettings(): Promise<{ storeId: string; management: StoreCashManagement }> {
    const store = session.requireStore();
    return { storeId: store.store_id, management: await configs.cashManagement(store.store_id) };
  }

  async function settingsView(management: StoreCashManagement): Promise<StoreCashSettings> {
    const app = await configs.get('app');
    return {
      capabilityEnabled: app?.capabilities.cash_management ?? false,
      operationMode: management.operation_mode,
      drawers: management.drawers.map(toCashDrawerView),
    };
  }

  async function drawerOf(
    drawerId: string,
  ): Promise<{ storeId: string; drawer: CashDrawer; mode: StoreCashManagement['operation_mode'] }> {
    const { storeId, management } = await storeSettings();
    const drawer = findStoreDrawer(management, drawerId);
    return { storeId, drawer, mode: management.operation_mode };
  }

  /** An associate counts blind unless the business shows the expected amount; managers always see it. */
  async function isBlind(): Promise<boolean> {
    const user = session.requireUser();
    if (hasRole(user.roles, 'manager')) return false;
    const config = await configs.get('cash_drawer');
    return !(config?.expose_count_expected_amount ?? false);
  }

  function summaryWith(drawer: CashDrawer, blind: boolean) {
    return drawerSummaryView(drawer.drawer_id, drawer.currency, data.cash.list(drawer.drawer_id), blind);
  }

  async function summaryOf(drawer: CashDrawer) {
    return summaryWith(drawer, await isBlind());
  }

  return { ...deps, storeSettings, settingsView, drawerOf, isBlind, summaryWith, summaryOf };
}
