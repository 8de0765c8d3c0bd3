// An Idempotency-Key whose first request is still running — on this process or on another sharing the
// database, whose only trace here is the reservation row: a repeat waits for that answer and gives it again,
// is 409 idempotency_request_in_progress when the wait runs out, and runs again when the reservation was
// abandoned by a process that died (older than ABANDONED_RESERVATION_MS).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectPlatformStorage, type PlatformDatabase } from '../../../electron/platform/db/database';
import { ABANDONED_RESERVATION_MS } from '../../../electron/platform/http/idempotency-key-store';
import { requestFingerprint } from '../../../electron/platform/http/request-fingerprint';
import { DEFAULT_TEST_USERS } from './shared-users';
import { ADMIN_CREATES_STORE, createStoreWithKey, storeBody, storeStatus } from './idempotency-store-request';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

describe('Idempotency-Key while its first request runs', () => {
  let t: TestPlatform;
  /** Another process's connection to the same database. */
  let other: PlatformDatabase;
  beforeEach(async () => {
    t = await startTestPlatform({ users: DEFAULT_TEST_USERS });
    other = connectPlatformStorage({ dataDir: t.dataDir, database: t.database });
  });
  afterEach(async () => {
    other.close();
    await t.close();
  });

  /** What the other process's request wrote when it started: the key reserved for this body. */
  function reservedElsewhere(key: string, body: unknown, at: Date): void {
    other
      .prepare(
        `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at)
         VALUES (?, ?, ?, 'in_progress', ?)`,
      )
      .run(ADMIN_CREATES_STORE, key, requestFingerprint(body), at.toISOString());
  }

  /** What it wrote when it answered. */
  function answeredElsewhere(key: string, status: number, body: unknown): void {
    other
      .prepare(
        `UPDATE idempotency_keys SET state = 'done', status = ?, content_type = ?, body = ?
         WHERE scope = ? AND key = ?`,
      )
      .run(status, 'application/json; charset=utf-8', JSON.stringify(body), ADMIN_CREATES_STORE, key);
  }

  const send = (key: string, storeId = 'nyc') => createStoreWithKey(t, key, storeId);

  it('a repeat waits for the running request and answers with its answer', async () => {
    reservedElsewhere('k-running', storeBody('nyc'), new Date());
    const repeat = send('k-running');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const firstAnswer = { ...storeBody('nyc'), created_at: '2026-11-27T00:00:00.000Z' };
    answeredElsewhere('k-running', 201, firstAnswer);

    const answer = await repeat;
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(firstAnswer);
    expect(answer.headers.get('idempotent-replayed')).toBe('true');
    // It gave the first request's answer instead of running the request a second time.
    expect(await storeStatus(t, 'nyc')).toBe(404);
  });

  it('answers 409 idempotency_request_in_progress when the running request outlasts the wait', async () => {
    reservedElsewhere('k-slow', storeBody('nyc'), new Date());
    const answer = await send('k-slow');
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('idempotency_request_in_progress');
    expect(await storeStatus(t, 'nyc')).toBe(404);
  });

  it('runs the request again when the process that reserved the key died before answering', async () => {
    reservedElsewhere(
      'k-abandoned',
      storeBody('nyc'),
      new Date(Date.now() - ABANDONED_RESERVATION_MS - 1000),
    );
    const retry = await send('k-abandoned');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await storeStatus(t, 'nyc')).toBe(200);
    // From now on the key answers as any finished one does.
    const repeat = await send('k-abandoned');
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(retry.body);
  });

  it('a reservation that is neither answered nor abandoned is not run again beside it', async () => {
    // Another body under the same key is still refused while the first runs.
    reservedElsewhere('k-busy', storeBody('nyc'), new Date());
    const other = await send('k-busy', 'bos');
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await storeStatus(t, 'bos')).toBe(404);
  });
});
