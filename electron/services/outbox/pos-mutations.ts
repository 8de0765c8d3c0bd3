// The changes an associate makes at the counter — an action on a pickup order, a counter sale, a cash
// drawer transaction. Each is checked, written locally and put in the outbox in ONE SQLite transaction,
// then delivered by the OutboxReplayer whenever the platform is reachable. Nothing here waits for the
// network: the associate carries on while the store is offline.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CashTransactionSchema, type CashTransaction } from '../../../shared/contract/cash-transaction';
import {
  InStoreSaleRequestSchema,
  ORDER_ACTION_BODY_SCHEMAS,
  type InStoreSaleRequest,
  type Order,
  type OrderActionBody,
} from '../../../shared/contract/order';
import { toErrorDetails, formatIssues } from '../../../shared/contract/validation';
import { parseMoney, toWireAmount } from '../../../shared/money/parse';
import { money } from '../../../shared/money/money';
import type { OrderAction } from '../../../shared/pickup/order-status';
import { transition, type Actor } from '../../../shared/pickup/transition';
import { newIdempotencyKey } from '../api/idempotency-key';
import type { LocalData } from '../local-db/local-data';
import type { LocalSale } from '../local-db/sale-repository';
import { InvalidMutationError } from './invalid-mutation-error';
import type { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-entry';
import {
  drawerKey,
  orderKey,
  saleKey,
  type CashTransactionPayload,
  type OrderActionPayload,
  type SalePayload,
  saleItemCount,
} from './outbox-payloads';

/** A counter sale as the sale screen builds it; external_id and placed_at are filled in when absent. */
export type SaleInput = Omit<InStoreSaleRequest, 'external_id' | 'placed_at'> &
  Partial<Pick<InStoreSaleRequest, 'external_id' | 'placed_at'>>;

/**
 * A drawer transaction; transaction_id and created_at are filled in when absent. The associate is always
 * the signed-in user who records it (the platform attributes it to the caller that sends it).
 */
export type CashTransactionInput = Omit<
  CashTransaction,
  'transaction_id' | 'created_at' | 'associate' | 'received_at'
> &
  Partial<Pick<CashTransaction, 'transaction_id' | 'created_at'>>;

export interface SaleOptions {
  /**
   * The drawer that took the cash of the sale. When the sale has cash payments, a cash_sale transaction
   * of the net cash received (tendered − change) is recorded on it in the same local transaction.
   */
  cashDrawerId?: string;
}

export interface RecordedSale {
  sale: LocalSale;
  entry: OutboxEntry;
  /** The drawer's cash_sale transaction, when the sale took cash into a drawer. */
  cashTransaction?: { transaction: CashTransaction; entry: OutboxEntry };
}

export class PosMutations {
  constructor(
    private readonly data: LocalData,
    private readonly outbox: Outbox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Takes an action on a pickup order: checks it against the order as known here (role, state, body —
   * the rules of shared/pickup transition()), shows its outcome locally at once and queues it.
   */
  actOnOrder<Action extends OrderAction>(
    orderId: string,
    action: Action,
    body: OrderActionBody<Action>,
    actor: Actor,
  ): { order: Order; entry: OutboxEntry } {
    const schema = ORDER_ACTION_BODY_SCHEMAS[action];
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) {
      throw new InvalidMutationError(
        'invalid_input',
        `The ${action} request is not valid: ${formatIssues(parsed.error)}`,
        toErrorDetails(parsed.error),
      );
    }
    const order = this.data.orders.get(orderId);
    if (!order)
      throw new InvalidMutationError(
        'unknown_order',
        `Order '${orderId}' is not known on this workstation.`,
        [{ path: 'orderId', message: 'is not an order known on this workstation' }],
        { orderId },
      );
    const outcome = transition(order, action, { actor, body: parsed.data as never });
    if (!outcome.ok)
      throw new InvalidMutationError(outcome.code, `Cannot ${action}: ${outcome.message}.`, outcome.details);

    const expected: Order = {
      ...order,
      status: outcome.to,
      assignee: outcome.assignee,
      store_id: outcome.storeId,
      updated_at: this.now().toISOString(),
    };
    const payload: OrderActionPayload = {
      order_id: orderId,
      action,
      body: parsed.data as Record<string, unknown>,
    };
    const { entry } = this.outbox.enqueueWith(
      {
        kind: 'order_action',
        idempotencyKey: newIdempotencyKey(),
        orderingKeys: [orderKey(orderId)],
        payload,
        summary: `${action.replace('_', ' ')} on order ${order.external_id}`,
        enqueuedBy: actor.username,
      },
      () => this.data.orders.upsertMany([expected]),
    );
    return { order: expected, entry };
  }

  /** Records a counter sale (and the drawer's cash_sale when it took cash), all in one local transaction. */
  recordSale(input: SaleInput, actor: { username: string }, options: SaleOptions = {}): RecordedSale {
    const at = this.now().toISOString();
    const request = this.checked(
      InStoreSaleRequestSchema,
      {
        ...input,
        external_id: input.external_id ?? `sale-${randomUUID()}`,
        placed_at: input.placed_at ?? at,
      },
      'sale',
    );
    const cash =
      options.cashDrawerId === undefined
        ? undefined
        : this.cashSaleOf(request, actor.username, at, options.cashDrawerId);

    return this.data.transaction(() => {
      const { entry } = this.outbox.enqueueWith(
        {
          kind: 'sale',
          idempotencyKey: newIdempotencyKey(),
          orderingKeys: [saleKey(request.external_id)],
          payload: { request } satisfies SalePayload,
          summary: `Sale ${request.external_id} (${saleItemCount(request)} items)`,
          enqueuedBy: actor.username,
        },
        () => this.data.sales.insertPending(request, at),
      );
      const sale = this.data.sales.get(request.external_id) as LocalSale;
      if (!cash) return { sale, entry };
      const cashEntry = this.enqueueCash(
        cash.drawerId,
        cash.transaction,
        actor.username,
        request.external_id,
      );
      return { sale, entry, cashTransaction: { transaction: cash.transaction, entry: cashEntry } };
    });
  }

  /** Records a drawer transaction (open, count, close, pull, float, petty cash, transfer, adjustment, no sale). */
  recordCashTransaction(
    drawerId: string,
    input: CashTransactionInput,
    actor: { username: string },
  ): { transaction: CashTransaction; entry: OutboxEntry } {
    const transaction = this.checked(
      CashTransactionSchema,
      {
        ...input,
        transaction_id: input.transaction_id ?? randomUUID(),
        created_at: input.created_at ?? this.now().toISOString(),
        associate: actor.username,
      },
      'cash transaction',
    );
    const entry = this.enqueueCash(drawerId, transaction, actor.username, undefined);
    return { transaction, entry };
  }

  private enqueueCash(
    drawerId: string,
    transaction: CashTransaction,
    username: string,
    saleExternalId: string | undefined,
  ): OutboxEntry {
    const payload: CashTransactionPayload = {
      drawer_id: drawerId,
      transaction,
      ...(saleExternalId !== undefined ? { sale_external_id: saleExternalId } : {}),
    };
    const { entry } = this.outbox.enqueueWith(
      {
        kind: 'cash_transaction',
        // The transaction_id is the transaction's idempotency key on the platform; the header repeats it.
        idempotencyKey: transaction.transaction_id,
        orderingKeys: [
          drawerKey(drawerId),
          ...(saleExternalId !== undefined ? [saleKey(saleExternalId)] : []),
        ],
        payload,
        summary: `${transaction.type.replaceAll('_', ' ')} of ${transaction.amount} ${transaction.currency} on drawer ${drawerId}`,
        enqueuedBy: username,
      },
      () => this.data.cash.insertPending(drawerId, transaction),
    );
    return entry;
  }

  /** The cash_sale of a sale's cash payments: what stayed in the drawer (tendered − change), in minor units. */
  private cashSaleOf(
    request: InStoreSaleRequest,
    username: string,
    at: string,
    drawerId: string,
  ): { drawerId: string; transaction: CashTransaction } | undefined {
    const cashPayments = (request.payments ?? []).filter((payment) => payment.method === 'cash');
    if (cashPayments.length === 0) return undefined;
    let netMinor = 0;
    for (const payment of cashPayments) {
      const tendered = parseMoney(payment.tendered, request.currency);
      const change = parseMoney(payment.change, request.currency);
      if (!tendered.ok || !change.ok)
        throw new InvalidMutationError('invalid_input', 'A cash payment amount is not valid.');
      netMinor += tendered.money.minor - change.money.minor;
    }
    const transaction = this.checked(
      CashTransactionSchema,
      {
        transaction_id: randomUUID(),
        store_id: request.store_id,
        type: 'cash_sale',
        amount: toWireAmount(money(netMinor, request.currency)),
        currency: request.currency,
        associate: username,
        created_at: at,
      },
      'cash sale transaction',
    );
    return { drawerId, transaction };
  }

  private checked<Schema extends z.ZodType>(schema: Schema, input: unknown, what: string): z.output<Schema> {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    throw new InvalidMutationError(
      'invalid_input',
      `The ${what} is not valid: ${formatIssues(parsed.error)}`,
      toErrorDetails(parsed.error),
    );
  }
}
