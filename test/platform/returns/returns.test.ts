// Returns over HTTP against a real platform: a Toronto store (cash rounds to 0.05 CAD) with one drawer,
// opened with a 200.00 float. Each test rings its own sale and returns some or all of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import type { DrawerSummary } from '../../../shared/contract/drawer-summary';
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { SaleDetail, SaleListResponse } from '../../../shared/contract/sales-history';
import { record, storeWithDrawers, transaction } from '../cash/cash-fixture';
import { productAt, stockPricedProducts } from './priced-products';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

const STORE = 'ca-returns';
const DRAWER = 'ca-returns-1';
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
  await storeWithDrawers(t, STORE, [DRAWER], 'CAD');
  const toggles = await t.call('PATCH', '/api/v1/associate-app/config', {
    as: 'admin',
    body: { release_toggles: { cash_rounding_enabled: true } },
  });
  expect(toggles.status).toBe(200);
  const limits = await t.call('PUT', '/v0/d/return_config', {
    as: 'admin',
    body: { manager_approval_above: { CAD: 100 } },
  });
  expect(limits.status, JSON.stringify(limits.body)).toBe(200);
  await record(
    t,
    DRAWER,
    transaction(STORE, 'daily_open', 200, { currency: 'CAD', created_at: new Date().toISOString() }),
  );
  stockPricedProducts(t, 'ca', STORE, 'CAD', [3.34, 20, 15, 5, 30, 12.02, 9.99, 25, 4, 7.77]);
});

afterAll(async () => {
  await t.close();
});

type Line = { product_id: string; quantity: number; price: number };
type Payment = {
  method: 'cash' | 'card';
  amount: number;
  rounding_adjustment: number;
  tendered: number;
  change: number;
  card_last_four?: string;
};

async function sell(lines: Line[], payments: Payment[], extra: Record<string, unknown> = {}): Promise<Order> {
  const response = await t.call<Order>('POST', '/v0/d/fulfill_order', {
    as: 'associate',
    body: {
      external_id: `sale-${randomUUID()}`,
      shop: 'ca',
      currency: 'CAD',
      placed_at: new Date().toISOString(),
      store_id: STORE,
      shipments: [{ items: lines }],
      payments,
      ...extra,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

function returnOf(
  code: string,
  lines: { product_id: string; quantity: number }[],
  extra: Record<string, unknown> = {},
  as = 'associate',
) {
  return t.call<SaleReturn & { error?: { code: string; message: string; details?: unknown[] } }>(
    'POST',
    `/v0/d/sales/${code}/returns`,
    { as, body: { return_id: randomUUID(), lines, receipt: true, drawer_id: DRAWER, ...extra } },
  );
}

async function drawerSummary(): Promise<DrawerSummary> {
  return (await t.call<DrawerSummary>('GET', `/v0/d/cash_drawers/${DRAWER}/summary`, { as: 'manager' })).body;
}

const cash = (amount: number, tendered = amount): Payment => ({
  method: 'cash',
  amount,
  rounding_adjustment: 0,
  tendered,
  change: Math.round((tendered - amount) * 100) / 100,
});

describe('returns', () => {
  it('returns part of a cash sale found by its receipt code: rounded cash refund, stock back, drawer down', async () => {
    // 3 × 3.34 = 10.02 paid 10.00 in cash (rounded down by 0.02).
    const sale = await sell(
      [{ product_id: productAt(3.34), quantity: 3, price: 3.34 }],
      [{ method: 'cash', amount: 10, rounding_adjustment: -0.02, tendered: 20, change: 10 }],
    );
    const before = await drawerSummary();
    // The receipt's code is the order id; the sale number (external_id) finds it too.
    const found = await t.call<SaleDetail>('GET', `/v0/d/sales/${sale.external_id}`, { as: 'associate' });
    expect(found.status).toBe(200);
    expect(found.body.lines).toEqual([
      { product_id: 'p334', unit_price: 3.34, sold: 3, returned: 0, returnable: 3 },
    ]);

    const first = await returnOf(sale.order_id, [{ product_id: 'p334', quantity: 1 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 3.34 in cash rounds to 3.35 (Canada: 3–4 cents up), the refund side of the sale's rule.
    expect(first.body).toMatchObject({
      total: 3.34,
      refunds: [{ method: 'cash', amount: 3.35, rounding_adjustment: 0.01 }],
      total_refunded: 3.35,
      drawer_id: DRAWER,
      approved_by: null,
    });
    const stock = new StockRepository(t.platform.context.db, t.platform.context.now);
    expect(stock.quantity(STORE, 'p334')).toBe(100 - 3 + 1);

    // The last two finish the sale: exactly what the drawer still owes of the 10.00 paid (6.65), not 6.70.
    const rest = await returnOf(sale.order_id, [{ product_id: 'p334', quantity: 2 }]);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.refunds).toEqual([{ method: 'cash', amount: 6.65, rounding_adjustment: -0.03 }]);

    const after = await drawerSummary();
    expect(Number((Number(after.cash_refunds) - Number(before.cash_refunds)).toFixed(2))).toBe(10);
    expect(Number((Number(before.expected_amount) - Number(after.expected_amount)).toFixed(2))).toBe(10);
  });

  it('refuses to return more than was sold minus what was already returned, saying why', async () => {
    const sale = await sell([{ product_id: productAt(20), quantity: 2, price: 20 }], [cash(40)]);
    const over = await returnOf(sale.order_id, [{ product_id: 'p2000', quantity: 3 }]);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'over_sold_quantity' });
    expect(over.body.error?.message).toContain('at most 2 can be returned');

    expect((await returnOf(sale.order_id, [{ product_id: 'p2000', quantity: 2 }])).status).toBe(201);
    const again = await returnOf(sale.order_id, [{ product_id: 'p2000', quantity: 1 }]);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'already_returned',
      details: [{ path: 'lines.0.quantity', message: 'all 2 of p2000 sold were already returned' }],
    });

    const stranger = await returnOf(sale.order_id, [{ product_id: 'cap', quantity: 1 }]);
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatchObject({ code: 'product_not_on_sale' });
  });

  it('lets one of two concurrent returns of the same line win', async () => {
    const sale = await sell([{ product_id: productAt(15), quantity: 1, price: 15 }], [cash(15)]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => returnOf(sale.order_id, [{ product_id: 'p1500', quantity: 1 }])),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409]);
    const returns = await t.call<{ returns: SaleReturn[] }>('GET', `/v0/d/sales/${sale.order_id}/returns`, {
      as: 'associate',
    });
    expect(returns.body.returns).toHaveLength(1);
  });

  it('answers a repeated return_id with the first return and refuses it with other lines', async () => {
    const sale = await sell([{ product_id: productAt(5), quantity: 2, price: 5 }], [cash(10)]);
    const body = {
      return_id: randomUUID(),
      lines: [{ product_id: 'p500', quantity: 1 }],
      receipt: true,
      drawer_id: DRAWER,
    };
    const first = await t.call<SaleReturn>('POST', `/v0/d/sales/${sale.order_id}/returns`, {
      as: 'associate',
      body,
    });
    const repeat = await t.call<SaleReturn>('POST', `/v0/d/sales/${sale.order_id}/returns`, {
      as: 'associate',
      body,
    });
    expect([first.status, repeat.status]).toEqual([201, 200]);
    expect(repeat.body).toEqual(first.body);
    const reused = await t.call<{ error: { code: string } }>('POST', `/v0/d/sales/${sale.order_id}/returns`, {
      as: 'associate',
      body: { ...body, lines: [{ product_id: 'p500', quantity: 2 }] },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('return_id_reused');
  });

  it('refunds a split tender card first, the rest in rounded cash', async () => {
    // 30.00 + 12.02 = 42.02: 30.00 on card, 12.00 in cash (12.02 rounded down).
    const sale = await sell(
      [
        { product_id: productAt(30), quantity: 1, price: 30 },
        { product_id: productAt(12.02), quantity: 1, price: 12.02 },
      ],
      [
        { method: 'card', amount: 30, rounding_adjustment: 0, tendered: 30, change: 0 },
        { method: 'cash', amount: 12, rounding_adjustment: -0.02, tendered: 20, change: 8 },
      ],
    );
    const mug = await returnOf(sale.order_id, [{ product_id: 'p1202', quantity: 1 }]);
    expect(mug.body.refunds).toEqual([{ method: 'card', amount: 12.02, rounding_adjustment: 0 }]);
    const tee = await returnOf(sale.order_id, [{ product_id: 'p3000', quantity: 1 }]);
    expect(tee.body.refunds).toEqual([
      { method: 'card', amount: 17.98, rounding_adjustment: 0 },
      { method: 'cash', amount: 12, rounding_adjustment: -0.02 },
    ]);
  });

  it('needs a manager for a return without a receipt, checks their credentials and records them', async () => {
    const sale = await sell(
      [{ product_id: productAt(9.99), quantity: 1, price: 9.99 }],
      [cash(10, 10)].map((p) => ({ ...p, rounding_adjustment: 0.01 })),
    );
    const alone = await returnOf(sale.order_id, [{ product_id: 'p999', quantity: 1 }], { receipt: false });
    expect(alone.status).toBe(403);
    expect(alone.body.error).toMatchObject({ code: 'manager_approval_required' });
    expect(alone.body.error?.message).toContain('the customer has no receipt');

    const wrong = await returnOf(sale.order_id, [{ product_id: 'p999', quantity: 1 }], {
      receipt: false,
      manager_approval: { username: 'manager', password: 'guess' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'approval_refused' });

    const notManager = await returnOf(sale.order_id, [{ product_id: 'p999', quantity: 1 }], {
      receipt: false,
      manager_approval: { username: 'associate', password: 'associate' },
    });
    expect(notManager.status).toBe(403);
    expect(notManager.body.error?.message).toContain('a manager of the store must');

    const approved = await returnOf(sale.order_id, [{ product_id: 'p999', quantity: 1 }], {
      receipt: false,
      manager_approval: { username: 'manager', password: 'manager' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body).toMatchObject({
      associate: 'associate',
      approved_by: 'manager',
      approval_reasons: ['no_receipt'],
      refunds: [{ method: 'cash', amount: 10 }],
    });
  });

  it('needs a manager above the business limit', async () => {
    const sale = await sell([{ product_id: productAt(25), quantity: 5, price: 25 }], [cash(125)]);
    const over = await returnOf(sale.order_id, [{ product_id: 'p2500', quantity: 5 }]);
    expect(over.status).toBe(403);
    expect(over.body.error?.message).toContain('above 100 CAD');
    const under = await returnOf(sale.order_id, [{ product_id: 'p2500', quantity: 4 }]);
    expect(under.status, JSON.stringify(under.body)).toBe(201);
  });

  it('lets only an administrator change the approval amounts, naming a bad one', async () => {
    const byManager = await t.call('PUT', '/v0/d/return_config', {
      as: 'manager',
      body: { manager_approval_above: { CAD: 1000 } },
    });
    expect(byManager.status).toBe(403);
    const bad = await t.call<{ error: { code: string; details: { path: string; message: string }[] } }>(
      'PUT',
      '/v0/d/return_config',
      { as: 'admin', body: { manager_approval_above: { CAD: -1, USD: 1.005, usd: 5 } } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
    expect(bad.body.error.details).toMatchObject([
      { path: 'manager_approval_above.CAD', message: 'must be zero or more' },
      { path: 'manager_approval_above.USD', message: '1.005 has more decimals than USD allows (at most 2)' },
      {
        path: 'manager_approval_above.usd',
        message: 'must be keyed by an active ISO 4217 currency code in upper case, e.g. USD',
      },
    ]);
    const kept = await t.call('GET', '/v0/d/return_config', { as: 'associate' });
    expect(kept.body).toEqual({ manager_approval_above: { CAD: 100 } });
  });

  it('refuses a cash refund without a drawer, and a bad body naming each field', async () => {
    const sale = await sell([{ product_id: productAt(4), quantity: 1, price: 4 }], [cash(4)]);
    const noDrawer = await t.call<{ error: { code: string; values?: Record<string, string> } }>(
      'POST',
      `/v0/d/sales/${sale.order_id}/returns`,
      {
        as: 'associate',
        body: { return_id: randomUUID(), lines: [{ product_id: 'p400', quantity: 1 }], receipt: true },
      },
    );
    expect(noDrawer.status).toBe(400);
    expect(noDrawer.body.error).toMatchObject({ code: 'drawer_required', values: { why: 'cash_refund' } });

    const bad = await t.call<{ error: { details: { path: string }[] } }>(
      'POST',
      `/v0/d/sales/${sale.order_id}/returns`,
      {
        as: 'associate',
        body: {
          return_id: 'x',
          lines: [
            { product_id: 'mug', quantity: 0 },
            { product_id: 'mug', quantity: 1 },
          ],
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((detail) => detail.path).sort()).toEqual([
      'lines.0.quantity',
      'lines.1.product_id',
      'receipt',
      'return_id',
    ]);
    expect((await t.call('GET', '/v0/d/sales/nope', { as: 'associate' })).status).toBe(404);
  });
});

describe('sales history', () => {
  it('finds the store’s sales of a day by id, amount and card last four', async () => {
    const withCard = await sell(
      [{ product_id: productAt(7.77), quantity: 1, price: 7.77 }],
      [
        {
          method: 'card',
          amount: 7.77,
          rounding_adjustment: 0,
          tendered: 7.77,
          change: 0,
          card_last_four: '4242',
        },
      ],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const list = async (query: string, date = today) =>
      (
        await t.call<SaleListResponse>('GET', `/v0/d/sales?store_id=${STORE}&date=${date}${query}`, {
          as: 'associate',
        })
      ).body;
    expect((await list('')).items.map((item) => item.order_id)).toContain(withCard.order_id);
    expect((await list('&card_last_four=4242')).items.map((item) => item.order_id)).toEqual([
      withCard.order_id,
    ]);
    expect((await list('&amount=7.77')).items.map((item) => item.order_id)).toEqual([withCard.order_id]);
    expect((await list(`&q=${withCard.order_id.slice(0, 8)}`)).items[0]).toMatchObject({
      order_id: withCard.order_id,
      total: 7.77,
      tenders: ['card'],
      item_count: 1,
    });
    expect((await list('', '2020-01-01')).items).toEqual([]);

    const bad = await t.call<{ error: { details: { path: string }[] } }>(
      'GET',
      `/v0/d/sales?store_id=${STORE}&date=2026-02-30&card_last_four=42`,
      { as: 'associate' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((detail) => detail.path).sort()).toEqual(['card_last_four', 'date']);
  });
});
