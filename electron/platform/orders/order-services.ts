// The order lifecycle's parts, wired together over one database: creation, people's actions, and the
// platform's own routing steps. The pickup routes use them; so does the training tenant, which places
// orders the way a customer would (and moves its starting orders along the way a store would).
import { StockRepository } from '../catalog/stock-repository';
import type { PlatformContext } from '../context';
import { AvailableToPromise } from '../pickup/available-to-promise';
import { PickupConfigSource } from '../pickup/pickup-config-source';
import { ShippingOfferTokens } from '../pickup/shipping-offer-token';
import { StoreRepository } from '../stores/store-repository';
import { OrderActions } from './order-actions';
import { OrderCreation } from './order-creation';
import { OrderPricing } from './order-pricing';
import { OrderRepository } from './order-repository';
import { OrderRouting } from './order-routing';
import { DEFAULT_REROUTE_RETRIES } from './pending-reroutes';
import { OrderStateWriter } from './order-state-writer';
import { StockReservations } from './stock-reservations';
import { SaleTaxCheck } from '../tax/sale-tax-check';
import { TaxConfigRepository } from '../tax/tax-config-repository';

export interface OrderServices {
  stores: StoreRepository;
  stock: StockRepository;
  orders: OrderRepository;
  atp: AvailableToPromise;
  pickupConfig: PickupConfigSource;
  tokens: ShippingOfferTokens;
  creation: OrderCreation;
  actions: OrderActions;
  routing: OrderRouting;
}

/**
 * Builds the services on `now` (the training tenant backdates its starting orders with its own clock).
 * Every new grace-period deadline is announced on the platform's events, so the one scheduler hears it
 * whoever created the order.
 */
export function createOrderServices(ctx: PlatformContext, now: () => Date = ctx.now): OrderServices {
  const { db } = ctx;
  const stores = new StoreRepository(db, now);
  const stock = new StockRepository(db, now);
  const orders = new OrderRepository(db);
  const atp = new AvailableToPromise(db);
  const pickupConfig = new PickupConfigSource(db, ctx.settings);
  const tokens = ShippingOfferTokens.fromSettings(ctx.settings);
  const writer = new OrderStateWriter(orders, new StockReservations(db, stock, now), stock, now);
  const routing = new OrderRouting(db, orders, writer, atp, now, {
    ...DEFAULT_REROUTE_RETRIES,
    ...(ctx.options.rerouteRetryMs === undefined ? {} : { firstDelayMs: ctx.options.rerouteRetryMs }),
  });
  const creation = new OrderCreation({
    db,
    now,
    orders,
    stores,
    stock,
    tokens,
    pickupConfig,
    pricing: new OrderPricing(
      db,
      ctx.settings,
      new SaleTaxCheck(db, new TaxConfigRepository(db, stores, now)),
    ),
    deadlineAdded: (deadline) => ctx.events.emit('orderDeadlineAdded', deadline),
  });
  const actions = new OrderActions(db, orders, stores, writer, routing);
  return { stores, stock, orders, atp, pickupConfig, tokens, creation, actions, routing };
}
