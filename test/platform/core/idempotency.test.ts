// Idempotency-Key on POSTs: a retry gets the first answer and changes nothing; another body is 409.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserDirectory } from '../../../electron/platform/auth/user-directory';
import { DEFAULT_TEST_USERS } from './shared-users';
import { openDatabaseOf, startTestPlatform, type TestPlatform } from '../support/platform-fixture';

type ErrorBody = { error: { code: string } };

const store = (storeId: string, label = `Store ${storeId}`) => ({
  store_id: storeId,
  shop: 'us',
  label,
  timezone: 'America/New_York',
  physical_address: { address_line_1: '1 Main St', city: 'New York', country_code: 'US' },
});

describe('Idempotency-Key', () => {
  let t: TestPlatform;
  beforeEach(async () => {
    t = await startTestPlatform({ users: DEFAULT_TEST_USERS });
  });
  afterEach(async () => t.close());

  it('answers a repeat with the same key and body with the first answer, creating nothing more', async () => {
    const headers = { 'idempotency-key': 'create-nyc-1' };
    const first = await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
    expect(first.status).toBe(201);
    // Without the key the same request is a duplicate (409); with it, it is the same request again.
    const repeat = await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const stores = await t.call<{ stores: unknown[] }>('GET', '/v0/d/stores', { as: 'admin' });
    expect(stores.body.stores).toHaveLength(1);
  });

  it('replays the first answer even after the resource changed', async () => {
    const headers = { 'idempotency-key': 'create-nyc-2' };
    const first = await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
    await t.call('PATCH', '/v0/d/stores/nyc', { as: 'admin', body: { label: 'Renamed' } });
    const repeat = await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
    expect(repeat.body).toEqual(first.body);
    const now = await t.call<{ label: string }>('GET', '/v0/d/stores/nyc', { as: 'admin' });
    expect(now.body.label).toBe('Renamed');
  });

  it('refuses the same key with another body (409 idempotency_key_reused) and changes nothing', async () => {
    const headers = { 'idempotency-key': 'create-3' };
    await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
    const reused = await t.call<ErrorBody>('POST', '/v0/d/stores', {
      as: 'admin',
      body: store('bos'),
      headers,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect((await t.call('GET', '/v0/d/stores/bos', { as: 'admin' })).status).toBe(404);
  });

  describe('is kept per caller: another caller with the same key and body is a new request', () => {
    let multi: TestPlatform;
    beforeEach(async () => {
      multi = await startTestPlatform({
        users: new UserDirectory([
          { username: 'admin', password: 'admin', roles: ['admin'], store_ids: [] },
          { username: 'night-admin', password: 'night-admin', roles: ['admin'], store_ids: [] },
          { username: 'associate', password: 'associate', roles: ['associate'], store_ids: [] },
        ]),
      });
    });
    afterEach(async () => multi.close());
    const create = (as: string, key: string, storeId = 'nyc') =>
      multi.call<ErrorBody>('POST', '/v0/d/stores', {
        as,
        body: store(storeId),
        headers: { 'idempotency-key': key },
      });

    it("an associate replaying an admin's key gets their own 403, not the admin's 201", async () => {
      expect((await create('admin', 'k-admin')).status).toBe(201);
      const replay = await create('associate', 'k-admin');
      expect(replay.status).toBe(403);
      expect(replay.body.error.code).toBe('forbidden');
      expect(replay.headers.get('idempotent-replayed')).toBeNull();
    });

    it("an admin sending an associate's refused key gets their own answer, not the associate's 403", async () => {
      expect((await create('associate', 'k-refused')).status).toBe(403);
      const mine = await create('admin', 'k-refused');
      expect(mine.status).toBe(201);
      expect(mine.headers.get('idempotent-replayed')).toBeNull();
      // And each caller's own retry is still their own first answer.
      expect((await create('associate', 'k-refused')).status).toBe(403);
      expect((await create('admin', 'k-refused')).headers.get('idempotent-replayed')).toBe('true');
    });

    it('another user of the same role runs the request again under their own name', async () => {
      expect((await create('admin', 'k-same-role')).status).toBe(201);
      const other = await create('night-admin', 'k-same-role');
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('store_exists');
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      // The same key with another body is not "reused" across callers either: it is simply theirs.
      expect((await create('night-admin', 'k-fresh', 'bos')).status).toBe(201);
      expect((await create('admin', 'k-fresh', 'chi')).status).toBe(201);
    });
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const headers = { 'idempotency-key': 'create-reordered' };
    const body = store('nyc');
    const first = await t.call('POST', '/v0/d/stores', { as: 'admin', body, headers });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const repeat = await t.call('POST', '/v0/d/stores', { as: 'admin', body: reordered, headers });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
  });

  it('replays a refusal too: the same failed request gets the same answer', async () => {
    const invalid = { ...store('nyc'), timezone: 'Nowhere/Else' };
    const headers = { 'idempotency-key': 'bad-1' };
    const first = await t.call('POST', '/v0/d/stores', { as: 'admin', body: invalid, headers });
    expect(first.status).toBe(400);
    const repeat = await t.call('POST', '/v0/d/stores', { as: 'admin', body: invalid, headers });
    expect(repeat.status).toBe(400);
    expect(repeat.body).toEqual(first.body);
  });

  it('runs a retry again when the platform died before answering the first attempt', async () => {
    const headers = { 'idempotency-key': 'cut-short' };
    await t.stop();
    // What a crash between reserving the key and answering leaves in the data folder.
    const db = openDatabaseOf(t);
    db.prepare(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at)
       VALUES ('["admin","POST","/v0/d/stores"]', 'cut-short', 'unknown', 'in_progress', '2026-03-01T00:00:00.000Z')`,
    ).run();
    db.close();
    const restarted = await startTestPlatform({ dataDir: t.dataDir, users: DEFAULT_TEST_USERS });
    try {
      const retry = await restarted.call('POST', '/v0/d/stores', {
        as: 'admin',
        body: store('nyc'),
        headers,
      });
      expect(retry.status).toBe(201);
      const repeat = await restarted.call('POST', '/v0/d/stores', {
        as: 'admin',
        body: store('nyc'),
        headers,
      });
      expect(repeat.body).toEqual(retry.body);
    } finally {
      await restarted.close();
    }
  });

  it('recognises a retry after a restart', async () => {
    const headers = { 'idempotency-key': 'create-nyc-restart' };
    const first = await t.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
    await t.stop();
    const restarted = await startTestPlatform({ dataDir: t.dataDir, users: DEFAULT_TEST_USERS });
    try {
      const repeat = await restarted.call('POST', '/v0/d/stores', {
        as: 'admin',
        body: store('nyc'),
        headers,
      });
      expect(repeat.status).toBe(201);
      expect(repeat.body).toEqual(first.body);
    } finally {
      await restarted.close();
    }
  });
});
