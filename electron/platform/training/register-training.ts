import type { FastifyInstance } from 'fastify';
import { CustomerSimulatorPaceSchema, type TrainingTenant } from '../../../shared/contract/training';
import type { PlatformContext } from '../context';
import { DEMO_TENANT_SETTING, type DemoTenantMarker } from '../demo/demo-tenant';
import { ApiError } from '../http/api-error';
import { currentUser, requireRole } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { createOrderServices } from '../orders/order-services';
import { CustomerSimulator } from './customer-simulator';

/**
 * The training tenant: a platform holding the demo retailer says so (GET /v0/d/training, so every
 * workstation can show it), and its customer simulator runs while the platform does. An administrator
 * sets its pace (PUT /v0/d/training/customer_simulator). A real tenant answers 404 not_a_training_tenant.
 */
export function registerTraining(app: FastifyInstance, ctx: PlatformContext): void {
  const simulator = new CustomerSimulator(ctx, createOrderServices(ctx), (error) =>
    app.log.error({ err: error }, 'the customer simulator could not place an order'),
  );
  const marker = () => ctx.settings.get<DemoTenantMarker>(DEMO_TENANT_SETTING);
  const requireTraining = (): DemoTenantMarker => {
    const found = marker();
    if (!found) {
      throw new ApiError(
        404,
        'not_a_training_tenant',
        'This platform holds a real tenant: there is no customer simulator.',
      );
    }
    return found;
  };

  app.get('/v0/d/training', async (request): Promise<TrainingTenant> => {
    currentUser(request);
    const demo = requireTraining();
    return { training: true, description: demo.description, customer_simulator: simulator.state() };
  });

  app.put('/v0/d/training/customer_simulator', async (request) => {
    requireRole(request, 'admin');
    requireTraining();
    const pace = parseOrThrow(CustomerSimulatorPaceSchema, request.body, 'customer simulator pace');
    return simulator.setPace(pace);
  });

  // The demo tenant is loaded after the routes exist, usually before the platform starts.
  let started = false;
  ctx.lifecycle.onStart(() => {
    started = true;
    if (marker()) simulator.start();
  });
  ctx.events.on('demoTenantLoaded', () => {
    if (started) simulator.start();
  });
  ctx.lifecycle.onStop(() => {
    started = false;
    simulator.stop();
  });
}
