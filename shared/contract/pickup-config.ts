// In-store pickup configuration (POST replaces it, GET answers it: /v0/d/in_store_pickup_config).
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  LocaleSchema,
  NonBlankTextSchema,
  NonNegativeWireAmountSchema,
  refineAmountInCurrency,
  unlessMissing,
} from './common';

/** What the customer pays for picking up in the store: `{price, tax_code, currency_code}`. */
export const PickupCostSchema = z
  .object({
    price: NonNegativeWireAmountSchema,
    tax_code: z.string(),
    currency_code: CurrencyCodeSchema,
  })
  .superRefine((cost, ctx) => {
    refineAmountInCurrency(ctx, { value: cost.price, currency: cost.currency_code, path: ['price'] });
  });
export type PickupCost = z.infer<typeof PickupCostSchema>;

/** Longest grace period: 30 days. Longer would leave orders open past any pickup promise. */
export const MAX_GRACE_PERIOD_SECONDS = 30 * 24 * 3600;
/** Widest search: half the Earth's circumference, beyond which every store is already in range. */
export const MAX_SEARCH_RADIUS_KM = 20_000;

/** A search radius in kilometres: more than 0, at most MAX_SEARCH_RADIUS_KM. */
export const SearchRadiusSchema = z
  .number()
  .positive('must be more than 0 km')
  .max(MAX_SEARCH_RADIUS_KM, `must be at most ${MAX_SEARCH_RADIUS_KM} km`);

/**
 * The display name a pickup configuration starts with (the demo tenant's, the setup form's first value). A
 * stored name equal to it was not chosen by the retailer: screens and printed documents show their own
 * translation of "In-store pickup" instead (« Ramassage en magasin », « Recogida en tienda »). Any other name
 * is the retailer's own and shows exactly as typed, in every language.
 */
export const DEFAULT_PICKUP_DISPLAY_NAME = 'In-store pickup';

export const PickupGlobalConfigSchema = z.object({
  /** Shown to associates on pickup orders; should let them tell the order kind at a glance. */
  display_name: NonBlankTextSchema,
  /** Seconds after creation before an open order is sent to its store. */
  grace_period: z
    .number()
    .min(0, 'must be zero or more seconds')
    .max(MAX_GRACE_PERIOD_SECONDS, `must be at most ${MAX_GRACE_PERIOD_SECONDS} seconds (30 days)`),
  /** Kilometres searched around the customer when a request gives no search_radius. */
  default_search_radius: SearchRadiusSchema,
});
export type PickupGlobalConfig = z.infer<typeof PickupGlobalConfigSchema>;

/** The two texts of a store option in one more language. */
export const LocalizedDeliveryTimesSchema = z.object({
  delivery_time: z.string(),
  delivery_time_if_not_available: z.string(),
});
export type LocalizedDeliveryTimes = z.infer<typeof LocalizedDeliveryTimesSchema>;

export const PickupStoreOptionSchema = z.object({
  /** Text shown when the store has every item. */
  delivery_time: z.string(),
  /** Text shown when it does not. */
  delivery_time_if_not_available: z.string(),
  /**
   * Optional: the same two texts in other languages, by locale (xx-XX). An options request for a locale
   * gets its texts (or those of another locale of its language); the two above otherwise.
   */
  localized: z.record(LocaleSchema, LocalizedDeliveryTimesSchema).optional(),
  cost: PickupCostSchema,
  /**
   * The store's promise: minutes from the customer placing an order (its created_at) until it should be
   * ready for pickup. The app flags orders not ready past it. Optional: no promise, no flag.
   */
  promise_minutes: z
    .int(unlessMissing('must be a whole number of minutes'))
    .min(1, 'must be at least 1 minute')
    .max(10_080, 'must be at most 7 days (10080 minutes)')
    .optional(),
});
export type PickupStoreOption = z.infer<typeof PickupStoreOptionSchema>;

/** The whole configuration. Keys of `stores` are store ids, which the platform checks exist (400 otherwise). */
export const PickupConfigSchema = z.object({
  global: PickupGlobalConfigSchema,
  stores: z.record(IdSchema, PickupStoreOptionSchema),
});
export type PickupConfig = z.infer<typeof PickupConfigSchema>;
