// What the pickup vocabulary does, not what it lists: every action is one the transitions carry out, every
// state but the two finished ones offers somebody something to do, every reject reason is taken, and the
// guards accept what the contract schemas accept, nothing else.
import { describe, expect, it } from 'vitest';
import { OrderActionSchema, OrderStatusSchema, RejectReasonSchema } from '../../../shared/contract/order';
import {
  isOrderAction,
  isOrderStatus,
  isRejectReason,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  REJECT_REASONS,
  type OrderStatus,
} from '../../../shared/pickup/order-status';
import { allowedActions, transition, type PickupOrderFacts } from '../../../shared/pickup/transition';

const admin = { username: 'admin', roles: ['admin'] };
const orderIn = (status: OrderStatus): PickupOrderFacts => ({
  status,
  store_id: 'us-nyc-soho',
  assignee: null,
  shipments: [{ items: [{ product_id: 'p-1', quantity: 1 }] }],
});

describe('pickup order vocabulary', () => {
  it('offers an action in every state but picked up and canceled, which are final', () => {
    const final = ORDER_STATUSES.filter((status) => allowedActions(status, admin.roles).length === 0);
    expect(final.sort()).toEqual(['canceled', 'picked_up']);
  });

  it('carries out every action from a state that offers it', () => {
    const bodies = {
      start_picking: undefined,
      take_over: undefined,
      reject_items: { items: [{ product_id: 'p-1', quantity: 1 }], reason: 'no_inventory' },
      mark_ready: { picked: [{ product_id: 'p-1', quantity: 1 }] },
      hand_over: { verified_by: 'photo id' },
      cancel: { reason: 'customer asked' },
      reroute: { store_id: 'us-nyc-flatiron' },
    } as const;
    for (const action of ORDER_ACTIONS) {
      const from = ORDER_STATUSES.find((status) => allowedActions(status, admin.roles).includes(action));
      expect(from, `${action} is offered somewhere`).toBeDefined();
      const result = transition(orderIn(from!), action, { actor: admin, body: bodies[action] as never });
      expect(result.ok, action).toBe(true);
    }
  });

  it('takes every reject reason when items are rejected', () => {
    for (const reason of REJECT_REASONS) {
      const result = transition(orderIn('in_picking'), 'reject_items', {
        actor: admin,
        body: { items: [{ product_id: 'p-1', quantity: 1 }], reason },
      });
      expect(result.ok, reason).toBe(true);
    }
  });

  it('recognises what the contract accepts, and nothing else', () => {
    const cases = [
      {
        guard: isOrderStatus,
        schema: OrderStatusSchema,
        values: ORDER_STATUSES,
        others: ['On Hold', 'done'],
      },
      {
        guard: isOrderAction,
        schema: OrderActionSchema,
        values: ORDER_ACTIONS,
        others: ['delete', 'CANCEL'],
      },
      {
        guard: isRejectReason,
        schema: RejectReasonSchema,
        values: REJECT_REASONS,
        others: ['damaged', 'No_Inventory'],
      },
    ];
    for (const { guard, schema, values, others } of cases) {
      for (const value of values) {
        expect(guard(value), value).toBe(true);
        expect(schema.safeParse(value).success, value).toBe(true);
      }
      for (const other of [...others, '', null, 3]) {
        expect(guard(other), String(other)).toBe(false);
        expect(schema.safeParse(other).success, String(other)).toBe(false);
      }
    }
  });
});
