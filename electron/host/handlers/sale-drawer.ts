// Which drawer a counter sale goes to: the one that takes its cash (refused when it is not open), and the
// counter's own drawer that counts the sale in its Z report whatever the tender.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { CashDrawer, StoreCashManagement } from '../../../shared/contract/cash-management';
import type { LocalData } from '../../services/local-db/local-data';
import type { WorkstationConfigs } from '../../services/settings/workstation-configs';
import type { WorkstationDevices } from '../workstation-devices';
import { drawerNotOpenAs } from './drawer-open-state';
import { findStoreDrawer } from './find-store-drawer';

export interface SaleDrawerDeps {
  data: LocalData;
  configs: WorkstationConfigs;
  devices: WorkstationDevices;
}

export interface SaleCashDrawer {
  drawer: CashDrawer;
  mode: StoreCashManagement['operation_mode'];
}

/** The drawer that takes the sale's cash: the one asked for, else the one paired here, else none. */
export async function saleCashDrawer(
  { data, configs, devices }: SaleDrawerDeps,
  storeId: string,
  requested: string | undefined,
): Promise<SaleCashDrawer | undefined> {
  const management = await configs.cashManagement(storeId);
  if (management.operation_mode === 'none') {
    if (requested === undefined) return undefined;
    throw new BridgeError({
      code: 'cash_management_disabled',
      message: `Store ${storeId} does not use cash drawers.`,
      details: [{ path: 'drawerId', message: 'the store does not use cash drawers' }],
    });
  }
  const drawerId =
    requested ??
    devices.pairedDrawerId() ??
    (management.drawers.length === 1 ? management.drawers[0]?.drawer_id : undefined);
  if (drawerId === undefined) {
    throw new BridgeError({
      code: 'drawer_required',
      message:
        'Say which drawer takes the cash: this workstation has no paired drawer and the store has several.',
      // Which drawer is missing, for the sentence in every language (refund-handlers and the platform say theirs).
      values: { why: 'sale' },
      details: [{ path: 'drawerId', message: 'is required: no drawer is paired with this workstation' }],
    });
  }
  const drawer = findStoreDrawer(management, drawerId);
  const notOpen = drawerNotOpenAs(data, drawer);
  if (notOpen) {
    throw new BridgeError({
      code: 'drawer_not_open',
      message: `Drawer ${drawer.name} is ${notOpen}: open it (daily open) before taking cash.`,
      details: [{ path: 'drawerId', message: 'the drawer is not open' }],
    });
  }
  return { drawer, mode: management.operation_mode };
}

/**
 * The drawer of this counter a sale is rung at, so that its Z report counts the sale whatever the tender:
 * the one paired here, when it is a drawer of the store (a card sale is never refused for want of one).
 */
export async function counterDrawerId(
  { configs, devices }: SaleDrawerDeps,
  storeId: string,
): Promise<string | undefined> {
  const paired = devices.pairedDrawerId();
  if (paired === undefined) return undefined;
  const management = await configs.cashManagement(storeId).catch(() => undefined);
  return management?.drawers.some((drawer) => drawer.drawer_id === paired) ? paired : undefined;
}
