// When the platform refuses a change to an order (409: it moved on at another workstation), the local copy
// still shows what this workstation expected. It is read again at once, so the screen shows the platform's
// truth (who holds the order, since when) while the refused change waits for the associate to give it up
// or retry it. Giving it up reads the order again too. Offline, the next sync catches up instead.
import { ApiUnreachableError } from '../api/api-errors';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { LocalData } from '../local-db/local-data';
import type { Outbox } from '../outbox/outbox';
import type { OutboxEntry } from '../outbox/outbox-entry';
import type { OrderActionPayload } from '../outbox/outbox-payloads';
import { refreshOrder } from './order-sync';

export function refreshRefusedOrders(deps: {
  outbox: Outbox;
  api: PlatformApiClient;
  data: LocalData;
  /** The order was read again (the screens re-read it). */
  onRefreshed: (orderId: string) => void;
  log: (message: string) => void;
}): () => void {
  const { outbox, api, data, onRefreshed, log } = deps;
  const reread = (entry: OutboxEntry) => {
    if (entry.kind !== 'order_action') return;
    const orderId = (entry.payload as OrderActionPayload).order_id;
    refreshOrder(api, data, orderId).then(
      () => onRefreshed(orderId),
      (error: unknown) => {
        if (!(error instanceof ApiUnreachableError))
          log(`Order ${orderId} could not be read again: ${(error as Error).message}`);
      },
    );
  };
  outbox.on('failed', reread);
  outbox.on('discarded', reread);
  return () => {
    outbox.off('failed', reread);
    outbox.off('discarded', reread);
  };
}
