// A restart loses nothing that was acknowledged, even when the process is killed without warning.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseTestPlatformStorage, testPlatformStorage } from '../support/platform-fixture';
import { signIn, startPlatformProcess, storageArguments, type PlatformProcess } from './platform-cli';

describe('durability of acknowledged writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-platform-kill-'));
  let running: PlatformProcess | undefined;
  afterEach(async () => {
    await running?.stop('SIGKILL');
    await releaseTestPlatformStorage(dataDir);
  });

  // Two platform processes start one after the other (each opens its storage and migrates): like the other
  // tests that start CLI processes, it gets their time to start on a loaded machine.
  it('keeps every answered write after a SIGKILL and a restart', async () => {
    const storage = storageArguments(await testPlatformStorage(dataDir));
    running = await startPlatformProcess(['--port', '0', ...storage]);
    const first = running;
    const token = await signIn(first.url, 'admin');
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${first.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const stores = ['chi', 'nyc', 'sfo'].map((storeId) => ({
      store_id: storeId,
      shop: 'us',
      label: `Store ${storeId}`,
      timezone: 'America/Chicago',
      physical_address: { address_line_1: '1 Main St', city: 'Chicago', country_code: 'US' },
    }));
    for (const store of stores) expect((await send('POST', '/v0/d/stores', store)).status).toBe(201);
    const patched = await send('PATCH', '/v0/d/stores/nyc', { label: 'New York Flagship' });
    expect(patched.status).toBe(200);
    const appConfig = {
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: true },
    };
    expect((await send('PUT', '/api/v1/associate-app/config', appConfig)).status).toBe(200);
    expect((await send('PUT', '/config/rounding', { enabled_store_ids: ['chi', 'nyc'] })).status).toBe(200);

    // No shutdown: the process dies right after its last answer.
    await first.stop('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');

    running = await startPlatformProcess(['--port', '0', ...storage]);
    const second = running;
    // The token was kept too (stored in the database), so workstations stay signed in across a restart.
    const read = async (path: string) => {
      const response = await fetch(`${second.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(200);
      return response.json();
    };
    const list = (await read('/v0/d/stores')) as { stores: Array<{ store_id: string; label: string }> };
    expect(list.stores.map((store) => [store.store_id, store.label])).toEqual([
      ['chi', 'Store chi'],
      ['nyc', 'New York Flagship'],
      ['sfo', 'Store sfo'],
    ]);
    expect(await read('/api/v1/associate-app/config')).toEqual(appConfig);
    expect(await read('/config/rounding')).toEqual({ enabled_store_ids: ['chi', 'nyc'] });
    expect(await signIn(second.url, 'manager')).toMatch(/\S/);
  }, 90_000);
});
