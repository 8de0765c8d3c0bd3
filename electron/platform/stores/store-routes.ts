import type { FastifyInstance } from 'fastify';
import { CreateStoreRequestSchema, StorePatchSchema, StoreSchema } from '../../../shared/contract';
import type { PlatformContext } from '../context';
import { sendCommitted } from '../http/committed-answer';
import { conflict, notFound } from '../http/api-error';
import { readUpdatedSince } from '../http/pagination';
import { currentUser, requireRole } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { applyMergePatch } from '../../../shared/contract/merge-patch';
import { StoreRepository } from './store-repository';

export function registerStoreRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const stores = new StoreRepository(ctx.db, ctx.now);

  app.post('/v0/d/stores', async (request, reply) => {
    requireRole(request, 'admin');
    const store = parseOrThrow(CreateStoreRequestSchema, request.body, 'store');
    return sendCommitted(ctx.db, request, reply, () => {
      if (!stores.insert(store))
        throw conflict('store_exists', `A store with store_id '${store.store_id}' already exists.`, {
          storeId: store.store_id,
        });
      return { status: 201, body: stores.get(store.store_id) };
    });
  });

  app.get('/v0/d/stores', async (request) => {
    currentUser(request);
    const updatedSince = readUpdatedSince(request.query as Record<string, unknown>);
    return { stores: stores.list(updatedSince) };
  });

  app.get<{ Params: { store_id: string } }>('/v0/d/stores/:store_id', async (request) => {
    currentUser(request);
    const store = stores.get(request.params.store_id);
    if (!store) throw notFound('store', request.params.store_id);
    return store;
  });

  app.patch<{ Params: { store_id: string } }>('/v0/d/stores/:store_id', async (request) => {
    requireRole(request, 'admin');
    const existing = stores.get(request.params.store_id);
    if (!existing) throw notFound('store', request.params.store_id);
    // Validate the patch itself first, so an error names the field as the client sent it.
    parseOrThrow(StorePatchSchema, request.body, 'store patch');
    const { store_id: _ignored, ...patch } = (request.body ?? {}) as Record<string, unknown>;
    const merged = applyMergePatch(existing, patch);
    const store = parseOrThrow(StoreSchema, merged, 'store after the patch');
    stores.replace(store);
    return stores.get(store.store_id);
  });
}
