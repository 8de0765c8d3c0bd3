// Payloads of the outbox entries, as persisted: everything needed to send the change again identically.
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import type { InStoreSaleRequest } from '../../../shared/contract/order';
import type { OrderAction } from '../../../shared/pickup/order-status';

export interface OrderActionPayload {
  order_id: string;
  action: OrderAction;
  body: Record<string, unknown>;
}

export interface SalePayload {
  request: InStoreSaleRequest;
}

export interface CashTransactionPayload {
  drawer_id: string;
  /** As sent. A cash sale's `order_id` is written in when its sale is recorded, before the first send. */
  transaction: CashTransaction;
  /** The counter sale this cash came from: the transaction waits for it and carries its order_id. */
  sale_external_id?: string;
}

export const orderKey = (orderId: string) => `order:${orderId}`;
export const saleKey = (externalId: string) => `sale:${externalId}`;
export const drawerKey = (drawerId: string) => `drawer:${drawerId}`;

/** The items a sale's customer takes (the quantities of its lines, not the lines). */
export function saleItemCount(request: InStoreSaleRequest): number {
  return request.shipments.reduce(
    (total, shipment) => total + shipment.items.reduce((sum, line) => sum + line.quantity, 0),
    0,
  );
}
