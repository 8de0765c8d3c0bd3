// Setup → Returns through the renderer's store on its real bridge to a real host and embedded demo platform:
// an administrator reads the approval amounts (the demo's $200 and CA$250), is told which currency's amount
// is wrong, saves a new one, and the platform applies it; a manager is refused. The form's draft helpers are
// checked on their own first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  readReturnLimits,
  returnLimitsDraftOf,
} from '../../../renderer/src/features/setup/return-limits-draft';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import type { Store } from '../../../shared/contract/store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

const storeIn = (store_id: string, country_code: string) =>
  ({ store_id, label: store_id, physical_address: { country_code } }) as unknown as Store;

describe('the returns form’s draft', () => {
  it('lists every currency the stores sell in and the configuration names, with its amount as text', () => {
    const draft = returnLimitsDraftOf({ manager_approval_above: { USD: 200, JPY: 5000 } }, [
      storeIn('nyc', 'US'),
      storeIn('sf', 'US'),
      storeIn('tor', 'CA'),
    ]);
    expect(draft).toEqual([
      { currency: 'CAD', amount: '', storeCount: 1 },
      { currency: 'JPY', amount: '5000', storeCount: 0 },
      { currency: 'USD', amount: '200.00', storeCount: 2 },
    ]);
  });

  it('leaves out an empty amount (no limit), reads the locale’s decimals and names text that is no number', () => {
    const draft = [
      { currency: 'CAD', amount: '1 250,50', storeCount: 1 },
      { currency: 'USD', amount: ' ', storeCount: 2 },
    ];
    expect(readReturnLimits(draft, 'fr-CA')).toEqual({
      ok: true,
      config: { manager_approval_above: { CAD: 1250.5 } },
    });
    expect(readReturnLimits([{ currency: 'USD', amount: 'ten', storeCount: 1 }], 'en-US')).toEqual({
      ok: false,
      notAmounts: ['USD'],
    });
  });
});

describe('Setup → Returns on the bridge', () => {
  let fixture: BridgeFixture;
  let admin: PosStore;

  beforeAll(async () => {
    fixture = await startBridgeFixture();
  }, 60_000);
  // The host has one session: each test signs in whoever it needs (the manager's test signs the admin out).
  beforeEach(async () => {
    admin = createPosStore(fixture.bridge());
    expect(await admin.getState().signIn('admin', 'admin')).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await fixture?.close();
  });

  it('reads the demo’s amounts, names a refused amount at its currency, then saves one', async () => {
    await admin.getState().loadReturnConfig();
    expect(admin.getState().returnConfigLoad.status).toBe('done');
    expect(admin.getState().returnConfig).toEqual({ manager_approval_above: { USD: 200, CAD: 250 } });

    expect(
      await admin.getState().saveReturnConfig({ manager_approval_above: { USD: -5, CAD: 10.005 } }),
    ).toBe(false);
    const refusal = admin.getState().returnConfigSave.error;
    expect(refusal?.code).toBe('invalid_request');
    expect(refusal?.details).toHaveLength(2);
    expect(refusal?.reasonFor('manager_approval_above.USD')).toBe('must be zero or more');
    expect(refusal?.reasonFor('manager_approval_above.CAD')).toBe(
      '10.005 has more decimals than CAD allows (at most 2)',
    );
    // Nothing of the refused save was kept.
    expect(admin.getState().returnConfig).toEqual({ manager_approval_above: { USD: 200, CAD: 250 } });

    expect(await admin.getState().saveReturnConfig({ manager_approval_above: { USD: 75.5 } })).toBe(true);
    expect(admin.getState().returnConfigSave.status).toBe('done');
    expect(admin.getState().returnConfig).toEqual({ manager_approval_above: { USD: 75.5 } });

    // Read back from the platform, as another workstation would.
    const other = createPosStore(fixture.bridge());
    expect(await other.getState().signIn('admin', 'admin')).toBe(true);
    await other.getState().loadReturnConfig();
    expect(other.getState().returnConfig).toEqual({ manager_approval_above: { USD: 75.5 } });
  });

  it('is the administrator’s: a manager is refused', async () => {
    const manager = createPosStore(fixture.bridge());
    expect(await manager.getState().signIn('manager', 'manager')).toBe(true);
    await manager.getState().loadReturnConfig();
    expect(manager.getState().returnConfigLoad.status).toBe('failed');
    expect(manager.getState().returnConfigLoad.error?.code).toMatch(/forbidden|role/);
    expect(await manager.getState().saveReturnConfig({ manager_approval_above: {} })).toBe(false);
    expect(manager.getState().returnConfigSave.error?.code).toMatch(/forbidden|role/);
  });
});
