// The training slice through getState(), on the real bridge to a real host whose embedded platform is a
// training tenant: whether the platform is one, and the pace of its simulated customers, which only an
// administrator changes (the platform's limit is named by field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;

beforeAll(async () => {
  fixture = await startBridgeFixture();
});

afterAll(async () => {
  await fixture?.close();
});

async function signedIn(username: 'admin' | 'associate'): Promise<PosStore> {
  const store = createPosStore(fixture.bridge());
  expect(await store.getState().signIn(username, username)).toBe(true);
  await store.getState().loadTraining();
  return store;
}

describe('the training slice', () => {
  it('knows the embedded platform is a training tenant, with its customers', async () => {
    const store = await signedIn('associate');
    expect(store.getState().trainingLoad.status).toBe('done');
    expect(store.getState().training).toMatchObject({
      training: true,
      customer_simulator: { orders_per_hour: expect.any(Number) },
    });
  });

  it('lets an administrator change the pace, and keeps the platform’s refusal by field', async () => {
    const admin = await signedIn('admin');
    expect(await admin.getState().setCustomerPace(90)).toBe(false);
    expect(admin.getState().trainingPaceSave.error?.reasonFor('orders_per_hour')).toMatch(/at most 60/);

    expect(await admin.getState().setCustomerPace(0)).toBe(true);
    expect(admin.getState().trainingPaceSave.status).toBe('done');
    expect(admin.getState().training?.customer_simulator).toMatchObject({
      orders_per_hour: 0,
      next_order_at: null,
    });
    // Another window reads the same pace from the platform.
    expect((await signedIn('admin')).getState().training?.customer_simulator.orders_per_hour).toBe(0);
  });

  it('refuses the pace to an associate', async () => {
    const associate = await signedIn('associate');
    expect(await associate.getState().setCustomerPace(10)).toBe(false);
    expect(associate.getState().trainingPaceSave.error?.code).toBe('forbidden');
  });
});
