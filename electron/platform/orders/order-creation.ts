import { randomUUID } from 'node:crypto';
import {
  isInStoreSaleRequest,
  type CreateOrderRequest,
  type InStoreSaleRequest,
  type OrderShipment,
  type PickupOrderRequest,
} from '../../../shared/contract/order';
import type { Store } from '../../../shared/contract/store';
import type { OrderStatus } from '../../../shared/pickup/order-status';
import { gracePeriodDeadline } from '../../../shared/pickup/system-transitions';
import type { PlatformUser } from '../auth/user-directory';
import type { StockRepository } from '../catalog/stock-repository';
import type { PlatformDatabase } from '../db/database';
import { runAgainOnUniqueViolation } from '../db/run-again-on-unique-violation';
import { badRequest, conflict } from '../http/api-error';
import { requireStoreAccess } from '../http/request-auth';
import { normalizeBag, sameBag } from '../pickup/bag';
import type { PickupConfigSource } from '../pickup/pickup-config-source';
import { requirePickupConfig } from '../pickup/pickup-options-service';
import type { ShippingOfferTokens } from '../pickup/shipping-offer-token';
import type { StoreRepository } from '../stores/store-repository';
import type { OrderKind, OrderRepository, StoredOrder } from './order-repository';
import { orderLines } from './order-lines';
import { requestFingerprint } from '../http/request-fingerprint';
import { checkClientTime } from '../http/client-time';
import type { OrderPricing } from './order-pricing';
import { decrementStock } from './stock-reservations';

export interface CreatedOrder {
  order: StoredOrder;
  /** False when the external_id already existed with the same body (the first order is answered). */
  created: boolean;
}

export interface OrderCreationDependencies {
  db: PlatformDatabase;
  now: () => Date;
  orders: OrderRepository;
  stores: StoreRepository;
  stock: StockRepository;
  tokens: ShippingOfferTokens;
  pickupConfig: PickupConfigSource;
  /** Checks the money of an order against the store's price book and cash rounding. */
  pricing: OrderPricing;
  /** Told about each new grace-period deadline (the scheduler re-arms). */
  deadlineAdded: (deadline: string) => void;
}

/**
 * POST /v0/d/fulfill_order. A pickup order is checked against its signed shipping offer and starts
 * `open` with a grace-period deadline; an in-store sale names its store, takes the goods out of stock and
 * starts `picked_up`. `external_id` makes creation idempotent: the check and the insert run in one
 * transaction, and a unique index backs it, so two identical requests at once make one order, whichever
 * processes on one database they reach.
 */
export class OrderCreation {
  constructor(private readonly deps: OrderCreationDependencies) {}

  create(request: CreateOrderRequest, user: PlatformUser): CreatedOrder {
    const fingerprint = requestFingerprint(request);
    const createOnce = this.deps.db.transaction((): CreatedOrder => {
      const existing = this.deps.orders.getByExternalId(request.external_id);
      if (existing) {
        // Only a caller who may see the order learns it exists.
        requireStoreAccess(user, existing.store_id);
        return { order: sameRequestOrThrow(existing, fingerprint), created: false };
      }

      const order = isInStoreSaleRequest(request)
        ? this.createInStoreSale(request, user, fingerprint)
        : this.createPickupOrder(request, user, fingerprint);
      return { order, created: true };
    });
    const result = runAgainOnUniqueViolation(createOnce);
    if (result.created && result.order.grace_deadline_at)
      this.deps.deadlineAdded(result.order.grace_deadline_at);
    return result;
  }

  private createPickupOrder(
    request: PickupOrderRequest,
    user: PlatformUser,
    fingerprint: string,
  ): StoredOrder {
    const config = requirePickupConfig(this.deps.pickupConfig);
    const store = this.storeOfOffers(request);
    if (store.shop !== request.shop) {
      throw badRequest(
        'shop_mismatch',
        `Store '${store.store_id}' sells shop '${store.shop}', not '${request.shop}'.`,
        [{ path: 'shop', message: `must be '${store.shop}', the shop of store '${store.store_id}'` }],
      );
    }
    this.checkPlacedAt(request);
    const { shipments } = this.deps.pricing.price(request, store, user);
    const createdAt = this.deps.now().toISOString();
    return this.insert(request, user, fingerprint, {
      kind: 'pickup',
      store,
      status: 'open',
      createdAt,
      graceDeadline: gracePeriodDeadline(createdAt, config.global.grace_period),
      shipments,
      customer: request.customer,
    });
  }

  /** The one store every shipment's offer names; 400 for a forged, altered or mismatched offer. */
  private storeOfOffers(request: PickupOrderRequest): Store {
    let storeId: string | undefined;
    request.shipments.forEach((shipment, index) => {
      const tokenPath = `shipments.${index}.shipping_option.shipping_offer_token`;
      const offer = this.deps.tokens.verify(shipment.shipping_option.shipping_offer_token);
      if (!offer) {
        throw badRequest(
          'invalid_shipping_offer_token',
          'The shipping offer token is not one this platform issued, or it was altered.',
          [{ path: tokenPath, message: 'is forged or altered' }],
        );
      }
      if (!sameBag(offer.bag, shipment.items)) {
        const offered = normalizeBag(offer.bag)
          .map((line) => `${line.quantity} × ${line.product_id}`)
          .join(', ');
        throw badRequest(
          'shipping_offer_mismatch',
          `The items of shipment ${index} differ from the bag the offer was made for (${offered}).`,
          [{ path: `shipments.${index}.items`, message: `must be the offered bag: ${offered}` }],
        );
      }
      if (storeId !== undefined && offer.store_id !== storeId) {
        throw badRequest(
          'shipments_at_different_stores',
          'Every shipment of an order must be picked up at one store.',
          [{ path: tokenPath, message: `names store '${offer.store_id}', shipment 0 names '${storeId}'` }],
        );
      }
      storeId = offer.store_id;
    });
    const store = storeId === undefined ? undefined : this.deps.stores.get(storeId);
    if (!store) {
      throw badRequest('invalid_shipping_offer_token', `The store of the shipping offer no longer exists.`, [
        { path: 'shipments.0.shipping_option.shipping_offer_token', message: 'names an unknown store' },
      ]);
    }
    return store;
  }

  /**
   * placed_at is the client's claim of when the order was placed: never later than the platform's clock; a
   * counter sale kept offline no older than the offline window. The order's created_at is the platform's.
   */
  private checkPlacedAt(request: CreateOrderRequest): void {
    checkClientTime('placed_at', request.placed_at, {
      now: this.deps.now(),
      withinOfflineWindow: isInStoreSaleRequest(request),
    });
  }

  private createInStoreSale(
    request: InStoreSaleRequest,
    user: PlatformUser,
    fingerprint: string,
  ): StoredOrder {
    const store = this.deps.stores.get(request.store_id);
    if (!store) {
      throw badRequest('unknown_store', `Store '${request.store_id}' does not exist.`, [
        { path: 'store_id', message: 'no store has this store_id' },
      ]);
    }
    requireStoreAccess(user, store.store_id);
    if (store.shop !== request.shop) {
      throw badRequest(
        'shop_mismatch',
        `Store '${store.store_id}' sells shop '${store.shop}', not '${request.shop}'.`,
        [{ path: 'shop', message: `must be '${store.shop}', the shop of store '${store.store_id}'` }],
      );
    }
    if (request.drawer_id !== undefined) this.requireDrawerOfStore(request.drawer_id, store.store_id);
    this.checkPlacedAt(request);
    const priced = this.deps.pricing.price(request, store, user);
    // The customer leaves with the goods: they are out of the store's stock at once.
    for (const line of normalizeBag(orderLines(request))) {
      decrementStock(this.deps.stock, store.shop, store.store_id, line.product_id, line.quantity);
    }
    const order = this.insert(request, user, fingerprint, {
      kind: 'in_store_sale',
      store,
      status: 'picked_up',
      createdAt: this.deps.now().toISOString(),
      graceDeadline: null,
      shipments: priced.shipments,
      customer: request.customer ?? null,
      tax: priced.tax,
    });
    if (request.drawer_id !== undefined) this.deps.orders.setDrawer(order.order_id, request.drawer_id);
    return order;
  }

  /** A sale names a drawer of its own store (400 otherwise): its Z report counts the sale. */
  private requireDrawerOfStore(drawerId: string, storeId: string): void {
    const drawerStore = this.deps.db
      .prepare('SELECT store_id FROM cash_drawers WHERE drawer_id = ?')
      .pluck()
      .get(drawerId) as string | undefined;
    if (drawerStore !== storeId) {
      throw badRequest(
        'unknown_drawer',
        `Store '${storeId}' has no drawer '${drawerId}'.`,
        [{ path: 'drawer_id', message: `is not a drawer of store '${storeId}'` }],
        { storeId, drawerId },
      );
    }
  }

  private insert(
    request: CreateOrderRequest,
    user: PlatformUser,
    fingerprint: string,
    fields: {
      kind: OrderKind;
      store: Store;
      status: OrderStatus;
      createdAt: string;
      graceDeadline: string | null;
      shipments: OrderShipment[];
      customer: StoredOrder['customer'];
      /** An in-store sale's tax as the platform computed it; a pickup order keeps what it was sent. */
      tax?: { prices_include_tax: boolean; taxes: StoredOrder['taxes'] };
    },
  ): StoredOrder {
    const order: StoredOrder & { placed_at: string } = {
      order_id: randomUUID(),
      external_id: request.external_id,
      shop: request.shop,
      store_id: fields.store.store_id,
      status: fields.status,
      currency: request.currency,
      customer: fields.customer,
      shipments: fields.shipments,
      payments: request.payments ?? [],
      prices_include_tax: fields.tax?.prices_include_tax ?? request.prices_include_tax ?? null,
      taxes: fields.tax?.taxes ?? request.taxes ?? [],
      assignee: null,
      created_at: fields.createdAt,
      updated_at: fields.createdAt,
      kind: fields.kind,
      request_fingerprint: fingerprint,
      grace_deadline_at: fields.graceDeadline,
      placed_at: request.placed_at,
    };
    this.deps.orders.insert(order);
    this.deps.orders.appendEvent({
      event_id: randomUUID(),
      order_id: order.order_id,
      from: null,
      to: order.status,
      action: fields.kind === 'pickup' ? 'create' : 'in_store_sale',
      actor: user.username,
      at: fields.createdAt,
    });
    return order;
  }
}

function sameRequestOrThrow(existing: StoredOrder, fingerprint: string): StoredOrder {
  if (existing.request_fingerprint === fingerprint) return existing;
  throw conflict(
    'same_order_injection_with_different_data',
    `An order with external_id '${existing.external_id}' already exists with different data.`,
    { externalId: existing.external_id },
  );
}
