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
import { reasonParams } from './field-reason';

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

/** Longest delivery text: a line of the storefront's pickup choice and of the reroute dialog. */
export const MAX_DELIVERY_TIME_LENGTH = 120;

/**
 * A delivery text as the platform accepts it when a configuration is saved: more than blanks, at most
 * MAX_DELIVERY_TIME_LENGTH characters. Configurations read back (stored by an older version, or answered by
 * a tenant) are taken as plain strings, so a text written before the rule never makes pickup unreadable.
 */
export const DeliveryTimeTextSchema = z
  .string()
  .max(MAX_DELIVERY_TIME_LENGTH, `must be at most ${MAX_DELIVERY_TIME_LENGTH} characters`)
  .refine((value) => value.trim() !== '', {
    message: 'must not be blank',
    params: reasonParams('not_blank'),
  });

/** The schemas of a store option and of the whole configuration, with the given rule for the texts. */
function pickupSchemas(text: z.ZodType<string>) {
  /** The two texts of a store option in one more language. */
  const localized = z.object({ delivery_time: text, delivery_time_if_not_available: text });
  const storeOption = z.object({
    /** Text shown when the store has every item. */
    delivery_time: text,
    /** Text shown when it does not. */
    delivery_time_if_not_available: text,
    /**
     * Optional: the same two texts in other languages, by locale (xx-XX). An options request for a locale
     * gets its texts (or those of another locale of its language); the two above otherwise.
     */
    localized: z.record(LocaleSchema, localized).optional(),
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
  /** Keys of `stores` are store ids, which the platform checks exist (400 otherwise). */
  const config = z.object({ global: PickupGlobalConfigSchema, stores: z.record(IdSchema, storeOption) });
  return { localized, storeOption, config };
}

/** The configuration as it is read (texts as stored). */
const read = pickupSchemas(z.string());
/** The configuration as it is saved: every text, in every language, checked (DeliveryTimeTextSchema). */
const saved = pickupSchemas(DeliveryTimeTextSchema);

export const LocalizedDeliveryTimesSchema = read.localized;
export type LocalizedDeliveryTimes = z.infer<typeof LocalizedDeliveryTimesSchema>;

export const PickupStoreOptionSchema = read.storeOption;
export type PickupStoreOption = z.infer<typeof PickupStoreOptionSchema>;

/** The whole configuration as it is read (GET, and what the platform keeps). */
export const PickupConfigSchema = read.config;
export type PickupConfig = z.infer<typeof PickupConfigSchema>;

/** The whole configuration as a POST saves it: the texts are checked (PickupConfigSchema otherwise). */
export const PickupConfigRequestSchema = saved.config;

/** A store option's texts, in English and in other languages: what a new store's pickup starts with. */
export type DeliveryTimes = Pick<
  PickupStoreOption,
  'delivery_time' | 'delivery_time_if_not_available' | 'localized'
>;

/**
 * The delivery texts a store's pickup starts with, in every language of the app, worded as the demo
 * stores' are (« ramassage en magasin », « recogida en tienda »): a store set up later reads like the rest.
 */
export const DEFAULT_DELIVERY_TIMES = {
  delivery_time: 'Ready for pickup in 2 hours',
  delivery_time_if_not_available: 'Ready for pickup in 2–4 business days',
  localized: {
    'fr-CA': {
      delivery_time: 'Prête pour le ramassage en magasin d’ici 2 heures',
      delivery_time_if_not_available: 'Prête pour le ramassage en magasin dans 2 à 4 jours ouvrables',
    },
    'es-US': {
      delivery_time: 'Lista para recogida en tienda en 2 horas',
      delivery_time_if_not_available: 'Lista para recogida en tienda en 2 a 4 días hábiles',
    },
  },
} as const satisfies DeliveryTimes;
