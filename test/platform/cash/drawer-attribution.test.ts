// The platform decides who recorded a drawer transaction (the signed-in caller) and accepts the client's
// created_at only as "happened at" inside its window, keeping its own receive time beside it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import type { ErrorBody } from '../../../shared/contract/errors';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { DEFAULT_TEST_USERS } from '../core/shared-users';
import { record, storeWithDrawers, transaction, type TransactionBody } from './cash-fixture';

type Answer = CashTransaction & ErrorBody;

describe('drawer transactions: attribution and time', () => {
  let t: TestPlatform;
  let clock = new Date('2026-03-02T14:00:00.000Z');
  beforeEach(async () => {
    clock = new Date('2026-03-02T14:00:00.000Z');
    t = await startTestPlatform({ now: () => clock, users: DEFAULT_TEST_USERS });
    await storeWithDrawers(t, 'nyc', ['d1']);
  });
  afterEach(async () => t.close());

  const post = (body: TransactionBody | Record<string, unknown>, as = 'associate') =>
    t.call<Answer>('POST', '/v0/d/cash_drawers/d1/transactions', { as, body });
  const at = (offsetSeconds: number) => new Date(clock.getTime() + offsetSeconds * 1000).toISOString();
  const recordedCount = async () =>
    (
      await t.call<{ pagination: { total: number } }>('GET', '/v0/d/cash_drawers/d1/transactions', {
        as: 'manager',
      })
    ).body.pagination.total;

  it('records the signed-in caller as the associate and refuses any other name', async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200, { created_at: at(-3600) }));
    for (const [type, associate] of [
      ['cash_refund', 'manager'],
      ['cash_sale', 'nobody-at-all'],
      ['no_sale', 'admin'],
    ] as const) {
      const response = await post({ ...transaction('nyc', type, type === 'no_sale' ? 0 : 5), associate });
      expect(response.status, `${type} as ${associate}`).toBe(403);
      expect(response.body.error.code).toBe('associate_not_caller');
      expect(response.body.error.details).toEqual([
        { path: 'associate', message: 'must be associate, the signed-in user, or left out' },
      ]);
    }
    expect(await recordedCount()).toBe(1);

    const unnamed = await post(transaction('nyc', 'cash_sale', 12));
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.associate).toBe('associate');
    const named = await post({ ...transaction('nyc', 'cash_sale', 3), associate: 'associate' });
    expect(named.status).toBe(201);
    expect(named.body.associate).toBe('associate');
  });

  it('keeps the client time as created_at and its own receive time as received_at', async () => {
    const opened = transaction('nyc', 'daily_open', 200, { created_at: at(-7200) });
    await record(t, 'd1', opened);
    clock = new Date('2026-03-02T14:30:00.000Z');
    const sale = transaction('nyc', 'cash_sale', 9.5, { created_at: at(-600) });
    const answer = await post(sale);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      created_at: sale.created_at,
      received_at: '2026-03-02T14:30:00.000Z',
    });
    const listed = await t.call<{ items: CashTransaction[] }>('GET', '/v0/d/cash_drawers/d1/transactions', {
      as: 'associate',
    });
    expect(listed.body.items[0]).toEqual(answer.body);
  });

  it('refuses a time in the future beyond five minutes of clock skew, for every type', async () => {
    const ahead = await post(transaction('nyc', 'daily_open', 200, { created_at: at(301) }), 'manager');
    expect(ahead.status).toBe(400);
    expect(ahead.body.error.code).toBe('time_in_future');
    expect(ahead.body.error.details?.[0]?.path).toBe('created_at');
    await record(t, 'd1', transaction('nyc', 'daily_open', 200, { created_at: at(240) }));
    for (const offset of [301, 3600, 86_400 * 365]) {
      const response = await post(transaction('nyc', 'cash_sale', 1, { created_at: at(offset) }));
      expect(response.status, `+${offset} s`).toBe(400);
      expect(response.body.error.code).toBe('time_in_future');
    }
    expect(await recordedCount()).toBe(1);
  });

  it("refuses a time before the drawer's day was opened", async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200, { created_at: at(-3600) }));
    for (const createdAt of ['1999-01-01T00:00:00Z', at(-3601), at(-86_400)]) {
      const response = await post(transaction('nyc', 'cash_sale', 5, { created_at: createdAt }));
      expect(response.status, createdAt).toBe(400);
      expect(response.body.error.code).toBe('time_before_window');
      expect(response.body.error.details).toEqual([
        {
          path: 'created_at',
          message: `must not be before ${at(-3600)}, the drawer's day opening (daily_open)`,
        },
      ]);
    }
    expect((await post(transaction('nyc', 'cash_sale', 5, { created_at: at(-3600) }))).status).toBe(201);
  });

  it('refuses a day opened more than 72 hours ago or before the previous close', async () => {
    for (const createdAt of ['1999-01-01T00:00:00Z', at(-72 * 3600 - 1)]) {
      const response = await post(
        transaction('nyc', 'daily_open', 200, { created_at: createdAt }),
        'manager',
      );
      expect(response.status, createdAt).toBe(400);
      expect(response.body.error.code).toBe('time_before_window');
    }
    await record(t, 'd1', transaction('nyc', 'daily_open', 200, { created_at: at(-7200) }));
    await record(
      t,
      'd1',
      transaction('nyc', 'daily_close', 0, { counted_amount: 200, created_at: at(-600) }),
    );
    const beforeClose = await post(
      transaction('nyc', 'daily_open', 200, { created_at: at(-601) }),
      'manager',
    );
    expect(beforeClose.status).toBe(400);
    expect(beforeClose.body.error.details?.[0]?.message).toBe(
      `must not be before ${at(-600)}, the drawer's previous daily_close`,
    );
    await record(t, 'd1', transaction('nyc', 'daily_open', 200, { created_at: at(-600) }));
  });

  it("never replays another caller's transaction: the same transaction_id from someone else is 409", async () => {
    await record(t, 'd1', transaction('nyc', 'daily_open', 200));
    const sale = transaction('nyc', 'cash_sale', 20);
    expect((await post(sale, 'associate')).status).toBe(201);
    expect((await post(sale, 'associate')).status).toBe(201);
    const other = await post(sale, 'manager');
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('transaction_id_reused');
    expect(await recordedCount()).toBe(2);
  });
});
