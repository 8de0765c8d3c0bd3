// An associate's pickup day through the bridge: an order placed on the web shop is synced here, picked,
// made ready (documents printed on the store's printers), handed over — and the platform follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedText } from '../../electron/common/escpos/document';
import { VirtualPrinter } from '../../electron/devices/virtual-printer';
import type {
  OrderEventView,
  PickupCounts,
  PickupOrder,
  PickupOrderSummary,
} from '../../shared/bridge/views/pickup';
import type { PrintJobView } from '../../shared/bridge/views/printing';
import type { Session } from '../../shared/bridge/views/session';
import type { OutboxState, SyncState } from '../../shared/bridge/views/sync';
import { valueOf } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';
import {
  placePickupOrder,
  platformCaller,
  sendOrdersToStoresAtOnce,
  type PlatformCaller,
  type PlatformOrder,
} from './support/platform-orders';

const STORE = 'us-nyc-soho';

let fixture: HostFixture;
let platform: PlatformCaller;
let receiptPrinter: VirtualPrinter;

beforeAll(async () => {
  fixture = await startHostFixture();
  const session = valueOf<Session>(await fixture.call('session.get'));
  platform = await platformCaller(session.platform.url as string);
  await sendOrdersToStoresAtOnce(platform);
  receiptPrinter = await VirtualPrinter.start({ port: 0 });
  // An administrator attaches the workstation's receipt printer; the associate works with it.
  valueOf(await fixture.call('session.signIn', { username: 'admin', password: 'admin' }));
  valueOf(
    await fixture.call('printing.setPrinter', {
      printerType: 'receipt_printer',
      printer: { address: `tcp://127.0.0.1:${receiptPrinter.port}`, model: 'EPSON' },
    }),
  );
  valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
});

afterAll(async () => {
  await fixture?.close();
  await receiptPrinter?.stop();
});

const order = async (placed: PlatformOrder): Promise<{ order: PickupOrder; events: OrderEventView[] }> =>
  valueOf(await fixture.call('pickup.getOrder', { orderId: placed.order_id }));

/** Each test works on its own order, placed on the web shop and synced here. */
async function orderSyncedHere(): Promise<PlatformOrder> {
  const placed = await placePickupOrder(platform, STORE);
  valueOf(await fixture.call('sync.syncNow'));
  return placed;
}

async function pickedAndReady(placed: PlatformOrder): Promise<void> {
  const line = placed.shipments[0]!.items[0]!;
  valueOf(await fixture.call('pickup.startPicking', { orderId: placed.order_id }));
  const ready = valueOf<{ order: PickupOrder }>(
    await fixture.call('pickup.markReady', {
      orderId: placed.order_id,
      picked: [{ productId: line.product_id, quantity: 1 }],
    }),
  );
  expect(ready.order.status).toBe('ready_for_pickup');
  // Read again: the outbox delivering start_picking meanwhile does not take the order back to in_picking.
  expect((await order(placed)).order.status).toBe('ready_for_pickup');
}

/** The packing slip printed for the order (other tests' slips may be on the same printer). */
async function slipFor(placed: PlatformOrder): Promise<string> {
  for (let count = 1; ; count++) {
    const jobs = await receiptPrinter.waitForJobs(count);
    const texts = jobs.map((job) => printedText(job.document).join('\n'));
    const slip = texts.find((text) => text.includes(placed.external_id));
    if (slip) return slip;
    count = jobs.length;
  }
}

describe("an associate's pickup order", () => {
  it('arrives with the sync, counted and listed as assigned', async () => {
    const placed = await placePickupOrder(platform, STORE);
    const state = valueOf<SyncState>(await fixture.call('sync.syncNow'));
    expect(state.lastSyncedAt).not.toBeNull();
    expect(state.catalogProducts).toBeGreaterThan(0);
    const { counts } = valueOf<{ counts: PickupCounts }>(await fixture.call('pickup.getCounters'));
    expect(counts.assigned).toBeGreaterThanOrEqual(1);
    const listed = valueOf<{ items: PickupOrderSummary[] }>(
      await fixture.call('pickup.listOrders', { statuses: ['assigned'] }),
    );
    expect(listed.items.map((item) => item.orderId)).toContain(placed.order_id);
    const found = valueOf<{ items: PickupOrderSummary[] }>(
      await fixture.call('pickup.listOrders', { query: placed.external_id.toLowerCase() }),
    );
    expect(found.items.map((item) => item.externalId)).toEqual([placed.external_id]);
  });

  it('shows its lines with catalog titles and exact prices, and what the associate may do', async () => {
    const placed = await orderSyncedHere();
    const { order: shown, events } = await order(placed);
    const line = placed.shipments[0]!.items[0]!;
    expect(shown).toMatchObject({
      status: 'assigned',
      customerName: 'Ada Lovelace',
      displayName: 'In-store pickup',
    });
    expect(shown.lines).toHaveLength(1);
    expect(shown.lines[0]!.productId).toBe(line.product_id);
    expect(shown.lines[0]!.title).not.toBe(line.product_id);
    expect(shown.lines[0]!.unitPrice).toEqual({ minor: Math.round(line.price * 100), currency: 'USD' });
    expect(shown.allowedActions).toEqual(['start_picking', 'cancel']);
    expect(events.map((event) => event.to)).toEqual(['open', 'sent_to_store', 'assigned']);
  });

  it('is picked by the associate, refused when the picked items do not match, then made ready with its documents', async () => {
    const placed = await orderSyncedHere();
    const started = valueOf<{ order: PickupOrder }>(
      await fixture.call('pickup.startPicking', { orderId: placed.order_id }),
    );
    expect(started.order).toMatchObject({ status: 'in_picking', assignee: 'associate' });

    const line = placed.shipments[0]!.items[0]!;
    const wrong = await fixture.call('pickup.markReady', {
      orderId: placed.order_id,
      picked: [{ productId: line.product_id, quantity: 2 }],
    });
    expect(wrong.body).toMatchObject({ ok: false, error: { code: 'picked_mismatch' } });

    const ready = valueOf<{ order: PickupOrder; printJobs: PrintJobView[] }>(
      await fixture.call('pickup.markReady', {
        orderId: placed.order_id,
        picked: [{ productId: line.product_id, quantity: 1 }],
      }),
    );
    expect(ready.order.status).toBe('ready_for_pickup');
    // The demo prints two invoices on the document printer (not set up here) and a packing slip on the receipt printer.
    const byType = (type: string) => ready.printJobs.filter((job) => job.documentType === type);
    expect(byType('invoice').map((job) => job.state)).toEqual(['failed', 'failed']);
    expect(byType('packing_slip')).toHaveLength(1);
    expect(await slipFor(placed)).toContain(placed.external_id);
  });

  it('is handed over, and the platform has every step once the outbox is delivered', async () => {
    const placed = await orderSyncedHere();
    await pickedAndReady(placed);
    const handed = valueOf<{ order: PickupOrder }>(
      await fixture.call('pickup.handOver', {
        orderId: placed.order_id,
        verifiedBy: 'order confirmation email',
      }),
    );
    expect(handed.order).toMatchObject({ status: 'picked_up', allowedActions: [] });
    valueOf(await fixture.call('sync.syncNow'));
    const outbox = valueOf<OutboxState>(await fixture.call('sync.getOutbox'));
    expect(outbox).toMatchObject({ pending: 0, failed: 0 });
    const { body: onPlatform } = await platform.call<{ status: string; assignee: string }>(
      'GET',
      `/v0/d/orders/${placed.order_id}`,
    );
    expect(onPlatform).toMatchObject({ status: 'picked_up', assignee: 'associate' });
    const { events } = await order(placed);
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['start_picking', 'mark_ready', 'hand_over']),
    );
  });

  it('refuses an action the order does not allow in its state, naming the rule', async () => {
    const placed = await orderSyncedHere();
    valueOf(await fixture.call('pickup.startPicking', { orderId: placed.order_id }));
    const again = await fixture.call('pickup.startPicking', { orderId: placed.order_id });
    expect(again.body).toMatchObject({ ok: false, error: { code: 'invalid_transition' } });
    const unknown = await fixture.call('pickup.getOrder', { orderId: 'no-such-order' });
    expect(unknown.body).toMatchObject({
      ok: false,
      error: {
        code: 'order_not_found',
        details: [{ path: 'orderId' }],
        message: `Order no-such-order is not an order of store ${STORE} known on this workstation.`,
        values: { orderId: 'no-such-order', storeId: STORE },
      },
    });
  });
});
