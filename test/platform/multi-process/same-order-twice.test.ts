// A storefront that sends one order twice (a retry after a timeout, a double click) may reach two platform
// processes at the same moment: the database, not a process's memory, makes it one order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/contract/errors';
import type { Order, OrderListResponse } from '../../../shared/contract/order';
import { signIn, type PlatformProcess } from '../core/platform-cli';
import { bookPrice, closeArchives, offerToken, pickupOrderBody } from '../pickup/pickup-tenant';
import {
  requestOnce,
  setUpPickupTenantOn,
  sharedTestDatabase,
  type Answer,
  type SharedDatabase,
} from './support/shared-database';

const ORDERS = 20;

describe('the same order sent to two platform processes at once', () => {
  let database: SharedDatabase;
  let processes: PlatformProcess[];
  let tokens: string[];
  let offer: string;

  beforeAll(async () => {
    database = await sharedTestDatabase();
    // A long grace period: the orders stay open while the test counts them.
    const setup = await setUpPickupTenantOn(database, 3600, { mitte: { tee: 100 } });
    offer = await offerToken(setup, 'mitte', [{ product_id: 'tee', quantity: 1 }]);
    await setup.close();
    processes = await Promise.all([database.start(), database.start()]);
    tokens = await Promise.all(processes.map((platform) => signIn(platform.url, 'associate')));
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await closeArchives();
  });

  const body = (externalId: string) =>
    pickupOrderBody(externalId, offer, [{ product_id: 'tee', quantity: 1, price: bookPrice('tee') }]);

  /** The same request to both processes at the same moment. */
  function toBoth(
    request: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<Order & ErrorBody>[]> {
    return Promise.all(
      processes.map((platform, index) =>
        requestOnce<Order & ErrorBody>(platform.url, 'POST', '/v0/d/fulfill_order', {
          token: tokens[index],
          body: request,
          headers,
        }),
      ),
    );
  }

  async function ordersWith(prefix: string): Promise<Order[]> {
    const listed = await requestOnce<OrderListResponse>(processes[1]!.url, 'GET', '/v0/d/orders?count=500', {
      token: tokens[1],
    });
    expect(listed.status).toBe(200);
    return listed.body.items.filter((order) => order.external_id.startsWith(prefix));
  }

  it('makes one order per external_id, and both answers are that order', async () => {
    for (let n = 1; n <= ORDERS; n += 1) {
      const answers = await toBoth(body(`web-twice-${n}`));
      // One process created it (201), the other found it (200): the same order either way.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(answers[0]!.body.order_id).toBe(answers[1]!.body.order_id);
      expect(answers[0]!.body).toEqual(answers[1]!.body);
    }
    const orders = await ordersWith('web-twice-');
    expect(orders).toHaveLength(ORDERS);
    expect(new Set(orders.map((order) => order.external_id)).size).toBe(ORDERS);
  });

  it('answers one of two different bodies under one external_id with 409, keeping the other', async () => {
    const { customer } = body('any');
    for (let n = 1; n <= ORDERS; n += 1) {
      const [one, two] = await Promise.all(
        processes.map((platform, index) =>
          requestOnce<Order & ErrorBody>(platform.url, 'POST', '/v0/d/fulfill_order', {
            token: tokens[index],
            body: { ...body(`web-clash-${n}`), customer: { ...customer, name: `Customer ${index + 1}` } },
          }),
        ),
      );
      const kept = one!.status === 201 ? one! : two!;
      const refused = kept === one ? two! : one!;
      expect([kept.status, refused.status]).toEqual([201, 409]);
      expect(refused.body.error.code).toBe('same_order_injection_with_different_data');
      const [order] = await ordersWith(`web-clash-${n}`);
      expect(order?.order_id).toBe(kept.body.order_id);
      expect(order?.customer?.name).toBe(kept.body.customer?.name);
    }
    expect(await ordersWith('web-clash-')).toHaveLength(ORDERS);
  });

  it('answers a repeated Idempotency-Key with the first answer, whichever process got it first', async () => {
    for (let n = 1; n <= ORDERS; n += 1) {
      const headers = { 'idempotency-key': `keyed-${n}` };
      const answers = await toBoth(body(`web-keyed-${n}`), headers);
      const created = answers.filter((answer) => answer.status === 201);
      expect(created.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1);
      // The other one either replayed that answer or, still running, asked for a retry (as the contract says).
      for (const answer of answers) {
        if (answer.status === 201) expect(answer.body).toEqual(created[0]!.body);
        else
          expect([answer.status, answer.body.error.code]).toEqual([409, 'idempotency_request_in_progress']);
      }
      const retried = await toBoth(body(`web-keyed-${n}`), headers);
      expect(retried.map((answer) => answer.status)).toEqual([201, 201]);
      for (const answer of retried) expect(answer.body).toEqual(created[0]!.body);
    }
    expect(await ordersWith('web-keyed-')).toHaveLength(ORDERS);
  });
});
