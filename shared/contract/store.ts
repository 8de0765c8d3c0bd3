// Store records (POST/GET/PATCH /v0/d/stores): the seed's Store object plus `shop`, the catalog it sells.
import { z } from 'zod';
import { IdSchema, LatitudeSchema, LongitudeSchema, NonBlankTextSchema, unlessMissing } from './common';

/**
 * Day of the week of a business-hours entry: 0 = Sunday ... 6 = Saturday, as JavaScript's
 * Date#getDay() counts, so code can compare it with a date directly.
 */
export const WeekdaySchema = z
  .int(unlessMissing('must be a whole number'))
  .min(0, 'must be 0 (Sunday) to 6 (Saturday)')
  .max(6, 'must be 0 (Sunday) to 6 (Saturday)');

/** A time of day, HH:MM on a 24-hour clock. */
export const TimeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM between 00:00 and 23:59');

/** A closing time: HH:MM, or 24:00 for a store open until midnight. */
const ClosingTimeSchema = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time HH:MM between 00:00 and 24:00');

/** One opening interval of a weekday; a store open past midnight gives two entries (one per day). */
export const BusinessHoursEntrySchema = z
  .object({
    weekday: WeekdaySchema,
    from_time: TimeOfDaySchema,
    to_time: ClosingTimeSchema,
  })
  .superRefine((entry, ctx) => {
    // HH:MM strings of equal length compare in time order.
    if (entry.from_time >= entry.to_time) {
      ctx.addIssue({
        code: 'custom',
        path: ['to_time'],
        message: `must be later than from_time ${entry.from_time}`,
        input: entry.to_time,
      });
    }
  });
export type BusinessHoursEntry = z.infer<typeof BusinessHoursEntrySchema>;

/** The week's opening intervals; intervals of one weekday must not overlap. */
export const BusinessHoursSchema = z.array(BusinessHoursEntrySchema).superRefine((entries, ctx) => {
  entries.forEach((entry, index) => {
    const clash = entries.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === entry.weekday &&
        other.from_time < entry.to_time &&
        entry.from_time < other.to_time,
    );
    if (clash !== -1) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'from_time'],
        message: `overlaps the interval at index ${clash} on the same weekday`,
        input: entry.from_time,
      });
    }
  });
});

/** ISO 3166-1 alpha-2 country code, upper case (`US`, `DE`); cash rounding rules are keyed by it. */
export const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code, e.g. US');

/** A time zone name in region/city form that this runtime knows (`America/New_York`). */
export const TimezoneSchema = z
  .string()
  .regex(
    /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/,
    'must be a time zone in region/city form, e.g. America/New_York',
  )
  .refine(isKnownTimezone, 'is not a known time zone');

function isKnownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const addressShape = {
  address_line_1: NonBlankTextSchema,
  city: NonBlankTextSchema,
  country_code: CountryCodeSchema,
  state: z.string().optional(),
  zip_code: z.string().optional(),
};

export const ShippingAddressSchema = z.object(addressShape);
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * Where the store is. Latitude and longitude (decimal degrees) are optional, but a store without them
 * never takes part in in-store pickup routing; one without the other is refused.
 */
export const PhysicalAddressSchema = z
  .object({
    ...addressShape,
    latitude: LatitudeSchema.optional(),
    longitude: LongitudeSchema.optional(),
  })
  .superRefine(refineCoordinatePair);
export type PhysicalAddress = z.infer<typeof PhysicalAddressSchema>;

function refineCoordinatePair(
  address: { latitude?: number | null | undefined; longitude?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const hasLatitude = address.latitude !== undefined && address.latitude !== null;
  const hasLongitude = address.longitude !== undefined && address.longitude !== null;
  if (hasLatitude && !hasLongitude) {
    ctx.addIssue({
      code: 'custom',
      path: ['longitude'],
      message: 'is required when latitude is given',
      input: undefined,
    });
  }
  if (hasLongitude && !hasLatitude) {
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: 'is required when longitude is given',
      input: undefined,
    });
  }
}

const storeShape = {
  store_id: IdSchema,
  /** The shop (catalog) the store sells. */
  shop: IdSchema,
  label: NonBlankTextSchema,
  active_status: z.boolean(),
  business_hours: BusinessHoursSchema,
  division_name: z.string().optional(),
  /** Name of the price book assigned to the store; a book can be used only once assigned. */
  pricebook: IdSchema.optional(),
  gift_wrapping: z.boolean().optional(),
  tax_included: z.boolean().optional(),
  phone_number: z.string().optional(),
  timezone: TimezoneSchema,
  physical_address: PhysicalAddressSchema,
  shipping_address: ShippingAddressSchema.optional(),
};

/** A store as the platform answers it. */
export const StoreSchema = z.object(storeShape);
export type Store = z.infer<typeof StoreSchema>;

/** Body of POST /v0/d/stores: a store; `active_status` defaults to true and `business_hours` to none. */
export const CreateStoreRequestSchema = z.object({
  ...storeShape,
  active_status: storeShape.active_status.default(true),
  business_hours: storeShape.business_hours.default([]),
});
export type CreateStoreRequest = z.infer<typeof CreateStoreRequestSchema>;

/** An address inside a store patch: every field may be left out, and null removes an optional one. */
const addressPatchShape = {
  address_line_1: NonBlankTextSchema.optional(),
  city: NonBlankTextSchema.optional(),
  country_code: CountryCodeSchema.optional(),
  state: z.string().nullable().optional(),
  zip_code: z.string().nullable().optional(),
};

/**
 * Body of PATCH /v0/d/stores/{store_id}: a JSON merge patch (RFC 7396). Absent fields are kept, null
 * removes an optional field, objects merge, arrays replace. `store_id` comes from the path and cannot
 * change (it is dropped if sent). The platform applies the patch and validates the result as a Store.
 */
export const StorePatchSchema = z.object({
  shop: IdSchema.optional(),
  label: NonBlankTextSchema.optional(),
  active_status: z.boolean().optional(),
  business_hours: BusinessHoursSchema.optional(),
  division_name: z.string().nullable().optional(),
  pricebook: IdSchema.nullable().optional(),
  gift_wrapping: z.boolean().nullable().optional(),
  tax_included: z.boolean().nullable().optional(),
  phone_number: z.string().nullable().optional(),
  timezone: TimezoneSchema.optional(),
  physical_address: z
    .object({
      ...addressPatchShape,
      latitude: LatitudeSchema.nullable().optional(),
      longitude: LongitudeSchema.nullable().optional(),
    })
    .optional(),
  shipping_address: z.object(addressPatchShape).nullable().optional(),
});
export type StorePatch = z.infer<typeof StorePatchSchema>;

/** GET /v0/d/stores. */
export const StoreListResponseSchema = z.object({
  stores: z.array(StoreSchema),
});
export type StoreListResponse = z.infer<typeof StoreListResponseSchema>;
