// A change the platform refuses on replay (409: the order moved on elsewhere, the drawer is closed) is
// never dropped: it is parked as failed with the platform's error, announced, and listed until the
// associate retries or discards it. Later changes to the same order or drawer wait behind it; changes to
// anything else go on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../electron/services/outbox/outbox-entry';
import { OutboxEntryStateError } from '../../../electron/services/outbox/outbox';
import { InvalidMutationError } from '../../../electron/services/outbox/invalid-mutation-error';
import { startFaultProxy, type FaultProxy } from '../api/support/fault-proxy';
import { productIdOf, STORE, startServiceTenant, type ServiceTenant } from '../api/support/service-tenant';
import {
  addDrawer,
  ASSOCIATE,
  cashSale,
  platformHistory,
  platformOrdersWithExternalId,
  platformTransactions,
  CASH_SALE_AMOUNT,
} from './support/platform-readback';
import { startWorkstation, type TestWorkstation } from './support/workstation';

let tenant: ServiceTenant;
let proxy: FaultProxy | undefined;
let workstation: TestWorkstation | undefined;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 10 });
  await tenant.importStock(
    [1, 2, 3].map((n) => ({ store_id: STORE, product_id: productIdOf(n), quantity: 1000 })),
  );
});

afterAll(async () => {
  await tenant.close();
});

afterEach(async () => {
  await workstation?.close();
  await proxy?.close();
  workstation = proxy = undefined;
});

describe('a 409 on replay', () => {
  it('parks the refused action, holds back the same order, lets other orders and drawers through', async () => {
    proxy = await startFaultProxy(tenant.platform.url);
    workstation = await startWorkstation(proxy.url);
    const ws = workstation;
    const canceledElsewhere = await tenant.placePickupOrder('web-409-a', [
      { product_id: productIdOf(2), quantity: 1 },
    ]);
    const other = await tenant.placePickupOrder('web-409-b', [{ product_id: productIdOf(3), quantity: 1 }]);
    ws.data.orders.upsertMany([canceledElsewhere, other]);
    // Someone else cancels order A on the platform; this workstation has not seen it.
    await tenant.admin.actOnOrder(canceledElsewhere.order_id, 'cancel', { reason: 'customer called' });
    const drawerId = await addDrawer(tenant);

    const { entry: refusedAction } = ws.mutations.actOnOrder(
      canceledElsewhere.order_id,
      'start_picking',
      {},
      ASSOCIATE,
    );
    const { entry: heldBack } = ws.mutations.actOnOrder(
      canceledElsewhere.order_id,
      'mark_ready',
      { picked: [{ product_id: productIdOf(2), quantity: 1 }] },
      ASSOCIATE,
    );
    ws.mutations.actOnOrder(other.order_id, 'start_picking', {}, ASSOCIATE);
    ws.mutations.recordCashTransaction(
      drawerId,
      { store_id: STORE, type: 'daily_open', amount: 200, currency: 'USD' },
      ASSOCIATE,
    );

    const announced: OutboxEntry[] = [];
    ws.outbox.on('failed', (entry) => announced.push(entry));
    const report = await ws.replayer.replay();

    expect(report).toMatchObject({ acknowledged: 2, failed: 1, blocked: 1, remaining: 2 });
    expect(announced.map((entry) => entry.seq)).toEqual([refusedAction.seq]);
    const [parked] = ws.outbox.failed();
    expect(parked).toMatchObject({ seq: refusedAction.seq, state: 'failed', kind: 'order_action' });
    expect(parked?.lastError).toMatchObject({ kind: 'refused', status: 409, code: 'invalid_transition' });
    expect(ws.outbox.get(heldBack.seq)?.state).toBe('pending');
    expect(ws.outbox.counts()).toEqual({ pending: 1, failed: 1 });

    expect((await tenant.admin.getOrder(canceledElsewhere.order_id)).status).toBe('canceled');
    expect(
      (await platformHistory(tenant, canceledElsewhere.order_id)).some((line) =>
        line.includes('start_picking'),
      ),
    ).toBe(false);
    expect((await tenant.admin.getOrder(other.order_id)).status).toBe('in_picking');
    expect((await platformTransactions(tenant, drawerId)).map((t) => t.type)).toEqual(['daily_open']);

    // Another pass sends nothing for order A: the failed entry waits for the associate.
    const postsForA = () =>
      proxy?.seen.filter((seen) => seen.path.includes(canceledElsewhere.order_id)).length;
    const before = postsForA();
    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 0, failed: 0, blocked: 1 });
    expect(postsForA()).toBe(before);

    // The associate discards it; the held-back action is tried next, refused in turn, and discarded too.
    ws.replayer.discard(refusedAction.seq);
    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 0, failed: 1, blocked: 0 });
    expect(ws.outbox.failed().map((entry) => entry.seq)).toEqual([heldBack.seq]);
    ws.replayer.discard(heldBack.seq);
    expect(ws.outbox.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('retries a refused cash transaction explicitly once the drawer is open, and the platform records it once', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const drawerId = await addDrawer(tenant);
    const { transaction, entry } = ws.mutations.recordCashTransaction(
      drawerId,
      { store_id: STORE, type: 'no_sale', amount: 0, currency: 'USD' },
      ASSOCIATE,
    );

    expect(await ws.replayer.replay()).toMatchObject({ failed: 1 });
    expect(ws.outbox.get(entry.seq)?.lastError).toMatchObject({ status: 409, code: 'drawer_closed' });
    expect(ws.data.cash.get(transaction.transaction_id)?.state).toBe('failed');

    // The day was opened on another workstation a minute before the no_sale, and reaches the platform now.
    await tenant.openDrawer(
      drawerId,
      200,
      new Date(Date.parse(transaction.created_at) - 60_000).toISOString(),
    );
    const retried = ws.replayer.retry(entry.seq);
    expect(retried.state).toBe('pending');
    expect(retried.idempotencyKey).not.toBe(entry.idempotencyKey);
    expect(ws.data.cash.get(transaction.transaction_id)?.state).toBe('pending');

    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 1, remaining: 0 });
    const recorded = await platformTransactions(tenant, drawerId);
    expect(recorded.filter((t) => t.transaction_id === transaction.transaction_id)).toHaveLength(1);
    expect(ws.data.cash.get(transaction.transaction_id)?.state).toBe('recorded');
  });

  it('holds a sale’s cash behind the refused sale; once the sale is discarded the cash is recorded without an order', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const drawerId = await addDrawer(tenant);
    await tenant.openDrawer(drawerId);
    // The same external_id was already used by another sale with other lines: the platform refuses this one.
    await tenant.admin.createOrder({
      ...cashSale('sale-taken-1', 2),
      external_id: 'sale-taken-1',
      placed_at: new Date(Date.now() - 3600_000).toISOString(),
    });
    const { entry: saleEntry, cashTransaction } = ws.mutations.recordSale(
      cashSale('sale-taken-1'),
      ASSOCIATE,
      {
        cashDrawerId: drawerId,
      },
    );

    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 0, failed: 1, blocked: 1 });
    expect(ws.outbox.get(saleEntry.seq)?.lastError).toMatchObject({
      status: 409,
      code: 'same_order_injection_with_different_data',
    });
    expect(ws.data.sales.get('sale-taken-1')?.state).toBe('failed');
    expect(ws.outbox.get(cashTransaction?.entry.seq ?? -1)?.state).toBe('pending');
    expect(await platformTransactions(tenant, drawerId)).toHaveLength(1);

    // Given up, the sale is marked discarded; its cash was taken all the same and is recorded without an order.
    ws.replayer.discard(saleEntry.seq);
    expect(ws.data.sales.get('sale-taken-1')?.state).toBe('discarded');
    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 1, remaining: 0 });
    const cash = (await platformTransactions(tenant, drawerId)).find(
      (t) => t.transaction_id === cashTransaction?.transaction.transaction_id,
    );
    expect(cash).toMatchObject({ type: 'cash_sale', amount: CASH_SALE_AMOUNT });
    expect(cash?.order_id).toBeUndefined();
  });
});

describe('all or nothing locally', () => {
  it('leaves no sale, no entry and nothing to send when its cash cannot be written', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const drawerId = await addDrawer(tenant);
    ws.replayer.start();
    const announced: OutboxEntry[] = [];
    ws.outbox.on('enqueued', (entry) => announced.push(entry));
    // The disk refuses the drawer transaction, after the sale and its entry were written in the same transaction.
    ws.data.db.exec(
      `CREATE TEMP TRIGGER refuse_cash BEFORE INSERT ON cash_transactions BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    );

    expect(() =>
      ws.mutations.recordSale(cashSale('sale-rolled-back-1'), ASSOCIATE, { cashDrawerId: drawerId }),
    ).toThrow(/disk I\/O error/);
    await new Promise((resolve) => setImmediate(resolve));

    expect(ws.data.sales.get('sale-rolled-back-1')).toBeUndefined();
    expect(ws.outbox.entries()).toEqual([]);
    expect(announced).toEqual([]);
    await ws.replayer.replay();
    expect(await platformOrdersWithExternalId(tenant, 'sale-rolled-back-1')).toEqual([]);
  });
});

describe('what the associate can and cannot do with entries', () => {
  it('refuses to discard or retry an entry that is still being delivered', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const { entry } = ws.mutations.recordSale(cashSale('sale-pending-1'), ASSOCIATE);
    expect(() => ws.replayer.discard(entry.seq)).toThrow(OutboxEntryStateError);
    expect(() => ws.replayer.retry(entry.seq)).toThrow(OutboxEntryStateError);
    expect(ws.outbox.counts()).toEqual({ pending: 1, failed: 0 });
  });

  it('refuses a change that cannot be right before writing anything, naming the field', async () => {
    workstation = await startWorkstation(tenant.platform.url);
    const ws = workstation;
    const bad = {
      ...cashSale('sale-bad-1'),
      shipments: [{ items: [{ product_id: productIdOf(1), quantity: 0, price: 20 }] }],
    };
    const error = (() => {
      try {
        ws.mutations.recordSale(bad, ASSOCIATE);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InvalidMutationError);
    expect((error as InvalidMutationError).details.map((detail) => detail.path)).toContain(
      'shipments.0.items.0.quantity',
    );
    expect(ws.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(ws.data.sales.get('sale-bad-1')).toBeUndefined();

    const order = await tenant.placePickupOrder('web-local-check', [
      { product_id: productIdOf(2), quantity: 1 },
    ]);
    ws.data.orders.upsertMany([order]);
    expect(() =>
      ws.mutations.actOnOrder(order.order_id, 'hand_over', { verified_by: 'ID card' }, ASSOCIATE),
    ).toThrow(/Cannot hand_over: cannot hand_over an order that is assigned/);
    expect(ws.outbox.counts()).toEqual({ pending: 0, failed: 0 });
  });
});
