// The grace-period deadlines live in SQLite: a platform restarted on the same data folder still sends
// each open order to its store on time, and sends at once whatever fell due while it was down.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/contract/order';
import type { TestPlatform } from '../support/platform-fixture';
import {
  placePickupOrder,
  setUpBerlinTenant,
  waitForStatus,
  closeArchives,
  startPickupPlatform,
} from '../pickup/pickup-tenant';

// The HTTPS server the stock archives are imported from.
afterAll(closeArchives);

describe('grace period across a restart', () => {
  const running: TestPlatform[] = [];
  afterEach(async () => {
    for (const platform of running.splice(0).reverse()) await platform.close();
  });

  async function platformWithOpenOrder(gracePeriodSeconds: number) {
    const first = await startPickupPlatform();
    await setUpBerlinTenant(first, gracePeriodSeconds, { mitte: { tee: 3 } });
    const order = await placePickupOrder(first, 'web-restart', 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    expect(order.status).toBe('open');
    return { first, order };
  }

  it('moves an order on when its grace period ends after the restart', async () => {
    const { first, order } = await platformWithOpenOrder(1);
    await first.stop();

    const second = await startPickupPlatform({ dataDir: first.dataDir });
    running.push(second);
    const assigned = await waitForStatus(second, order.order_id, 'assigned');
    expect(assigned.store_id).toBe('mitte');
    // It waited for its deadline: sent no earlier than created_at + 1 s.
    const events = await second.call<{ events: Array<{ action: string; at: string }> }>(
      'GET',
      `/v0/d/orders/${order.order_id}/events`,
      { as: 'associate' },
    );
    const sent = events.body.events.find((event) => event.action === 'grace_period_elapsed');
    expect(Date.parse(sent!.at) - Date.parse(order.created_at)).toBeGreaterThanOrEqual(1000);
  });

  it('sends an order whose grace period ended while the platform was down as soon as it starts', async () => {
    const { first, order } = await platformWithOpenOrder(1);
    await first.stop();
    // Down for longer than the grace period.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const second = await startPickupPlatform({ dataDir: first.dataDir });
    running.push(second);
    // No waiting: the overdue order was handled while the platform started.
    const read = await second.call<Order>('GET', `/v0/d/orders/${order.order_id}`, { as: 'associate' });
    expect(read.body.status).toBe('assigned');
  });
});
