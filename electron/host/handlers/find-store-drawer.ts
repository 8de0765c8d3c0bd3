// "Find the drawer or refuse", once for every handler that takes a drawer id from the screen.
import { BridgeError } from '../../../shared/bridge/bridge-error';
import type { CashDrawer, StoreCashManagement } from '../../../shared/contract/cash-management';

/** The store's drawer with this id, or `drawer_not_found` naming the field (and the drawer, for its sentence). */
export function findStoreDrawer(management: StoreCashManagement, drawerId: string): CashDrawer {
  const drawer = management.drawers.find((candidate) => candidate.drawer_id === drawerId);
  if (!drawer) {
    throw new BridgeError({
      code: 'drawer_not_found',
      message: `The selected store has no drawer ${drawerId}.`,
      values: { drawerId },
      details: [{ path: 'drawerId', message: 'is not a drawer of the selected store' }],
    });
  }
  return drawer;
}
