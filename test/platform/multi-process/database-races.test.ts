// Two processes meeting at the database, played by two connections in one test so that the moment is exact.
// A create race (an order's external_id, a return's return_id): each checks, neither sees the other's row,
// both insert; the database refuses the later insert, and the loser's transaction runs again and finds the
// winner's row. A deadline race: the scheduler claiming a due order passes over one another process's
// scheduler holds, instead of sending it twice or waiting for it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runAgainOnUniqueViolation } from '../../../electron/platform/db/run-again-on-unique-violation';
import { OrderRepository } from '../../../electron/platform/orders/order-repository';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let test: TestDatabase;
beforeEach(async () => {
  test = await openTestDatabase();
});
afterEach(async () => test.close());

const INSERT_KEY = `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at)
  VALUES ('scope', 'key', ?, 'in_progress', '2026-11-27T00:00:00.000Z')`;

it("the loser of a create race answers with the winner's row", () => {
  const mine = test.db;
  const otherProcess = test.connect();
  let runs = 0;
  const createOrFind = mine.transaction(() => {
    runs += 1;
    const found = mine
      .prepare(`SELECT fingerprint FROM idempotency_keys WHERE scope = 'scope' AND key = 'key'`)
      .pluck()
      .get() as string | undefined;
    if (found !== undefined) return { created: false, fingerprint: found };
    if (runs === 1) otherProcess.prepare(INSERT_KEY).run('theirs');
    mine.prepare(INSERT_KEY).run('mine');
    return { created: true, fingerprint: 'mine' };
  });

  expect(runAgainOnUniqueViolation(createOrFind)).toEqual({ created: false, fingerprint: 'theirs' });
  expect(runs).toBe(2);
  expect(mine.prepare('SELECT COUNT(*) FROM idempotency_keys').pluck().get()).toBe(1);
});

/** An open pickup order whose grace period ends at `deadline`, as order creation stores it. */
function openOrder(orderId: string, deadline: string) {
  return {
    order_id: orderId,
    external_id: `web-${orderId}`,
    shop: 'berlin-shop',
    store_id: 'mitte',
    status: 'open' as const,
    currency: 'EUR' as const,
    customer: null,
    shipments: [],
    payments: [],
    prices_include_tax: null,
    taxes: [],
    assignee: null,
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    kind: 'pickup' as const,
    request_fingerprint: 'fingerprint',
    grace_deadline_at: deadline,
    placed_at: '2026-11-27T00:00:00.000Z',
  };
}

it('a due order one process is sending is passed over by the other', () => {
  const mine = new OrderRepository(test.db);
  const otherDb = test.connect();
  const other = new OrderRepository(otherDb);
  mine.insert(openOrder('first-due', '2026-11-27T00:01:00.000Z'));
  mine.insert(openOrder('next-due', '2026-11-27T00:02:00.000Z'));
  const now = '2026-11-27T00:05:00.000Z';

  const claims = test.db.transaction(() => {
    const claimed = mine.claimOneWithGracePeriodEndedBy(now);
    // Meanwhile the other process's scheduler looks for due orders in its own transaction.
    const theirs = otherDb.transaction(() => other.claimOneWithGracePeriodEndedBy(now))();
    return { claimed, theirs };
  })();
  expect(claims).toEqual({ claimed: 'first-due', theirs: 'next-due' });
});
