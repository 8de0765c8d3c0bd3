import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { registerCashDrawerRoutes } from './cash-drawer-routes';
import { registerCashManagementRoutes } from './cash-management-routes';

/** Cash management: each store's drawer setup, drawer transactions and drawer summaries. */
export function registerCashRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  registerCashManagementRoutes(app, ctx);
  registerCashDrawerRoutes(app, ctx);
}
