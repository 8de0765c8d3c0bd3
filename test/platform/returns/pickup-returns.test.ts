// A pickup order's goods brought back to the store's counter, over HTTP against a real platform (the Berlin
// pickup tenant): refused while the order is not collected yet, then — found by the code on its invoice,
// the external_id — returned once picked up: refunded to the card it was paid with online (no drawer
// needed), the goods back in the store's stock, the order's history naming the return.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import type { Order, OrderEventListResponse } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { SaleDetail } from '../../../shared/contract/sales-history';
import {
  closeArchives,
  placePickupOrder,
  setUpBerlinTenant,
  startPickupPlatform,
  waitForStatus,
} from '../pickup/pickup-tenant';
import type { TestPlatform } from '../support/platform-fixture';

let t: TestPlatform;

beforeAll(async () => {
  t = await startPickupPlatform();
  await setUpBerlinTenant(t, 0, { mitte: { tee: 5, cap: 5 } });
});
afterAll(async () => {
  await t.close();
  await closeArchives();
});

function returnOf(code: string, lines: { product_id: string; quantity: number }[]) {
  return t.call<SaleReturn & { error?: { code: string; message: string } }>(
    'POST',
    `/v0/d/sales/${code}/returns`,
    { as: 'associate', body: { return_id: randomUUID(), lines, receipt: true } },
  );
}

async function act(orderId: string, action: string, body?: unknown): Promise<Order> {
  const response = await t.call<Order>('POST', `/v0/d/orders/${orderId}/${action}`, {
    as: 'associate',
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('returns of a pickup order', () => {
  it('are refused until the customer collected it, then refunded to the card it was paid with', async () => {
    const order = await placePickupOrder(t, 'web-2001', 'mitte', [
      { product_id: 'tee', quantity: 2 },
      { product_id: 'cap', quantity: 1 },
    ]);
    await waitForStatus(t, order.order_id, 'assigned');

    const early = await returnOf('web-2001', [{ product_id: 'tee', quantity: 1 }]);
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('order_not_picked_up');

    await act(order.order_id, 'start_picking');
    await act(order.order_id, 'mark_ready', {
      picked: [
        { product_id: 'tee', quantity: 2 },
        { product_id: 'cap', quantity: 1 },
      ],
    });
    await act(order.order_id, 'hand_over', { verified_by: 'order confirmation email' });
    const stock = new StockRepository(t.platform.context.db, t.platform.context.now);
    expect(stock.quantity('mitte', 'tee')).toBe(3);

    // The code printed on the invoice is the order's external_id: it finds the sale.
    const sale = await t.call<SaleDetail>('GET', '/v0/d/sales/web-2001', { as: 'associate' });
    expect(sale.status).toBe(200);
    expect(sale.body.kind).toBe('pickup');
    expect(sale.body.lines.find((line) => line.product_id === 'tee')).toMatchObject({
      sold: 2,
      returnable: 2,
    });

    const back = await returnOf('web-2001', [{ product_id: 'tee', quantity: 1 }]);
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body).toMatchObject({
      order_id: order.order_id,
      external_id: 'web-2001',
      store_id: 'mitte',
      currency: 'EUR',
      lines: [{ product_id: 'tee', quantity: 1, unit_price: 19.99, amount: 19.99 }],
      refunds: [{ method: 'card', amount: 19.99, rounding_adjustment: 0 }],
      total_refunded: 19.99,
      drawer_id: null,
      cash_transaction_id: null,
      approved_by: null,
    });
    expect(stock.quantity('mitte', 'tee')).toBe(4);

    const after = await t.call<SaleDetail>('GET', `/v0/d/sales/${order.order_id}`, { as: 'associate' });
    expect(after.body.lines.find((line) => line.product_id === 'tee')).toMatchObject({
      sold: 2,
      returned: 1,
      returnable: 1,
    });
    const events = await t.call<OrderEventListResponse>('GET', `/v0/d/orders/${order.order_id}/events`, {
      as: 'associate',
    });
    expect(events.body.events.at(-1)?.action).toBe('return');
  });
});
