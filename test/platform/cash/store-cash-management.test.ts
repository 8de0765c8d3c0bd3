// GET, PUT /v0/d/stores/{store_id}/cash_management: a store's operation mode and drawers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PriceRepository } from '../../../electron/platform/catalog/price-repository';
import { UserDirectory } from '../../../electron/platform/auth/user-directory';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import {
  createStore,
  drawer,
  record,
  setCashManagementCapability,
  storeWithDrawers,
  transaction,
  CASH_TEST_NOW,
} from './cash-fixture';

type ErrorBody = {
  error: {
    code: string;
    message: string;
    details?: Array<{ path: string; message: string }>;
    values?: Record<string, string | number>;
  };
};

const path = (storeId: string) => `/v0/d/stores/${storeId}/cash_management`;

// Built once for the file: password hashing is the slow part of starting a platform.
const TEST_USERS = new UserDirectory([
  { username: 'admin', password: 'admin', roles: ['admin'] },
  { username: 'manager', password: 'manager', roles: ['manager'] },
  { username: 'associate', password: 'associate', roles: ['associate'] },
  { username: 'brooklyn-manager', password: 'brooklyn-manager', roles: ['manager'], store_ids: ['bk'] },
]);

describe('store cash management', () => {
  let t: TestPlatform;
  beforeEach(async () => {
    t = await startTestPlatform({
      now: () => new Date(CASH_TEST_NOW),
      users: TEST_USERS,
    });
    await createStore(t, 'nyc');
  });
  afterEach(async () => t.close());

  it('starts at operation mode none with no drawers, readable by an associate', async () => {
    const response = await t.call('GET', path('nyc'), { as: 'associate' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ operation_mode: 'none', drawers: [] });
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await t.call<ErrorBody>('GET', path('nowhere'), { as: 'manager' });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('refuses a mode other than none while cash management is disabled for the business (409)', async () => {
    const body = { operation_mode: 'non_integrated', drawers: [drawer('d1')] };
    const refused = await t.call<ErrorBody>('PUT', path('nyc'), { as: 'manager', body });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('cash_management_disabled');
    expect((await t.call('GET', path('nyc'), { as: 'manager' })).body).toEqual({
      operation_mode: 'none',
      drawers: [],
    });

    await setCashManagementCapability(t, true);
    const accepted = await t.call('PUT', path('nyc'), { as: 'manager', body });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual(body);
    expect((await t.call('GET', path('nyc'), { as: 'associate' })).body).toEqual(body);
  });

  it('lets a manager set up drawers but not an associate (403)', async () => {
    await setCashManagementCapability(t, true);
    const body = { operation_mode: 'integrated', drawers: [drawer('d1', 'USD', 'CD-1001')] };
    const refused = await t.call<ErrorBody>('PUT', path('nyc'), { as: 'associate', body });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await t.call('PUT', path('nyc'), { as: 'manager', body })).status).toBe(200);
  });

  it('keeps a manager to the stores they work in', async () => {
    await setCashManagementCapability(t, true);
    const body = { operation_mode: 'non_integrated', drawers: [drawer('d1')] };
    const response = await t.call<ErrorBody>('PUT', path('nyc'), { as: 'brooklyn-manager', body });
    expect(response.status).toBe(403);
    expect((await t.call('GET', path('nyc'), { as: 'brooklyn-manager' })).status).toBe(403);
  });

  it('needs at least one drawer for a mode other than none', async () => {
    await setCashManagementCapability(t, true);
    const response = await t.call<ErrorBody>('PUT', path('nyc'), {
      as: 'manager',
      body: { operation_mode: 'integrated', drawers: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details?.map((detail) => detail.path)).toEqual(['drawers']);
  });

  it('needs the device serial of an integrated drawer and refuses a device on a non-integrated one', async () => {
    await setCashManagementCapability(t, true);
    const integrated = await t.call<ErrorBody>('PUT', path('nyc'), {
      as: 'manager',
      body: { operation_mode: 'integrated', drawers: [drawer('d1', 'USD', 'CD-1'), drawer('d2')] },
    });
    expect(integrated.status).toBe(400);
    expect(integrated.body.error.details?.map((detail) => detail.path)).toEqual(['drawers.1.device.serial']);

    const mixed = await t.call<ErrorBody>('PUT', path('nyc'), {
      as: 'manager',
      body: { operation_mode: 'non_integrated', drawers: [drawer('d1'), drawer('d2', 'USD', 'CD-2')] },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.details?.map((detail) => detail.path)).toEqual(['drawers.1.device']);
  });

  it("refuses drawers in another currency than the store's: the country's before any price book", async () => {
    await setCashManagementCapability(t, true);
    const response = await t.call<ErrorBody>('PUT', path('nyc'), {
      as: 'manager',
      body: { operation_mode: 'non_integrated', drawers: [drawer('d1', 'CAD')] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { path: 'drawers.0.currency', message: expect.stringContaining('USD') },
    ]);

    await createStore(t, 'tor', 'CA');
    const canadian = await t.call('PUT', path('tor'), {
      as: 'manager',
      body: { operation_mode: 'non_integrated', drawers: [drawer('t1', 'CAD')] },
    });
    expect(canadian.status).toBe(200);
  });

  it("takes the store's currency from its price book when the shop has one", async () => {
    await setCashManagementCapability(t, true);
    // A German store whose shop sells from a CHF default book (imported earlier) counts cash in CHF.
    await createStore(t, 'ber', 'DE');
    new PriceRepository(t.platform.context.db).writeBook(
      'de',
      'default',
      'CHF',
      [],
      '2026-01-01T00:00:00.000Z',
    );
    const euros = await t.call<ErrorBody>('PUT', path('ber'), {
      as: 'manager',
      body: { operation_mode: 'non_integrated', drawers: [drawer('b1', 'EUR')] },
    });
    expect(euros.status).toBe(400);
    expect(euros.body.error.details?.[0]?.message).toContain('CHF');
    const francs = await t.call('PUT', path('ber'), {
      as: 'manager',
      body: { operation_mode: 'non_integrated', drawers: [drawer('b1', 'CHF')] },
    });
    expect(francs.status).toBe(200);
  });

  it('keeps drawer ids and device serials to one store (409)', async () => {
    await setCashManagementCapability(t, true);
    await createStore(t, 'bos');
    const first = await t.call('PUT', path('nyc'), {
      as: 'manager',
      body: { operation_mode: 'integrated', drawers: [drawer('d1', 'USD', 'CD-1001')] },
    });
    expect(first.status).toBe(200);

    const sameId = await t.call<ErrorBody>('PUT', path('bos'), {
      as: 'manager',
      body: { operation_mode: 'integrated', drawers: [drawer('d1', 'USD', 'CD-2002')] },
    });
    expect(sameId.status).toBe(409);
    expect(sameId.body.error.code).toBe('drawer_in_other_store');

    const sameSerial = await t.call<ErrorBody>('PUT', path('bos'), {
      as: 'manager',
      body: { operation_mode: 'integrated', drawers: [drawer('b1', 'USD', 'CD-1001')] },
    });
    expect(sameSerial.status).toBe(409);
    expect(sameSerial.body.error.code).toBe('device_serial_in_use');
    expect((await t.call('GET', path('bos'), { as: 'manager' })).body).toEqual({
      operation_mode: 'none',
      drawers: [],
    });

    // Once nyc lets the drawer go, another store may take it.
    expect(
      (await t.call('PUT', path('nyc'), { as: 'manager', body: { operation_mode: 'none', drawers: [] } }))
        .status,
    ).toBe(200);
    const moved = await t.call('PUT', path('bos'), {
      as: 'manager',
      body: { operation_mode: 'integrated', drawers: [drawer('d1', 'USD', 'CD-1001')] },
    });
    expect(moved.status).toBe(200);
  });

  it('keeps an open drawer and the mode until the drawer is closed', async () => {
    await storeWithDrawers(t, 'bos', ['b1', 'b2']);
    await record(t, 'b1', transaction('bos', 'daily_open', 200));

    const attempts = [
      { operation_mode: 'non_integrated', drawers: [drawer('b2')] },
      { operation_mode: 'none', drawers: [drawer('b1'), drawer('b2')] },
      { operation_mode: 'integrated', drawers: [drawer('b1', 'USD', 'CD-9'), drawer('b2', 'USD', 'CD-8')] },
    ];
    const whys: unknown[] = [];
    for (const body of attempts) {
      const response = await t.call<ErrorBody>('PUT', path('bos'), { as: 'manager', body });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('drawer_open');
      whys.push(response.body.error.values);
    }
    // Which drawer and why, as values, for a screen to say them in its language.
    expect(whys).toEqual([
      { drawerId: 'b1', why: 'removed', from: 'non_integrated', to: 'non_integrated' },
      { drawerId: 'b1', why: 'mode', from: 'non_integrated', to: 'none' },
      { drawerId: 'b1', why: 'mode', from: 'non_integrated', to: 'integrated' },
    ]);
    // Renaming an open drawer or removing a closed one is fine.
    const renamed = await t.call('PUT', path('bos'), {
      as: 'manager',
      body: { operation_mode: 'non_integrated', drawers: [{ ...drawer('b1'), name: 'Front counter' }] },
    });
    expect(renamed.status).toBe(200);

    await record(t, 'b1', transaction('bos', 'daily_close', 0, { counted_amount: 200 }));
    const off = await t.call('PUT', path('bos'), {
      as: 'manager',
      body: { operation_mode: 'none', drawers: [] },
    });
    expect(off.status).toBe(200);
  });

  it('keeps drawers under mode none for later but does not let them open', async () => {
    await storeWithDrawers(t, 'bos', ['b1']);
    const paused = await t.call('PUT', path('bos'), {
      as: 'manager',
      body: { operation_mode: 'none', drawers: [drawer('b1')] },
    });
    expect(paused.status).toBe(200);
    const open = await t.call<ErrorBody>('POST', '/v0/d/cash_drawers/b1/transactions', {
      as: 'associate',
      body: transaction('bos', 'daily_open', 200),
    });
    expect(open.status).toBe(409);
    expect(open.body.error.code).toBe('store_cash_management_off');
  });
});
