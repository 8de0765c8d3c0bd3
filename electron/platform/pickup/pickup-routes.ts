import type { FastifyInstance } from 'fastify';
import { PickupOptionsRequestSchema } from '../../../shared/contract/pickup-options';
import { currentUser } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import type { PickupOptionsService } from './pickup-options-service';

/**
 * POST /v0/d/in_store_pickup_options, for any signed-in user (the storefront asks on the customer's
 * behalf). 409 `pickup_not_configured` until the pickup configuration exists.
 */
export function registerPickupOptionsRoute(app: FastifyInstance, service: PickupOptionsService): void {
  app.post('/v0/d/in_store_pickup_options', async (request) => {
    currentUser(request);
    const body = parseOrThrow(PickupOptionsRequestSchema, request.body, 'pickup options request');
    return service.find(body);
  });
}
