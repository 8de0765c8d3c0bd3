import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { registerImportRoutes } from '../import/import-routes';
import { registerCatalogRoutes } from './catalog-routes';

/** The catalog area: import jobs with their background queue, and the customer-facing catalog API. */
export function registerCatalog(app: FastifyInstance, ctx: PlatformContext): void {
  registerImportRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
}
