// A counter sale and its return sent to two platforms on one PostgreSQL database at once, as a workstation's
// retry may land on another process behind the same address: the sale's external_id and the return's
// return_id are settled by the database, so the goods leave the stock once and come back once.
// (In one test process two calls reach the database one after the other, each platform knowing nothing
// of the other's; database-races.test.ts puts another connection's insert between a check and its insert.)
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { StockRepository } from '../../../electron/platform/catalog/stock-repository';
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { SaleDetail } from '../../../shared/contract/sales-history';
import { storeWithDrawers } from '../cash/cash-fixture';
import { productAt, stockPricedProducts } from '../returns/priced-products';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

const STORE = 'ca-twice';
const PRODUCT = productAt(20);

describe('a counter sale and its return across two platforms on one database', () => {
  const running: TestPlatform[] = [];
  afterEach(async () => {
    // The platform that created the database goes last: closing it drops the database.
    for (const platform of running.splice(0).reverse()) await platform.close();
  });

  it('sells once and takes the goods back once when both platforms get the same calls at once', async () => {
    const first = await startTestPlatform();
    running.push(first);
    expect(first.database, 'this test needs PostgreSQL').toMatch(/^postgres/);
    await storeWithDrawers(first, STORE, [`${STORE}-1`], 'CAD');
    stockPricedProducts(first, 'ca', STORE, 'CAD', [20]);
    const second = await startTestPlatform({ database: first.database });
    running.push(second);
    const stock = new StockRepository(second.platform.context.db, second.platform.context.now);
    const both = <T>(path: string, body: unknown) =>
      Promise.all([first, second].map((t) => t.call<T>('POST', path, { as: 'associate', body })));

    const sales = await both<Order>('/v0/d/fulfill_order', {
      external_id: 'sale-twice-1',
      shop: 'ca',
      currency: 'CAD',
      placed_at: new Date().toISOString(),
      store_id: STORE,
      shipments: [{ items: [{ product_id: PRODUCT, quantity: 2, price: 20 }] }],
      payments: [
        {
          method: 'card',
          amount: 40,
          rounding_adjustment: 0,
          tendered: 40,
          change: 0,
          card_last_four: '4242',
        },
      ],
    });
    expect(sales.map((sale) => sale.status).sort(), JSON.stringify(sales[0]!.body)).toEqual([200, 201]);
    expect(sales[0]!.body.order_id).toBe(sales[1]!.body.order_id);
    expect(stock.quantity(STORE, PRODUCT)).toBe(100 - 2);

    const orderId = sales[0]!.body.order_id;
    const returns = await both<SaleReturn>(`/v0/d/sales/${orderId}/returns`, {
      return_id: randomUUID(),
      lines: [{ product_id: PRODUCT, quantity: 1 }],
      receipt: true,
    });
    expect(returns.map((answer) => answer.status).sort(), JSON.stringify(returns[0]!.body)).toEqual([
      200, 201,
    ]);
    expect(returns[0]!.body).toEqual(returns[1]!.body);
    expect(stock.quantity(STORE, PRODUCT)).toBe(100 - 2 + 1);
    const detail = await second.call<SaleDetail>('GET', `/v0/d/sales/${orderId}`, { as: 'associate' });
    expect(detail.body.returns).toHaveLength(1);
    expect(detail.body.lines).toEqual([
      { product_id: PRODUCT, unit_price: 20, sold: 2, returned: 1, returnable: 1 },
    ]);
  });
});
