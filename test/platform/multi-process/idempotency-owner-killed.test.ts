// A platform process killed (SIGKILL) in the middle of a request that reserved an Idempotency-Key: the
// client's retry through another process runs at once, instead of waiting minutes for the key to age. The
// reservation names the database session of the process running the request, and that session ends with it,
// even while its statement still waits on a lock.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlSessionEnded } from '../../../electron/platform/db/sql-dialect';
import type { ErrorBody } from '../../../shared/contract/errors';
import type { Order, OrderListResponse } from '../../../shared/contract/order';
import { signIn } from '../core/platform-cli';
import { bookPrice, closeArchives, offerToken, pickupOrderBody } from '../pickup/pickup-tenant';
import {
  requestOnce,
  setUpPickupTenantOn,
  sharedTestDatabase,
  type SharedDatabase,
} from './support/shared-database';

describe('an Idempotency-Key whose process died mid-request', () => {
  let database: SharedDatabase;
  let offer: string;
  /** The test's own session on the database, to hold the orders table while the first request runs. */
  let holder: pg.Client;

  beforeAll(async () => {
    database = await sharedTestDatabase();
    const setup = await setUpPickupTenantOn(database, 3600, { mitte: { tee: 100 } });
    offer = await offerToken(setup, 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    await setup.close();
    holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
  }, 180_000);
  afterAll(async () => {
    await holder?.end();
    await database?.close();
    await closeArchives();
  });

  /** The key's row and whether some session waits for a lock on the orders table. */
  async function firstRequestWaits(key: string): Promise<void> {
    const reserved = await holder.query<{ state: string }>(
      'SELECT state FROM idempotency_keys WHERE key = $1',
      [key],
    );
    expect(reserved.rows[0]?.state).toBe('in_progress');
    const waiting = await holder.query(
      `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'orders'::regclass`,
    );
    expect(waiting.rowCount).toBeGreaterThan(0);
  }

  /** The key's reservation names a session that has ended, and nobody waits on the orders table any more. */
  async function sessionEnded(key: string): Promise<void> {
    // Inside its transaction the holder would keep reading the activity it saw first: read it afresh.
    await holder.query('SELECT pg_stat_clear_snapshot()');
    const owner = await holder.query<{ ended: boolean }>(
      `SELECT ${sqlSessionEnded({ engine: 'postgres' }, 'owner')} AS ended FROM idempotency_keys WHERE key = $1`,
      [key],
    );
    expect(owner.rows[0]?.ended).toBe(true);
    const waiting = await holder.query(
      `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'orders'::regclass`,
    );
    expect(waiting.rowCount).toBe(0);
  }

  it('lets the retry through another process run at once, making the order once', async () => {
    const [first, second] = await Promise.all([database.start(), database.start()]);
    const [firstToken, secondToken] = await Promise.all(
      [first!, second!].map((platform) => signIn(platform.url, 'associate')),
    );
    const key = 'checkout-killed-1';
    const body = pickupOrderBody('web-killed-1', offer, [
      { product_id: 'tee', quantity: 1, price: bookPrice('tee') },
    ]);
    const send = (url: string, token: string) =>
      requestOnce<Order & ErrorBody>(url, 'POST', '/v0/d/fulfill_order', {
        token,
        body,
        headers: { 'idempotency-key': key },
      });

    // The first process reserves the key, then its order's write waits on the table the test holds.
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders IN EXCLUSIVE MODE');
    const cutShort = send(first!.url, firstToken!).catch((error: unknown) => error);
    await vi.waitFor(() => firstRequestWaits(key), { timeout: 30_000, interval: 50 });
    await first!.stop('SIGKILL');
    expect(await cutShort).toBeInstanceOf(Error);
    // Its session ends though its statement still waits on the table: the server notices the client is gone.
    await vi.waitFor(() => sessionEnded(key), { timeout: 15_000, interval: 100 });
    await holder.query('COMMIT');

    // Without the owner's session, this would wait its 5 s and answer 409 idempotency_request_in_progress.
    const retried = await send(second!.url, secondToken!);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.external_id).toBe('web-killed-1');
    const again = await send(second!.url, secondToken!);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(retried.body);

    const listed = await requestOnce<OrderListResponse>(second!.url, 'GET', '/v0/d/orders?count=500', {
      token: secondToken,
    });
    expect(listed.body.items.filter((order) => order.external_id === 'web-killed-1')).toHaveLength(1);
  }, 180_000);
});
