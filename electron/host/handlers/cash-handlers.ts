// cash.*: the selected store's drawers — setup (manager), figures, transactions, and the drawer paired here.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { cashContext, type CashHandlerDeps } from './cash-context';
import { cashSettingsHandlers } from './cash-settings-handlers';
import { cashTransactionHandlers } from './cash-transaction-handlers';
import { drawerPairingHandlers } from './drawer-pairing-handlers';

export function cashHandlers(deps: CashHandlerDeps): BridgeImplementation['cash'] {
  const context = cashContext(deps);
  return {
    ...cashSettingsHandlers(context),
    ...cashTransactionHandlers(context),
    ...drawerPairingHandlers(context),
  };
}
