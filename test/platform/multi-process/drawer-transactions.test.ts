// Drawer transactions through several platform processes on one database: two workstations (or one
// retrying through another process behind the same address) racing on a drawer get the answers one process
// gives — the drawer opened once, a retried transaction recorded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordToken } from '../../support/platform-token';
import { record, storeWithDrawers, transaction, type TransactionBody } from '../cash/cash-fixture';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { requestOnce, sharedTestDatabase, type SharedDatabase } from './support/shared-database';

/** Drawers raced on at once: many, so that the two processes' requests overlap in the database. */
const DRAWERS = Array.from({ length: 12 }, (_, index) => `race-${index + 1}`);
/** Drawers already open, for the retried sales. */
const OPEN_DRAWERS = Array.from({ length: 12 }, (_, index) => `open-${index + 1}`);

/** A drawer transaction happening now (every process checks times against its own clock). */
const happeningNow = (type: string, amount: number) =>
  transaction('nyc', type, amount, { created_at: new Date().toISOString() });

describe('drawer transactions through several processes', () => {
  let shared: SharedDatabase;
  let setUp: TestPlatform;
  /** Two processes (the CLI) behind the same address, with a manager's token on each. */
  let processes: Array<{ url: string; token: string }> = [];

  const post = (through: { url: string; token: string }, drawerId: string, body: TransactionBody) =>
    requestOnce<TransactionBody>(through.url, 'POST', `/v0/d/cash_drawers/${drawerId}/transactions`, {
      token: through.token,
      body,
    });
  const recorded = async (drawerId: string) => {
    const answer = await setUp.call<{ items: TransactionBody[] }>(
      'GET',
      `/v0/d/cash_drawers/${drawerId}/transactions`,
      { as: 'manager' },
    );
    expect(answer.status).toBe(200);
    return answer.body.items;
  };

  beforeAll(async () => {
    shared = await sharedTestDatabase();
    setUp = await startTestPlatform({ database: shared.url });
    await storeWithDrawers(setUp, 'nyc', [...DRAWERS, ...OPEN_DRAWERS]);
    for (const drawerId of OPEN_DRAWERS) await record(setUp, drawerId, happeningNow('daily_open', 200));
    const started = await Promise.all([shared.start(), shared.start()]);
    processes = await Promise.all(
      started.map(async ({ url }) => ({ url, token: await passwordToken(url, 'manager') })),
    );
  }, 240_000);

  afterAll(async () => {
    await setUp?.close();
    await shared?.close();
  }, 60_000);

  it('opens a drawer once when two workstations open it through two processes at once', async () => {
    const answers = await Promise.all(
      DRAWERS.map((drawerId) =>
        Promise.all(processes.map((through) => post(through, drawerId, happeningNow('daily_open', 200)))),
      ),
    );
    for (const [index, drawerId] of DRAWERS.entries()) {
      const statuses = answers[index]!.map((answer) => answer.status).sort();
      expect(statuses, `${drawerId}: ${JSON.stringify(answers[index])}`).toEqual([201, 409]);
      const refused = answers[index]!.find((answer) => answer.status === 409)!;
      expect(refused.body).toMatchObject({ error: { code: 'drawer_already_open' } });
      expect((await recorded(drawerId)).map((entry) => entry.type)).toEqual(['daily_open']);
    }
  });

  it('records a sale retried through the other process once, answering both alike', async () => {
    const sales = OPEN_DRAWERS.map(() => happeningNow('cash_sale', 12.5));
    const answers = await Promise.all(
      OPEN_DRAWERS.map((drawerId, index) =>
        Promise.all(processes.map((through) => post(through, drawerId, sales[index]!))),
      ),
    );
    for (const [index, drawerId] of OPEN_DRAWERS.entries()) {
      const [first, second] = answers[index]!;
      expect([first!.status, second!.status], JSON.stringify(answers[index])).toEqual([201, 201]);
      expect(second!.body).toEqual(first!.body);
      const sold = (await recorded(drawerId)).filter((entry) => entry.type === 'cash_sale');
      expect(sold.map((entry) => entry.transaction_id)).toEqual([sales[index]!.transaction_id]);
    }
  });
});
