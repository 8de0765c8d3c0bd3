// A request whose Idempotency-Key was taken over by a retry while it ran (its reservation counted as
// abandoned: on another process, the retry saw it too old, or its owner's database session gone). The retry's
// answer is the key's, so this request writes nothing, keeps and frees nothing of the key's record, and is
// refused with a code a client retries on, which then gets the retry's answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPlatformStorage, type PlatformDatabase } from '../../../electron/platform/db/database';
import {
  ABANDONED_RESERVATION_MS,
  IdempotencyKeyStore,
  type KeyRecord,
} from '../../../electron/platform/http/idempotency-key-store';
// Where the platform's Fastify instance gets its `idempotencyKeys`.
import type {} from '../../../electron/platform/http/idempotency';
import { requestFingerprint } from '../../../electron/platform/http/request-fingerprint';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { testEngine } from '../support/test-database';
import { DEFAULT_TEST_USERS } from './shared-users';
import { ADMIN_CREATES_STORE, createStoreWithKey, storeBody, storeStatus } from './idempotency-store-request';

describe('an Idempotency-Key taken over by a retry while its request ran', () => {
  let t: TestPlatform;
  /** The connection of the process whose retry takes the key over. */
  let other: PlatformDatabase;
  let otherKeys: IdempotencyKeyStore;
  beforeEach(async () => {
    t = await startTestPlatform({ users: DEFAULT_TEST_USERS });
    other = connectPlatformStorage({ dataDir: t.dataDir, database: t.database });
    otherKeys = new IdempotencyKeyStore(other);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    other.close();
    await t.close();
  });

  const record = (key: string): KeyRecord | undefined => otherKeys.find(ADMIN_CREATES_STORE, key);

  /**
   * The other process's retry takes the key over, as its own preHandler does, once the request has its
   * reservation: its clock is past the reservation's age limit, so the reservation reads as abandoned. It
   * lands as late as the engine lets another connection write the key's row: on PostgreSQL between the
   * route's writes and the recording of its answer (the row is only locked by that last statement); on
   * SQLite, whose single writer the route's transaction holds from its first write to its commit, after the
   * reservation and before the route's transaction.
   */
  function takeOverWhileRunning(key: string, retryBody: unknown): { takenAt: Date } {
    const keys = t.platform.app.idempotencyKeys;
    const takenAt = new Date(Date.now() + ABANDONED_RESERVATION_MS + 60_000);
    let takenOver = false;
    const takeOver = () => {
      if (takenOver) return;
      takenOver = true;
      const reserved = record(key)!;
      const retry = otherKeys.takeOverAbandoned(
        ADMIN_CREATES_STORE,
        key,
        reserved,
        requestFingerprint(retryBody),
        takenAt,
      );
      expect(retry).toBeDefined();
    };
    if (testEngine() === 'postgres') {
      const complete = keys.complete.bind(keys);
      vi.spyOn(keys, 'complete').mockImplementation((reservation, answer) => {
        takeOver();
        return complete(reservation, answer);
      });
    } else {
      const reserve = keys.reserve.bind(keys);
      vi.spyOn(keys, 'reserve').mockImplementation((scope, reservedKey, fingerprint, at) => {
        const reservation = reserve(scope, reservedKey, fingerprint, at);
        if (reservation) takeOver();
        return reservation;
      });
    }
    return { takenAt };
  }

  const send = (key: string, storeId: string) => createStoreWithKey(t, key, storeId);

  it('refuses the request, 409 idempotency_request_in_progress, having written nothing', async () => {
    const { takenAt } = takeOverWhileRunning('k-taken', storeBody('nyc'));

    const answer = await send('k-taken', 'nyc');

    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.error.code).toBe('idempotency_request_in_progress');
    expect(answer.body.error.message).toContain('Retry');
    expect(await storeStatus(t, 'nyc')).toBe(404);
    // The retry's reservation is as it took it: no answer of this request kept in it, and not freed.
    expect(record('k-taken')).toMatchObject({
      state: 'in_progress',
      created_at: takenAt.toISOString(),
      fingerprint: requestFingerprint(storeBody('nyc')),
    });
  });

  it("the client's retry of the refused request gets the retry's answer once it is kept", async () => {
    takeOverWhileRunning('k-answered', storeBody('nyc'));
    const refused = await send('k-answered', 'nyc');
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.code).toBe('idempotency_request_in_progress');

    // The retry answers on its process: its answer is the key's.
    const retryAnswer = { ...storeBody('nyc'), created_at: '2026-11-27T10:00:00.000Z' };
    const reservedAt = record('k-answered')!.created_at;
    const answered = otherKeys.complete(
      { scope: ADMIN_CREATES_STORE, key: 'k-answered', reservedAt },
      { status: 201, contentType: 'application/json; charset=utf-8', body: JSON.stringify(retryAnswer) },
    );
    expect(answered).toBe(true);

    const again = await send('k-answered', 'nyc');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retryAnswer);
  });
});
