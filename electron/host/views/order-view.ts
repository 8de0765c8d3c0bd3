// Orders → the bridge's pickup views: amounts as Money (parsed from the wire decimals), product words from
// the local catalog, and what the signed-in user may do next.
import type {
  OrderEventView,
  PickupOrder,
  PickupOrderLine,
  PickupOrderSummary,
} from '../../../shared/bridge/views/pickup';
import type { Order, OrderEvent } from '../../../shared/contract/order';
import { multiplyByQuantity, sum } from '../../../shared/money/arithmetic';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import { allowedActions } from '../../../shared/pickup/transition';
import type { CatalogRepository } from '../../services/local-db/catalog-repository';
import { toMoneyView } from '../../../shared/bridge/views/money-conversion';

/** What a summary needs besides the order: what waits in the outbox, arrivals here, the store's promise. */
export interface OrderSummaryContext {
  /** Order ids with a change made here that the platform has not acknowledged yet. */
  pendingOrderIds: ReadonlySet<string>;
  /** When each order arrived on this workstation (null: not yet in a state the store works). */
  arrivals: ReadonlyMap<string, string | null>;
  /** The store's promise in minutes (pickup configuration), if it makes one. */
  promiseMinutes: number | undefined;
}

export interface OrderViewContext extends OrderSummaryContext {
  catalog: CatalogRepository;
  roles: readonly string[];
  displayName: string | null;
  events: readonly OrderEvent[];
  refusedChange: PickupOrder['refusedChange'];
}

function linesOf(order: Order, catalog: CatalogRepository | undefined): PickupOrderLine[] {
  return order.shipments.flatMap((shipment) =>
    shipment.items.map((item) => {
      const unit = parseMoneyOrThrow(item.price, order.currency);
      const product = catalog?.get(item.product_id);
      const identifiers = product?.product.external_identifiers ?? [];
      const find = (type: string) =>
        identifiers.find((entry) => entry.type.toLowerCase() === type)?.value ?? null;
      const images = product?.product.images ?? [];
      return {
        productId: item.product_id,
        title: product?.product.title ?? item.product_id,
        imageUrl: (images.find((image) => image.is_main) ?? images[0])?.url ?? null,
        variant: productVariantText(product?.product),
        ean: find('ean13'),
        sku: find('sku'),
        quantity: item.quantity,
        unitPrice: toMoneyView(unit),
        lineTotal: toMoneyView(multiplyByQuantity(unit, item.quantity)),
      };
    }),
  );
}

function totalOf(order: Order): PickupOrderSummary['total'] {
  const amounts = order.shipments.flatMap((shipment) =>
    shipment.items.map((item) =>
      multiplyByQuantity(parseMoneyOrThrow(item.price, order.currency), item.quantity),
    ),
  );
  return toMoneyView(sum(amounts, order.currency));
}

export function toOrderSummary(order: Order, context: OrderSummaryContext): PickupOrderSummary {
  return {
    orderId: order.order_id,
    externalId: order.external_id,
    status: order.status,
    customerName: order.customer?.name ?? null,
    itemCount: order.shipments.reduce(
      (count, shipment) => count + shipment.items.reduce((units, item) => units + item.quantity, 0),
      0,
    ),
    total: totalOf(order),
    storeId: order.store_id,
    assignee: order.assignee,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    pendingSync: context.pendingOrderIds.has(order.order_id),
    arrivedAt: context.arrivals.get(order.order_id) ?? null,
    promiseDueAt:
      context.promiseMinutes === undefined
        ? null
        : new Date(Date.parse(order.created_at) + context.promiseMinutes * 60_000).toISOString(),
  };
}

/** The picker and since when: the latest event that put the order in picking (a start or a take-over). */
export function pickedByOf(order: Order, events: readonly OrderEvent[]): PickupOrder['pickedBy'] {
  if (order.status !== 'in_picking' || order.assignee === null) return null;
  const started = [...events].reverse().find((event) => event.to === 'in_picking');
  return { username: order.assignee, since: started?.at ?? order.updated_at };
}

export function toPickupOrder(order: Order, context: OrderViewContext): PickupOrder {
  return {
    ...toOrderSummary(order, context),
    displayName: context.displayName,
    customer: order.customer
      ? {
          name: order.customer.name,
          email: order.customer.email ?? null,
          phone: order.customer.phone ?? null,
        }
      : null,
    lines: linesOf(order, context.catalog),
    allowedActions: allowedActions(order.status, context.roles),
    pickedBy: pickedByOf(order, context.events),
    refusedChange: context.refusedChange,
  };
}

export function toOrderEventView(event: OrderEvent): OrderEventView {
  return {
    eventId: event.event_id,
    from: event.from,
    to: event.to,
    action: event.action,
    actor: event.actor,
    at: event.at,
  };
}

/** "Navy · Queen": variants share a title, so the picker needs the colour and size to take the right one. */
export function productVariantText(
  product: { variation_color_value?: string; variation_size_value?: string } | undefined,
): string | null {
  const parts = [product?.variation_color_value, product?.variation_size_value].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
