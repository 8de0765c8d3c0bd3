import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerCashRoutes } from './cash/cash-routes';
import { registerCatalog } from './catalog/register-catalog';
import { registerConfigRoutes } from './config/config-routes';
import type { PlatformContext } from './context';
import { registerStoreEvents } from './events/event-stream-routes';
import { registerInStorePickup } from './orders/register-in-store-pickup';
import { registerReturns } from './returns/register-returns';
import { registerStoreRoutes } from './stores/store-routes';
import { registerTraining } from './training/register-training';
import { registerTaxRoutes } from './tax/tax-routes';

export type RegisterRoutes = (app: FastifyInstance, ctx: PlatformContext) => void;

/** Every area of the platform; each registers its routes and background work on the context. */
export const PLATFORM_ROUTES: readonly RegisterRoutes[] = [
  registerAuthRoutes,
  registerStoreRoutes,
  registerTaxRoutes,
  registerConfigRoutes,
  registerCashRoutes,
  registerInStorePickup,
  registerCatalog,
  registerReturns,
  registerTraining,
  registerStoreEvents,
];
