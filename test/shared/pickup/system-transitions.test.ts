import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/pickup/order-status';
import {
  availabilityReroute,
  gracePeriodDeadline,
  gracePeriodElapsed,
  routingResult,
} from '../../../shared/pickup/system-transitions';
import { SYSTEM_ACTOR } from '../../../shared/pickup/transition-result';

const order = (status: OrderStatus) => ({ status, store_id: 'store-1', assignee: null });

const steps = {
  grace: { from: 'open', run: (status: OrderStatus) => gracePeriodElapsed(order(status)) },
  routedWithStock: {
    from: 'sent_to_store',
    run: (status: OrderStatus) => routingResult(order(status), { stockCoversEveryLine: true }),
  },
  routedShort: {
    from: 'sent_to_store',
    run: (status: OrderStatus) => routingResult(order(status), { stockCoversEveryLine: false }),
  },
  availability: { from: 'on_hold', run: (status: OrderStatus) => availabilityReroute(order(status)) },
} as const;

describe('automatic order steps', () => {
  it('grace period elapsed: open → sent_to_store', () => {
    expect(gracePeriodElapsed(order('open'))).toEqual({
      ok: true,
      from: 'open',
      to: 'sent_to_store',
      action: 'grace_period_elapsed',
      actor: SYSTEM_ACTOR,
      assignee: null,
      storeId: 'store-1',
      stock: 'none',
    });
  });

  it('routing with enough stock: sent_to_store → assigned, reserving the stock', () => {
    expect(routingResult(order('sent_to_store'), { stockCoversEveryLine: true })).toMatchObject({
      ok: true,
      to: 'assigned',
      action: 'routing',
      stock: 'reserve',
    });
  });

  it('routing with stock short: sent_to_store → on_hold, nothing reserved', () => {
    expect(routingResult(order('sent_to_store'), { stockCoversEveryLine: false })).toMatchObject({
      ok: true,
      to: 'on_hold',
      stock: 'none',
    });
  });

  it('availability reroute: on_hold → sent_to_store at the same store, unassigned', () => {
    expect(availabilityReroute({ status: 'on_hold', store_id: 'store-7', assignee: 'bob' })).toMatchObject({
      ok: true,
      to: 'sent_to_store',
      action: 'availability_reroute',
      storeId: 'store-7',
      assignee: null,
    });
  });

  for (const [name, step] of Object.entries(steps)) {
    it(`${name} refuses every other state with invalid_transition`, () => {
      for (const status of ORDER_STATUSES.filter((candidate) => candidate !== step.from)) {
        expect(step.run(status)).toMatchObject({ ok: false, code: 'invalid_transition' });
      }
    });
  }
});

describe('gracePeriodDeadline', () => {
  it('adds the grace period in seconds', () => {
    expect(gracePeriodDeadline('2025-03-03T10:00:00+01:00', 900)).toBe('2025-03-03T09:15:00.000Z');
    expect(gracePeriodDeadline('2025-03-03T09:00:00Z', 0)).toBe('2025-03-03T09:00:00.000Z');
  });

  it('refuses a bad timestamp or duration', () => {
    expect(() => gracePeriodDeadline('soon', 60)).toThrow('createdAt: "soon"');
    expect(() => gracePeriodDeadline('2025-03-03T09:00:00Z', -1)).toThrow('gracePeriodSeconds: -1');
  });
});
