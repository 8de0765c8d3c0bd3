import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS } from '../../../shared/pickup/order-status';
import {
  CreateOrderRequestSchema,
  InStoreSaleRequestSchema,
  isInStoreSaleRequest,
  ORDER_ACTION_BODY_SCHEMAS,
  OrderEventListResponseSchema,
  OrderEventSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSchema,
  PickupOrderRequestSchema,
} from '../../../shared/contract';
import {
  detailsOf,
  expectIssueAt,
  fieldCase,
  parseValid,
  withValue,
  without,
  type InvalidCase,
} from './contract-test-kit';
import { inStoreSaleRequest, order, pickupOrderRequest } from './fixtures';

describe('CreateOrderRequestSchema (POST /v0/d/fulfill_order)', () => {
  it('reads a pickup order (token) and an in-store sale (store_id) as such', () => {
    const pickup = parseValid(CreateOrderRequestSchema, pickupOrderRequest);
    expect(pickup).toEqual(pickupOrderRequest);
    expect(isInStoreSaleRequest(pickup)).toBe(false);
    const sale = parseValid(CreateOrderRequestSchema, inStoreSaleRequest);
    expect(sale).toEqual(inStoreSaleRequest);
    expect(isInStoreSaleRequest(sale)).toBe(true);
  });

  it('accepts a pickup order without payments and a sale with an anonymous customer', () => {
    const unpaid = without(pickupOrderRequest, 'payments');
    expect(parseValid(PickupOrderRequestSchema, unpaid)).toEqual(unpaid);
    expect(parseValid(InStoreSaleRequestSchema, inStoreSaleRequest).customer).toBeUndefined();
  });

  const pickupCases: InvalidCase[] = [
    {
      name: 'no token',
      input: without(pickupOrderRequest, 'shipments.0.shipping_option'),
      path: 'shipments.0.shipping_option',
      message: /required/,
    },
    fieldCase(
      'an empty token',
      pickupOrderRequest,
      'shipments.0.shipping_option.shipping_offer_token',
      '',
      /empty/,
    ),
    {
      name: 'no customer',
      input: without(pickupOrderRequest, 'customer'),
      path: 'customer',
      message: /required/,
    },
    fieldCase(
      'a customer email that is not one',
      pickupOrderRequest,
      'customer.email',
      'dana at example',
      /email/,
    ),
    fieldCase('no shipments', pickupOrderRequest, 'shipments', [], /at least one shipment/),
    fieldCase('a shipment without lines', pickupOrderRequest, 'shipments.0.items', [], /at least one line/),
    fieldCase('a zero quantity', pickupOrderRequest, 'shipments.0.items.1.quantity', 0, /at least 1/),
    fieldCase(
      'a price with three decimals',
      pickupOrderRequest,
      'shipments.0.items.1.price',
      29.999,
      /more decimals than USD/,
    ),
    fieldCase('a negative price', pickupOrderRequest, 'shipments.0.items.0.price', -29.99, /zero or more/),
    fieldCase('an unknown currency', pickupOrderRequest, 'currency', 'US$', /ISO 4217/),
    fieldCase('a local placed_at', pickupOrderRequest, 'placed_at', '2026-03-02T14:05:00', /RFC 3339/),
    fieldCase('an unknown payment method', pickupOrderRequest, 'payments.0.method', 'voucher', /cash.*card/),
    fieldCase(
      'a rounded card payment',
      pickupOrderRequest,
      'payments.0.rounding_adjustment',
      -0.02,
      /0 for a card payment/,
    ),
    fieldCase('change on a card payment', pickupOrderRequest, 'payments.0.change', 1, /0 for a card payment/),
    {
      name: 'a card payment whose tender differs (reported on change, the figure derived from the others)',
      input: withValue(pickupOrderRequest, 'payments.0.tendered', 90),
      path: 'payments.0.change',
      message: /tendered minus change must equal amount/,
    },
  ];
  it.each(pickupCases)('refuses a pickup order with $name at $path', ({ input, path, message }) => {
    expectIssueAt(CreateOrderRequestSchema, input, path, message);
  });

  const saleCases: InvalidCase[] = [
    fieldCase('an empty store_id', inStoreSaleRequest, 'store_id', '', /empty/),
    fieldCase(
      'change that does not balance',
      inStoreSaleRequest,
      'payments.1.change',
      7.5,
      /tendered minus change must equal amount \(20 − 7\.5 ≠ 12\.45\)/,
    ),
    fieldCase(
      'a rounding adjustment of a tenth of a cent',
      inStoreSaleRequest,
      'payments.1.rounding_adjustment',
      -0.025,
      /more decimals than USD/,
    ),
    fieldCase('a negative tender', inStoreSaleRequest, 'payments.1.tendered', -20, /zero or more/),
    {
      name: 'a customer without name',
      input: withValue(inStoreSaleRequest, 'customer', { email: 'x@example.com' }),
      path: 'customer.name',
      message: /required/,
    },
  ];
  it.each(saleCases)('refuses a sale with $name at $path', ({ input, path, message }) => {
    expectIssueAt(CreateOrderRequestSchema, input, path, message);
  });

  it('judges a body with store_id as a sale, so its errors name sale fields only', () => {
    const paths = detailsOf(CreateOrderRequestSchema, { ...inStoreSaleRequest, shipments: 'all' }).map(
      (d) => d.path,
    );
    expect(paths).toEqual(['shipments']);
    expect(detailsOf(CreateOrderRequestSchema, 'order').map((d) => d.path)).toEqual(['']);
  });
});

describe('OrderSchema and lists', () => {
  it('accepts a pickup order and an anonymous sale as read back', () => {
    expect(parseValid(OrderSchema, order)).toEqual(order);
    const sale = {
      ...order,
      status: 'picked_up',
      customer: null,
      assignee: null,
      shipments: inStoreSaleRequest.shipments,
    };
    expect(parseValid(OrderSchema, sale)).toEqual(sale);
  });

  const invalid: InvalidCase[] = [
    fieldCase('an unknown status', order, 'status', 'shipped', /open.*canceled/),
    { name: 'no assignee (null is required)', input: without(order, 'assignee'), path: 'assignee' },
    fieldCase('no store', order, 'store_id', undefined, /required/),
    fieldCase('a bad update time', order, 'updated_at', 'later', /RFC 3339/),
    fieldCase('a bad payment', order, 'payments.0.method', 'cheque'),
  ];
  it.each(invalid)('refuses an order with $name at $path', ({ input, path, message }) => {
    expectIssueAt(OrderSchema, input, path, message);
  });

  it('reads the list query and pages the answer', () => {
    expect(
      parseValid(OrderListQuerySchema, {
        store_id: 'nyc-soho',
        status: 'on_hold',
        updated_since: '2026-03-02T00:00:00Z',
      }),
    ).toEqual({
      store_id: 'nyc-soho',
      status: 'on_hold',
      updated_since: '2026-03-02T00:00:00Z',
      offset: 0,
      count: 50,
    });
    expectIssueAt(OrderListQuerySchema, { status: 'lost' }, 'status');
    const page = { items: [order], pagination: { offset: 0, count: 1, total: 1 } };
    expect(parseValid(OrderListResponseSchema, page)).toEqual(page);
  });
});

describe('OrderEventSchema (GET /v0/d/orders/{id}/events)', () => {
  const created = {
    event_id: 'evt_1',
    order_id: order.order_id,
    from: null,
    to: 'open',
    action: 'create',
    actor: 'web-shop',
    at: '2026-03-02T14:05:01Z',
  };
  const picking = {
    ...created,
    event_id: 'evt_4',
    from: 'assigned',
    to: 'in_picking',
    action: 'start_picking',
    actor: 'associate',
    at: '2026-03-02T14:30:00Z',
  };

  it('accepts the history, creation first', () => {
    const history = { events: [created, picking] };
    expect(parseValid(OrderEventListResponseSchema, history)).toEqual(history);
  });

  it.each([
    fieldCase('an unknown target state', picking, 'to', 'done'),
    fieldCase('a from state that is not one', picking, 'from', 'nowhere'),
    fieldCase('an action that is not snake_case', picking, 'action', 'Start Picking', /snake_case/),
    fieldCase('a blank actor', picking, 'actor', ' ', /blank/),
    fieldCase('no time', picking, 'at', undefined, /required/),
  ])('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(OrderEventSchema, input, path, message);
  });
});

describe('ORDER_ACTION_BODY_SCHEMAS (POST /v0/d/orders/{id}/{action})', () => {
  it('has a body schema for every order action', () => {
    expect(Object.keys(ORDER_ACTION_BODY_SCHEMAS).sort()).toEqual([...ORDER_ACTIONS].sort());
  });

  const validBodies = {
    start_picking: {},
    reject_items: { items: [{ product_id: '1000001-NVY-M', quantity: 1 }], reason: 'no_inventory' },
    mark_ready: {
      picked: [
        { product_id: '1000001-NVY-S', quantity: 2 },
        { product_id: '1000001-NVY-M', quantity: 1 },
      ],
    },
    hand_over: { verified_by: 'order confirmation email' },
    cancel: { reason: 'Customer called to cancel' },
    reroute: { store_id: 'nyc-midtown' },
  };
  it.each(Object.entries(validBodies))('accepts a %s body', (action, body) => {
    expect(parseValid(ORDER_ACTION_BODY_SCHEMAS[action as keyof typeof validBodies], body)).toEqual(body);
  });

  it.each([
    [
      'reject_items',
      { ...validBodies.reject_items, reason: 'damaged' },
      'reason',
      /no_inventory.*cannot_fulfill/,
    ],
    ['reject_items', { ...validBodies.reject_items, items: [] }, 'items', /at least one item/],
    [
      'reject_items',
      { ...validBodies.reject_items, items: [{ product_id: 'a', quantity: 0 }] },
      'items.0.quantity',
      /at least 1/,
    ],
    [
      'mark_ready',
      {
        picked: [
          { product_id: 'a', quantity: 1 },
          { product_id: 'a', quantity: 1 },
        ],
      },
      'picked.1.product_id',
      /already used at index 0/,
    ],
    ['mark_ready', {}, 'picked', /required/],
    ['hand_over', { verified_by: '' }, 'verified_by', /blank/],
    ['cancel', {}, 'reason', /required/],
    ['reroute', { store_id: ' nyc-midtown' }, 'store_id', /blanks/],
    ['start_picking', 'now', '', /expected object/],
  ] as const)('refuses a %s body %j at %s', (action, body, path, message) => {
    expectIssueAt(ORDER_ACTION_BODY_SCHEMAS[action], body, path, message);
  });
});
