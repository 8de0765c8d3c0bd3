// What a change waiting in the outbox does, worded from its data (renderer/src/shell/outbox-change-text.ts).
export const outboxChange = {
  'outboxChange.orderAction':
    '{action, select, start_picking {Start picking order {order}} reject_items {Reject items of order {order}} mark_ready {Mark order {order} ready for pickup} hand_over {Hand over order {order}} cancel {Cancel order {order}} reroute {Reroute order {order}} take_over {Take over order {order}} other {Change order {order}}}',
  'outboxChange.sale': 'Sale {sale} ({count, plural, one {# item} other {# items}})',
  'outboxChange.cash': '{type}: {amount} · {drawer}',
  'outboxChange.cashNoAmount': '{type} · {drawer}',
} as const;
