// End of day over HTTP: a New York store's drawer takes a day of sales (cash, card), a return, a cash pull,
// and is closed with its count; the platform keeps the Z report and the store's summary of the day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawerReport, StoreDayReport } from '../../../shared/contract/drawer-report';
import type { Order } from '../../../shared/contract/order';
import { record, storeWithDrawers, transaction } from '../cash/cash-fixture';
import { productAt, stockPricedProducts } from './priced-products';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

const STORE = 'us-reports';
const DRAWER = 'us-reports-1';
const OTHER = 'us-reports-2';
let t: TestPlatform;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

beforeAll(async () => {
  t = await startTestPlatform();
  await storeWithDrawers(t, STORE, [DRAWER, OTHER]);
  stockPricedProducts(t, 'us', STORE, 'USD', [50, 80, 12.5, 5, 7, 1]);
});

afterAll(async () => {
  await t.close();
});

async function sell(price: number, method: 'cash' | 'card', drawerId: string): Promise<Order> {
  const response = await t.call<Order>('POST', '/v0/d/fulfill_order', {
    as: 'associate',
    body: {
      external_id: `sale-${randomUUID()}`,
      shop: 'us',
      currency: 'USD',
      placed_at: new Date().toISOString(),
      store_id: STORE,
      drawer_id: drawerId,
      shipments: [{ items: [{ product_id: productAt(price), quantity: 1, price }] }],
      payments: [{ method, amount: price, rounding_adjustment: 0, tendered: price, change: 0 }],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (method === 'cash') {
    await record(
      t,
      drawerId,
      transaction(STORE, 'cash_sale', price, {
        order_id: response.body.order_id,
        created_at: new Date().toISOString(),
      }),
      'associate',
    );
  }
  return response.body;
}

describe('drawer Z reports', () => {
  it('keeps the Z report of a closed drawer with the day’s figures, and a store summary', async () => {
    await record(t, DRAWER, transaction(STORE, 'daily_open', 200, { created_at: new Date().toISOString() }));
    await record(t, OTHER, transaction(STORE, 'daily_open', 100, { created_at: new Date().toISOString() }));
    const cashSale = await sell(50, 'cash', DRAWER);
    await sell(80, 'card', DRAWER);
    await sell(12.5, 'card', OTHER);
    const refund = await t.call('POST', `/v0/d/sales/${cashSale.order_id}/returns`, {
      as: 'associate',
      body: {
        return_id: randomUUID(),
        lines: [{ product_id: productAt(50), quantity: 1 }],
        receipt: true,
        drawer_id: DRAWER,
      },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await record(t, DRAWER, transaction(STORE, 'cash_pull', 20, { created_at: new Date().toISOString() }));
    // Expected: 200 + 50 − 50 − 20 = 180; counted 181.25 (+1.25 over); deposit above the 200 float: 0.
    const close = transaction(STORE, 'daily_close', 0, {
      counted_amount: 181.25,
      created_at: new Date().toISOString(),
    });
    await record(t, DRAWER, close);

    const list = await t.call<{ reports: DrawerReport[] }>(
      'GET',
      `/v0/d/cash_drawers/${DRAWER}/reports?date=${today()}`,
      { as: 'manager' },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.reports).toHaveLength(1);
    expect(list.body.reports[0]).toMatchObject({
      report_id: close.transaction_id,
      drawer_id: DRAWER,
      store_id: STORE,
      currency: 'USD',
      business_date: today(),
      // Recorded by the signed-in manager (record() posts as manager): the platform names the caller.
      opened_by: 'manager',
      closed_by: 'manager',
      opening_float: 200,
      cash_sales: 50,
      cash_refunds: 50,
      cash_in: 0,
      cash_out: 20,
      expected_amount: 180,
      counted_amount: 181.25,
      variance: 1.25,
      deposit: 0,
      sales_count: 2,
      refunds_count: 1,
      tenders: [
        { method: 'cash', sales: 50, refunds: 50, net: 0 },
        { method: 'card', sales: 80, refunds: 0, net: 80 },
      ],
      taxes: [],
    });
    const one = await t.call<DrawerReport>('GET', `/v0/d/drawer_reports/${close.transaction_id}`, {
      as: 'associate',
    });
    expect(one.body).toEqual(list.body.reports[0]);

    // A closed drawer refunds no cash, and says so.
    const late = await sell(5, 'card', OTHER);
    const closedRefund = await t.call<{ error: { code: string; message: string } }>(
      'POST',
      `/v0/d/sales/${cashSale.order_id}/returns`,
      {
        as: 'associate',
        body: { return_id: randomUUID(), lines: [{ product_id: productAt(50), quantity: 1 }], receipt: true },
      },
    );
    expect(closedRefund.body.error.code).toBe('already_returned');
    const cashLate = await sell(7, 'cash', OTHER);
    const refused = await t.call<{ error: { code: string; message: string } }>(
      'POST',
      `/v0/d/sales/${cashLate.order_id}/returns`,
      {
        as: 'associate',
        body: {
          return_id: randomUUID(),
          lines: [{ product_id: productAt(7), quantity: 1 }],
          receipt: true,
          drawer_id: DRAWER,
        },
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'drawer_closed' });
    expect(refused.body.error.message).toContain('is closed');

    const day = await t.call<StoreDayReport>('GET', `/v0/d/stores/${STORE}/day_report?date=${today()}`, {
      as: 'manager',
    });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body).toMatchObject({
      store_id: STORE,
      business_date: today(),
      sales_count: 5,
      refunds_count: 1,
      tenders: [
        { method: 'cash', sales: 57, refunds: 50, net: 7 },
        { method: 'card', sales: 97.5, refunds: 0, net: 97.5 },
      ],
      cash_expected: 180,
      cash_counted: 181.25,
      cash_variance: 1.25,
      deposits: 0,
    });
    expect(day.body.drawers.map((report) => report.drawer_id)).toEqual([DRAWER]);
    expect(late.order_id).toBeDefined();
  });

  it('shows reports to managers only and refuses a malformed day', async () => {
    const associate = await t.call('GET', `/v0/d/stores/${STORE}/day_report?date=${today()}`, {
      as: 'associate',
    });
    expect(associate.status).toBe(403);
    const bad = await t.call<{ error: { details: { path: string; message: string }[] } }>(
      'GET',
      `/v0/d/stores/${STORE}/day_report?date=yesterday`,
      { as: 'manager' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toMatchObject([
      { path: 'date', message: 'must be a date of the form YYYY-MM-DD' },
    ]);
    expect((await t.call('GET', `/v0/d/stores/${STORE}/day_report`, { as: 'manager' })).status).toBe(400);
    expect(
      (await t.call('GET', '/v0/d/stores/nowhere/day_report?date=2026-01-01', { as: 'manager' })).status,
    ).toBe(404);
  });

  it('refuses a sale naming a drawer of another store', async () => {
    const response = await t.call<{ error: { code: string; details: { path: string }[] } }>(
      'POST',
      '/v0/d/fulfill_order',
      {
        as: 'associate',
        body: {
          external_id: `sale-${randomUUID()}`,
          shop: 'us',
          currency: 'USD',
          placed_at: new Date().toISOString(),
          store_id: STORE,
          drawer_id: 'elsewhere-1',
          shipments: [{ items: [{ product_id: productAt(1), quantity: 1, price: 1 }] }],
        },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'unknown_drawer',
      details: [{ path: 'drawer_id' }],
      values: { storeId: STORE, drawerId: 'elsewhere-1' },
    });
  });
});
