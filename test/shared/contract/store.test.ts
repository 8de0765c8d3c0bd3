import { describe, expect, it } from 'vitest';
import {
  BusinessHoursSchema,
  CreateStoreRequestSchema,
  StoreListResponseSchema,
  StorePatchSchema,
  StoreSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { store } from './fixtures';

describe('StoreSchema', () => {
  it('accepts a store using every field of the seed table plus shop', () => {
    expect(parseValid(StoreSchema, store)).toEqual(store);
  });

  it('accepts a store without coordinates (it just never takes part in pickup routing)', () => {
    const noGeo = withAddress({ latitude: undefined, longitude: undefined });
    expect(parseValid(StoreSchema, noGeo)).toEqual(noGeo);
  });

  const invalid: InvalidCase[] = [
    { name: 'no shop', input: without(store, 'shop'), path: 'shop', message: /required/ },
    fieldCase('an empty store_id', store, 'store_id', '', /empty/),
    fieldCase('active_status as text', store, 'active_status', 'yes', /expected boolean/),
    fieldCase('weekday 7', store, 'business_hours.0.weekday', 7, /0 \(Sunday\) to 6 \(Saturday\)/),
    fieldCase('a negative weekday', store, 'business_hours.0.weekday', -1, /0 \(Sunday\)/),
    fieldCase('a fractional weekday', store, 'business_hours.0.weekday', 1.5, /whole number/),
    fieldCase('an opening time without minutes', store, 'business_hours.0.from_time', '10', /HH:MM/),
    fieldCase('hour 25', store, 'business_hours.0.from_time', '25:00', /HH:MM/),
    fieldCase(
      'opening at 24:00',
      store,
      'business_hours.0.from_time',
      '24:00',
      /HH:MM between 00:00 and 23:59/,
    ),
    fieldCase('12-hour clock', store, 'business_hours.0.to_time', '8:00 PM', /HH:MM/),
    fieldCase(
      'closing before opening',
      store,
      'business_hours.0.to_time',
      '09:00',
      /later than from_time 10:00/,
    ),
    fieldCase('closing when opening', store, 'business_hours.0.to_time', '10:00', /later than from_time/),
    fieldCase(
      'overlapping intervals on one weekday',
      store,
      'business_hours.2.from_time',
      '13:00',
      /overlaps the interval at index 1/,
    ),
    fieldCase('a latitude above 90', store, 'physical_address.latitude', 91, /between -90 and 90/),
    fieldCase('a longitude below -180', store, 'physical_address.longitude', -181, /between -180 and 180/),
    fieldCase('a latitude as text', store, 'physical_address.latitude', '40.7', /expected number/),
    fieldCase(
      'a latitude without longitude',
      store,
      'physical_address.longitude',
      undefined,
      /required when latitude is given/,
    ),
    fieldCase('a three-letter country', store, 'physical_address.country_code', 'USA', /alpha-2/),
    fieldCase('a lower-case country', store, 'shipping_address.country_code', 'us', /alpha-2/),
    {
      name: 'no physical address',
      input: without(store, 'physical_address'),
      path: 'physical_address',
      message: /required/,
    },
    fieldCase('a blank city', store, 'physical_address.city', ' ', /blank/),
    fieldCase('a time zone abbreviation', store, 'timezone', 'EST', /region\/city/),
    fieldCase('an unknown time zone', store, 'timezone', 'Mars/Olympus_Mons', /not a known time zone/),
    fieldCase('pricebook as a number', store, 'pricebook', 1, /expected string/),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(StoreSchema, input, path, message);
  });

  it('accepts time zones of several levels and a store open until midnight', () => {
    expect(parseValid(StoreSchema, { ...store, timezone: 'America/Argentina/Buenos_Aires' }).timezone).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(
      parseValid(BusinessHoursSchema, [{ weekday: 5, from_time: '18:00', to_time: '24:00' }]),
    ).toHaveLength(1);
  });
});

describe('CreateStoreRequestSchema (POST /v0/d/stores)', () => {
  it('defaults active_status to true and business_hours to none', () => {
    const minimal = {
      store_id: 'sfo-union-square',
      shop: 'storefront-catalog-en',
      label: 'San Francisco Union Square',
      timezone: 'America/Los_Angeles',
      physical_address: { address_line_1: '170 O Farrell St', city: 'San Francisco', country_code: 'US' },
    };
    expect(parseValid(CreateStoreRequestSchema, minimal)).toEqual({
      ...minimal,
      active_status: true,
      business_hours: [],
    });
    expect(parseValid(CreateStoreRequestSchema, store)).toEqual(store);
    expectIssueAt(CreateStoreRequestSchema, without(minimal, 'timezone'), 'timezone', /required/);
  });
});

describe('StorePatchSchema (PATCH /v0/d/stores/{store_id}, merge patch)', () => {
  it.each([
    ['assigning a price book', { pricebook: 'spring-sale' }],
    ['unassigning it with null', { pricebook: null }],
    ['moving the coordinates only', { physical_address: { latitude: 40.7251, longitude: -73.9972 } }],
    ['removing the shipping address', { shipping_address: null }],
    ['nothing at all', {}],
  ])('accepts %s', (_name, patch) => {
    expect(parseValid(StorePatchSchema, patch)).toEqual(patch);
  });

  it('drops store_id, which comes from the path', () => {
    expect(parseValid(StorePatchSchema, { store_id: 'other', label: 'SoHo' })).toEqual({ label: 'SoHo' });
  });

  it.each([
    [{ label: null }, 'label'],
    [{ timezone: 'Nowhere' }, 'timezone'],
    [{ physical_address: { latitude: 120 } }, 'physical_address.latitude'],
    [{ physical_address: { country_code: null } }, 'physical_address.country_code'],
    [{ business_hours: [{ weekday: 1, from_time: '18:00', to_time: '09:00' }] }, 'business_hours.0.to_time'],
  ])('refuses %j at %s', (patch, path) => {
    expectIssueAt(StorePatchSchema, patch, path);
  });
});

describe('StoreListResponseSchema', () => {
  it('accepts {stores} and names the bad store', () => {
    expect(parseValid(StoreListResponseSchema, { stores: [store] })).toEqual({ stores: [store] });
    expectIssueAt(
      StoreListResponseSchema,
      { stores: [store, { ...store, label: '' }] },
      'stores.1.label',
      /blank/,
    );
  });
});

function withAddress(changes: Record<string, unknown>) {
  const physical_address: Record<string, unknown> = { ...store.physical_address, ...changes };
  for (const [key, value] of Object.entries(physical_address))
    if (value === undefined) delete physical_address[key];
  return { ...store, physical_address };
}
