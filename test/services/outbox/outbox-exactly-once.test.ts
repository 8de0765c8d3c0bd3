// Exactly once, whatever happens between the workstation and the platform: the app ending between the
// local write and the send, the platform applying a change whose answer never arrives, the same entry
// sent twice. Each entry's idempotency key (and the sale's external_id, the transaction's transaction_id)
// is fixed when it is written, so the platform recognises every resend and answers its first result.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import { startFaultProxy, type FaultProxy } from '../api/support/fault-proxy';
import { productIdOf, STORE, startServiceTenant, type ServiceTenant } from '../api/support/service-tenant';
import {
  addDrawer,
  ASSOCIATE,
  cashSale,
  platformHistory,
  platformOrdersWithExternalId,
  platformTransactions,
} from './support/platform-readback';
import { startWorkstation, type TestWorkstation } from './support/workstation';

let tenant: ServiceTenant;
let proxy: FaultProxy | undefined;
let workstation: TestWorkstation | undefined;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 10 });
  await tenant.importStock(
    [1, 2].map((n) => ({ store_id: STORE, product_id: productIdOf(n), quantity: 1000 })),
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

/** A workstation with a pickup order (assigned), an open drawer, and three changes queued: a cash sale, its cash, start_picking. */
async function workstationWithQueuedChanges(baseUrl: string, tag: string) {
  const ws = await startWorkstation(baseUrl);
  const order = await tenant.placePickupOrder(`web-${tag}`, [{ product_id: productIdOf(2), quantity: 1 }]);
  ws.data.orders.upsertMany([order]);
  const drawerId = await addDrawer(tenant);
  await tenant.openDrawer(drawerId);
  const { cashTransaction } = ws.mutations.recordSale(cashSale(`sale-${tag}`), ASSOCIATE, {
    cashDrawerId: drawerId,
  });
  ws.mutations.actOnOrder(order.order_id, 'start_picking', {}, ASSOCIATE);
  return { ws, order, drawerId, cashTransactionId: cashTransaction?.transaction.transaction_id ?? '' };
}

async function expectAppliedOnce(tag: string, order: Order, drawerId: string, cashTransactionId: string) {
  const sales = await platformOrdersWithExternalId(tenant, `sale-${tag}`);
  expect(sales).toHaveLength(1);
  const transactions: CashTransaction[] = await platformTransactions(tenant, drawerId);
  expect(transactions.filter((t) => t.type === 'cash_sale')).toHaveLength(1);
  expect(transactions.find((t) => t.transaction_id === cashTransactionId)?.order_id).toBe(sales[0]?.order_id);
  const history = await platformHistory(tenant, order.order_id);
  expect(history.filter((line) => line.endsWith('start_picking'))).toEqual([
    'assigned→in_picking start_picking',
  ]);
}

describe('the app ends between the local write and the send', () => {
  it('finds every entry with its key after reopening, and sends each once', async () => {
    const { ws, order, drawerId, cashTransactionId } = await workstationWithQueuedChanges(
      tenant.platform.url,
      'crash-1',
    );
    workstation = ws;
    const keysBefore = ws.outbox.entries().map((entry) => entry.idempotencyKey);

    await ws.reopen();

    expect(ws.outbox.entries().map((entry) => entry.idempotencyKey)).toEqual(keysBefore);
    expect(ws.data.sales.get('sale-crash-1')?.state).toBe('pending');
    const report = await ws.replayer.replay();
    expect(report).toMatchObject({ acknowledged: 3, remaining: 0 });
    await expectAppliedOnce('crash-1', order, drawerId, cashTransactionId);
  });

  it('ends after the platform applied changes but before their acknowledgement was written: the resend answers the first result', async () => {
    const { ws, order, drawerId, cashTransactionId } = await workstationWithQueuedChanges(
      tenant.platform.url,
      'crash-2',
    );
    workstation = ws;
    // The sale and the order action reach the platform (sent as the replayer sends them), then the app dies
    // before writing their acknowledgement; the cash of the sale, waiting behind the sale, was never sent.
    const firstAnswers = new Map<number, unknown>();
    for (const entry of ws.outbox.entries().filter((e) => e.kind !== 'cash_transaction')) {
      firstAnswers.set(entry.seq, await ws.handlers[entry.kind].send(entry, ws.api));
    }

    await ws.reopen();
    const acknowledgedWith = new Map<number, unknown>();
    ws.outbox.on('acknowledged', (entry, result) => acknowledgedWith.set(entry.seq, result));
    const report = await ws.replayer.replay();

    expect(report).toMatchObject({ acknowledged: 3, remaining: 0 });
    for (const [seq, answer] of firstAnswers) expect(acknowledgedWith.get(seq)).toEqual(answer);
    await expectAppliedOnce('crash-2', order, drawerId, cashTransactionId);
  });
});

describe('answers lost on the way back', () => {
  it('sends each entry again with the same key until an answer arrives; the platform applied it once', async () => {
    const platformUrl = tenant.platform.url;
    proxy = await startFaultProxy(platformUrl);
    const { ws, order, drawerId, cashTransactionId } = await workstationWithQueuedChanges(
      proxy.url,
      'lost-1',
    );
    workstation = ws;
    // The first two answers to each POST are lost after the platform applied the request (the client's
    // own retry loses its answer too, so the outbox has to send it again on the next pass).
    const lostSoFar = new Map<string, number>();
    proxy.setPolicy(({ method, path }) => {
      if (method !== 'POST' || path === '/v0/token') return 'pass';
      const lost = lostSoFar.get(path) ?? 0;
      lostSoFar.set(path, lost + 1);
      return lost < 2 ? 'drop_response' : 'pass';
    });

    const first = await ws.replayer.replay();
    expect(first.acknowledged).toBe(0);
    expect(first.stoppedBy?.kind).toBe('transient');
    // Every POST loses two answers at most: a few more passes deliver everything.
    for (let pass = 0; pass < 5 && ws.outbox.counts().pending > 0; pass += 1) await ws.replayer.replay();

    expect(ws.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    const salePosts = proxy.seen.filter((seen) => seen.path === '/v0/d/fulfill_order');
    expect(salePosts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(salePosts.map((seen) => seen.idempotencyKey)).size).toBe(1);
    const actionPosts = proxy.seen.filter((seen) => seen.path.endsWith('/start_picking'));
    expect(new Set(actionPosts.map((seen) => seen.idempotencyKey)).size).toBe(1);
    await expectAppliedOnce('lost-1', order, drawerId, cashTransactionId);
  });

  it('gets the first answer again when an entry is sent a second time', async () => {
    const { ws, order, drawerId, cashTransactionId } = await workstationWithQueuedChanges(
      tenant.platform.url,
      'twice-1',
    );
    workstation = ws;
    // In replay order, each entry is sent twice before its acknowledgement is written.
    for (let entry = ws.outbox.entries()[0]; entry !== undefined; entry = ws.outbox.entries()[0]) {
      const first = await ws.handlers[entry.kind].send(entry, ws.api);
      const second = await ws.handlers[entry.kind].send(entry, ws.api);
      expect(second).toEqual(first);
      const sent = entry;
      ws.outbox.acknowledge(sent.seq, second, () => ws.handlers[sent.kind].acknowledged(sent, second));
    }
    await expectAppliedOnce('twice-1', order, drawerId, cashTransactionId);
  });
});
