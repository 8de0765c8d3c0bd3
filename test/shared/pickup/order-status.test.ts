import { describe, expect, it } from 'vitest';
import {
  isOrderAction,
  isOrderStatus,
  isRejectReason,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  REJECT_REASONS,
} from '../../../shared/pickup/order-status';

describe('pickup order vocabulary', () => {
  it('holds the contract values', () => {
    expect(ORDER_STATUSES).toEqual([
      'open',
      'sent_to_store',
      'assigned',
      'on_hold',
      'in_picking',
      'ready_for_pickup',
      'picked_up',
      'canceled',
    ]);
    expect(ORDER_ACTIONS).toEqual([
      'start_picking',
      'reject_items',
      'mark_ready',
      'hand_over',
      'cancel',
      'reroute',
      'take_over',
    ]);
    expect(REJECT_REASONS).toEqual(['no_inventory', 'cannot_fulfill']);
  });

  it('recognises values and nothing else', () => {
    expect(isOrderStatus('on_hold')).toBe(true);
    expect(isOrderStatus('On Hold')).toBe(false);
    expect(isOrderAction('cancel')).toBe(true);
    expect(isOrderAction('delete')).toBe(false);
    expect(isRejectReason('cannot_fulfill')).toBe(true);
    expect(isRejectReason(null)).toBe(false);
  });
});
