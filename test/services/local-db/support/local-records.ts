// Orders and drawer transactions as the platform sends them, numbered so a test reads which is which.
import type { CashTransaction } from '../../../../shared/contract/cash-transaction';
import type { Order } from '../../../../shared/contract/order';

export const STORE = 'us-nyc-soho';
export const DRAWER = 'drawer-front';

/** Order `number` of STORE, assigned, changed at 10:<number> (a higher number is a later change). */
export function storeOrder(number: number, fields: Partial<Order> = {}): Order {
  const minute = String(number).padStart(2, '0');
  return {
    order_id: `order-${number}`,
    external_id: `WEB-${1000 + number}`,
    shop: 'us-shop',
    store_id: STORE,
    status: 'assigned',
    currency: 'USD',
    customer: { name: `Customer ${number}` },
    shipments: [],
    payments: [],
    prices_include_tax: null,
    taxes: [],
    assignee: null,
    created_at: '2026-03-02T09:00:00Z',
    updated_at: `2026-03-02T10:${minute}:00Z`,
    ...fields,
  };
}

/** A drawer transaction of STORE in USD; `id` is the last part of its UUID (so ids sort as chosen). */
export function drawerTransaction(
  id: number,
  type: CashTransaction['type'],
  createdAt: string,
  amount = 0,
): CashTransaction {
  return {
    transaction_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    store_id: STORE,
    type,
    amount,
    currency: 'USD',
    associate: 'associate',
    created_at: createdAt,
  };
}
