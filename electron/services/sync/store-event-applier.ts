// Applies the platform's store events to the local database, each in one transaction with the id it
// was streamed under, so an event replayed after a reconnect is recognised and applied once.
import type { StoreEvent } from '../../../shared/contract/store-event';
import type { LocalData } from '../local-db/local-data';
import type { Outbox } from '../outbox/outbox';
import { orderKey } from '../outbox/outbox-payloads';

/** What applying a batch changed here, for the screens and for what must be read again. */
export interface AppliedChanges {
  /** Orders whose local copy changed (created ones included). */
  orderIds: string[];
  /** Orders this workstation had never seen: new work for the store. */
  createdOrderIds: string[];
  /** Drawers with a new transaction: their summary is read again. */
  drawerIds: string[];
  /** Configuration, store or catalog changes: an incremental sync brings them. */
  needsSync: boolean;
}

/** The id of the last event applied for a store's stream. */
export const lastEventKey = (storeId: string) => `events.lastId:${storeId}`;

export class StoreEventApplier {
  constructor(
    private readonly data: LocalData,
    private readonly outbox: Outbox,
  ) {}

  lastEventId(storeId: string): number | undefined {
    const text = this.data.syncState.get(lastEventKey(storeId));
    return text === undefined ? undefined : Number(text);
  }

  /** Moves the resume point without applying anything (after a reset, once the lists were read again). */
  resumeAfter(storeId: string, eventId: number): void {
    this.data.syncState.set(lastEventKey(storeId), String(eventId));
  }

  /** Applies the events not applied yet, in order; returns what changed. */
  apply(storeId: string, events: readonly StoreEvent[]): AppliedChanges {
    const changes: AppliedChanges = { orderIds: [], createdOrderIds: [], drawerIds: [], needsSync: false };
    this.data.transaction(() => {
      let last = this.lastEventId(storeId) ?? 0;
      const waiting = this.outbox.keysAwaitingDelivery();
      for (const event of events) {
        if (event.id <= last) continue;
        this.applyOne(event, waiting, changes);
        last = event.id;
      }
      this.data.syncState.set(lastEventKey(storeId), String(last));
    });
    return changes;
  }

  private applyOne(event: StoreEvent, waiting: ReadonlySet<string>, changes: AppliedChanges): void {
    switch (event.type) {
      case 'order.created':
      case 'order.changed':
      case 'order.moved': {
        const { order } = event.data;
        // A change of this workstation still on its way keeps the local state until it is acknowledged.
        if (waiting.has(orderKey(order.order_id))) return;
        const known = this.data.orders.get(order.order_id);
        if (known && Date.parse(known.updated_at) > Date.parse(order.updated_at)) return;
        this.data.orders.upsertMany([order]);
        if (event.type !== 'order.moved') this.data.orders.appendEvent(event.data.history_entry);
        changes.orderIds.push(order.order_id);
        if (!known) changes.createdOrderIds.push(order.order_id);
        return;
      }
      case 'cash.transaction':
        this.data.cash.upsertRecorded(event.data.drawer_id, [event.data.transaction]);
        if (!changes.drawerIds.includes(event.data.drawer_id)) changes.drawerIds.push(event.data.drawer_id);
        return;
      case 'config.changed':
      case 'store.changed':
      case 'catalog.changed':
        changes.needsSync = true;
        return;
    }
  }
}
