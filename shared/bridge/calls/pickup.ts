// In-store pickup fulfilment in the selected store: lists, one order with its history, and the actions.
// Actions are checked here (role, state, body), shown at once and delivered through the outbox.
import { z } from 'zod';
import { IdSchema, NonBlankTextSchema } from '../../contract/common';
import { REJECT_REASONS } from '../../pickup/order-status';
import { defineCall, NoRequestSchema } from '../define-call';
import {
  OrderEventViewSchema,
  OrderStatusViewSchema,
  PickupCountsSchema,
  PickupOrderSchema,
  PickupOrderSummarySchema,
  RerouteOptionSchema,
} from '../views/pickup';
import { PrintJobViewSchema } from '../views/printing';

const orderId = IdSchema;

const productQuantities = (what: string) =>
  z
    .array(
      z.strictObject({
        productId: IdSchema,
        quantity: z.int('must be a whole number').min(1, 'must be at least 1'),
      }),
    )
    .min(1, `must list at least one ${what}`);

const OrderAnswerSchema = z.object({ order: PickupOrderSchema });

export const pickupCalls = {
  getCounters: defineCall('pickup', 'getCounters', {
    summary: 'How many orders of the selected store are in each status.',
    request: NoRequestSchema,
    response: z.object({ counts: PickupCountsSchema }),
  }),

  listOrders: defineCall('pickup', 'listOrders', {
    summary:
      'Orders of the selected store, optionally of some statuses or matching a search, newest change first.',
    request: z.strictObject({
      statuses: z.array(OrderStatusViewSchema).min(1, 'must name at least one status').optional(),
      /** Part of the order id, the external order number or the customer's name (any case). */
      query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
      offset: z.int('must be a whole number').min(0, 'must be zero or more').default(0),
      count: z
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(200, 'must be at most 200')
        .default(50),
    }),
    response: z.object({ items: z.array(PickupOrderSummarySchema), total: z.int().min(0) }),
  }),

  getOrder: defineCall('pickup', 'getOrder', {
    summary: 'One order with its lines, allowed actions and history.',
    request: z.strictObject({ orderId }),
    response: z.object({ order: PickupOrderSchema, events: z.array(OrderEventViewSchema) }),
  }),

  startPicking: defineCall('pickup', 'startPicking', {
    summary: 'assigned → in_picking; the signed-in user becomes the assignee.',
    request: z.strictObject({ orderId }),
    response: OrderAnswerSchema,
  }),

  rejectItems: defineCall('pickup', 'rejectItems', {
    summary: 'in_picking → on_hold: these items cannot be picked (their store stock is set to 0).',
    request: z.strictObject({
      orderId,
      items: productQuantities('item'),
      reason: z.enum(REJECT_REASONS),
    }),
    response: OrderAnswerSchema,
  }),

  markReady: defineCall('pickup', 'markReady', {
    summary:
      'in_picking → ready_for_pickup with what was picked (must match the order); prints the configured documents.',
    request: z.strictObject({ orderId, picked: productQuantities('picked item') }),
    response: z.object({ order: PickupOrderSchema, printJobs: z.array(PrintJobViewSchema) }),
  }),

  handOver: defineCall('pickup', 'handOver', {
    summary: 'ready_for_pickup → picked_up, saying how the person collecting was verified.',
    request: z.strictObject({ orderId, verifiedBy: NonBlankTextSchema }),
    response: OrderAnswerSchema,
  }),

  cancel: defineCall('pickup', 'cancel', {
    summary: 'Cancels an order that is not picked up yet (reserved stock is released).',
    request: z.strictObject({ orderId, reason: NonBlankTextSchema }),
    response: OrderAnswerSchema,
  }),

  getRerouteOptions: defineCall('pickup', 'getRerouteOptions', {
    summary: 'Other stores that could take an on-hold order, nearest first (manager; needs the platform).',
    request: z.strictObject({ orderId }),
    response: z.object({ options: z.array(RerouteOptionSchema) }),
  }),

  reroute: defineCall('pickup', 'reroute', {
    summary: 'on_hold → sent_to_store at another store (manager).',
    request: z.strictObject({ orderId, storeId: IdSchema }),
    response: OrderAnswerSchema,
  }),

  takeOver: defineCall('pickup', 'takeOver', {
    summary: 'in_picking: a manager takes over the order another associate is picking (the history says so).',
    request: z.strictObject({ orderId }),
    response: OrderAnswerSchema,
  }),
};
