// A long outage followed by the platform answering 503 while it starts (a proxy in front of it) is still
// the network: the sale waits and goes through once the platform is up. Only server faults in a row on one
// entry park it as failed; the attempts that never reached the platform do not count towards that.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type Fault, type FaultProxy } from '../api/support/fault-proxy';
import { productIdOf, STORE, startServiceTenant, type ServiceTenant } from '../api/support/service-tenant';
import { ASSOCIATE, cashSale, platformOrdersWithExternalId } from './support/platform-readback';
import { startWorkstation, type TestWorkstation } from './support/workstation';

let tenant: ServiceTenant;
let proxy: FaultProxy | undefined;
let workstation: TestWorkstation | undefined;

beforeAll(async () => {
  tenant = await startServiceTenant({ products: 3 });
  await tenant.importStock([{ store_id: STORE, product_id: productIdOf(1), quantity: 100 }]);
});

afterAll(async () => {
  await tenant.close();
});

afterEach(async () => {
  await workstation?.close();
  await proxy?.close();
  workstation = proxy = undefined;
});

describe('server faults after an outage', () => {
  it('keeps a sale pending through a 503 that follows many unreachable passes, then delivers it', async () => {
    proxy = await startFaultProxy(tenant.platform.url);
    workstation = await startWorkstation(proxy.url);
    const ws = workstation;
    const { entry } = ws.mutations.recordSale(cashSale('sale-after-outage-1'), ASSOCIATE);

    let fault: Fault = 'drop_request';
    proxy.setPolicy(() => fault);
    for (let pass = 0; pass < 10; pass += 1) {
      expect((await ws.replayer.replay()).stoppedBy?.kind).toBe('transient');
    }
    expect(ws.outbox.get(entry.seq)?.attempts).toBe(10);

    fault = 'unavailable';
    const duringStartup = await ws.replayer.replay();
    expect(duringStartup).toMatchObject({ failed: 0 });
    expect(duringStartup.stoppedBy).toMatchObject({ kind: 'transient', status: 503 });
    expect(ws.outbox.get(entry.seq)?.state).toBe('pending');
    expect(ws.data.sales.get('sale-after-outage-1')?.state).toBe('pending');

    fault = 'pass';
    expect(await ws.replayer.replay()).toMatchObject({ acknowledged: 1, remaining: 0 });
    expect(ws.data.sales.get('sale-after-outage-1')?.state).toBe('recorded');
    expect(await platformOrdersWithExternalId(tenant, 'sale-after-outage-1')).toHaveLength(1);
  });

  it('parks an entry the platform answers with a server fault pass after pass', async () => {
    proxy = await startFaultProxy(tenant.platform.url);
    workstation = await startWorkstation(proxy.url);
    const ws = workstation;
    const { entry } = ws.mutations.recordSale(cashSale('sale-poisoned-1'), ASSOCIATE);
    proxy.setPolicy(() => 'unavailable');

    for (let pass = 0; pass < 7; pass += 1) {
      expect(await ws.replayer.replay()).toMatchObject({ failed: 0 });
    }
    expect(ws.outbox.get(entry.seq)?.state).toBe('pending');
    expect(await ws.replayer.replay()).toMatchObject({ failed: 1 });
    expect(ws.outbox.get(entry.seq)).toMatchObject({ state: 'failed', lastError: { status: 503 } });
    expect(ws.data.sales.get('sale-poisoned-1')?.state).toBe('failed');
  });
});
