// How each kind of outbox entry is sent to the platform and what its acknowledgement (or refusal) changes
// in the local data. The local consequences run inside the outbox's own transaction.
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import type { Order, OrderActionBody } from '../../../shared/contract/order';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { LocalData } from '../local-db/local-data';
import type { Outbox } from './outbox';
import type { OutboxEntry, OutboxFailure, OutboxKind } from './outbox-entry';
import {
  orderKey,
  type CashTransactionPayload,
  type OrderActionPayload,
  type SalePayload,
} from './outbox-payloads';

export interface OutboxKindHandler {
  /** Sends the entry with its persisted Idempotency-Key; resolves with the platform's answer. */
  send(entry: OutboxEntry, api: PlatformApiClient): Promise<unknown>;
  /** Applies the acknowledged answer locally (inside the transaction that deletes the entry). */
  acknowledged(entry: OutboxEntry, result: unknown): void;
  /** The platform refused the entry (inside the transaction that parks it). */
  failed(entry: OutboxEntry, failure: OutboxFailure): void;
  /** The associate asked to send it again. */
  retried(entry: OutboxEntry): void;
  /** The associate gave it up. */
  discarded(entry: OutboxEntry): void;
}

export type OutboxHandlers = Record<OutboxKind, OutboxKindHandler>;

export function createOutboxHandlers(data: LocalData, outbox: Outbox): OutboxHandlers {
  return {
    order_action: {
      send(entry, api) {
        const { order_id, action, body } = entry.payload as OrderActionPayload;
        return api.actOnOrder(order_id, action, body as OrderActionBody<typeof action>, {
          idempotencyKey: entry.idempotencyKey,
        });
      },
      acknowledged(_entry, result) {
        const order = result as Order;
        // A later action of this workstation on the order is still on its way: the local order already shows
        // it (start_picking answers in_picking while mark_ready, made since, waits behind it).
        if (outbox.keysAwaitingDelivery().has(orderKey(order.order_id))) return;
        data.orders.upsertMany([order]);
      },
      // The local order keeps the state this workstation expected; the sync refreshes it once no entry
      // for the order remains (after a discard, or a successful retry).
      failed() {},
      retried() {},
      discarded() {},
    },

    sale: {
      send(entry, api) {
        const { request } = entry.payload as SalePayload;
        return api.createOrder(request, { idempotencyKey: entry.idempotencyKey });
      },
      acknowledged(entry, result) {
        const order = result as Order;
        const externalId = (entry.payload as SalePayload).request.external_id;
        data.sales.markRecorded(externalId, order);
        data.orders.upsertMany([order]);
        giveOrderIdToCashOfSale(data, outbox, externalId, order.order_id);
      },
      failed(entry) {
        data.sales.setState((entry.payload as SalePayload).request.external_id, 'failed');
      },
      retried(entry) {
        data.sales.setState((entry.payload as SalePayload).request.external_id, 'pending');
      },
      discarded(entry) {
        data.sales.setState((entry.payload as SalePayload).request.external_id, 'discarded');
      },
    },

    cash_transaction: {
      send(entry, api) {
        const payload = entry.payload as CashTransactionPayload;
        return api.createDrawerTransaction(payload.drawer_id, payload.transaction, {
          idempotencyKey: entry.idempotencyKey,
        });
      },
      acknowledged(entry, result) {
        data.cash.upsertRecorded((entry.payload as CashTransactionPayload).drawer_id, [
          result as CashTransaction,
        ]);
      },
      failed(entry) {
        data.cash.setState((entry.payload as CashTransactionPayload).transaction.transaction_id, 'failed');
      },
      retried(entry) {
        data.cash.setState((entry.payload as CashTransactionPayload).transaction.transaction_id, 'pending');
      },
      discarded(entry) {
        data.cash.setState((entry.payload as CashTransactionPayload).transaction.transaction_id, 'discarded');
      },
    },
  };
}

/**
 * A cash sale made offline learns its order_id only when the platform recorded the sale. Its drawer
 * transaction waits behind the sale in the outbox (it shares the sale's ordering key), so it has never been
 * sent when this runs: the order_id is written into its payload now, and every send carries the same body
 * (the platform refuses a transaction_id sent again with another body). A discarded sale leaves its cash
 * without an order_id, which the contract allows.
 */
function giveOrderIdToCashOfSale(
  data: LocalData,
  outbox: Outbox,
  saleExternalId: string,
  orderId: string,
): void {
  for (const entry of outbox.entries()) {
    if (entry.kind !== 'cash_transaction') continue;
    const payload = entry.payload as CashTransactionPayload;
    if (payload.sale_external_id !== saleExternalId || payload.transaction.order_id !== undefined) continue;
    const transaction = { ...payload.transaction, order_id: orderId };
    outbox.rewritePayload(entry.seq, { ...payload, transaction });
    data.cash.replacePending(transaction);
  }
}
