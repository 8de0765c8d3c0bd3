// `npm run platform -- --demo`: the standalone platform starts with the demo tenant, once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOAD_TIMEOUT_MS } from '../support/demo-load-time';
import { releaseTestPlatformStorage, testPlatformStorage } from '../support/platform-fixture';
import { signIn, startPlatformProcess, storageArguments, type PlatformProcess } from '../core/platform-cli';

describe('platform CLI with --demo', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-platform-demo-'));
  let running: PlatformProcess | undefined;
  afterAll(async () => {
    await running?.stop('SIGKILL');
    await releaseTestPlatformStorage(dataDir);
  });

  it(
    'starts with the demo catalog and stores, and loads them only the first time',
    async () => {
      const storage = storageArguments(await testPlatformStorage(dataDir));
      running = await startPlatformProcess(['--port', '0', ...storage, '--demo'], DEMO_LOAD_TIMEOUT_MS);
      expect(running.output()).toMatch(/Demo tenant loaded: 25 stores/);
      const token = await signIn(running.url, 'associate');
      const products = await fetch(`${running.url}/api/v1/shops/us/products?locale=en-US&count=3`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(products.status).toBe(200);
      const page = (await products.json()) as {
        items: Array<{ title: string }>;
        pagination: { total: number };
      };
      expect(page.items).toHaveLength(3);
      expect(page.pagination.total).toBeGreaterThanOrEqual(3000);

      await running.stop('SIGTERM');
      running = await startPlatformProcess(['--port', '0', ...storage, '--demo']);
      expect(running.output()).toMatch(/Demo tenant already present/);
      const stores = await fetch(`${running.url}/v0/d/stores`, {
        headers: { authorization: `Bearer ${await signIn(running.url, 'manager')}` },
      });
      expect(((await stores.json()) as { stores: unknown[] }).stores).toHaveLength(25);
    },
    2 * DEMO_LOAD_TIMEOUT_MS,
  );
});
