import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { NearbyStores } from '../pickup/nearby-stores';
import { PickupOptionsService } from '../pickup/pickup-options-service';
import { registerPickupOptionsRoute } from '../pickup/pickup-routes';
import { DEFAULT_DEADLINE_POLL_MS, GracePeriodScheduler } from './grace-period-scheduler';
import { registerOrderRoutes } from './order-routes';
import { createOrderServices } from './order-services';

/**
 * In-store pickup and the order lifecycle: pickup options, order creation, actions, the grace-period
 * scheduler (started and stopped with the platform) and rerouting after availability imports: at once on
 * the process that applied the import, else at the scheduler's next turn on any process (its start, its
 * poll on PostgreSQL).
 */
export function registerInStorePickup(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, now } = ctx;
  const { orders, atp, pickupConfig, tokens, creation, actions, routing } = createOrderServices(ctx);
  const scheduler = new GracePeriodScheduler(
    {
      // Also the rerouting a process that applied an import did not live to do.
      sendDueOrdersToStores: () => {
        routing.sendDueOrdersToStores();
        routing.rerouteAfterImports();
      },
      nextDeadline: () => orders.nextDeadline(),
    },
    now,
    {
      onError: (error) => app.log.error({ err: error }, 'sending pickup orders to their stores failed'),
      writeGate: ctx.writeGate,
      // On PostgreSQL other processes may share the database: their deadlines are found by looking.
      pollMs: db.engine === 'postgres' ? (ctx.options.deadlinePollMs ?? DEFAULT_DEADLINE_POLL_MS) : undefined,
    },
  );
  ctx.events.on('orderDeadlineAdded', (deadline) => scheduler.deadlineAdded(deadline));

  registerPickupOptionsRoute(app, new PickupOptionsService(pickupConfig, new NearbyStores(db), atp, tokens));
  registerOrderRoutes(app, { db, orders, creation, actions });

  ctx.events.on('availabilitiesImported', () => {
    try {
      routing.rerouteAfterImports();
    } catch (error) {
      // The import itself succeeded; its rerouting stays pending, for the scheduler's next turn.
      app.log.error({ err: error }, 'rerouting on-hold pickup orders after an availability import failed');
    }
  });
  ctx.lifecycle.onStart(() => scheduler.start());
  ctx.lifecycle.onStop(() => scheduler.stop());
}
