// GET /v0/d/cash_drawers/{drawer_id}/summary: the figures of the drawer's day and the blind count.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DrawerSummarySchema } from '../../../shared/contract';
import { DEFAULT_TEST_USERS } from '../core/shared-users';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { record, storeWithDrawers, transaction } from './cash-fixture';

const summaryOf = (drawerId: string) => `/v0/d/cash_drawers/${drawerId}/summary`;

describe('drawer summary', () => {
  let t: TestPlatform;
  beforeEach(async () => {
    // After the whole day the tests record (09:00 to 21:00) and the next morning's opening.
    t = await startTestPlatform({ users: DEFAULT_TEST_USERS, now: () => new Date('2026-03-03T12:00:00Z') });
    await storeWithDrawers(t, 'nyc', ['d1', 'd2']);
  });
  afterEach(async () => t.close());

  const summary = async (drawerId: string, as: string) => {
    const response = await t.call<Record<string, unknown>>('GET', summaryOf(drawerId), { as });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // Every answer is a valid summary of the contract.
    expect(DrawerSummarySchema.safeParse(response.body).success, JSON.stringify(response.body)).toBe(true);
    return response.body;
  };

  /** A day: float 200, sales 45.50 + 0.10 + 0.20, a refund of 10, 50 + 5 in, 100 + 20 out. Expected 170.80. */
  async function busyDay() {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200, { created_at: '2026-03-02T09:00:00Z' }));
    await record(t, 'd1', transaction('nyc', 'cash_sale', 45.5));
    await record(t, 'd1', transaction('nyc', 'cash_sale', 0.1));
    await record(t, 'd1', transaction('nyc', 'cash_sale', 0.2));
    await record(t, 'd1', transaction('nyc', 'cash_refund', 10));
    await record(t, 'd1', transaction('nyc', 'no_sale', 0));
    await record(t, 'd1', transaction('nyc', 'add_to_float', 50));
    await record(t, 'd1', transaction('nyc', 'add_petty_cash', 5));
    await record(t, 'd1', transaction('nyc', 'cash_pull', 100));
    await record(t, 'd1', transaction('nyc', 'remove_petty_cash', 20));
  }

  it('shows a drawer never opened as such, with zero figures', async () => {
    expect(await summary('d1', 'manager')).toEqual({
      state: 'never_opened',
      currency: 'USD',
      opened_at: null,
      closed_at: null,
      opening_float: 0,
      cash_sales: 0,
      cash_refunds: 0,
      inflows: 0,
      outflows: 0,
      expected_amount: 0,
      last_count: null,
      variance: null,
    });
  });

  it('adds up the day exactly: float + sales − refunds + inflows − outflows', async () => {
    await busyDay();
    expect(await summary('d1', 'manager')).toEqual({
      state: 'open',
      currency: 'USD',
      opened_at: '2026-03-02T09:00:00Z',
      closed_at: null,
      opening_float: 200,
      cash_sales: 45.8,
      cash_refunds: 10,
      inflows: 55,
      outflows: 120,
      expected_amount: 170.8,
      last_count: null,
      variance: null,
    });
  });

  it('compares an audit with what was expected at that moment', async () => {
    await busyDay();
    await record(
      t,
      'd1',
      transaction('nyc', 'audit_count', 0, { counted_amount: 170.3, created_at: '2026-03-02T13:00:00Z' }),
    );
    // A later sale changes the expected amount but not the audit's variance.
    await record(t, 'd1', transaction('nyc', 'cash_sale', 9.2));
    const figures = await summary('d1', 'manager');
    expect(figures.expected_amount).toBe(180);
    expect(figures.last_count).toEqual({
      type: 'audit_count',
      at: '2026-03-02T13:00:00Z',
      counted_amount: 170.3,
    });
    expect(figures.variance).toBe(-0.5);
  });

  it('shows the closed day until the next open starts a new one', async () => {
    await busyDay();
    await record(
      t,
      'd1',
      transaction('nyc', 'daily_close', 0, { counted_amount: 171, created_at: '2026-03-02T21:00:00Z' }),
    );
    const closed = await summary('d1', 'manager');
    expect(closed).toMatchObject({
      state: 'closed',
      opened_at: '2026-03-02T09:00:00Z',
      closed_at: '2026-03-02T21:00:00Z',
      expected_amount: 170.8,
      last_count: { type: 'daily_close', counted_amount: 171 },
      variance: 0.2,
    });

    await record(t, 'd1', transaction('nyc', 'daily_open', 171, { created_at: '2026-03-03T09:00:00Z' }));
    expect(await summary('d1', 'manager')).toMatchObject({
      state: 'open',
      opened_at: '2026-03-03T09:00:00Z',
      closed_at: null,
      opening_float: 171,
      cash_sales: 0,
      expected_amount: 171,
      last_count: null,
    });
  });

  it('hides the expected amount and variance from an associate (blind count), not from a manager', async () => {
    await busyDay();
    await record(t, 'd1', transaction('nyc', 'audit_count', 0, { counted_amount: 170 }));
    const blind = await summary('d1', 'associate');
    expect(blind).not.toHaveProperty('expected_amount');
    expect(blind).not.toHaveProperty('variance');
    expect(blind).toMatchObject({ state: 'open', cash_sales: 45.8, last_count: { counted_amount: 170 } });

    for (const role of ['manager', 'admin']) {
      expect(await summary('d1', role)).toMatchObject({ expected_amount: 170.8, variance: -0.8 });
    }
  });

  it('shows the expected amount to associates once the cash drawer configuration exposes it', async () => {
    await busyDay();
    const configured = await t.call('PUT', '/v0/d/cash_drawer_config', {
      as: 'admin',
      body: { expose_count_expected_amount: true },
    });
    expect(configured.status).toBe(200);
    expect(await summary('d1', 'associate')).toMatchObject({ expected_amount: 170.8, variance: null });

    await t.call('PUT', '/v0/d/cash_drawer_config', {
      as: 'admin',
      body: { expose_count_expected_amount: false },
    });
    expect(await summary('d1', 'associate')).not.toHaveProperty('expected_amount');
  });

  it('keeps each drawer to its own transactions', async () => {
    await busyDay();
    await record(t, 'd2', transaction('nyc', 'daily_open', 150));
    expect(await summary('d2', 'manager')).toMatchObject({
      opening_float: 150,
      cash_sales: 0,
      expected_amount: 150,
    });
  });

  it('answers 404 for an unknown drawer', async () => {
    const response = await t.call('GET', summaryOf('nowhere'), { as: 'manager' });
    expect(response.status).toBe(404);
  });
});
