// Cash goes in or out of a drawer only between its daily open and its close: how a drawer stands, in the
// words the refusal uses.
import type { CashDrawer } from '../../../shared/contract/cash-management';
import type { LocalData } from '../../services/local-db/local-data';
import { drawerSummaryView } from '../views/cash-view';

/** Null when the drawer is open; otherwise "closed" or "not opened yet", for the refusal's message. */
export function drawerNotOpenAs(data: LocalData, drawer: CashDrawer): 'closed' | 'not opened yet' | null {
  const { state } = drawerSummaryView(
    drawer.drawer_id,
    drawer.currency,
    data.cash.list(drawer.drawer_id),
    false,
  );
  if (state === 'open') return null;
  return state === 'closed' ? 'closed' : 'not opened yet';
}
