// Idempotency-Key on POSTs: a retry gets the first answer and changes nothing; another body is 409.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPlatformDatabase } from '../../../electron/platform/db/database';
import { UserDirectory } from '../../../electron/platform/auth/user-directory';
import { DEFAULT_TEST_USERS } from './shared-users';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';

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

  it('recognises a retry sent under another user: an outbox replays as whoever is signed in now', async () => {
    const users = new UserDirectory([
      { username: 'admin', password: 'admin', roles: ['admin'], store_ids: [] },
      { username: 'night-admin', password: 'night-admin', roles: ['admin'], store_ids: [] },
    ]);
    const platform = await startTestPlatform({ users });
    try {
      const headers = { 'idempotency-key': 'queued-create-nyc' };
      const first = await platform.call('POST', '/v0/d/stores', { as: 'admin', body: store('nyc'), headers });
      expect(first.status).toBe(201);
      const replay = await platform.call('POST', '/v0/d/stores', {
        as: 'night-admin',
        body: store('nyc'),
        headers,
      });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const stores = await platform.call<{ stores: unknown[] }>('GET', '/v0/d/stores', { as: 'admin' });
      expect(stores.body.stores).toHaveLength(1);
    } finally {
      await platform.close();
    }
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
    const db = openPlatformDatabase(t.dataDir);
    db.prepare(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, state, created_at)
       VALUES ('POST /v0/d/stores', 'cut-short', 'unknown', 'in_progress', '2026-03-01T00:00:00.000Z')`,
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
