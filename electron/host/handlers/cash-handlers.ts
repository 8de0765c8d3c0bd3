// cash.*: the selected store's drawers — setup (manager), figures, transactions, and the drawer paired here.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { StoreCashSettings } from '../../../shared/bridge/views/cash';
import {
  StoreCashManagementSchema,
  type CashDrawer,
  type StoreCashManagement,
} from '../../../shared/contract/cash-management';
import { formatIssues, toErrorDetails } from '../../../shared/contract/validation';
import { withDrawerDevice } from '../../services/drawers/drawer-pairing';
import type { LocalData } from '../../services/local-db/local-data';
import type { PosMutations } from '../../services/outbox/pos-mutations';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import { roleNeededFor } from '../../../shared/cash';
import { hasRole } from '../permissions';
import { findStoreDrawer } from './find-store-drawer';
import { drawerSummaryView, toCashDrawerView, toCashTransactionView } from '../views/cash-view';
import { moneyViewToWire } from '../../../shared/bridge/views/money-conversion';
import type { WorkstationDevices } from '../workstation-devices';
import type { WorkstationSession } from '../workstation-session';

export function cashHandlers(deps: {
  session: WorkstationSession;
  data: LocalData;
  configs: WorkstationConfigs;
  mutations: PosMutations;
  devices: WorkstationDevices;
}): BridgeImplementation['cash'] {
  const { session, data, configs, mutations, devices } = deps;

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
    const drawer = findStoreDrawer(management, storeId, drawerId);
    return { storeId, drawer, mode: management.operation_mode };
  }

  /** An associate counts blind unless the business shows the expected amount; managers always see it. */
  async function isBlind(): Promise<boolean> {
    const user = session.requireUser();
    if (hasRole(user.roles, 'manager')) return false;
    const config = await configs.get('cash_drawer');
    return !(config?.expose_count_expected_amount ?? false);
  }

  async function summaryOf(drawer: CashDrawer) {
    return drawerSummaryView(
      drawer.drawer_id,
      drawer.currency,
      data.cash.list(drawer.drawer_id),
      await isBlind(),
    );
  }

  return {
    async getStoreSettings() {
      return settingsView((await storeSettings()).management);
    },

    async saveStoreSettings(request) {
      session.requireRole('manager', 'Setting up cash drawers');
      const store = session.requireStore();
      const drawers: CashDrawer[] = request.drawers.map((drawer) => ({
        drawer_id: drawer.drawerId,
        name: drawer.name,
        recommended_float: moneyViewToWire(drawer.recommendedFloat),
        currency: drawer.recommendedFloat.currency,
        ...(drawer.serial !== null ? { device: { serial: drawer.serial } } : {}),
      }));
      const management = { operation_mode: request.operationMode, drawers };
      // Checked here with the contract's rules, so a refusal names the request's own fields (drawers.1.serial).
      const checked = StoreCashManagementSchema.safeParse(management);
      if (!checked.success) {
        const details = toErrorDetails(checked.error).map((detail) => ({
          ...detail,
          path: requestPathOf(detail.path),
        }));
        throw new BridgeError({
          code: BRIDGE_ERROR_CODES.invalidRequest,
          message: `The drawers were not saved: ${formatIssues(details)}`,
          details,
        });
      }
      const saved = await configs.saveCashManagementOnPlatform(store.store_id, checked.data);
      return settingsView(saved);
    },

    async listDrawers() {
      const { management } = await storeSettings();
      const blind = await isBlind();
      return {
        drawers: management.drawers.map((drawer) => ({
          drawer: toCashDrawerView(drawer),
          summary: drawerSummaryView(
            drawer.drawer_id,
            drawer.currency,
            data.cash.list(drawer.drawer_id),
            blind,
          ),
        })),
      };
    },

    async getSummary(request) {
      const { drawer } = await drawerOf(request.drawerId);
      return summaryOf(drawer);
    },

    async listTransactions(request) {
      await drawerOf(request.drawerId);
      return { transactions: data.cash.list(request.drawerId).reverse().map(toCashTransactionView) };
    },

    async recordTransaction(request) {
      // Refused here rather than queued for a refusal: the platform's rule of who records what.
      const user = session.requireRole(
        roleNeededFor(request.type),
        `Recording a drawer transaction of type ${request.type}`,
      );
      const { storeId, drawer, mode } = await drawerOf(request.drawerId);
      if (mode === 'none') {
        throw new BridgeError({
          code: 'cash_management_disabled',
          message: `Store ${storeId} does not use cash management; a manager sets its drawers up first.`,
        });
      }
      for (const [field, amount] of [
        ['amount', request.amount],
        ['countedAmount', request.countedAmount],
      ] as const) {
        if (amount && amount.currency !== drawer.currency) {
          throw new BridgeError({
            code: BRIDGE_ERROR_CODES.invalidRequest,
            message: `Drawer ${drawer.drawer_id} counts ${drawer.currency}, not ${amount.currency}.`,
            details: [
              { path: `${field}.currency`, message: `must be the drawer's currency ${drawer.currency}` },
            ],
          });
        }
      }
      // The same transactionId twice records one transaction (a double tap, a retried call).
      const existing = data.cash.get(request.transactionId);
      const local =
        existing ??
        (() => {
          const { transaction } = mutations.recordCashTransaction(
            drawer.drawer_id,
            {
              transaction_id: request.transactionId,
              store_id: storeId,
              type: request.type,
              amount: moneyViewToWire(request.amount),
              currency: drawer.currency,
              ...(request.reasonCode !== undefined ? { reason_code: request.reasonCode } : {}),
              ...(request.orderId !== undefined ? { order_id: request.orderId } : {}),
              ...(request.countedAmount !== undefined
                ? { counted_amount: moneyViewToWire(request.countedAmount) }
                : {}),
              ...(request.denominations !== undefined ? { denominations: request.denominations } : {}),
            },
            { username: user.username },
          );
          return (
            data.cash.get(transaction.transaction_id) ?? {
              drawerId: drawer.drawer_id,
              state: 'pending' as const,
              transaction,
            }
          );
        })();
      // A repeat opens nothing: the drawer already opened for the first call.
      const drawerOutcome =
        existing === undefined
          ? await devices.open(drawer.drawer_id, mode, { kind: 'cash_transaction', type: request.type })
          : { outcome: 'not_needed' as const, message: null };
      return {
        transaction: toCashTransactionView(local),
        summary: await summaryOf(drawer),
        drawer: drawerOutcome,
      };
    },

    async startCount(request) {
      session.requireRole(
        request.type === 'daily_open' ? 'associate' : 'manager',
        `Counting a drawer (${request.type})`,
      );
      const { drawer, mode } = await drawerOf(request.drawerId);
      return {
        drawer: await devices.open(drawer.drawer_id, mode, { kind: 'start_count', type: request.type }),
      };
    },

    async discoverDrawers() {
      session.requireUser();
      const found = await devices.discoverDrawers();
      return {
        drawers: found.map((device) => ({
          name: device.name,
          serial: device.serial ?? null,
          host: device.host,
          port: device.port,
        })),
      };
    },

    async pairDrawer(request) {
      session.requireRole('manager', 'Pairing a cash drawer');
      const { storeId, management } = await storeSettings();
      const { drawer, mode } = await drawerOf(request.drawerId);
      if (mode === 'non_integrated') {
        throw new BridgeError({
          code: 'drawer_not_integrated',
          message: `Store ${storeId} uses non-integrated drawers: they are opened by hand and need no pairing.`,
          details: [{ path: 'drawerId', message: 'is not an integrated drawer' }],
        });
      }
      const found = await devices.findDrawer(drawer.drawer_id, request.serial);
      // The serial goes on the store's drawer (the platform checks one device per drawer).
      if (drawer.device?.serial !== found.serial) {
        await configs.saveCashManagementOnPlatform(
          storeId,
          withDrawerDevice(management, drawer.drawer_id, found.serial),
        );
      }
      return devices.rememberDrawer(found);
    },

    async unpairDrawer() {
      session.requireUser();
      return devices.forgetDrawer();
    },

    async getDrawerStatus() {
      return devices.checkDrawer();
    },
  };
}

/** The contract's field names in a cash management path → the bridge request's (drawers.1.device.serial → drawers.1.serial). */
function requestPathOf(path: string): string {
  return path
    .replace(/^operation_mode/, 'operationMode')
    .replace(/\.device\.serial$/, '.serial')
    .replace(/\.device$/, '.serial')
    .replace(/\.drawer_id$/, '.drawerId')
    .replace(/\.recommended_float$/, '.recommendedFloat')
    .replace(/\.currency$/, '.recommendedFloat.currency');
}
