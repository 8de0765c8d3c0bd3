// The rest of the contract through the client, against a real platform: import jobs, the catalog,
// pickup options, orders and their actions, a store's cash management, drawer transactions and summary.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InStoreSaleRequest } from '../../../shared/contract/order';
import { ApiError } from '../../../electron/services/api/api-errors';
import { PlatformApiClient } from '../../../electron/services/api/platform-api-client';
import { ean13Of, productIdOf, skuOf, STORE_BOOK, titleOf } from '../catalog/support/generated-catalog';
import {
  CUSTOMER_LOCATION,
  DRAWER,
  LOCALE,
  OTHER_STORE,
  SHOP,
  STORE,
  startServiceTenant,
  storePrice,
  type ServiceTenant,
} from './support/service-tenant';

let tenant: ServiceTenant;
let associate: PlatformApiClient;
let manager: PlatformApiClient;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 30 });
  await tenant.importStock([
    { store_id: STORE, product_id: productIdOf(1), quantity: 20 },
    { store_id: STORE, product_id: productIdOf(2), quantity: 20 },
  ]);
  associate = new PlatformApiClient({ baseUrl: tenant.platform.url });
  await associate.signIn({ username: 'associate', password: 'associate' });
  manager = new PlatformApiClient({ baseUrl: tenant.platform.url });
  await manager.signIn({ username: 'manager', password: 'manager' });
});

afterAll(async () => {
  await tenant.close();
});

describe('import jobs', () => {
  it('lists the finished jobs newest first, each with its counts and no errors', async () => {
    const jobs = await tenant.admin.listImportJobs();
    expect(jobs.items.length).toBeGreaterThanOrEqual(2);
    expect(jobs.items.every((job) => job.status === 'finished')).toBe(true);
    const catalogJob = jobs.items.find((job) => job.entities.includes('products'));
    expect(catalogJob?.counts.products).toBe(30);
    expect(await tenant.admin.listImportErrors(catalogJob?.import_id ?? '')).toEqual([]);
    expect((await tenant.admin.getImportJob(catalogJob?.import_id ?? '')).status).toBe('finished');
  });

  it('refuses to start a job twice (409)', async () => {
    const jobs = await tenant.admin.listImportJobs({ count: 1 });
    const job = jobs.items[0];
    await expect(
      tenant.admin.startImportJob(job?.import_id ?? '', { transformed_uri: 'https://127.0.0.1/x.zip' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe('catalog', () => {
  it('lists products with their default price and paginates', async () => {
    const page = await associate.listProducts(SHOP, { locale: LOCALE, count: 10, offset: 0 });
    expect(page.pagination).toEqual({ offset: 0, count: 10, total: 30, next_cursor: expect.any(String) });
    const first = page.items.find((product) => product.product_id === productIdOf(1));
    expect(first?.title).toBe(titleOf(1));
    expect(first?.price).toEqual({ value: 10.24, currency: 'USD', pricebook: 'default' });
  });

  it('finds changes after updated_since only', async () => {
    const all = await associate.listProducts(SHOP, { locale: LOCALE, count: 500 });
    const newest =
      all.items
        .map((product) => product.updated_at)
        .sort()
        .at(-1) ?? '';
    const none = await associate.listProducts(SHOP, { locale: LOCALE, updated_since: newest });
    expect(none.items).toEqual([]);
  });

  it('reads one product with its identifiers, and 404 for an unknown one', async () => {
    const product = await associate.getProduct(SHOP, productIdOf(7), LOCALE);
    expect(product.external_identifiers).toEqual([
      { type: 'sku', value: skuOf(7) },
      { type: 'ean13', value: ean13Of(7) },
    ]);
    await expect(associate.getProduct(SHOP, 'no-such-product', LOCALE)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('reads prices of the store book for several products (absent ones left out)', async () => {
    const prices = await associate.getPrices(SHOP, STORE_BOOK, [
      productIdOf(3),
      productIdOf(4),
      productIdOf(6),
    ]);
    expect(prices.pricebook_id).toBe(STORE_BOOK);
    expect(prices.currency).toBe('USD');
    expect(prices.elements.map((element) => element.product_id).sort()).toEqual([
      productIdOf(3),
      productIdOf(6),
    ]);
  });
});

describe('pickup options and orders', () => {
  it('answers pickup options nearest first with an offer token', async () => {
    const { options } = await associate.getPickupOptions({
      location: { geo: CUSTOMER_LOCATION },
      bag: [{ product_id: productIdOf(1), quantity: 1 }],
      options: { search_radius: 100, show_stores_without_atp: true },
    });
    expect(options.map((option) => option.fulfillment_node_id)).toEqual([STORE, OTHER_STORE]);
    expect(options[0]?.has_atp).toBe(true);
    expect(options[0]?.in_store_pickup_option.shipping_offer_token).not.toBe('');
  });

  it('creates a pickup order, lists and reads it, takes it through picking and hand-over with its history', async () => {
    const order = await tenant.placePickupOrder('web-1001', [{ product_id: productIdOf(1), quantity: 2 }]);
    expect(order.status).toBe('assigned');

    const listed = await associate.listOrders({ store_id: STORE, status: 'assigned' });
    expect(listed.items.map((item) => item.order_id)).toContain(order.order_id);
    expect((await associate.getOrder(order.order_id)).external_id).toBe('web-1001');

    const picking = await associate.actOnOrder(order.order_id, 'start_picking', {});
    expect(picking).toMatchObject({ status: 'in_picking', assignee: 'associate' });
    const ready = await associate.actOnOrder(order.order_id, 'mark_ready', {
      picked: [{ product_id: productIdOf(1), quantity: 2 }],
    });
    expect(ready.status).toBe('ready_for_pickup');
    const handed = await associate.actOnOrder(order.order_id, 'hand_over', { verified_by: 'ID card' });
    expect(handed.status).toBe('picked_up');

    const history = await associate.listOrderEvents(order.order_id);
    expect(history.map((event) => event.to)).toEqual([
      'open',
      'sent_to_store',
      'assigned',
      'in_picking',
      'ready_for_pickup',
      'picked_up',
    ]);
  });

  it('refuses an action the state does not allow with 409 invalid_transition', async () => {
    const order = await tenant.placePickupOrder('web-1002', [{ product_id: productIdOf(2), quantity: 1 }]);
    const error = await associate
      .actOnOrder(order.order_id, 'hand_over', { verified_by: 'ID' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'invalid_transition' });
  });

  it('records an in-store sale as picked_up, and the same external_id returns the same order', async () => {
    const sale: InStoreSaleRequest = {
      external_id: `sale-${randomUUID()}`,
      shop: SHOP,
      currency: 'USD',
      placed_at: new Date().toISOString(),
      store_id: STORE,
      shipments: [
        { items: [{ product_id: productIdOf(5), quantity: 1, price: storePrice(productIdOf(5)) }] },
      ],
      payments: [
        {
          method: 'cash' as const,
          amount: storePrice(productIdOf(5)),
          rounding_adjustment: 0,
          tendered: storePrice(productIdOf(5)),
          change: 0,
        },
      ],
    };
    const order = await associate.createOrder(sale);
    expect(order).toMatchObject({ status: 'picked_up', store_id: STORE, external_id: sale.external_id });
    const again = await associate.createOrder(sale);
    expect(again.order_id).toBe(order.order_id);
  });
});

describe('cash management', () => {
  it('reads the store cash management and the drawer, records transactions and summarises the drawer', async () => {
    const setup = await associate.getStoreCashManagement(STORE);
    expect(setup.operation_mode).toBe('non_integrated');
    expect(setup.drawers.map((drawer) => drawer.drawer_id)).toEqual([DRAWER]);

    const open = await associate.createDrawerTransaction(DRAWER, {
      transaction_id: randomUUID(),
      store_id: STORE,
      type: 'daily_open',
      amount: 200,
      currency: 'USD',
      associate: 'associate',
      // Happened two hours ago: within the platform's window for a day's opening.
      created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    });
    expect(open.type).toBe('daily_open');
    await associate.createDrawerTransaction(DRAWER, {
      transaction_id: randomUUID(),
      store_id: STORE,
      type: 'cash_sale',
      amount: 19.99,
      currency: 'USD',
      associate: 'associate',
      created_at: new Date(Date.now() - 3600_000).toISOString(),
    });
    const listed = await associate.listDrawerTransactions(DRAWER);
    expect(listed.items.map((transaction) => transaction.type).sort()).toEqual(['cash_sale', 'daily_open']);
    expect(listed.pagination.total).toBe(2);

    const summary = await manager.getDrawerSummary(DRAWER);
    expect(summary).toMatchObject({
      state: 'open',
      opening_float: 200,
      cash_sales: 19.99,
      expected_amount: 219.99,
    });
    const blind = await associate.getDrawerSummary(DRAWER);
    expect(blind.expected_amount).toBeUndefined();
  });

  it('lets a manager replace the store cash management', async () => {
    // Jersey City's, not the store whose drawer the test above counts: either test may run first.
    expect((await manager.getStoreCashManagement(OTHER_STORE)).operation_mode).toBe('none');
    const drawers = [
      { drawer_id: 'nj-1-drawer-1', name: 'Front register', recommended_float: 200, currency: 'USD' },
      { drawer_id: 'nj-1-drawer-2', name: 'Back register', recommended_float: 150, currency: 'USD' },
    ];
    const updated = await manager.putStoreCashManagement(OTHER_STORE, {
      operation_mode: 'non_integrated',
      drawers,
    });
    expect(updated).toMatchObject({ operation_mode: 'non_integrated', drawers });
    // What the store's associates read from now on.
    expect(await associate.getStoreCashManagement(OTHER_STORE)).toMatchObject({
      operation_mode: 'non_integrated',
      drawers,
    });
  });
});
