import type { FastifyInstance } from 'fastify';
import { StockRepository } from '../catalog/stock-repository';
import type { PlatformContext } from '../context';
import { AvailableToPromise } from '../pickup/available-to-promise';
import { NearbyStores } from '../pickup/nearby-stores';
import { PickupConfigSource } from '../pickup/pickup-config-source';
import { PickupOptionsService } from '../pickup/pickup-options-service';
import { registerPickupOptionsRoute } from '../pickup/pickup-routes';
import { ShippingOfferTokens } from '../pickup/shipping-offer-token';
import { StoreRepository } from '../stores/store-repository';
import { GracePeriodScheduler } from './grace-period-scheduler';
import { OrderActions } from './order-actions';
import { OrderCreation } from './order-creation';
import { OrderPricing } from './order-pricing';
import { OrderRepository } from './order-repository';
import { registerOrderRoutes } from './order-routes';
import { OrderRouting } from './order-routing';
import { OrderStateWriter } from './order-state-writer';
import { StockReservations } from './stock-reservations';

/**
 * In-store pickup and the order lifecycle: pickup options, order creation, actions, the grace-period
 * scheduler (started and stopped with the platform) and rerouting after availability imports.
 */
export function registerInStorePickup(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, now } = ctx;
  const stores = new StoreRepository(db, now);
  const stock = new StockRepository(db, now);
  const orders = new OrderRepository(db);
  const atp = new AvailableToPromise(db);
  const pickupConfig = new PickupConfigSource(db, ctx.settings);
  const tokens = ShippingOfferTokens.fromSettings(ctx.settings);
  const writer = new OrderStateWriter(orders, new StockReservations(db, stock, now), stock, now);
  const routing = new OrderRouting(db, orders, writer, atp, now);
  const scheduler = new GracePeriodScheduler(
    {
      sendDueOrdersToStores: () => routing.sendDueOrdersToStores(),
      nextDeadline: () => orders.nextDeadline(),
    },
    now,
    (error) => app.log.error({ err: error }, 'sending pickup orders to their stores failed'),
  );

  registerPickupOptionsRoute(app, new PickupOptionsService(pickupConfig, new NearbyStores(db), atp, tokens));
  registerOrderRoutes(app, {
    orders,
    creation: new OrderCreation({
      db,
      now,
      orders,
      stores,
      stock,
      tokens,
      pickupConfig,
      pricing: new OrderPricing(db, ctx.settings),
      deadlineAdded: (deadline) => scheduler.deadlineAdded(deadline),
    }),
    actions: new OrderActions(db, orders, stores, writer, routing),
  });

  ctx.events.on('availabilitiesImported', ({ shop, storeIds }) => {
    try {
      routing.retryOnHold(shop, storeIds);
    } catch (error) {
      // The import itself succeeded; a failed retry leaves the orders on hold for the next import.
      app.log.error({ err: error }, 'rerouting on-hold pickup orders after an availability import failed');
    }
  });
  ctx.lifecycle.onStart(() => scheduler.start());
  ctx.lifecycle.onStop(() => scheduler.stop());
}
