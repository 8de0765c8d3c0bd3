import type { FastifyInstance } from 'fastify';
import { TaxConfigRequestSchema } from '../../../shared/contract/tax-config';
import type { PlatformContext } from '../context';
import { notFound } from '../http/api-error';
import { currentUser, requireRole, requireStoreAccess } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { StoreRepository } from '../stores/store-repository';
import { catalogTaxClasses } from './catalog-tax-classes';
import { TaxConfigRepository } from './tax-config-repository';

/**
 * GET, PUT /v0/d/stores/{store_id}/tax_config: what the store charges. Everyone working in the store reads
 * it (the counter computes tax from it); setting it up is the administrator's, who also reads the tax classes
 * the store's catalog uses (GET /v0/d/stores/{store_id}/tax_classes) to map them.
 */
export function registerTaxRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const stores = new StoreRepository(ctx.db, ctx.now);
  const configs = new TaxConfigRepository(ctx.db, stores, ctx.now);

  app.get<{ Params: { store_id: string } }>('/v0/d/stores/:store_id/tax_config', async (request) => {
    const user = currentUser(request);
    const store = stores.get(request.params.store_id);
    if (!store) throw notFound('store', request.params.store_id);
    requireStoreAccess(user, store.store_id);
    return configs.get(store);
  });

  app.put<{ Params: { store_id: string } }>('/v0/d/stores/:store_id/tax_config', async (request) => {
    const user = requireRole(request, 'admin');
    const store = stores.get(request.params.store_id);
    if (!store) throw notFound('store', request.params.store_id);
    requireStoreAccess(user, store.store_id);
    const body = parseOrThrow(TaxConfigRequestSchema, request.body, 'tax configuration');
    return configs.put(store, body);
  });

  app.get<{ Params: { store_id: string } }>('/v0/d/stores/:store_id/tax_classes', async (request) => {
    const user = requireRole(request, 'admin');
    const store = stores.get(request.params.store_id);
    if (!store) throw notFound('store', request.params.store_id);
    requireStoreAccess(user, store.store_id);
    return catalogTaxClasses(ctx.db, store.store_id, store.shop);
  });
}
