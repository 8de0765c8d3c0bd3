import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import type { Order, OrderEventListResponse, OrderListResponse } from '../../../shared/contract/order';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import type { TestPlatform } from '../support/platform-fixture';
import {
  SHOP,
  TEST_USERS,
  offerToken,
  pickupOrderBody,
  setUpBerlinTenant,
  closeArchives,
  startPickupPlatform,
} from '../pickup/pickup-tenant';

// The HTTPS server the stock archives are imported from.
afterAll(closeArchives);

const TEE = [{ product_id: 'tee', quantity: 2, price: 19.99 }];

describe('POST /v0/d/fulfill_order', () => {
  let t: TestPlatform;
  let mitteToken: string;

  beforeAll(async () => {
    t = await startPickupPlatform({ users: TEST_USERS });
    // A long grace period: these orders stay open while the test looks at them.
    await setUpBerlinTenant(t, 3600, { mitte: { tee: 10 }, potsdam: { tee: 10, cap: 4 } });
    mitteToken = await offerToken(t, 'mitte', [{ product_id: 'tee', quantity: 2 }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: unknown, as = 'associate') =>
    t.call<Order & ErrorBody>('POST', '/v0/d/fulfill_order', { as, body });

  it('creates an open pickup order at the store named by the token', async () => {
    const response = await create(pickupOrderBody('web-1', mitteToken, TEE));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      external_id: 'web-1',
      store_id: 'mitte',
      status: 'open',
      shop: SHOP,
    });
    expect(response.body.shipments[0]?.shipping_option?.shipping_offer_token).toBe(mitteToken);
  });

  it('refuses a forged token with 400 invalid_shipping_offer_token', async () => {
    const response = await create(
      pickupOrderBody('web-forged', 'v1.eyJzdG9yZV9pZCI6Im1pdHRlIn0.c2lnbmF0dXJl', TEE),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_shipping_offer_token');
    expect(response.body.error.details).toEqual([
      { path: 'shipments.0.shipping_option.shipping_offer_token', message: 'is forged or altered' },
    ]);
  });

  it('refuses a token altered to name another store or a bigger bag', async () => {
    const [version, payload, signature] = mitteToken.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as {
      store_id: string;
      bag: Array<{ product_id: string; quantity: number }>;
    };
    const reencode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const otherStore = `${version}.${reencode({ ...decoded, store_id: 'potsdam' })}.${signature}`;
    const biggerBag = `${version}.${reencode({ ...decoded, bag: [{ product_id: 'tee', quantity: 20 }] })}.${signature}`;
    for (const token of [otherStore, biggerBag]) {
      const response = await create(pickupOrderBody('web-altered', token, TEE));
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_shipping_offer_token');
    }
    const orders = await t.call<OrderListResponse>('GET', '/v0/d/orders', { as: 'admin' });
    expect(orders.body.items.some((order) => order.external_id === 'web-altered')).toBe(false);
  });

  it('refuses items that differ from the bag the offer was made for', async () => {
    const response = await create(
      pickupOrderBody('web-mismatch', mitteToken, [{ product_id: 'tee', quantity: 3, price: 19.99 }]),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('shipping_offer_mismatch');
    expect(response.body.error.details?.[0]?.path).toBe('shipments.0.items');
  });

  it('accepts the offered bag split over several lines', async () => {
    const response = await create(
      pickupOrderBody('web-split', mitteToken, [
        { product_id: 'tee', quantity: 1, price: 19.99 },
        { product_id: 'tee', quantity: 1, price: 19.99 },
      ]),
    );
    expect(response.status).toBe(201);
  });

  it('refuses an order for another shop than the store sells', async () => {
    const response = await create({ ...pickupOrderBody('web-shop', mitteToken, TEE), shop: 'paris-shop' });
    expect(response.status).toBe(400);
    expect(response.body.error.details?.[0]?.path).toBe('shop');
  });

  it('refuses an invalid body with 400 naming the field', async () => {
    const body = pickupOrderBody('web-invalid', mitteToken, TEE);
    const noName = await create({ ...body, customer: { email: 'erika@example.com' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error.code).toBe('invalid_request');
    expect(noName.body.error.details?.map((detail) => detail.path)).toEqual(['customer.name']);

    const tooPrecise = await create(
      pickupOrderBody('web-invalid', mitteToken, [{ product_id: 'tee', quantity: 2, price: 19.999 }]),
    );
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body.error.details?.map((detail) => detail.path)).toEqual([
      'shipments.0.items.0.price',
    ]);
  });

  it('answers the existing order for the same external_id and body, 409 for another body', async () => {
    const body = pickupOrderBody('web-2', mitteToken, TEE);
    const first = await create(body);
    expect(first.status).toBe(201);
    // Same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await create(reordered);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(first.body.order_id);

    const different = await create({ ...body, customer: { name: 'Max Mustermann' } });
    expect(different.status).toBe(409);
    expect(different.body.error.code).toBe('same_order_injection_with_different_data');
  });

  it('makes one order of two identical calls sent at once', async () => {
    const body = pickupOrderBody('web-race', mitteToken, TEE);
    const answers = await Promise.all([create(body), create(body), create(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    const orders = await t.call<OrderListResponse>('GET', '/v0/d/orders?count=500', { as: 'admin' });
    expect(orders.body.items.filter((order) => order.external_id === 'web-race')).toHaveLength(1);
    const history = await t.call<OrderEventListResponse>(
      'GET',
      `/v0/d/orders/${answers[0]!.body.order_id}/events`,
      {
        as: 'admin',
      },
    );
    expect(history.body.events).toHaveLength(1);
  });

  it('keeps the tax lines a pickup order’s web checkout charged, and the payments must cover them', async () => {
    // Berlin prices include 19 % VAT: 2 × 19.99 = 39.98 contains 6.38 of VAT.
    const taxes = [{ component_id: 'vat', label: 'MwSt.', rate: '19', taxable_amount: 39.98, amount: 6.38 }];
    const taxed = await create({
      ...pickupOrderBody('web-taxed', mitteToken, TEE),
      prices_include_tax: true,
      taxes,
    });
    expect(taxed.status, JSON.stringify(taxed.body)).toBe(201);
    expect(taxed.body).toMatchObject({ prices_include_tax: true, taxes });
    const read = await t.call<Order>('GET', `/v0/d/orders/${taxed.body.order_id}`, { as: 'associate' });
    expect(read.body).toMatchObject({ prices_include_tax: true, taxes });

    // Tax lines say whether the prices include them.
    const unsaid = await create({ ...pickupOrderBody('web-unsaid', mitteToken, TEE), taxes });
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.error.details).toEqual([
      {
        path: 'prices_include_tax',
        message: 'is required with tax lines: say whether the prices include them',
      },
    ]);

    // Tax added on top of the prices is part of what the payments pay.
    const onTop = { ...pickupOrderBody('web-on-top', mitteToken, TEE), prices_include_tax: false, taxes };
    const short = await create({
      ...onTop,
      payments: [{ method: 'card', amount: 39.98, rounding_adjustment: 0, tendered: 39.98, change: 0 }],
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('payments_do_not_match_total');
    const paid = await create({
      ...onTop,
      payments: [{ method: 'card', amount: 46.36, rounding_adjustment: 0, tendered: 46.36, change: 0 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    // An order that says nothing about tax reads back so: its documents say it was charged online.
    const plain = await create(pickupOrderBody('web-plain', mitteToken, TEE));
    expect(plain.body).toMatchObject({ prices_include_tax: null, taxes: [] });
  });

  it('records an in-store sale as picked up, takes its goods out of stock and keeps its payments', async () => {
    const payments = [
      { method: 'cash', amount: 19.99, rounding_adjustment: 0, tendered: 50, change: 30.01 },
      { method: 'card', amount: 12.5, rounding_adjustment: 0, tendered: 12.5, change: 0 },
    ];
    const response = await create(
      {
        external_id: 'pos-potsdam-1',
        shop: SHOP,
        currency: 'EUR',
        placed_at: new Date().toISOString(),
        store_id: 'potsdam',
        shipments: [
          {
            items: [
              { product_id: 'tee', quantity: 1, price: 19.99 },
              { product_id: 'cap', quantity: 1, price: 12.5 },
            ],
          },
        ],
        payments,
      },
      'potsdam-associate',
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      store_id: 'potsdam',
      status: 'picked_up',
      customer: null,
      payments,
    });
    const stock = new StockRepository(t.platform.context.db, t.platform.context.now);
    expect(stock.quantity('potsdam', 'tee')).toBe(9);
    expect(stock.quantity('potsdam', 'cap')).toBe(3);
    const history = await t.call<OrderEventListResponse>(
      'GET',
      `/v0/d/orders/${response.body.order_id}/events`,
      {
        as: 'potsdam-associate',
      },
    );
    expect(history.body.events.map(({ from, to, action, actor }) => ({ from, to, action, actor }))).toEqual([
      { from: null, to: 'picked_up', action: 'in_store_sale', actor: 'potsdam-associate' },
    ]);
  });

  it('refuses an in-store sale at a store the associate does not work in (403)', async () => {
    const response = await create(
      {
        external_id: 'pos-mitte-1',
        shop: SHOP,
        currency: 'EUR',
        placed_at: '2026-03-02T11:00:00Z',
        store_id: 'mitte',
        shipments: [{ items: [{ product_id: 'tee', quantity: 1, price: 19.99 }] }],
      },
      'potsdam-associate',
    );
    expect(response.status).toBe(403);
  });

  it('needs a bearer token (401)', async () => {
    const response = await t.call('POST', '/v0/d/fulfill_order', {
      body: pickupOrderBody('web-anon', mitteToken, TEE),
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /v0/d/fulfill_order without a pickup configuration', () => {
  it('answers 409 pickup_not_configured for a pickup order', async () => {
    const t = await startPickupPlatform();
    try {
      const response = await t.call<ErrorBody>('POST', '/v0/d/fulfill_order', {
        as: 'associate',
        body: pickupOrderBody('web-unconfigured', 'v1.e30.c2ln', [
          { product_id: 'tee', quantity: 1, price: 1 },
        ]),
      });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('pickup_not_configured');
    } finally {
      await t.close();
    }
  });
});
