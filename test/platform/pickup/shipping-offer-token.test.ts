import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPlatformDatabase, type PlatformDatabase } from '../../../electron/platform/db/database';
import { SettingsRepository } from '../../../electron/platform/db/settings-repository';
import { ShippingOfferTokens } from '../../../electron/platform/pickup/shipping-offer-token';

const dirs: string[] = [];
const databases: PlatformDatabase[] = [];

function freshSettings(): { settings: SettingsRepository; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'offer-token-'));
  dirs.push(dir);
  return { settings: settingsIn(dir), dir };
}

function settingsIn(dir: string): SettingsRepository {
  const db = openPlatformDatabase(dir);
  databases.push(db);
  return new SettingsRepository(db, () => new Date());
}

afterEach(() => {
  for (const db of databases.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const offer = {
  store_id: 'mitte',
  bag: [
    { product_id: 'tee', quantity: 2 },
    { product_id: 'cap', quantity: 1 },
  ],
};

describe('ShippingOfferTokens', () => {
  it('verifies its own token and reads back the store and the bag (merged, sorted)', () => {
    const tokens = ShippingOfferTokens.fromSettings(freshSettings().settings);
    const token = tokens.sign({ ...offer, bag: [...offer.bag, { product_id: 'tee', quantity: 1 }] });
    expect(tokens.verify(token)).toEqual({
      store_id: 'mitte',
      bag: [
        { product_id: 'cap', quantity: 1 },
        { product_id: 'tee', quantity: 3 },
      ],
    });
  });

  it('keeps its secret across restarts: a token issued before still verifies', () => {
    const { settings, dir } = freshSettings();
    const token = ShippingOfferTokens.fromSettings(settings).sign(offer);
    const afterRestart = ShippingOfferTokens.fromSettings(settingsIn(dir));
    expect(afterRestart.verify(token)?.store_id).toBe('mitte');
  });

  it('refuses a token signed by another platform', () => {
    const token = ShippingOfferTokens.fromSettings(freshSettings().settings).sign(offer);
    expect(ShippingOfferTokens.fromSettings(freshSettings().settings).verify(token)).toBeUndefined();
  });

  it('refuses a token whose payload was altered, even with a well-formed payload', () => {
    const tokens = ShippingOfferTokens.fromSettings(freshSettings().settings);
    const [version, , signature] = tokens.sign(offer).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ store_id: 'potsdam', bag: offer.bag })).toString(
      'base64url',
    );
    expect(tokens.verify(`${version}.${otherPayload}.${signature}`)).toBeUndefined();
  });

  it('refuses truncated, re-encoded and malformed tokens', () => {
    const tokens = ShippingOfferTokens.fromSettings(freshSettings().settings);
    const token = tokens.sign(offer);
    expect(tokens.verify(token.slice(0, -2))).toBeUndefined();
    expect(tokens.verify(`${token}=`)).toBeUndefined();
    expect(tokens.verify(token.replace(/^v1/, 'v2'))).toBeUndefined();
    expect(tokens.verify('not-a-token')).toBeUndefined();
    expect(tokens.verify('')).toBeUndefined();
  });
});
