import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  REJECT_REASONS,
  type OrderAction,
  type OrderStatus,
} from '../../../shared/pickup/order-status';
import {
  type Actor,
  allowedActions,
  type OrderActionBodies,
  type PickupOrderFacts,
  transition,
} from '../../../shared/pickup/transition';
import {
  TRANSITION_REFUSAL_HTTP_STATUS,
  type TransitionRefusalDetail,
} from '../../../shared/pickup/transition-result';

const associate: Actor = { username: 'ann', roles: ['associate'] };
const manager: Actor = { username: 'max', roles: ['manager'] };
const admin: Actor = { username: 'ada', roles: ['admin'] };

function order(status: OrderStatus, assignee: string | null = null): PickupOrderFacts {
  return {
    status,
    store_id: 'store-1',
    assignee,
    shipments: [
      {
        items: [
          { product_id: 'shirt', quantity: 2 },
          { product_id: 'socks', quantity: 1 },
        ],
      },
      { items: [{ product_id: 'shirt', quantity: 1 }] },
    ],
  };
}

/** A body each action accepts on the order above. */
const validBodies: { [A in OrderAction]: OrderActionBodies[A] } = {
  start_picking: {},
  reject_items: { items: [{ product_id: 'socks', quantity: 1 }], reason: 'no_inventory' },
  mark_ready: {
    picked: [
      { product_id: 'socks', quantity: 1 },
      { product_id: 'shirt', quantity: 3 },
    ],
  },
  hand_over: { verified_by: 'order confirmation email' },
  cancel: { reason: 'customer called' },
  take_over: {},
  reroute: { store_id: 'store-2' },
};

function act<A extends OrderAction>(
  status: OrderStatus,
  action: A,
  actor: Actor = manager,
  body = validBodies[action],
) {
  return transition(order(status, 'bob'), action, { actor, body });
}

// The contract's table of people's actions: [from, action, to].
const ALLOWED: [OrderStatus, OrderAction, OrderStatus][] = [
  ['assigned', 'start_picking', 'in_picking'],
  ['in_picking', 'reject_items', 'on_hold'],
  ['in_picking', 'mark_ready', 'ready_for_pickup'],
  ['ready_for_pickup', 'hand_over', 'picked_up'],
  ['open', 'cancel', 'canceled'],
  ['sent_to_store', 'cancel', 'canceled'],
  ['assigned', 'cancel', 'canceled'],
  ['on_hold', 'cancel', 'canceled'],
  ['in_picking', 'cancel', 'canceled'],
  ['ready_for_pickup', 'cancel', 'canceled'],
  ['on_hold', 'reroute', 'sent_to_store'],
  ['in_picking', 'take_over', 'in_picking'],
];

describe('transition: the full state × action matrix', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(act(from, action)).toMatchObject({ ok: true, from, to, action, actor: 'max' });
  });

  const refused = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.filter(
      (action) => !ALLOWED.some(([from, allowed]) => from === status && allowed === action),
    ).map((action) => [status, action] as const),
  );

  it('covers every pair exactly once', () => {
    expect(refused.length + ALLOWED.length).toBe(ORDER_STATUSES.length * ORDER_ACTIONS.length);
  });

  it.each(refused)('%s refuses %s with invalid_transition (409)', (status, action) => {
    const result = act(status, action, admin);
    expect(result).toEqual({
      ok: false,
      code: 'invalid_transition',
      message: `cannot ${action} an order that is ${status}`,
    });
    expect(!result.ok && TRANSITION_REFUSAL_HTTP_STATUS[result.code]).toBe(409);
  });

  it('refuses even a cancel of a picked up or already canceled order', () => {
    expect(act('picked_up', 'cancel')).toMatchObject({ ok: false, code: 'invalid_transition' });
    expect(act('canceled', 'cancel')).toMatchObject({ ok: false, code: 'invalid_transition' });
  });

  it('allowedActions agrees with the matrix for a manager', () => {
    for (const status of ORDER_STATUSES) {
      const expected = ALLOWED.filter(([from]) => from === status).map(([, action]) => action);
      expect([...allowedActions(status, ['manager'])].sort()).toEqual([...expected].sort());
    }
  });

  it('allowedActions hides reroute from an associate', () => {
    expect(allowedActions('on_hold', ['associate'])).toEqual(['cancel']);
    expect(allowedActions('on_hold', [])).toEqual([]);
  });
});

describe('start_picking', () => {
  it('assigns the order to the caller', () => {
    expect(transition(order('assigned'), 'start_picking', { actor: associate, body: {} })).toEqual({
      ok: true,
      from: 'assigned',
      to: 'in_picking',
      action: 'start_picking',
      actor: 'ann',
      assignee: 'ann',
      storeId: 'store-1',
      stock: 'none',
    });
  });

  it('accepts a missing body', () => {
    expect(
      transition(order('assigned'), 'start_picking', { actor: associate, body: undefined }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('take_over', () => {
  it('gives a manager the order another associate is picking', () => {
    expect(transition(order('in_picking', 'bob'), 'take_over', { actor: manager, body: {} })).toEqual({
      ok: true,
      from: 'in_picking',
      to: 'in_picking',
      action: 'take_over',
      actor: 'max',
      assignee: 'max',
      storeId: 'store-1',
      stock: 'none',
    });
  });

  it('is a manager action: an associate is forbidden', () => {
    expect(transition(order('in_picking', 'bob'), 'take_over', { actor: associate, body: {} })).toMatchObject(
      { ok: false, code: 'forbidden', message: 'take_over needs the manager or admin role' },
    );
  });

  it('refuses a manager who already picks the order', () => {
    expect(transition(order('in_picking', 'max'), 'take_over', { actor: manager, body: {} })).toEqual({
      ok: false,
      code: 'invalid_transition',
      message: 'max is already picking this order',
    });
  });
});

describe('reject_items', () => {
  it('puts the order on hold, gives back the reservation and zeroes the rejected products', () => {
    expect(act('in_picking', 'reject_items', associate)).toEqual({
      ok: true,
      from: 'in_picking',
      to: 'on_hold',
      action: 'reject_items',
      actor: 'ann',
      assignee: 'bob',
      storeId: 'store-1',
      stock: 'release',
      zeroStockProductIds: ['socks'],
    });
  });

  it.each(REJECT_REASONS)('accepts the reason %s', (reason) => {
    expect(
      act('in_picking', 'reject_items', associate, { ...validBodies.reject_items, reason }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('accepts part of a product quantity spread over several lines', () => {
    expect(
      act('in_picking', 'reject_items', associate, {
        items: [{ product_id: 'shirt', quantity: 3 }],
        reason: 'cannot_fulfill',
      }),
    ).toMatchObject({ ok: true, zeroStockProductIds: ['shirt'] });
  });

  it.each<[string, OrderActionBodies['reject_items'], TransitionRefusalDetail[]]>([
    [
      'no items',
      { items: [], reason: 'no_inventory' },
      [
        {
          path: 'items',
          message: 'must list at least one item',
          reason: { code: 'too_small', values: { origin: 'array', minimum: 1, inclusive: 'yes' } },
        },
      ],
    ],
    [
      'a product not in the order',
      { items: [{ product_id: 'hat', quantity: 1 }], reason: 'no_inventory' },
      [{ path: 'items.0.product_id', message: 'hat is not in this order' }],
    ],
    [
      'more than ordered',
      { items: [{ product_id: 'socks', quantity: 2 }], reason: 'no_inventory' },
      [{ path: 'items.0.quantity', message: 'only 1 ordered' }],
    ],
    [
      'a zero quantity',
      { items: [{ product_id: 'socks', quantity: 0 }], reason: 'no_inventory' },
      [{ path: 'items.0.quantity', message: 'must be a whole number of at least 1' }],
    ],
    [
      'a product twice',
      {
        items: [
          { product_id: 'shirt', quantity: 1 },
          { product_id: 'shirt', quantity: 1 },
        ],
        reason: 'no_inventory',
      },
      [{ path: 'items.1.product_id', message: 'is listed twice' }],
    ],
    [
      'an unknown reason',
      { items: [{ product_id: 'socks', quantity: 1 }], reason: 'lost' as 'no_inventory' },
      [
        {
          path: 'reason',
          message: 'must be no_inventory or cannot_fulfill',
          reason: { code: 'not_allowed', values: { values: 'no_inventory, cannot_fulfill' } },
        },
      ],
    ],
  ])('refuses %s with invalid_items', (_label, body, details) => {
    expect(act('in_picking', 'reject_items', associate, body)).toEqual({
      ok: false,
      code: 'invalid_items',
      message: 'the rejected items are not valid',
      details,
    });
  });
});

describe('mark_ready', () => {
  it('accepts picked items that match the order (lines of one product added up, any order)', () => {
    expect(act('in_picking', 'mark_ready', associate)).toMatchObject({
      ok: true,
      to: 'ready_for_pickup',
      assignee: 'bob',
      stock: 'none',
    });
  });

  it.each<[string, OrderActionBodies['mark_ready'], { path: string; message: string }[]]>([
    [
      'a short quantity',
      {
        picked: [
          { product_id: 'shirt', quantity: 2 },
          { product_id: 'socks', quantity: 1 },
        ],
      },
      [{ path: 'picked.0.quantity', message: '2 picked, 3 ordered of shirt' }],
    ],
    [
      'an extra quantity',
      {
        picked: [
          { product_id: 'shirt', quantity: 3 },
          { product_id: 'socks', quantity: 2 },
        ],
      },
      [{ path: 'picked.1.quantity', message: '2 picked, 1 ordered of socks' }],
    ],
    [
      'a missing product',
      { picked: [{ product_id: 'shirt', quantity: 3 }] },
      [{ path: 'picked', message: 'socks (1 ordered) was not picked' }],
    ],
    [
      'a product not in the order',
      {
        picked: [
          { product_id: 'shirt', quantity: 3 },
          { product_id: 'socks', quantity: 1 },
          { product_id: 'hat', quantity: 1 },
        ],
      },
      [{ path: 'picked.2.product_id', message: 'hat is not in this order' }],
    ],
  ])('refuses %s with picked_mismatch', (_label, body, details) => {
    const result = act('in_picking', 'mark_ready', associate, body);
    expect(result).toEqual({
      ok: false,
      code: 'picked_mismatch',
      message: 'the picked items do not match the order',
      details,
    });
    expect(!result.ok && TRANSITION_REFUSAL_HTTP_STATUS[result.code]).toBe(400);
  });

  it('refuses malformed picked lists with invalid_items', () => {
    expect(act('in_picking', 'mark_ready', associate, { picked: [] })).toMatchObject({
      code: 'invalid_items',
      details: [{ path: 'picked', message: 'must list at least one item' }],
    });
    expect(
      act('in_picking', 'mark_ready', associate, {
        picked: [
          { product_id: 'shirt', quantity: 1.5 },
          { product_id: '', quantity: 1 },
        ],
      }),
    ).toMatchObject({
      code: 'invalid_items',
      details: [
        { path: 'picked.0.quantity', message: 'must be a whole number of at least 1' },
        { path: 'picked.1.product_id', message: 'must not be empty' },
      ],
    });
    const withoutBody = transition(order('in_picking'), 'mark_ready', {
      actor: associate,
      body: undefined as unknown as OrderActionBodies['mark_ready'],
    });
    expect(withoutBody).toMatchObject({ code: 'invalid_items' });
  });
});

describe('hand_over', () => {
  it('hands the order over and consumes the reserved stock', () => {
    expect(act('ready_for_pickup', 'hand_over', associate)).toMatchObject({
      ok: true,
      to: 'picked_up',
      stock: 'consume',
    });
  });

  it('needs to know how the customer was verified', () => {
    expect(act('ready_for_pickup', 'hand_over', associate, { verified_by: '  ' })).toEqual({
      ok: false,
      code: 'invalid_body',
      message: 'say how the person collecting was verified',
      details: [{ path: 'verified_by', message: 'must not be empty', reason: { code: 'not_blank' } }],
    });
  });
});

describe('cancel', () => {
  it.each<[OrderStatus, string]>([
    ['open', 'none'],
    ['sent_to_store', 'none'],
    ['on_hold', 'none'],
    ['assigned', 'release'],
    ['in_picking', 'release'],
    ['ready_for_pickup', 'release'],
  ])('from %s gives the stock effect %s', (status, stock) => {
    expect(act(status, 'cancel', associate)).toMatchObject({ ok: true, to: 'canceled', stock });
  });

  it('needs a reason', () => {
    expect(act('open', 'cancel', associate, { reason: '' })).toMatchObject({
      ok: false,
      code: 'invalid_body',
      details: [{ path: 'reason', message: 'must not be empty' }],
    });
  });
});

describe('reroute', () => {
  it('sends an on-hold order to the chosen store, unassigned (manager)', () => {
    expect(act('on_hold', 'reroute', manager)).toEqual({
      ok: true,
      from: 'on_hold',
      to: 'sent_to_store',
      action: 'reroute',
      actor: 'max',
      assignee: null,
      storeId: 'store-2',
      stock: 'none',
    });
  });

  it('is allowed to an admin', () => {
    expect(act('on_hold', 'reroute', admin)).toMatchObject({ ok: true, storeId: 'store-2' });
  });

  it('is forbidden (403) to an associate, whatever the order state', () => {
    for (const status of ORDER_STATUSES) {
      const result = act(status, 'reroute', associate);
      expect(result).toEqual({
        ok: false,
        code: 'forbidden',
        message: 'reroute needs the manager or admin role',
      });
      expect(!result.ok && TRANSITION_REFUSAL_HTTP_STATUS[result.code]).toBe(403);
    }
  });

  it('needs a store', () => {
    expect(act('on_hold', 'reroute', manager, { store_id: '' })).toMatchObject({
      ok: false,
      code: 'invalid_body',
      details: [{ path: 'store_id', message: 'must not be empty' }],
    });
  });
});

describe('roles', () => {
  it('forbids every action to a user without a known role', () => {
    for (const action of ORDER_ACTIONS) {
      expect(act('in_picking', action, { username: 'guest', roles: ['viewer'] })).toMatchObject({
        ok: false,
        code: 'forbidden',
      });
    }
  });

  it('lets a manager do the associate work too', () => {
    expect(act('assigned', 'start_picking', manager)).toMatchObject({ ok: true, assignee: 'max' });
  });
});

describe('refusals of unknown actions from untyped callers', () => {
  it('answers invalid_transition naming the action, never throws', () => {
    expect(transition(order('open'), 'explode' as OrderAction, { actor: admin, body: {} as never })).toEqual({
      ok: false,
      code: 'invalid_transition',
      message: '"explode" is not an order action',
    });
  });
});
