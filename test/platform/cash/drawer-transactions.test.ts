// POST, GET /v0/d/cash_drawers/{drawer_id}/transactions: the drawer's day, idempotency by transaction_id,
// exact amounts, who may record what, newest-first pages and sync.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserDirectory } from '../../../electron/platform/auth/user-directory';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import {
  record,
  setCashManagementCapability,
  storeWithDrawers,
  transaction,
  type TransactionBody,
} from './cash-fixture';

type ErrorBody = {
  error: { code: string; message: string; details?: Array<{ path: string; message: string }> };
};
type Page = { items: TransactionBody[]; pagination: { offset: number; count: number; total: number } };

const transactionsOf = (drawerId: string) => `/v0/d/cash_drawers/${drawerId}/transactions`;

// Built once for the file: password hashing is the slow part of starting a platform.
const TEST_USERS = new UserDirectory([
  { username: 'admin', password: 'admin', roles: ['admin'] },
  { username: 'manager', password: 'manager', roles: ['manager'] },
  { username: 'associate', password: 'associate', roles: ['associate'] },
  {
    username: 'boston-associate',
    password: 'boston-associate',
    roles: ['associate'],
    store_ids: ['bos'],
  },
]);

describe('drawer transactions', () => {
  let t: TestPlatform;
  let clock = new Date('2026-03-02T14:00:00.000Z');
  beforeEach(async () => {
    clock = new Date('2026-03-02T14:00:00.000Z');
    t = await startTestPlatform({
      now: () => clock,
      users: TEST_USERS,
    });
    await storeWithDrawers(t, 'nyc', ['d1', 'd2']);
  });
  afterEach(async () => t.close());

  const post = (drawerId: string, body: unknown, as = 'manager') =>
    t.call<ErrorBody & TransactionBody>('POST', transactionsOf(drawerId), { as, body });
  const list = async (drawerId: string, query = '') => {
    const response = await t.call<Page>('GET', `${transactionsOf(drawerId)}${query}`, { as: 'associate' });
    expect(response.status).toBe(200);
    return response.body;
  };

  /** What the platform answers for a body it accepted: the caller as associate, its clock as received_at. */
  const recorded = (body: Record<string, unknown>, associate: string) => ({
    ...body,
    associate,
    received_at: clock.toISOString(),
  });

  it('answers 404 for a drawer no store has', async () => {
    const response = await post('nowhere', transaction('nyc', 'daily_open', 200));
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect((await t.call<ErrorBody>('GET', transactionsOf('nowhere'), { as: 'associate' })).status).toBe(404);
  });

  it('needs a daily_open before any other transaction', async () => {
    const sale = await post('d1', transaction('nyc', 'cash_sale', 20), 'associate');
    expect(sale.status).toBe(409);
    expect(sale.body.error.code).toBe('drawer_closed');
    expect((await list('d1')).items).toEqual([]);

    await record(t, 'd1', transaction('nyc', 'daily_open', 200), 'associate');
    await record(t, 'd1', transaction('nyc', 'cash_sale', 20), 'associate');
    // The other drawer of the store is still closed.
    expect((await post('d2', transaction('nyc', 'no_sale', 0), 'associate')).status).toBe(409);
  });

  it('refuses a second daily_open of an open drawer', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    const again = await post('d1', transaction('nyc', 'daily_open', 150));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('drawer_already_open');
  });

  it('closes the drawer with daily_close, after which only a daily_open is taken', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    await record(t, 'd1', transaction('nyc', 'daily_close', 0, { counted_amount: 200 }));
    for (const type of ['cash_sale', 'cash_refund', 'add_to_float', 'cash_pull']) {
      const response = await post('d1', transaction('nyc', type, 5));
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('drawer_closed');
    }
    const audit = await post('d1', transaction('nyc', 'audit_count', 0, { counted_amount: 200 }));
    expect(audit.body.error.code).toBe('drawer_closed');
    await record(t, 'd1', transaction('nyc', 'daily_open', 180));
    await record(t, 'd1', transaction('nyc', 'cash_sale', 12.5));
  });

  it('answers a retry of the same transaction_id and body with the first answer, recording it once', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    const sale = transaction('nyc', 'cash_sale', 19.99, { order_id: 'order-1' });
    const first = await record(t, 'd1', sale, 'associate');
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(sale).reverse());
    const retry = await post('d1', reordered, 'associate');
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect(
      (await list('d1')).items.filter((item) => item.transaction_id === sale.transaction_id),
    ).toHaveLength(1);
  });

  it('refuses a transaction_id reused with another body or on another drawer (409)', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    await record(t, 'd2', transaction('nyc', 'daily_open', 200));
    const sale = transaction('nyc', 'cash_sale', 19.99);
    await record(t, 'd1', sale);
    const changed = await post('d1', { ...sale, amount: 29.99 });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('transaction_id_reused');
    const elsewhere = await post('d2', sale);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error.code).toBe('transaction_id_reused');
    expect((await list('d2')).items.map((item) => item.type)).toEqual(['daily_open']);
  });

  it('refuses an amount with more decimals than the currency, naming the field', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    const response = await post('d1', transaction('nyc', 'cash_sale', 19.999), 'associate');
    expect(response.status).toBe(400);
    expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['amount']);
    const negative = await post('d1', transaction('nyc', 'cash_refund', -5), 'associate');
    expect(negative.status).toBe(400);
    expect(new Set(negative.body.error.details?.map((detail) => detail.path))).toEqual(new Set(['amount']));
  });

  it('refuses an amount that would take the drawer past what can be summed exactly, and still sums the day', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 100));
    // 9 trillion dollars is 9 × 10^14 cents: 15 digits, exact on the wire; twice over it is 16 digits.
    await record(t, 'd1', transaction('nyc', 'cash_sale', 9_000_000_000_000), 'associate');
    const second = await post('d1', transaction('nyc', 'cash_sale', 9_000_000_000_000), 'associate');
    expect(second.status, JSON.stringify(second.body)).toBe(400);
    expect(second.body.error.details?.map((detail) => detail.path)).toEqual(['amount']);

    const summary = await t.call<{ expected_amount: number }>('GET', '/v0/d/cash_drawers/d1/summary', {
      as: 'manager',
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.expected_amount).toBe(9_000_000_000_100);
  });

  it("refuses a transaction naming another store or currency than the drawer's", async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    const response = await post('d1', transaction('bos', 'cash_sale', 10, { currency: 'CAD' }), 'associate');
    expect(response.status).toBe(400);
    expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['store_id', 'currency']);
  });

  it('lets associates record counter transactions and keeps audits, close and cash movements to managers', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200), 'associate');
    for (const [type, amount] of [
      ['cash_sale', 30],
      ['cash_refund', 10],
      ['no_sale', 0],
      ['add_petty_cash', 5],
      ['remove_petty_cash', 5],
    ] as const) {
      await record(t, 'd1', transaction('nyc', type, amount), 'associate');
    }
    const managerOnly = [
      transaction('nyc', 'audit_count', 0, { counted_amount: 220 }),
      transaction('nyc', 'add_to_float', 50),
      transaction('nyc', 'cash_pull', 50),
      transaction('nyc', 'transfer_in', 10),
      transaction('nyc', 'transfer_out', 10),
      transaction('nyc', 'adjustment_in', 1, { reason_code: 'found_cash' }),
      transaction('nyc', 'adjustment_out', 1, { reason_code: 'counting_error' }),
      transaction('nyc', 'daily_close', 0, { counted_amount: 220 }),
    ];
    for (const body of managerOnly) {
      const refused = await post('d1', body, 'associate');
      expect(refused.status, body.type).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    expect((await list('d1')).pagination.total).toBe(6);
    for (const body of managerOnly) await record(t, 'd1', body, 'manager');
    expect((await list('d1')).pagination.total).toBe(14);
  });

  it('keeps a user to the drawers of the stores they work in', async () => {
    const response = await post('d1', transaction('nyc', 'daily_open', 200), 'boston-associate');
    expect(response.status).toBe(403);
    expect((await t.call('GET', transactionsOf('d1'), { as: 'boston-associate' })).status).toBe(403);
    expect((await t.call('GET', '/v0/d/cash_drawers/d1/summary', { as: 'boston-associate' })).status).toBe(
      403,
    );
  });

  it('lets an open drawer finish its day after cash management is switched off, but not open again', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    await setCashManagementCapability(t, false);
    await record(t, 'd1', transaction('nyc', 'cash_sale', 10), 'associate');
    await record(t, 'd1', transaction('nyc', 'daily_close', 0, { counted_amount: 210 }));
    const reopen = await post('d1', transaction('nyc', 'daily_open', 200));
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe('cash_management_disabled');
  });

  it('lists newest first in pages, with the total', async () => {
    const opened = transaction('nyc', 'daily_open', 200);
    await record(t, 'd1', opened);
    const sales = [];
    for (let index = 1; index <= 4; index += 1) {
      const sale = transaction('nyc', 'cash_sale', index);
      sales.push(sale);
      await record(t, 'd1', sale);
    }
    const firstPage = await list('d1', '?count=2');
    expect(firstPage.items.map((item) => item.amount)).toEqual([4, 3]);
    expect(firstPage.pagination).toEqual({ offset: 0, count: 2, total: 5 });
    const lastPage = await list('d1', '?offset=4&count=2');
    expect(lastPage.items).toEqual([recorded(opened, 'manager')]);
    expect(lastPage.pagination).toEqual({ offset: 4, count: 1, total: 5 });
    // Another drawer's list holds only its own.
    expect((await list('d2')).pagination.total).toBe(0);
    const badCount = await t.call<ErrorBody>('GET', `${transactionsOf('d1')}?count=0`, { as: 'associate' });
    expect(badCount.status).toBe(400);
  });

  it('answers only what was recorded after updated_since', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    clock = new Date('2026-03-02T15:00:00.000Z');
    const later = transaction('nyc', 'cash_sale', 7.25);
    await record(t, 'd1', later);
    const since = await list('d1', `?updated_since=${encodeURIComponent('2026-03-02T10:30:00-04:00')}`);
    expect(since.items).toEqual([recorded(later, 'manager')]);
    expect(since.pagination.total).toBe(1);
    const bad = await t.call<ErrorBody>('GET', `${transactionsOf('d1')}?updated_since=yesterday`, {
      as: 'associate',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.[0]?.path).toBe('updated_since');
  });

  it('keeps recorded transactions across a restart', async () => {
    const opened = transaction('nyc', 'daily_open', 200);
    await record(t, 'd1', opened);
    await t.stop();
    const restarted = await startTestPlatform({ dataDir: t.dataDir, users: TEST_USERS });
    try {
      const page = await restarted.call<Page>('GET', transactionsOf('d1'), { as: 'associate' });
      expect(page.body.items).toEqual([recorded(opened, 'manager')]);
      const sale = await restarted.call('POST', transactionsOf('d1'), {
        as: 'associate',
        body: transaction('nyc', 'cash_sale', 10),
      });
      expect(sale.status).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});
