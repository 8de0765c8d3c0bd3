import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformDatabase } from '../../../electron/platform/db/database';
import { SettingsRepository } from '../../../electron/platform/db/settings-repository';
import { ShippingOfferTokens } from '../../../electron/platform/pickup/shipping-offer-token';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const databases: TestDatabase[] = [];

async function freshDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  databases.push(database);
  return database;
}

function settingsOn(db: PlatformDatabase): SettingsRepository {
  return new SettingsRepository(db, () => new Date());
}

async function freshSettings(): Promise<SettingsRepository> {
  return settingsOn((await freshDatabase()).db);
}

afterEach(async () => {
  for (const database of databases.splice(0)) await database.close();
});

const offer = {
  store_id: 'mitte',
  bag: [
    { product_id: 'tee', quantity: 2 },
    { product_id: 'cap', quantity: 1 },
  ],
};

describe('ShippingOfferTokens', () => {
  it('verifies its own token and reads back the store and the bag (merged, sorted)', async () => {
    const tokens = ShippingOfferTokens.fromSettings(await freshSettings());
    const token = tokens.sign({ ...offer, bag: [...offer.bag, { product_id: 'tee', quantity: 1 }] });
    expect(tokens.verify(token)).toEqual({
      store_id: 'mitte',
      bag: [
        { product_id: 'cap', quantity: 1 },
        { product_id: 'tee', quantity: 3 },
      ],
    });
  });

  it('keeps its secret across restarts: a token issued before still verifies', async () => {
    const database = await freshDatabase();
    const token = ShippingOfferTokens.fromSettings(settingsOn(database.db)).sign(offer);
    const afterRestart = ShippingOfferTokens.fromSettings(settingsOn(database.connect()));
    expect(afterRestart.verify(token)?.store_id).toBe('mitte');
  });

  it('signs with one secret across processes that start together on a new database', async () => {
    const database = await freshDatabase();
    const mine = settingsOn(database.db);
    let theirs: ShippingOfferTokens | undefined;
    // The other process starts while this one makes its secret: it found none either, and stores its own first.
    const getOrCreate = mine.getOrCreate.bind(mine);
    mine.getOrCreate = <T>(name: string, create: () => T): T =>
      getOrCreate(name, () => {
        theirs = ShippingOfferTokens.fromSettings(settingsOn(database.connect()));
        return create();
      });
    const tokens = ShippingOfferTokens.fromSettings(mine);
    expect(theirs?.verify(tokens.sign(offer))?.store_id).toBe('mitte');
    expect(tokens.verify(theirs!.sign(offer))?.store_id).toBe('mitte');
  });

  it('refuses a token signed by another platform', async () => {
    const token = ShippingOfferTokens.fromSettings(await freshSettings()).sign(offer);
    expect(ShippingOfferTokens.fromSettings(await freshSettings()).verify(token)).toBeUndefined();
  });

  it('refuses a token whose payload was altered, even with a well-formed payload', async () => {
    const tokens = ShippingOfferTokens.fromSettings(await freshSettings());
    const [version, , signature] = tokens.sign(offer).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ store_id: 'potsdam', bag: offer.bag })).toString(
      'base64url',
    );
    expect(tokens.verify(`${version}.${otherPayload}.${signature}`)).toBeUndefined();
  });

  it('refuses truncated, re-encoded and malformed tokens', async () => {
    const tokens = ShippingOfferTokens.fromSettings(await freshSettings());
    const token = tokens.sign(offer);
    expect(tokens.verify(token.slice(0, -2))).toBeUndefined();
    expect(tokens.verify(`${token}=`)).toBeUndefined();
    expect(tokens.verify(token.replace(/^v1/, 'v2'))).toBeUndefined();
    expect(tokens.verify('not-a-token')).toBeUndefined();
    expect(tokens.verify('')).toBeUndefined();
  });
});
