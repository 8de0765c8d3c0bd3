import { describe, expect, it } from 'vitest';
import { PickupOptionsRequestSchema, PickupOptionsResponseSchema } from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';
import { pickupOptionsRequest, pickupOptionsResponse } from './fixtures';

describe('PickupOptionsRequestSchema (POST /v0/d/in_store_pickup_options)', () => {
  it('accepts a location, a bag and options; options may be left out', () => {
    expect(parseValid(PickupOptionsRequestSchema, pickupOptionsRequest)).toEqual(pickupOptionsRequest);
    const bare = without(pickupOptionsRequest, 'options');
    expect(parseValid(PickupOptionsRequestSchema, bare)).toEqual(bare);
  });

  const invalid: InvalidCase[] = [
    fieldCase(
      'a latitude out of range',
      pickupOptionsRequest,
      'location.geo.latitude',
      -95,
      /between -90 and 90/,
    ),
    fieldCase(
      'a longitude out of range',
      pickupOptionsRequest,
      'location.geo.longitude',
      200,
      /between -180 and 180/,
    ),
    {
      name: 'no longitude',
      input: without(pickupOptionsRequest, 'location.geo.longitude'),
      path: 'location.geo.longitude',
      message: /required/,
    },
    fieldCase('an empty bag', pickupOptionsRequest, 'bag', [], /at least one line/),
    fieldCase('a zero quantity', pickupOptionsRequest, 'bag.1.quantity', 0, /at least 1/),
    fieldCase('a fractional quantity', pickupOptionsRequest, 'bag.0.quantity', 1.5, /whole number/),
    fieldCase('a bag line without product', pickupOptionsRequest, 'bag.0.product_id', undefined, /required/),
    fieldCase('a negative radius', pickupOptionsRequest, 'options.search_radius', -5, /more than 0 km/),
    fieldCase(
      'show_stores_without_atp as text',
      pickupOptionsRequest,
      'options.show_stores_without_atp',
      'true',
      /expected boolean/,
    ),
    fieldCase('a zero limit', pickupOptionsRequest, 'options.limit', 0, /at least 1/),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(PickupOptionsRequestSchema, input, path, message);
  });
});

describe('PickupOptionsResponseSchema', () => {
  it('accepts stores with their pickup option, and an empty answer', () => {
    expect(parseValid(PickupOptionsResponseSchema, pickupOptionsResponse)).toEqual(pickupOptionsResponse);
    expect(parseValid(PickupOptionsResponseSchema, { options: [] })).toEqual({ options: [] });
  });

  const invalid: InvalidCase[] = [
    fieldCase('no token', pickupOptionsResponse, 'options.0.in_store_pickup_option.shipping_offer_token', ''),
    fieldCase('a negative distance', pickupOptionsResponse, 'options.0.distance_km', -0.1),
    fieldCase('has_atp as text', pickupOptionsResponse, 'options.0.has_atp', 'yes', /expected boolean/),
    fieldCase('a store without label', pickupOptionsResponse, 'options.0.store.label', undefined, /required/),
    fieldCase('a bad store address', pickupOptionsResponse, 'options.0.store.physical_address.latitude', 100),
    fieldCase('bad business hours', pickupOptionsResponse, 'options.0.store.business_hours.0.weekday', 9),
    fieldCase(
      'a cost in a bad currency',
      pickupOptionsResponse,
      'options.0.in_store_pickup_option.cost.currency_code',
      'XXX',
    ),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(PickupOptionsResponseSchema, input, path, message);
  });
});
