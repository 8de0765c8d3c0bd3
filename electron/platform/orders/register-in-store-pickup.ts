import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { NearbyStores } from '../pickup/nearby-stores';
import { PickupOptionsService } from '../pickup/pickup-options-service';
import { registerPickupOptionsRoute } from '../pickup/pickup-routes';
import { DEFAULT_DEADLINE_POLL_MS, GracePeriodScheduler } from './grace-period-scheduler';
import { registerOrderRoutes } from './order-routes';
import { createOrderServices } from './order-services';
import type { RerouteFailure } from './order-routing';

/**
 * In-store pickup and the order lifecycle: pickup options, order creation, actions, the grace-period
 * scheduler (started and stopped with the platform) and rerouting after availability imports: at once on
 * the process that applied the import, else at the scheduler's next turn on any process (its start, its
 * poll on PostgreSQL).
 */
export function registerInStorePickup(app: FastifyInstance, ctx: PlatformContext): void {
  const { db, now } = ctx;
  const { orders, atp, pickupConfig, tokens, creation, actions, routing } = createOrderServices(ctx);
  const rerouteFailed = ({ importId, error, outcome }: RerouteFailure) =>
    app.log.error({ err: error, importId }, REROUTE_FAILURE_LOG[outcome]);
  const scheduler = new GracePeriodScheduler(
    {
      // Also the rerouting a process that applied an import did not live to do, or that failed and is due
      // again.
      sendDueOrdersToStores: () => {
        routing.sendDueOrdersToStores();
        routing.rerouteAfterImports(rerouteFailed);
      },
      nextDeadline: () => earliest(orders.nextDeadline(), routing.nextRerouteRetry()),
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
      routing.rerouteAfterImports(rerouteFailed);
    } catch (error) {
      // The import itself succeeded; its rerouting stays pending, for the scheduler's next turn.
      app.log.error({ err: error }, 'rerouting on-hold pickup orders after an availability import failed');
    }
    // A rerouting that failed is tried again when due: the scheduler wakes for it (SQLite has no poll).
    const retry = routing.nextRerouteRetry();
    if (retry !== undefined) scheduler.deadlineAdded(retry);
  });
  ctx.lifecycle.onStart(() => scheduler.start());
  ctx.lifecycle.onStop(() => scheduler.stop());
}

const REROUTE_FAILURE_LOG: Record<RerouteFailure['outcome'], string> = {
  retry: 'rerouting on-hold pickup orders after an import failed; tried again later',
  given_up: 'rerouting on-hold pickup orders after an import failed for the last time; given up',
  counted_elsewhere:
    'rerouting on-hold pickup orders after an import failed here and in another process at once; counted once',
};

/** The earlier of two ISO times, either of which may be absent. */
function earliest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(a) <= Date.parse(b) ? a : b;
}
