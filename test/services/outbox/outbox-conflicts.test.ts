// Two workstations, one order: this workstation's start_picking is refused because an associate at another
// workstation started first. The order is read again at once (the platform's truth, with who holds it),
// the refused change holds back nothing else, and giving it up lets the next change for the order go at once.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshRefusedOrders } from '../../../electron/services/sync/refused-order-refresh';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { productIdOf, STORE, startServiceTenant, type ServiceTenant } from '../api/support/service-tenant';
import { startWorkstation, type TestWorkstation } from './support/workstation';

const MANAGER = { username: 'manager', roles: ['manager'] };

let tenant: ServiceTenant;
let workstation: TestWorkstation | undefined;
let otherWorkstation: PlatformApiClient;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 10 });
  await tenant.importStock(
    [1, 2, 3].map((n) => ({ store_id: STORE, product_id: productIdOf(n), quantity: 1000 })),
  );
  otherWorkstation = new PlatformApiClient({ baseUrl: tenant.platform.url });
  await otherWorkstation.signIn({ username: 'associate', password: 'associate' });
});

afterAll(async () => {
  await tenant.close();
});

afterEach(async () => {
  await workstation?.close();
  workstation = undefined;
});

/** Resolves when `check` holds, polling the local state (the replayer works on its own). */
async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 10 });
}

describe('a change refused because the order moved on at another workstation', () => {
  it('reads the order again at once, holds back nothing else, and a give-up lets the next change go', async () => {
    workstation = await startWorkstation(tenant.platform.url, {
      username: 'manager',
      password: 'manager',
    });
    const ws = workstation;
    const contested = await tenant.placePickupOrder('web-race-a', [
      { product_id: productIdOf(1), quantity: 1 },
    ]);
    const unrelated = await tenant.placePickupOrder('web-race-b', [
      { product_id: productIdOf(2), quantity: 1 },
    ]);
    ws.data.orders.upsertMany([contested, unrelated]);
    // The associate at the other workstation starts picking first; this one has not heard of it yet.
    await otherWorkstation.actOnOrder(contested.order_id, 'start_picking', {});

    const refreshed: string[] = [];
    const stop = refreshRefusedOrders({
      outbox: ws.outbox,
      api: ws.api,
      data: ws.data,
      onRefreshed: (orderId) => refreshed.push(orderId),
      log: () => undefined,
    });
    try {
      ws.replayer.start();
      const { entry: refused } = ws.mutations.actOnOrder(contested.order_id, 'start_picking', {}, MANAGER);
      await until(() => ws.outbox.failed().length === 1);
      // Meanwhile a change to another order is delivered: the refusal holds back only its own order.
      ws.mutations.actOnOrder(unrelated.order_id, 'start_picking', {}, MANAGER);
      await until(() => ws.outbox.counts().pending === 0);
      expect((await tenant.admin.getOrder(unrelated.order_id)).assignee).toBe('manager');

      // The platform's truth is shown at once: the other associate holds the order, since they started.
      await until(() => refreshed.includes(contested.order_id));
      expect(ws.data.orders.get(contested.order_id)).toMatchObject({
        status: 'in_picking',
        assignee: 'associate',
      });
      expect(ws.data.orders.events(contested.order_id).at(-1)).toMatchObject({
        action: 'start_picking',
        actor: 'associate',
      });
      expect(ws.outbox.get(refused.seq)?.lastError).toMatchObject({
        status: 409,
        code: 'invalid_transition',
      });

      // A manager takes the order over; it waits behind the refused change until that is given up, then
      // goes at once.
      const { entry: takeOver } = ws.mutations.actOnOrder(contested.order_id, 'take_over', {}, MANAGER);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ws.outbox.get(takeOver.seq)).toMatchObject({ state: 'pending', attempts: 0 });
      ws.replayer.discard(refused.seq);
      await until(() => ws.outbox.get(takeOver.seq) === undefined);
      expect(await tenant.admin.getOrder(contested.order_id)).toMatchObject({
        status: 'in_picking',
        assignee: 'manager',
      });
      expect(ws.data.orders.get(contested.order_id)?.assignee).toBe('manager');
    } finally {
      stop();
    }
  });
});
