// pickup.*: the selected store's pickup orders as synced here, and the associate's actions on them —
// checked against the order as known here, shown at once, delivered to the platform through the outbox.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { pickupActionHandlers } from './pickup-action-handlers';
import { pickupContext, type PickupHandlerDeps } from './pickup-context';
import { pickupOrderHandlers } from './pickup-order-handlers';
import { pickupRerouteHandlers } from './pickup-reroute-handlers';

export function pickupHandlers(deps: PickupHandlerDeps): BridgeImplementation['pickup'] {
  const context = pickupContext(deps);
  return {
    ...pickupOrderHandlers(context),
    ...pickupActionHandlers(context),
    ...pickupRerouteHandlers(context),
  };
}
