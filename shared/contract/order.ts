// Orders: creation (POST /v0/d/fulfill_order), reading back, history, and the actions associates take
// (POST /v0/d/orders/{order_id}/{action}). A pickup order carries the shipping_offer_token of the chosen
// store; an in-store sale carries the store_id instead and is created already picked up.
import { ORDER_ACTIONS, ORDER_STATUSES, REJECT_REASONS, type OrderAction } from '../pickup/order-status';
import { parseMoney } from '../money/parse';
import { z } from 'zod';
import {
  AfterCursorSchema,
  chosenBy,
  CurrencyCodeSchema,
  IdSchema,
  NonBlankTextSchema,
  NonNegativeWireAmountSchema,
  paginated,
  paginationQueryShape,
  refineAmountInCurrency,
  refineUnique,
  TimestampSchema,
  unlessMissing,
  UpdatedSinceSchema,
  WireAmountSchema,
} from './common';
import { OrderLineTaxSchema, OrderTaxLinesSchema, type OrderTaxLine } from './tax-config';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const OrderActionSchema = z.enum(ORDER_ACTIONS);
export const RejectReasonSchema = z.enum(REJECT_REASONS);

export const CustomerSchema = z.object({
  name: NonBlankTextSchema,
  email: z.email(unlessMissing('must be an email address')).optional(),
  phone: z.string().optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** Most units of one product on one line, and most lines of an order: far above any real basket. */
export const MAX_LINE_QUANTITY = 10_000;
export const MAX_ORDER_LINES = 500;
export const MAX_ORDER_SHIPMENTS = 20;
export const MAX_ORDER_PAYMENTS = 10;

/** A whole number of units: 1 to MAX_LINE_QUANTITY. */
export const LineQuantitySchema = z
  .int(unlessMissing('must be a whole number'))
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

/**
 * A manager's decision to sell a line at another price than the store's price book: the reason is sent,
 * the platform adds `approved_by` (the manager who sent it; a value sent by the client is ignored).
 */
export const PriceOverrideSchema = z.object({
  reason: NonBlankTextSchema,
  approved_by: z.string().optional(),
});
export type PriceOverride = z.infer<typeof PriceOverrideSchema>;

/**
 * One line of a shipment: `price` is the unit price in the order's currency; it must be the store's
 * price-book price unless the line carries a manager's `price_override`. `taxes` is the line's share of
 * each of the order's tax lines (what a return of the line gives back).
 */
export const OrderLineSchema = z.object({
  product_id: IdSchema,
  quantity: LineQuantitySchema,
  price: NonNegativeWireAmountSchema,
  price_override: PriceOverrideSchema.optional(),
  taxes: z.array(OrderLineTaxSchema).optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * One tender of an order, as shared/cash-rounding plans it: `amount` is what the tender pays (for cash,
 * the rounded share), `rounding_adjustment` is amount minus the unrounded share (negative when rounded
 * down; always 0 for card), `tendered` is what the customer handed over and `change` what was given back,
 * so tendered − change = amount (checked in minor units by the order schema, which knows the currency).
 * A card payment, or cash paid exactly, has tendered = amount and change 0.
 */
export const PaymentSchema = z
  .object({
    method: PaymentMethodSchema,
    amount: NonNegativeWireAmountSchema,
    rounding_adjustment: WireAmountSchema,
    tendered: NonNegativeWireAmountSchema,
    change: NonNegativeWireAmountSchema,
    /** The card's last four digits from the terminal slip, when recorded (sales history searches by it). */
    card_last_four: z
      .string()
      .regex(/^\d{4}$/, 'must be the four last digits of the card')
      .optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.method !== 'card') {
      if (payment.card_last_four !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['card_last_four'],
          message: 'is only given for a card payment',
          input: payment.card_last_four,
        });
      }
      return;
    }
    for (const field of ['rounding_adjustment', 'change'] as const) {
      if (payment[field] !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'must be 0 for a card payment',
          input: payment[field],
        });
      }
    }
  });
export type Payment = z.infer<typeof PaymentSchema>;

export const ShippingOptionSchema = z.object({
  /** From the chosen pickup option; tamper-proof, and it never expires for in-store pickup. */
  shipping_offer_token: z.string().min(1, 'must not be empty'),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

const linesSchema = z
  .array(OrderLineSchema)
  .min(1, 'must hold at least one line')
  .max(MAX_ORDER_LINES, `must hold at most ${MAX_ORDER_LINES} lines`);

export const PickupShipmentSchema = z.object({
  items: linesSchema,
  shipping_option: ShippingOptionSchema,
});
export type PickupShipment = z.infer<typeof PickupShipmentSchema>;

export const SaleShipmentSchema = z.object({
  items: linesSchema,
});
export type SaleShipment = z.infer<typeof SaleShipmentSchema>;

const orderHeaderShape = {
  /** The client's id of the order: the same external_id and body returns the existing order. */
  external_id: IdSchema,
  shop: IdSchema,
  currency: CurrencyCodeSchema,
  placed_at: TimestampSchema,
  payments: z
    .array(PaymentSchema)
    .max(MAX_ORDER_PAYMENTS, `must hold at most ${MAX_ORDER_PAYMENTS} payments`)
    .optional(),
  /** Whether the line prices include the tax lines (an in-store sale: the store's tax configuration). */
  prices_include_tax: z.boolean().optional(),
  /** The tax charged, per component and rate (a pickup order: what its web checkout charged). */
  taxes: OrderTaxLinesSchema.optional(),
};

/** An in-store pickup order: every shipment names its store through the shipping offer token. */
export const PickupOrderRequestSchema = z
  .object({
    ...orderHeaderShape,
    customer: CustomerSchema,
    shipments: z
      .array(PickupShipmentSchema)
      .min(1, 'must hold at least one shipment')
      .max(MAX_ORDER_SHIPMENTS, `must hold at most ${MAX_ORDER_SHIPMENTS} shipments`),
  })
  .superRefine(refineOrderAmounts);
export type PickupOrderRequest = z.infer<typeof PickupOrderRequestSchema>;

/** A counter sale: the store is given directly, the customer may stay anonymous; created `picked_up`. */
export const InStoreSaleRequestSchema = z
  .object({
    ...orderHeaderShape,
    store_id: IdSchema,
    /** The store's drawer the sale was rung at (its cash went in, it counts on that drawer's Z report). */
    drawer_id: IdSchema.optional(),
    customer: CustomerSchema.optional(),
    shipments: z
      .array(SaleShipmentSchema)
      .min(1, 'must hold at least one shipment')
      .max(MAX_ORDER_SHIPMENTS, `must hold at most ${MAX_ORDER_SHIPMENTS} shipments`),
  })
  .superRefine(refineOrderAmounts);
export type InStoreSaleRequest = z.infer<typeof InStoreSaleRequestSchema>;

/**
 * Body of POST /v0/d/fulfill_order: an in-store sale when it carries `store_id`, else a pickup order.
 * Chosen by that one field (not a union), so a failure names the fields of the kind actually sent.
 */
export const CreateOrderRequestSchema = chosenBy((input) =>
  isObjectWithStoreId(input) ? InStoreSaleRequestSchema : PickupOrderRequestSchema,
);
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

export function isInStoreSaleRequest(request: CreateOrderRequest): request is InStoreSaleRequest {
  return 'store_id' in request;
}

function isObjectWithStoreId(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'store_id' in input;
}

type AmountFields = {
  currency: string;
  prices_include_tax?: boolean | undefined;
  shipments: { items: OrderLine[] }[];
  payments?: Payment[] | undefined;
  taxes?: OrderTaxLine[] | undefined;
};

/** Every amount fits the order's currency; each payment balances (tendered − change = amount). */
function refineOrderAmounts(order: AmountFields, ctx: z.RefinementCtx): void {
  const { currency } = order;
  order.shipments.forEach((shipment, shipmentIndex) => {
    shipment.items.forEach((line, lineIndex) => {
      const at = ['shipments', shipmentIndex, 'items', lineIndex];
      refineAmountInCurrency(ctx, { value: line.price, currency, path: [...at, 'price'] });
      (line.taxes ?? []).forEach((tax, taxIndex) => {
        refineAmountInCurrency(ctx, {
          value: tax.amount,
          currency,
          path: [...at, 'taxes', taxIndex, 'amount'],
        });
      });
    });
  });
  if ((order.taxes ?? []).length > 0 && order.prices_include_tax === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['prices_include_tax'],
      message: 'is required with tax lines: say whether the prices include them',
      input: undefined,
    });
  }
  (order.taxes ?? []).forEach((tax, index) => {
    for (const field of ['taxable_amount', 'amount'] as const) {
      refineAmountInCurrency(ctx, { value: tax[field], currency, path: ['taxes', index, field] });
    }
  });
  (order.payments ?? []).forEach((payment, index) => {
    const at = (field: keyof Payment) => ['payments', index, field];
    refineAmountInCurrency(ctx, {
      value: payment.rounding_adjustment,
      currency,
      path: at('rounding_adjustment'),
      allowNegative: true,
    });
    const minors = (['amount', 'tendered', 'change'] as const).map((field) => {
      refineAmountInCurrency(ctx, { value: payment[field], currency, path: at(field) });
      const parsed = parseMoney(payment[field], currency);
      return parsed.ok ? parsed.money.minor : undefined;
    });
    const [amount, tendered, change] = minors;
    if (amount === undefined || tendered === undefined || change === undefined) return;
    if (tendered - change !== amount) {
      ctx.addIssue({
        code: 'custom',
        path: at('change'),
        message: `tendered minus change must equal amount (${payment.tendered} − ${payment.change} ≠ ${payment.amount})`,
        input: payment.change,
      });
    }
  });
}

/** A shipment as read back: a pickup shipment keeps its shipping option, a sale's has none. */
export const OrderShipmentSchema = z.object({
  items: z.array(OrderLineSchema),
  shipping_option: ShippingOptionSchema.optional(),
});
export type OrderShipment = z.infer<typeof OrderShipmentSchema>;

/** An order as the platform answers it. `store_id` is the store it is routed to. */
export const OrderSchema = z.object({
  order_id: IdSchema,
  external_id: IdSchema,
  shop: IdSchema,
  store_id: IdSchema,
  status: OrderStatusSchema,
  currency: CurrencyCodeSchema,
  /** null for an anonymous counter sale. */
  customer: CustomerSchema.nullable(),
  shipments: z.array(OrderShipmentSchema),
  payments: z.array(PaymentSchema),
  /** null when the order says nothing about tax (a pickup order whose checkout sent no tax lines). */
  prices_include_tax: z.boolean().nullable().default(null),
  /** Empty when the order carries no tax lines: its prices include tax as charged online. */
  taxes: OrderTaxLinesSchema.default([]),
  /** Username of the associate picking the order; null until someone starts picking. */
  assignee: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** Query of GET /v0/d/orders. */
export const OrderListQuerySchema = z.object({
  store_id: IdSchema.optional(),
  status: OrderStatusSchema.optional(),
  updated_since: UpdatedSinceSchema.optional(),
  after: AfterCursorSchema.optional(),
  ...paginationQueryShape,
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** GET /v0/d/orders. */
export const OrderListResponseSchema = paginated(OrderSchema);
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/**
 * One change of an order. `from` is null for the creation. `action` is one of ORDER_ACTIONS for a person's
 * action, or a snake_case name of an automatic step (creation, grace period, routing); `actor` is the
 * username, or the platform's own name for automatic steps.
 */
export const OrderEventSchema = z.object({
  event_id: IdSchema,
  order_id: IdSchema,
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  action: z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'must be a snake_case action name'),
  actor: NonBlankTextSchema,
  at: TimestampSchema,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** GET /v0/d/orders/{order_id}/events, oldest first. */
export const OrderEventListResponseSchema = z.object({
  events: z.array(OrderEventSchema),
});
export type OrderEventListResponse = z.infer<typeof OrderEventListResponseSchema>;

/** `[{product_id, quantity}]`, each product once (its lines totalled). */
export function productQuantities(what: string) {
  return z
    .array(
      z.object({
        product_id: IdSchema,
        quantity: LineQuantitySchema,
      }),
    )
    .min(1, `must list at least one ${what}`)
    .max(MAX_ORDER_LINES, `must list at most ${MAX_ORDER_LINES} ${what}s`)
    .superRefine((lines, ctx) => {
      refineUnique(
        ctx,
        lines,
        (line) => line.product_id,
        (index) => [index, 'product_id'],
        'product',
      );
    });
}

export const StartPickingBodySchema = z.object({});
export type StartPickingBody = z.infer<typeof StartPickingBodySchema>;

/** The items could not be picked: the order goes on hold and the store's stock for them is set to 0. */
export const RejectItemsBodySchema = z.object({
  items: productQuantities('item'),
  reason: RejectReasonSchema,
});
export type RejectItemsBody = z.infer<typeof RejectItemsBodySchema>;

/** What was picked; must match the order's lines. */
export const MarkReadyBodySchema = z.object({
  picked: productQuantities('picked item'),
});
export type MarkReadyBody = z.infer<typeof MarkReadyBodySchema>;

/** How the associate checked the person collecting (e.g. "order confirmation email", "ID card"). */
export const HandOverBodySchema = z.object({
  verified_by: NonBlankTextSchema,
});
export type HandOverBody = z.infer<typeof HandOverBodySchema>;

export const CancelBodySchema = z.object({
  reason: NonBlankTextSchema,
});
export type CancelBody = z.infer<typeof CancelBodySchema>;

/** Send an on-hold order to another store (manager). */
export const RerouteBodySchema = z.object({
  store_id: IdSchema,
});
export type RerouteBody = z.infer<typeof RerouteBodySchema>;

/** Body schema of each action of POST /v0/d/orders/{order_id}/{action}. */
export const ORDER_ACTION_BODY_SCHEMAS = {
  start_picking: StartPickingBodySchema,
  reject_items: RejectItemsBodySchema,
  mark_ready: MarkReadyBodySchema,
  hand_over: HandOverBodySchema,
  cancel: CancelBodySchema,
  reroute: RerouteBodySchema,
  take_over: StartPickingBodySchema,
} as const satisfies Record<OrderAction, z.ZodType>;

export type OrderActionBody<Action extends OrderAction> = z.infer<(typeof ORDER_ACTION_BODY_SCHEMAS)[Action]>;
