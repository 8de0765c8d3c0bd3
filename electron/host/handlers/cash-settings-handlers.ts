// cash.getStoreSettings / saveStoreSettings / listDrawers: the store's operation mode and drawers, set up
// by a manager and checked with the contract's rules before they go to the platform.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { moneyViewToWire } from '../../../shared/bridge/views/money-conversion';
import {
  StoreCashManagementSchema,
  type CashDrawer,
  type StoreCashManagement,
} from '../../../shared/contract/cash-management';
import { formatIssues, toErrorDetails } from '../../../shared/contract/validation';
import { toCashDrawerView } from '../views/cash-view';
import type { CashContext } from './cash-context';

type CashCalls = BridgeImplementation['cash'];
type SaveStoreSettingsRequest = Parameters<CashCalls['saveStoreSettings']>[0];

export function cashSettingsHandlers(
  context: CashContext,
): Pick<CashCalls, 'getStoreSettings' | 'saveStoreSettings' | 'listDrawers'> {
  const { session, configs, storeSettings, settingsView, isBlind, summaryWith } = context;
  return {
    async getStoreSettings() {
      return settingsView((await storeSettings()).management);
    },

    async saveStoreSettings(request) {
      session.requireRole('manager', 'Setting up cash drawers');
      const store = session.requireStore();
      const management = checkedCashManagement(request);
      const saved = await configs.saveCashManagementOnPlatform(store.store_id, management);
      return settingsView(saved);
    },

    async listDrawers() {
      const { management } = await storeSettings();
      const blind = await isBlind();
      return {
        drawers: management.drawers.map((drawer) => ({
          drawer: toCashDrawerView(drawer),
          summary: summaryWith(drawer, blind),
        })),
      };
    },
  };
}

/** The request as the contract's cash management, or `invalid_request` naming the request's own fields. */
function checkedCashManagement(request: SaveStoreSettingsRequest): StoreCashManagement {
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
  if (checked.success) return checked.data;
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
