import type { FastifyInstance } from 'fastify';
import { PickupOptionsRequestSchema } from '../../../shared/contract/pickup-options';
import type { PlatformContext } from '../context';
import { currentUser } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { AvailableToPromise } from './available-to-promise';
import { NearbyStores } from './nearby-stores';
import { PickupConfigSource } from './pickup-config-source';
import { PickupOptionsService } from './pickup-options-service';
import { ShippingOfferTokens } from './shipping-offer-token';

/** POST /v0/d/in_store_pickup_options: any signed-in user (the storefront asks on the customer's behalf). */
export function registerPickupRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const service = new PickupOptionsService(
    new PickupConfigSource(ctx.db, ctx.settings),
    new NearbyStores(ctx.db),
    new AvailableToPromise(ctx.db),
    ShippingOfferTokens.fromSettings(ctx.settings),
  );

  app.post('/v0/d/in_store_pickup_options', async (request) => {
    currentUser(request);
    const body = parseOrThrow(PickupOptionsRequestSchema, request.body, 'pickup options request');
    return service.find(body);
  });
}
