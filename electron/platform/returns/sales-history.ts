// GET /v0/d/sales and GET /v0/d/sales/{code}: a store's counter sales and picked-up pickup orders, newest
// first, narrowed by day (in the store's time zone), id, amount and card's last four.
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type {
  SaleDetail,
  SaleListItem,
  SaleListQuery,
  SaleListResponse,
} from '../../../shared/contract/sales-history';
import { parseMoney, parseMoneyOrThrow, toWireAmount } from '../../../shared/money/parse';
import { money } from '../../../shared/money/money';
import { returnableQuantities } from '../../../shared/returns/refund-plan';
import { businessDayBounds } from '../../../shared/time/business-day';
import type { PlatformDatabase } from '../db/database';
import { toWireOrder, type OrderRepository, type StoredOrder } from '../orders/order-repository';
import type { StoreRepository } from '../stores/store-repository';
import { earlierReturnsOf, saleTotalOf, soldLinesOf } from '../../../shared/returns/sale-refund-inputs';
import type { SaleReturnRepository } from './sale-return-repository';

/** Sales are what the customer took: counter sales, and pickup orders once picked up. */
const SALE_CONDITION = "(kind = 'in_store_sale' OR status = 'picked_up')";

export class SalesHistory {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly orders: OrderRepository,
    private readonly stores: StoreRepository,
    private readonly returns: SaleReturnRepository,
  ) {}

  list(query: SaleListQuery): SaleListResponse {
    const conditions = ['store_id = ?', SALE_CONDITION];
    const params: unknown[] = [query.store_id];
    if (query.date !== undefined) {
      const timeZone = this.stores.get(query.store_id)?.timezone ?? 'UTC';
      const { start, end } = businessDayBounds(query.date, timeZone);
      conditions.push('created_at >= ? AND created_at < ?');
      params.push(start, end);
    }
    if (query.q !== undefined) {
      const prefix = `${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Any case, as SQLite's LIKE reads it; PostgreSQL's LIKE tells cases apart, so both sides are folded.
      conditions.push(
        "(lower(order_id) LIKE ? ESCAPE '\\' OR lower(external_id) LIKE ? ESCAPE '\\' OR lower(external_id) LIKE ? ESCAPE '\\')",
      );
      params.push(...[prefix, prefix, `sale-${prefix}`].map((pattern) => pattern.toLowerCase()));
    }
    const ids = this.db
      .prepare(
        `SELECT order_id FROM orders WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, order_id`,
      )
      .pluck()
      .all(...params) as string[];
    const items = ids
      .map((id) => this.orders.get(id))
      .filter((order): order is StoredOrder => order !== undefined)
      .map((order) => ({ order, item: this.listItem(order) }))
      .filter(
        ({ order, item }) => matchesAmount(item, query.amount) && matchesCard(order, query.card_last_four),
      )
      .map(({ item }) => item);
    const page = items.slice(query.offset, query.offset + query.count);
    return { items: page, pagination: { offset: query.offset, count: page.length, total: items.length } };
  }

  detail(order: StoredOrder): SaleDetail {
    const returns = this.returns.ofOrder(order.order_id);
    const returnable = order.status === 'picked_up';
    return {
      kind: order.kind,
      order: toWireOrder(order),
      returns,
      returnable,
      lines: returnableQuantities(soldLinesOf(order), earlierReturnsOf(returns)).map((entry) => ({
        product_id: entry.productId,
        unit_price: toWireAmount(entry.unit),
        sold: entry.sold,
        returned: entry.returned,
        returnable: returnable ? entry.returnable : 0,
      })),
    };
  }

  private listItem(order: StoredOrder): SaleListItem {
    const returns = this.returns.ofOrder(order.order_id);
    const lines = soldLinesOf(order);
    const total = saleTotalOf(order);
    const paid = order.payments.reduce(
      (total, payment) => total + parseMoneyOrThrow(payment.amount, order.currency).minor,
      0,
    );
    return {
      order_id: order.order_id,
      external_id: order.external_id,
      kind: order.kind,
      store_id: order.store_id,
      currency: order.currency,
      created_at: order.created_at,
      total: toWireAmount(total),
      total_paid: toWireAmount(order.payments.length > 0 ? money(paid, order.currency) : total),
      tenders: [...new Set(order.payments.map((payment) => payment.method))],
      item_count: lines.reduce((total, line) => total + line.quantity, 0),
      returned_count: returns.reduce(
        (total, saleReturn) => total + saleReturn.lines.reduce((sum, line) => sum + line.quantity, 0),
        0,
      ),
      total_refunded: toWireAmount(money(refundedMinor(returns), order.currency)),
    };
  }
}

function refundedMinor(returns: readonly SaleReturn[]): number {
  return returns.reduce(
    (total, saleReturn) => total + parseMoneyOrThrow(saleReturn.total_refunded, saleReturn.currency).minor,
    0,
  );
}

function matchesAmount(item: SaleListItem, amount: number | undefined): boolean {
  if (amount === undefined) return true;
  const wanted = parseMoney(amount, item.currency);
  if (!wanted.ok) return false;
  return [item.total, item.total_paid].some(
    (value) => parseMoneyOrThrow(value, item.currency).minor === wanted.money.minor,
  );
}

function matchesCard(order: Order, lastFour: string | undefined): boolean {
  if (lastFour === undefined) return true;
  return order.payments.some((payment) => payment.card_last_four === lastFour);
}
