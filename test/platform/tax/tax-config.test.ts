// GET, PUT /v0/d/stores/{store_id}/tax_config over HTTP, and the tax the platform checks on in-store sales.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserDirectory } from '../../../electron/platform/auth/user-directory';
import { sqlJsonText } from '../../../electron/platform/db/sql-dialect';
import { loadDemoTenant } from '../../../electron/platform/demo/demo-tenant';
import type { ErrorBody } from '../../../shared/contract/errors';
import type { Order } from '../../../shared/contract/order';
import type { Store } from '../../../shared/contract/store';
import type { CatalogTaxClasses, TaxConfig } from '../../../shared/contract/tax-config';
import { multiplyByQuantity, parseMoneyOrThrow, toWireAmount } from '../../../shared/money';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { createStore } from '../cash/cash-fixture';

const path = (storeId: string) => `/v0/d/stores/${storeId}/tax_config`;

const TEST_USERS = new UserDirectory([
  { username: 'admin', password: 'admin', roles: ['admin'] },
  { username: 'manager', password: 'manager', roles: ['manager'] },
  { username: 'associate', password: 'associate', roles: ['associate'] },
  { username: 'montreal', password: 'montreal', roles: ['associate'], store_ids: ['ca-mtl-catherine'] },
]);

const NEW_YORK_CITY = [
  { component_id: 'ny_state', label: 'NY State', rates: { standard: '4' } },
  { component_id: 'nyc', label: 'New York City', rates: { standard: '4.5' } },
  { component_id: 'mctd', label: 'MCTD', rates: { standard: '0.375' } },
];

describe('store tax configuration', () => {
  let t: TestPlatform;
  // Each test has its own platform whose three stores nobody has set up yet.
  beforeEach(async () => {
    t = await startTestPlatform({ users: TEST_USERS, now: () => new Date('2026-03-02T15:00:00Z') });
    await createStore(t, 'nyc', 'US');
    await createStore(t, 'berlin', 'DE');
    await createStore(t, 'toronto', 'CA', { tax_included: true });
  });
  afterEach(async () => t.close());

  it('reads the country defaults before anyone sets it up: prices before tax in the US, with tax in Germany', async () => {
    const nyc = await t.call<TaxConfig>('GET', path('nyc'), { as: 'associate' });
    expect(nyc.status).toBe(200);
    expect(nyc.body).toEqual({
      store_id: 'nyc',
      prices_include_tax: false,
      rounding: 'half_up',
      components: [],
      tax_classes: {},
      updated_at: null,
    });
    expect(
      (await t.call<TaxConfig>('GET', path('berlin'), { as: 'associate' })).body.prices_include_tax,
    ).toBe(true);
    // A store that says so itself keeps its tax_included.
    expect(
      (await t.call<TaxConfig>('GET', path('toronto'), { as: 'associate' })).body.prices_include_tax,
    ).toBe(true);
  });

  it('saves components, rounding and tax classes, and keeps the store’s tax_included in step', async () => {
    const body = {
      prices_include_tax: false,
      components: NEW_YORK_CITY,
      tax_classes: { clothing: 'exempt' },
    };
    const saved = await t.call<TaxConfig>('PUT', path('nyc'), { as: 'admin', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      store_id: 'nyc',
      prices_include_tax: false,
      rounding: 'half_up',
      components: NEW_YORK_CITY,
      tax_classes: { clothing: 'exempt' },
      updated_at: '2026-03-02T15:00:00.000Z',
    });
    expect((await t.call<TaxConfig>('GET', path('nyc'), { as: 'associate' })).body).toEqual(saved.body);

    const toronto = await t.call<TaxConfig>('PUT', path('toronto'), {
      as: 'admin',
      body: {
        prices_include_tax: false,
        components: [{ component_id: 'hst', label: 'HST', rates: { standard: '13' } }],
      },
    });
    expect(toronto.body.prices_include_tax).toBe(false);
    expect((await t.call<Store>('GET', '/v0/d/stores/toronto', { as: 'admin' })).body.tax_included).toBe(
      false,
    );
    // And the other way round: the store's PATCH is what GET answers.
    await t.call('PATCH', '/v0/d/stores/toronto', { as: 'admin', body: { tax_included: true } });
    expect(
      (await t.call<TaxConfig>('GET', path('toronto'), { as: 'associate' })).body.prices_include_tax,
    ).toBe(true);
  });

  it('refuses every bad field with its path and reason, and changes nothing', async () => {
    const before = (await t.call<TaxConfig>('GET', path('nyc'), { as: 'admin' })).body;
    const response = await t.call<ErrorBody>('PUT', path('nyc'), {
      as: 'admin',
      body: {
        rounding: 'nearest',
        components: [
          { component_id: 'ny_state', label: 'NY State', rates: { standard: 4 } },
          { component_id: 'ny_state', label: ' ', rates: { standard: '4.1234567', reduced: '101' } },
        ],
        tax_classes: { clothing: 'free' },
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect(response.body.error.details?.map((detail) => detail.path).sort()).toEqual([
      'components.0.rates.standard',
      'components.1.label',
      'components.1.rates.reduced',
      'components.1.rates.standard',
      'rounding',
      'tax_classes.clothing',
    ]);
    expect(
      response.body.error.details?.find((detail) => detail.path === 'components.0.rates.standard')?.message,
    ).toMatch(/must be a string such as "8.875"/);
    expect((await t.call<TaxConfig>('GET', path('nyc'), { as: 'admin' })).body).toEqual(before);
  });

  it('lets only administrators change it, and answers 404 for an unknown store', async () => {
    const put = (as: string) => t.call<ErrorBody>('PUT', path('nyc'), { as, body: { components: [] } });
    expect((await put('manager')).status).toBe(403);
    expect((await put('associate')).status).toBe(403);
    const missing = await t.call<ErrorBody>('GET', path('atlantis'), { as: 'admin' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await t.call('GET', path('nyc'), { as: 'montreal' })).status).toBe(403);
  });
});

describe('tax of in-store sales (demo tenant)', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ users: TEST_USERS });
    loadDemoTenant(t.platform.context);
  });
  afterAll(async () => t.close());

  /** A demo product of the shop with its tax class, and its price as the catalog answers it. */
  async function product(shop: string, taxClass: string) {
    const { db } = t.platform.context;
    const productId = db
      .prepare(
        `SELECT product_id FROM products WHERE shop = ? AND ${sqlJsonText(db, 'data', 'tax_class_id')} = ? LIMIT 1`,
      )
      .pluck()
      .get(shop, taxClass) as string;
    const read = await t.call<{ product_id: string; price: { value: number } }>(
      'GET',
      `/api/v1/shops/${shop}/products/${productId}?locale=en-US`,
      { as: 'associate' },
    );
    return read.body;
  }

  const card = (amount: number) => [
    { method: 'card', amount, rounding_adjustment: 0, tendered: amount, change: 0 },
  ];
  /** A manager sells at a round test price, so that the tax is worked out by hand below. */
  const atTestPrice = (productId: string, price: number) => [
    { product_id: productId, quantity: 1, price, price_override: { reason: 'tax test price' } },
  ];

  const sale = (
    storeId: string,
    shop: string,
    currency: string,
    items: unknown[],
    extra: Record<string, unknown>,
  ) => ({
    external_id: `sale-${storeId}-${Math.random()}`,
    shop,
    currency,
    // Now: the platform takes a sale's time only within its offline window.
    placed_at: new Date().toISOString(),
    store_id: storeId,
    shipments: [{ items }],
    ...extra,
  });

  it('has the demo’s real rates: NYC 8.875 %, Québec GST + QST, Ontario HST', async () => {
    const soho = (await t.call<TaxConfig>('GET', path('us-nyc-soho'), { as: 'associate' })).body;
    expect(soho.components.map((component) => [component.label, component.rates.standard])).toEqual([
      ['NY State', '4'],
      ['New York City', '4.5'],
      ['MCTD', '0.375'],
    ]);
    expect(soho.prices_include_tax).toBe(false);
    const montreal = (await t.call<TaxConfig>('GET', path('ca-mtl-catherine'), { as: 'associate' })).body;
    expect(montreal.components.map((component) => [component.label, component.rates.standard])).toEqual([
      ['GST', '5'],
      ['QST', '9.975'],
    ]);
    const toronto = (await t.call<TaxConfig>('GET', path('ca-tor-eaton'), { as: 'associate' })).body;
    expect(toronto.components.map((component) => [component.label, component.rates.standard])).toEqual([
      ['HST', '13'],
    ]);
    const philadelphia = (await t.call<TaxConfig>('GET', path('us-phl-walnut'), { as: 'associate' })).body;
    expect(philadelphia.tax_classes).toEqual({ clothing: 'exempt', footwear: 'exempt' });
  });

  it('lists the tax classes of a store’s catalog with their product counts, for administrators only', async () => {
    const classes = await t.call<CatalogTaxClasses>('GET', `/v0/d/stores/us-phl-walnut/tax_classes`, {
      as: 'admin',
    });
    expect(classes.status).toBe(200);
    const { db } = t.platform.context;
    const counted = db
      .prepare(
        `SELECT ${sqlJsonText(db, 'data', 'tax_class_id')}, COUNT(DISTINCT product_id) FROM products
          WHERE shop = 'us' GROUP BY 1 ORDER BY 1`,
      )
      .raw()
      .all() as Array<[string | null, number]>;
    expect(classes.body.tax_classes.map((entry) => entry.tax_class_id)).toEqual([
      'accessories',
      'clothing',
      'footwear',
      'home',
    ]);
    expect(classes.body.tax_classes.map((entry) => [entry.tax_class_id, entry.product_count])).toEqual(
      counted.filter(([id]) => id !== null),
    );
    expect(classes.body.tax_classes.every((entry) => entry.product_count > 0)).toBe(true);
    expect((await t.call('GET', `/v0/d/stores/us-phl-walnut/tax_classes`, { as: 'manager' })).status).toBe(
      403,
    );
    expect((await t.call('GET', `/v0/d/stores/atlantis/tax_classes`, { as: 'admin' })).status).toBe(404);
  });

  it('accepts a Montréal sale whose GST and QST are right, and keeps each line’s share', async () => {
    const item = await product('ca', 'home');
    const price = 19.99;
    const response = await t.call<Order & ErrorBody>('POST', '/v0/d/fulfill_order', {
      as: 'manager',
      body: sale('ca-mtl-catherine', 'ca', 'CAD', atTestPrice(item.product_id, price), {
        payments: card(22.98),
        prices_include_tax: false,
        taxes: [
          { component_id: 'gst', label: 'GST', rate: '5', taxable_amount: 19.99, amount: 1.0 },
          { component_id: 'qst', label: 'QST', rate: '9.975', taxable_amount: 19.99, amount: 1.99 },
        ],
      }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.prices_include_tax).toBe(false);
    expect(response.body.taxes.map((tax) => [tax.label, tax.amount])).toEqual([
      ['GST', 1],
      ['QST', 1.99],
    ]);
    expect(response.body.shipments[0]?.items[0]?.taxes).toEqual([
      { component_id: 'gst', rate: '5', amount: 1 },
      { component_id: 'qst', rate: '9.975', amount: 1.99 },
    ]);
    const read = await t.call<Order>('GET', `/v0/d/orders/${response.body.order_id}`, { as: 'montreal' });
    expect(read.body.taxes).toEqual(response.body.taxes);
  });

  it('refuses a New York sale whose tax is wrong or missing, naming each field (400 tax_mismatch)', async () => {
    const item = await product('us', 'home');
    const line = atTestPrice(item.product_id, 24.99);
    const wrong = await t.call<ErrorBody>('POST', '/v0/d/fulfill_order', {
      as: 'manager',
      body: sale('us-nyc-soho', 'us', 'USD', line, {
        payments: card(27.2),
        prices_include_tax: false,
        taxes: [
          { component_id: 'ny_state', label: 'NY State', rate: '4', taxable_amount: 24.99, amount: 1.0 },
          { component_id: 'nyc', label: 'New York City', rate: '4.5', taxable_amount: 24.99, amount: 1.13 },
          { component_id: 'mctd', label: 'MCTD', rate: '0.375', taxable_amount: 24.99, amount: 0.09 },
        ],
      }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('tax_mismatch');
    expect(wrong.body.error.details).toEqual([
      { path: 'taxes.1.amount', message: 'must be 1.12 (nyc 4.5 % on 24.99)' },
    ]);

    const missing = await t.call<ErrorBody>('POST', '/v0/d/fulfill_order', {
      as: 'manager',
      body: sale('us-nyc-soho', 'us', 'USD', line, { payments: card(24.99) }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.map((detail) => detail.path)).toEqual(['prices_include_tax', 'taxes']);
    expect(missing.body.error.details?.[1]?.message).toBe(
      'must list 3 tax lines (ny_state 4 % on 24.99, nyc 4.5 % on 24.99, mctd 0.375 % on 24.99)',
    );
  });

  it('charges no tax on clothing in Philadelphia (exempt class) and takes a sale without tax lines in Portland', async () => {
    const shirt = await product('us', 'clothing');
    const unit = parseMoneyOrThrow(shirt.price.value, 'USD');
    const exempt = await t.call<Order & ErrorBody>('POST', '/v0/d/fulfill_order', {
      as: 'associate',
      body: sale(
        'us-phl-walnut',
        'us',
        'USD',
        [{ product_id: shirt.product_id, quantity: 2, price: shirt.price.value }],
        {
          payments: card(toWireAmount(multiplyByQuantity(unit, 2))),
          prices_include_tax: false,
          taxes: [],
        },
      ),
    });
    expect(exempt.status, JSON.stringify(exempt.body)).toBe(201);
    expect(exempt.body.taxes).toEqual([]);

    const portland = await t.call<Order & ErrorBody>('POST', '/v0/d/fulfill_order', {
      as: 'associate',
      body: sale(
        'us-pdx-pioneer',
        'us',
        'USD',
        [{ product_id: shirt.product_id, quantity: 1, price: shirt.price.value }],
        { payments: card(shirt.price.value) },
      ),
    });
    expect(portland.status, JSON.stringify(portland.body)).toBe(201);
    expect(portland.body.taxes).toEqual([]);
  });
});
