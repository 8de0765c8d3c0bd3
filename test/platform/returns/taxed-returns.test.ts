// Tax on returns and in the end-of-day reports, over HTTP: a New York store (state 4 %, city 4.5 %, MCTD
// 0.375 %) sells 3 × 10.00 by card; a return of one unit gives back its share of each tax line (a third,
// half up), the return of the last two what is left, so the sale's tax comes back to the cent. The drawer's
// Z report and the store's day show the tax collected by component, net of what went back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawerReport, StoreDayReport } from '../../../shared/contract/drawer-report';
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import { record, storeWithDrawers, transaction } from '../cash/cash-fixture';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { productAt, stockPricedProducts } from './priced-products';

// Each test has its own store, so that either may run first.
const STORE = 'us-taxed';
const DRAWER = 'us-taxed-1';
const DAY_STORE = 'us-taxed-day';
const DAY_DRAWER = 'us-taxed-day-1';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
  await taxedStore(STORE, DRAWER);
  await taxedStore(DAY_STORE, DAY_DRAWER);
});

afterAll(async () => {
  await t.close();
});

async function taxedStore(storeId: string, drawerId: string) {
  await storeWithDrawers(t, storeId, [drawerId]);
  stockPricedProducts(t, 'us', storeId, 'USD', [10]);
  const tax = await t.call('PUT', `/v0/d/stores/${storeId}/tax_config`, {
    as: 'admin',
    body: {
      components: [
        { component_id: 'ny_state', label: 'NY State', rates: { standard: '4' } },
        { component_id: 'nyc', label: 'New York City', rates: { standard: '4.5' } },
        { component_id: 'mctd', label: 'MCTD', rates: { standard: '0.375' } },
      ],
    },
  });
  expect(tax.status, JSON.stringify(tax.body)).toBe(200);
}

// 30.00 of goods: 1.20 + 1.35 + 0.1125 → 0.11 = 2.66 of tax, 32.66 in all.
const TAX_LINES = [
  { component_id: 'ny_state', label: 'NY State', rate: '4', taxable_amount: 30, amount: 1.2 },
  { component_id: 'nyc', label: 'New York City', rate: '4.5', taxable_amount: 30, amount: 1.35 },
  { component_id: 'mctd', label: 'MCTD', rate: '0.375', taxable_amount: 30, amount: 0.11 },
];

async function returnOf(orderId: string, quantity: number, drawerId = DRAWER): Promise<SaleReturn> {
  const response = await t.call<SaleReturn>('POST', `/v0/d/sales/${orderId}/returns`, {
    as: 'associate',
    body: {
      return_id: randomUUID(),
      lines: [{ product_id: productAt(10), quantity }],
      receipt: true,
      drawer_id: drawerId,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('tax on returns and in the day’s reports', () => {
  it('gives back each tax line’s share, all of it with the last units, and nets it in the Z report', async () => {
    await record(t, DRAWER, transaction(STORE, 'daily_open', 200, { created_at: new Date().toISOString() }));
    const sale = await t.call<Order>('POST', '/v0/d/fulfill_order', {
      as: 'associate',
      body: {
        external_id: `sale-${randomUUID()}`,
        shop: 'us',
        currency: 'USD',
        placed_at: new Date().toISOString(),
        store_id: STORE,
        drawer_id: DRAWER,
        prices_include_tax: false,
        taxes: TAX_LINES,
        shipments: [
          {
            items: [
              {
                product_id: productAt(10),
                quantity: 3,
                price: 10,
                taxes: TAX_LINES.map(({ component_id, rate, amount }) => ({ component_id, rate, amount })),
              },
            ],
          },
        ],
        payments: [{ method: 'card', amount: 32.66, rounding_adjustment: 0, tendered: 32.66, change: 0 }],
      },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const orderId = sale.body.order_id;

    const first = await returnOf(orderId, 1);
    // A third of each line, half up: 0.40, 0.45, 0.0366… → 0.04.
    expect(first.lines[0]?.taxes).toEqual([
      { component_id: 'ny_state', rate: '4', amount: 0.4 },
      { component_id: 'nyc', rate: '4.5', amount: 0.45 },
      { component_id: 'mctd', rate: '0.375', amount: 0.04 },
    ]);
    expect(first).toMatchObject({
      prices_include_tax: false,
      taxes: [
        { component_id: 'ny_state', label: 'NY State', rate: '4', amount: 0.4 },
        { component_id: 'nyc', label: 'New York City', rate: '4.5', amount: 0.45 },
        { component_id: 'mctd', label: 'MCTD', rate: '0.375', amount: 0.04 },
      ],
      total: 10.89,
      refunds: [{ method: 'card', amount: 10.89, rounding_adjustment: 0 }],
      total_refunded: 10.89,
    });

    const rest = await returnOf(orderId, 2);
    expect(rest.taxes.map((line) => line.amount)).toEqual([0.8, 0.9, 0.07]);
    expect(rest.total_refunded).toBe(21.77);

    const close = transaction(STORE, 'daily_close', 0, {
      counted_amount: 200,
      created_at: new Date().toISOString(),
    });
    await record(t, DRAWER, close);
    const report = await t.call<DrawerReport>('GET', `/v0/d/drawer_reports/${close.transaction_id}`, {
      as: 'manager',
    });
    expect(report.body).toMatchObject({
      sales_count: 1,
      refunds_count: 2,
      tenders: expect.arrayContaining([{ method: 'card', sales: 32.66, refunds: 32.66, net: 0 }]),
      // Everything went back: each component nets to zero, still listed.
      taxes: [
        { name: 'NY State 4%', amount: 0 },
        { name: 'New York City 4.5%', amount: 0 },
        { name: 'MCTD 0.375%', amount: 0 },
      ],
    });
  });

  it('sums the day’s tax by component over the store, net of returns', async () => {
    await record(
      t,
      DAY_DRAWER,
      transaction(DAY_STORE, 'daily_open', 200, { created_at: new Date().toISOString() }),
    );
    const sale = await t.call<Order>('POST', '/v0/d/fulfill_order', {
      as: 'associate',
      body: {
        external_id: `sale-${randomUUID()}`,
        shop: 'us',
        currency: 'USD',
        placed_at: new Date().toISOString(),
        store_id: DAY_STORE,
        drawer_id: DAY_DRAWER,
        prices_include_tax: false,
        taxes: TAX_LINES,
        shipments: [
          {
            items: [
              {
                product_id: productAt(10),
                quantity: 3,
                price: 10,
                taxes: TAX_LINES.map(({ component_id, rate, amount }) => ({ component_id, rate, amount })),
              },
            ],
          },
        ],
        payments: [{ method: 'card', amount: 32.66, rounding_adjustment: 0, tendered: 32.66, change: 0 }],
      },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    await returnOf(sale.body.order_id, 1, DAY_DRAWER);
    const day = await t.call<StoreDayReport>('GET', `/v0/d/stores/${DAY_STORE}/day_report?date=${today()}`, {
      as: 'manager',
    });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    // One sale of 2.66 (1.20, 1.35, 0.11), one unit returned (0.40, 0.45, 0.04): two units' tax is left.
    expect(day.body.taxes).toEqual([
      { name: 'NY State 4%', amount: 0.8 },
      { name: 'New York City 4.5%', amount: 0.9 },
      { name: 'MCTD 0.375%', amount: 0.07 },
    ]);
  });
});
