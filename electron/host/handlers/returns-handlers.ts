// returns.*: the selected store's sales history, returns (the platform decides what may still be returned
// and what each tender gets back; this side previews it with the same rule, opens the drawer for cash and
// prints the refund receipt) and the drawers' end-of-day reports.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { drawerReportHandlers } from './drawer-report-handlers';
import { refundHandlers, type ReturnsHandlerDeps } from './refund-handlers';
import { salesHistoryHandlers } from './sales-history-handlers';

export function returnsHandlers(deps: ReturnsHandlerDeps): BridgeImplementation['returns'] {
  const title = (productId: string) => deps.data.catalog.get(productId)?.product.title ?? productId;
  return {
    ...salesHistoryHandlers({ ...deps, title }),
    ...refundHandlers({ ...deps, title }),
    ...drawerReportHandlers(deps),
  };
}
