// A workstation working against a platform that is not on it: a catalog chosen here cannot be served from
// 127.0.0.1 (that platform cannot reach it, nor trust its certificate), so the admin is told to use an S3
// bucket or a URL instead, before anything is created on the platform.
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBridge, webTransport, type WebTransportOptions } from '../../../renderer/src/bridge';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { setupFieldError } from '../../../renderer/src/store/setup-slice';
import { startHostFixture, type HostFixture } from '../../host/support/host-fixture';
import { startTestPlatform, type TestPlatform } from '../../platform/support/platform-fixture';

let platform: TestPlatform;
let host: HostFixture;
let admin: PosStore;

beforeAll(async () => {
  platform = await startTestPlatform();
  host = await startHostFixture({ platformUrl: platform.url });
  const origin = host.webHost.origin;
  const BrowserLikeWebSocket = class extends WebSocket {
    constructor(url: string, protocols: string[]) {
      super(url, protocols, { origin });
      this.on('error', () => undefined);
    }
  } as unknown as WebTransportOptions['WebSocket'];
  admin = createPosStore(
    createBridge(
      webTransport({
        origin,
        secret: host.webHost.secret,
        WebSocket: BrowserLikeWebSocket,
        fetch: (url, init) =>
          fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } }),
      }),
    ),
  );
  if (!(await admin.getState().signIn('admin', 'admin'))) throw new Error('admin could not sign in');
}, 60_000);

afterAll(async () => {
  await host?.close();
  await platform?.close();
});

it('refuses to serve the archive from this workstation and creates no job', async () => {
  const products = {
    head: { shop: 'remote', locale: 'en-US', is_master: true },
    items: [{ product_id: 'r-1', title: 'Rain jacket' }],
  };
  await admin
    .getState()
    .chooseCatalogFiles('data_files', [new File([JSON.stringify(products)], 'products.json')]);
  expect(
    await admin.getState().importPreparedArchive({
      name: 'Autumn',
      entities: ['products'],
      delivery: { via: 'workstation' },
    }),
  ).toBe(false);
  const error = admin.getState().importStart.error;
  expect(error?.code).toBe('delivery_unavailable');
  expect(error?.message).toMatch(/S3 bucket|https:\/\//);
  expect(setupFieldError(error, 'delivery.via')).toMatch(/only the embedded platform/);
  const jobs = await platform.call<{ items: unknown[] }>('GET', '/v0/d/import', { as: 'admin' });
  expect(jobs.body.items).toEqual([]);
});
