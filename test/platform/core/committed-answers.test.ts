// Every POST route that writes answers through sendCommitted (http/committed-answer.ts): its answer is
// recorded under the request's Idempotency-Key in the transaction of its writes, so a retry after a crash
// never runs it twice. This reads how each route the running platform registered answers; a new writing
// route that answers another way fails here until it uses sendCommitted or is listed below with the reason
// it needs no committed answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

/** The Idempotency-Key is kept for POSTs only; the other writing methods set or remove a state. */
const SETS_A_STATE = 'not a POST: no Idempotency-Key is kept, and sending it again leaves the same state';

/** Writing routes that need no committed answer, and why. */
const NO_COMMITTED_ANSWER: Record<string, string> = {
  'POST /v0/token': 'public: no key is kept without a signed-in caller; a repeat signs in again',
  'POST /v0/d/in_store_pickup_options': 'writes nothing: the options and their offer token are computed',
  'PATCH /v0/d/stores/:store_id': SETS_A_STATE,
  'PUT /v0/d/stores/:store_id/cash_management': SETS_A_STATE,
  'PUT /v0/d/stores/:store_id/tax_config': SETS_A_STATE,
  'PUT /api/v1/associate-app/config': SETS_A_STATE,
  'PATCH /api/v1/associate-app/config': SETS_A_STATE,
  'PUT /v0/d/cash_drawer_config': SETS_A_STATE,
  'PUT /config/rounding': SETS_A_STATE,
  'PUT /v0/me/pin': SETS_A_STATE,
  'DELETE /v0/me/pin': SETS_A_STATE,
  'PUT /v0/d/training/customer_simulator': SETS_A_STATE,
  'PUT /v0/d/return_config': SETS_A_STATE,
};

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('committed answers', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every writing route answers through sendCommitted or is listed with its reason', () => {
    const writing = t.platform.routes.filter((route) => WRITING_METHODS.has(route.method));
    // The seed's POSTs that create or act: stores, orders, drawer transactions, returns, configs, imports.
    expect(writing.filter((route) => route.method === 'POST').length).toBeGreaterThanOrEqual(10);
    const answering = writing.map(({ method, url, handler }) => {
      const name = `${method} ${url}`;
      const committed = /\bsendCommitted\)?\s*\(/.test(handler.toString());
      return { name, committed, listed: NO_COMMITTED_ANSWER[name] };
    });
    // Neither committed nor listed: a retry after a crash may run it twice.
    expect(answering.filter((route) => !route.committed && !route.listed).map((route) => route.name)).toEqual(
      [],
    );
    // Listed but committed (or gone): the list stays true.
    const registered = new Set(answering.map((route) => route.name));
    expect(
      Object.keys(NO_COMMITTED_ANSWER).filter(
        (name) => !registered.has(name) || answering.some((route) => route.name === name && route.committed),
      ),
    ).toEqual([]);
  });
});
