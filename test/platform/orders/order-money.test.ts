// The platform decides what money is right: orders and counter sales are checked against its own catalog,
// price book, currency and cash-rounding rule, whatever the client sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import type { Order } from '../../../shared/contract/order';
import type { TestPlatform } from '../support/platform-fixture';
import {
  SHOP,
  TEST_USERS,
  closeArchives,
  offerToken,
  pickupOrderBody,
  setUpBerlinTenant,
  startPickupPlatform,
} from '../pickup/pickup-tenant';

afterAll(closeArchives);

type Answer = Order & ErrorBody;
type Line = { product_id: string; quantity: number; price: number; price_override?: unknown };

describe('money of orders and counter sales', () => {
  let t: TestPlatform;
  let sequence = 0;

  beforeAll(async () => {
    t = await startPickupPlatform({ users: TEST_USERS });
    await setUpBerlinTenant(t, 3600, { mitte: { tee: 100, cap: 100 }, potsdam: { tee: 100, cap: 100 } });
    // A Dutch store of the same shop: the Netherlands round cash to 0.05 EUR once the toggle is on.
    const amsterdam = await t.call('POST', '/v0/d/stores', {
      as: 'admin',
      body: {
        store_id: 'amsterdam',
        shop: SHOP,
        label: 'Amsterdam',
        active_status: true,
        timezone: 'Europe/Amsterdam',
        physical_address: { address_line_1: 'Dam 1', city: 'Amsterdam', country_code: 'NL' },
      },
    });
    expect(amsterdam.status).toBe(201);
    const toggle = await t.call('PUT', '/api/v1/associate-app/config', {
      as: 'admin',
      body: { capabilities: { cash_management: false }, release_toggles: { cash_rounding_enabled: true } },
    });
    expect(toggle.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: unknown, as = 'associate') =>
    t.call<Answer>('POST', '/v0/d/fulfill_order', { as, body });
  const card = (amount: number) => ({
    method: 'card',
    amount,
    rounding_adjustment: 0,
    tendered: amount,
    change: 0,
  });
  const sale = (
    items: Line[],
    payments: unknown[] | undefined,
    overrides: Record<string, unknown> = {},
  ): Record<string, unknown> => {
    sequence += 1;
    return {
      external_id: `pos-${sequence}`,
      shop: SHOP,
      currency: 'EUR',
      placed_at: new Date().toISOString(),
      store_id: 'potsdam',
      shipments: [{ items }],
      ...(payments === undefined ? {} : { payments }),
      ...overrides,
    };
  };
  const stockRows = (productId: string) =>
    (
      t.platform.context.db
        .prepare('SELECT COUNT(*) AS n FROM stock WHERE product_id = ?')
        .get(productId) as { n: number }
    ).n;

  it('refuses a pickup order priced below or above the price book, naming each line and the book price', async () => {
    const token = await offerToken(t, 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    for (const price of [0, 0.01, 19.98, 20, 312.99]) {
      sequence += 1;
      const response = await create(
        pickupOrderBody(`web-${sequence}`, token, [{ product_id: 'tee', quantity: 1, price }]),
      );
      expect(response.status, `price ${price}`).toBe(400);
      expect(response.body.error.code).toBe('price_mismatch');
      expect(response.body.error.details).toEqual([
        {
          path: 'shipments.0.items.0.price',
          message: "must be 19.99 EUR, the price in price book 'default' of store 'mitte'",
        },
      ]);
    }
    const right = await create(
      pickupOrderBody('web-right', token, [{ product_id: 'tee', quantity: 1, price: 19.99 }]),
    );
    expect(right.status, JSON.stringify(right.body)).toBe(201);
  });

  it('refuses a counter sale with a wrong price on any line', async () => {
    const response = await create(
      sale(
        [
          { product_id: 'tee', quantity: 1, price: 19.99 },
          { product_id: 'cap', quantity: 2, price: 1.25 },
        ],
        [card(22.49)],
      ),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('price_mismatch');
    expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['shipments.0.items.1.price']);
  });

  it("refuses an order in another currency than the store's", async () => {
    for (const currency of ['JPY', 'USD', 'CHF']) {
      const response = await create(
        sale([{ product_id: 'cap', quantity: 1, price: 12 }], [card(12)], { currency }),
      );
      expect(response.status, currency).toBe(400);
      expect(response.body.error.code).toBe('currency_mismatch');
      expect(response.body.error.details?.[0]).toEqual({
        path: 'currency',
        message: "must be EUR, the currency of store 'potsdam'",
      });
    }
  });

  it('refuses a product the shop does not sell, and creates no stock row for it', async () => {
    const response = await create(
      sale(
        [
          { product_id: 'tee', quantity: 1, price: 19.99 },
          { product_id: 'no-such-product', quantity: 3, price: 1 },
        ],
        [card(22.99)],
      ),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('unknown_product');
    expect(response.body.error.details).toEqual([
      { path: 'shipments.0.items.1.product_id', message: `is not in shop '${SHOP}'` },
    ]);
    expect(stockRows('no-such-product')).toBe(0);
  });

  it('refuses quantities outside 1 to 10000 on every line, whatever their size', async () => {
    for (const quantity of [0, -1, 10_001, 2 ** 31, 2 ** 53 - 1, 1.5]) {
      const response = await create(sale([{ product_id: 'tee', quantity, price: 19.99 }], [card(19.99)]));
      expect(response.status, `quantity ${quantity}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
      expect(response.body.error.details?.[0]?.path).toBe('shipments.0.items.0.quantity');
    }
    const most = await create(sale([{ product_id: 'cap', quantity: 10_000, price: 12.5 }], [card(125_000)]));
    expect(most.status, JSON.stringify(most.body)).toBe(201);
  });

  it('refuses payments that do not add up to the total, and an unpaid counter sale', async () => {
    const items = [
      { product_id: 'tee', quantity: 1, price: 19.99 },
      { product_id: 'cap', quantity: 1, price: 12.5 },
    ];
    const cases: Array<unknown[] | undefined> = [
      [card(0.01)],
      [card(32.48)],
      [card(32.5)],
      [card(20), card(20)],
      [],
      undefined,
    ];
    for (const payments of cases) {
      const response = await create(sale(items, payments));
      expect(response.status, JSON.stringify(payments)).toBe(400);
      expect(response.body.error.code).toBe('payments_do_not_match_total');
      expect(response.body.error.details?.[0]?.path).toBe('payments');
    }
    // The amounts as values, for a screen to say them as money in its language.
    const short = await create(sale(items, [card(0.01)]));
    expect(short.body.error.values).toEqual({ coveredAmount: '0.01', totalAmount: '32.49', currency: 'EUR' });
    const split = await create(
      sale(items, [
        card(20),
        { method: 'cash', amount: 12.49, rounding_adjustment: 0, tendered: 20, change: 7.51 },
      ]),
    );
    expect(split.status, JSON.stringify(split.body)).toBe(201);
  });

  it("refuses a cash rounding adjustment other than the store's rule gives", async () => {
    // 32.49 EUR in cash at a Dutch store rounds to 32.50: the adjustment is +0.01.
    const items = [
      { product_id: 'tee', quantity: 1, price: 19.99 },
      { product_id: 'cap', quantity: 1, price: 12.5 },
    ];
    const cash = (amount: number, adjustment: number) => ({
      method: 'cash',
      amount,
      rounding_adjustment: adjustment,
      tendered: amount,
      change: 0,
    });
    for (const [amount, adjustment] of [
      [32.49, 0],
      [32.45, -0.04],
      [1032.48, 999.99],
      [32.55, 0.06],
    ] as const) {
      const response = await create(sale(items, [cash(amount, adjustment)], { store_id: 'amsterdam' }));
      expect(response.status, `${amount} ${adjustment}`).toBe(400);
      expect(response.body.error.code).toBe('rounding_adjustment_mismatch');
      expect(response.body.error.details?.[0]?.path).toBe('payments.0.rounding_adjustment');
    }
    const rounded = await create(sale(items, [cash(32.5, 0.01)], { store_id: 'amsterdam' }));
    expect(rounded.status, JSON.stringify(rounded.body)).toBe(201);

    // Berlin does not round cash: there the adjustment is 0 and the cash pays the exact total.
    const unrounded = await create(sale(items, [cash(32.5, 0.01)]));
    expect(unrounded.status).toBe(400);
    expect(unrounded.body.error.code).toBe('rounding_adjustment_mismatch');
  });

  it('takes all the cash as one payment', async () => {
    const cash = (amount: number) => ({
      method: 'cash',
      amount,
      rounding_adjustment: 0,
      tendered: amount,
      change: 0,
    });
    const response = await create(
      sale([{ product_id: 'tee', quantity: 1, price: 19.99 }], [cash(10), cash(9.99)]),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('more_than_one_cash_payment');
    expect(response.body.error.details?.[0]?.path).toBe('payments.1.method');
  });

  it('lets only a manager sell at another price, recording the manager who approved it', async () => {
    const line = {
      product_id: 'tee',
      quantity: 1,
      price: 9.99,
      price_override: { reason: 'damaged seam', approved_by: 'somebody-else' },
    };
    const refused = await create(sale([line], [card(9.99)]));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('price_override_forbidden');
    expect(refused.body.error.details?.[0]?.path).toBe('shipments.0.items.0.price_override');

    const approved = await create(sale([line], [card(9.99)]), 'manager');
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.shipments[0]?.items[0]).toEqual({
      product_id: 'tee',
      quantity: 1,
      price: 9.99,
      price_override: { reason: 'damaged seam', approved_by: 'manager' },
      // The Berlin test store charges no tax: the line's share of it is none.
      taxes: [],
    });
    const readBack = await t.call<Order>('GET', `/v0/d/orders/${approved.body.order_id}`, {
      as: 'associate',
    });
    expect(readBack.body.shipments[0]?.items[0]?.price_override).toEqual({
      reason: 'damaged seam',
      approved_by: 'manager',
    });

    const noReason = await create(
      sale([{ ...line, price_override: { reason: ' ' } }], [card(9.99)]),
      'manager',
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details?.[0]?.path).toBe('shipments.0.items.0.price_override.reason');
  });
});
