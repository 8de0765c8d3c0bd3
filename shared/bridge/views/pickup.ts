// Pickup orders as the associate works them: amounts in minor units, product texts from the local catalog,
// and the actions the signed-in user may take now.
import { z } from 'zod';
import { IdSchema } from '../../contract/common';
import { ORDER_ACTIONS, ORDER_STATUSES } from '../../pickup/order-status';
import { MoneySchema } from './money';

export const OrderStatusViewSchema = z.enum(ORDER_STATUSES);
export const OrderActionViewSchema = z.enum(ORDER_ACTIONS);

export const PickupOrderLineSchema = z.object({
  productId: IdSchema,
  /** From the local catalog; the product id when the product is not known here. */
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** Colour and size ("Navy · Queen"): variants share a title, and the picker must take the right one. */
  variant: z.string().nullable().optional(),
  ean: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.int().min(1),
  unitPrice: MoneySchema,
  lineTotal: MoneySchema,
});
export type PickupOrderLine = z.infer<typeof PickupOrderLineSchema>;

export const PickupOrderSummarySchema = z.object({
  orderId: IdSchema,
  externalId: IdSchema,
  status: OrderStatusViewSchema,
  customerName: z.string().nullable(),
  /** Units over all lines. */
  itemCount: z.int().min(0),
  total: MoneySchema,
  storeId: IdSchema,
  assignee: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A change made here is still waiting for the platform (the status shown is the expected one). */
  pendingSync: z.boolean(),
  /**
   * When the order reached this workstation in a state the store works (sync, an action's answer...):
   * the dashboard points out the ones that arrived while it was shown. Null: still in its grace period.
   */
  arrivedAt: z.string().nullable(),
  /** created_at plus the store's promise (pickup configuration promise_minutes); null without a promise. */
  promiseDueAt: z.string().nullable(),
});
export type PickupOrderSummary = z.infer<typeof PickupOrderSummarySchema>;

export const PickupOrderSchema = PickupOrderSummarySchema.extend({
  /** The pickup configuration's display_name, so associates can tell the order kind. */
  displayName: z.string().nullable(),
  customer: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  lines: z.array(PickupOrderLineSchema),
  /** What the signed-in user may do with the order in its current state. */
  allowedActions: z.array(OrderActionViewSchema),
  /** While in picking: who picks it and since when (the history's latest start or take-over). */
  pickedBy: z.object({ username: z.string(), since: z.string() }).nullable(),
  /**
   * A change made here that the platform refused (it moved on elsewhere): the screen shows the platform's
   * truth with it, and the associate gives the change up (or retries it) by its outbox seq. `code` and
   * `field` (its first detail's path) are the platform's error; the screen words them, `message` is the
   * platform's English for a code the screen does not know. `code` and `message` are null when the refusal
   * came without an error body (the screen says so in its own words).
   */
  refusedChange: z
    .object({
      seq: z.int(),
      action: OrderActionViewSchema,
      code: z.string().nullable(),
      field: z.string().nullable(),
      message: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type PickupOrder = z.infer<typeof PickupOrderSchema>;

export const OrderEventViewSchema = z.object({
  eventId: z.string(),
  from: OrderStatusViewSchema.nullable(),
  to: OrderStatusViewSchema,
  action: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type OrderEventView = z.infer<typeof OrderEventViewSchema>;

/** Orders of the selected store per status. */
export const PickupCountsSchema = z.record(OrderStatusViewSchema, z.int().min(0));
export type PickupCounts = z.infer<typeof PickupCountsSchema>;

export const RerouteOptionSchema = z.object({
  storeId: IdSchema,
  label: z.string(),
  city: z.string(),
  distanceKm: z.number().min(0),
  /** The store's stock covers every line. */
  hasAtp: z.boolean(),
  deliveryTime: z.string(),
  phoneNumber: z.string().nullable(),
});
export type RerouteOption = z.infer<typeof RerouteOptionSchema>;
