// The sync and the outbox through the bridge: a change the platform refuses (the order was canceled there
// meanwhile) stays visible as failed, is refused again when retried, until the associate gives it up; then
// the order shows the truth again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PickupOrder } from '../../shared/bridge/views/pickup';
import type { Session } from '../../shared/bridge/views/session';
import type { OutboxState, SyncState } from '../../shared/bridge/views/sync';
import { openEventSocket, valueOf, type EventSocket } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';
import {
  placePickupOrder,
  platformCaller,
  sendOrdersToStoresAtOnce,
  type PlatformCaller,
} from './support/platform-orders';

const STORE = 'us-chi-michigan';

let fixture: HostFixture;
let platform: PlatformCaller;
let events: EventSocket;

// Each test has a workstation of its own, nobody signed in yet: what one test synced or left in the outbox
// is no other test's starting point.
beforeEach(async () => {
  // Polling only: these tests act on data the platform changed behind the workstation's back, which the
  // events stream would otherwise bring within milliseconds (test/services/sync/store-events.test.ts).
  fixture = await startHostFixture({ sync: { followEvents: false } });
  const session = valueOf<Session>(await fixture.call('session.get'));
  platform = await platformCaller(session.platform.url as string);
  await sendOrdersToStoresAtOnce(platform);
  events = await openEventSocket(fixture);
});

afterEach(async () => {
  events?.close();
  await fixture?.close();
});

describe('sync and outbox', () => {
  it('says there is nothing to sync before anyone signs in', async () => {
    expect(valueOf<SyncState>(await fixture.call('sync.getState')).phase).toBe('signed_out');
    const refused = await fixture.call('sync.syncNow');
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
  });

  it('syncs the chosen store in full, pushing its progress', async () => {
    valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
    const syncing = events.next<SyncState>('onSyncStateChanged', (state) => state.phase === 'syncing');
    const synced = events.next<SyncState>(
      'onSyncStateChanged',
      (state) => state.phase === 'idle' && state.lastFullSyncAt !== null,
    );
    valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
    expect((await syncing).progress).not.toBeNull();
    const done = await synced;
    expect(done.catalogProducts).toBeGreaterThan(0);
    expect(done.connectivity).toBe('online');
  });

  it('keeps a change the platform refused as failed, with the reason, retried or not, until it is discarded', async () => {
    const placed = await placePickupOrder(platform, STORE, 'Grace Hopper');
    valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
    valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
    valueOf(await fixture.call('sync.syncNow'));
    // Meanwhile the customer canceled on the web shop.
    const canceled = await platform.call('POST', `/v0/d/orders/${placed.order_id}/cancel`, {
      reason: 'changed my mind',
    });
    expect(canceled.status).toBe(200);

    const queued = events.next<OutboxState>('onOutboxChanged', (state) => state.pending === 1);
    // The outbox is sent at once (the platform answers): the refusal may come before syncNow is asked.
    const refused = events.next<OutboxState>('onOutboxChanged', (state) => state.failed === 1);
    const started = valueOf<{ order: PickupOrder }>(
      await fixture.call('pickup.startPicking', { orderId: placed.order_id }),
    );
    expect(started.order).toMatchObject({ status: 'in_picking', pendingSync: true });
    // What the change is travels as data (the screen words it in its language), with the order's number.
    expect((await queued).entries[0]).toMatchObject({
      kind: 'order_action',
      change: {
        kind: 'order_action',
        action: 'start_picking',
        orderId: placed.order_id,
        orderNumber: placed.external_id,
      },
      state: 'pending',
      enqueuedBy: 'associate',
    });

    valueOf(await fixture.call('sync.syncNow'));
    const failed = await refused;
    expect(failed.entries[0]).toMatchObject({ state: 'failed', lastError: { code: 'invalid_transition' } });

    const unknown = await fixture.call('sync.discardOutboxEntry', { seq: 999_999 });
    expect(unknown.body).toMatchObject({
      ok: false,
      error: { code: 'outbox_entry_not_found', details: [{ path: 'seq' }] },
    });

    // Retried, the change is on its way again at once, and the platform refuses it again: still canceled.
    const seq = failed.entries[0]!.seq;
    let backOnItsWay = false;
    const refusedAgain = events.next<OutboxState>('onOutboxChanged', (state) => {
      if (state.pending === 1) backOnItsWay = true;
      return backOnItsWay && state.failed === 1;
    });
    valueOf(await fixture.call('sync.retryOutboxEntry', { seq }));
    expect((await refusedAgain).entries[0]).toMatchObject({
      seq,
      state: 'failed',
      lastError: { code: 'invalid_transition' },
    });

    // The order carries the refusal as the platform's code (the screen words it), not only its English.
    const held = valueOf<{ order: PickupOrder }>(
      await fixture.call('pickup.getOrder', { orderId: placed.order_id }),
    );
    expect(held.order.refusedChange).toMatchObject({
      seq,
      action: 'start_picking',
      code: 'invalid_transition',
      field: null,
      message: expect.stringMatching(/canceled/),
    });

    const emptied = valueOf<OutboxState>(await fixture.call('sync.discardOutboxEntry', { seq }));
    expect(emptied).toEqual({ pending: 0, failed: 0, entries: [] });
    valueOf(await fixture.call('sync.syncNow'));
    const { order } = valueOf<{ order: PickupOrder }>(
      await fixture.call('pickup.getOrder', { orderId: placed.order_id }),
    );
    expect(order).toMatchObject({ status: 'canceled', pendingSync: false });
  });
});
