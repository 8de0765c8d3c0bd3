// Pickup options (POST /v0/d/in_store_pickup_options): which stores near the customer can fulfil a bag.
import { z } from 'zod';
import {
  IdSchema,
  LatitudeSchema,
  LocaleSchema,
  LongitudeSchema,
  NonBlankTextSchema,
  unlessMissing,
} from './common';
import { LineQuantitySchema, MAX_ORDER_LINES } from './order';
import { PickupCostSchema, SearchRadiusSchema } from './pickup-config';
import { BusinessHoursSchema, PhysicalAddressSchema } from './store';

export const BagLineSchema = z.object({
  product_id: IdSchema,
  quantity: LineQuantitySchema,
});
export type BagLine = z.infer<typeof BagLineSchema>;

/** Most stores one options answer lists. */
export const MAX_PICKUP_OPTIONS = 100;

export const PickupOptionsRequestSchema = z.object({
  /** The reference location (the customer's address). */
  location: z.object({
    geo: z.object({
      latitude: LatitudeSchema,
      longitude: LongitudeSchema,
    }),
  }),
  bag: z
    .array(BagLineSchema)
    .min(1, 'must hold at least one line')
    .max(MAX_ORDER_LINES, `must hold at most ${MAX_ORDER_LINES} lines`),
  options: z
    .object({
      /** Kilometres; the configuration's default_search_radius when absent. */
      search_radius: SearchRadiusSchema.optional(),
      /** Include stores whose stock does not cover the bag (has_atp false). */
      show_stores_without_atp: z.boolean().optional(),
      /** At most this many stores, nearest first. */
      limit: z
        .int(unlessMissing('must be a whole number'))
        .min(1, 'must be at least 1')
        .max(MAX_PICKUP_OPTIONS, `must be at most ${MAX_PICKUP_OPTIONS}`)
        .optional(),
    })
    .optional(),
  /** Optional: the language of the delivery_time texts answered (a store option's `localized` entry). */
  locale: LocaleSchema.optional(),
});
export type PickupOptionsRequest = z.infer<typeof PickupOptionsRequestSchema>;

/** The store of an option, as the associate and the customer see it. */
export const PickupOptionStoreSchema = z.object({
  store_id: IdSchema,
  label: NonBlankTextSchema,
  phone_number: z.string().optional(),
  physical_address: PhysicalAddressSchema,
  business_hours: BusinessHoursSchema,
});
export type PickupOptionStore = z.infer<typeof PickupOptionStoreSchema>;

export const InStorePickupOptionSchema = z.object({
  /** Opaque and signed; names the store and the bag. Sent back when creating the order; never expires. */
  shipping_offer_token: z.string().min(1),
  /**
   * The store's delivery_time, or delivery_time_if_not_available when has_atp is false, in the request's
   * locale when the store option has texts for it.
   */
  delivery_time: z.string(),
  cost: PickupCostSchema,
});
export type InStorePickupOption = z.infer<typeof InStorePickupOptionSchema>;

export const PickupOptionSchema = z.object({
  fulfillment_node_id: IdSchema,
  /** Great-circle distance from the reference location. */
  distance_km: z.number().min(0),
  /** True when the store's stock covers every bag line. */
  has_atp: z.boolean(),
  store: PickupOptionStoreSchema,
  in_store_pickup_option: InStorePickupOptionSchema,
});
export type PickupOption = z.infer<typeof PickupOptionSchema>;

/** Stores within the radius, nearest first (ties by store_id). */
export const PickupOptionsResponseSchema = z.object({
  options: z.array(PickupOptionSchema),
});
export type PickupOptionsResponse = z.infer<typeof PickupOptionsResponseSchema>;
