import type { FastifyInstance } from 'fastify';
import {
  AppConfigSchema,
  CashDrawerConfigSchema,
  PickupConfigRequestSchema,
  PrintConfigSchema,
  RoundingConfigSchema,
  type AppConfig,
  type CashDrawerConfig,
  type PickupConfig,
  type PrintConfig,
  type RoundingConfig,
} from '../../../shared/contract';
import { applyMergePatch } from '../../../shared/contract/merge-patch';
import type { PlatformContext } from '../context';
import { ApiError, notFound, type ErrorDetail } from '../http/api-error';
import { sendCommitted } from '../http/committed-answer';
import { currentUser, requireRole } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { StoreRepository } from '../stores/store-repository';
import { CONFIG_DEFAULTS, SETTING } from './config-settings';

/** Singleton configurations: read by every signed-in user, changed by admins only. */
export function registerConfigRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const stores = new StoreRepository(ctx.db, ctx.now);
  registerPickupConfigRoutes(app, ctx, stores);
  registerPrintConfigRoutes(app, ctx);
  registerAppConfigRoutes(app, ctx);
  registerCashDrawerConfigRoutes(app, ctx);
  registerRoundingConfigRoutes(app, ctx, stores);
}

function readSetting<T>(ctx: PlatformContext, name: string, fallback: T): T {
  return ctx.settings.get<T>(name) ?? fallback;
}

// In-store pickup: the contract creates it with POST (a replace); no default exists until then.
function registerPickupConfigRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  stores: StoreRepository,
): void {
  app.get('/v0/d/in_store_pickup_config', async (request) => {
    currentUser(request);
    const config = ctx.settings.get<PickupConfig>(SETTING.pickup);
    if (!config) throw notFound('pickup_config', 'global');
    return config;
  });
  app.post('/v0/d/in_store_pickup_config', async (request, reply) => {
    requireRole(request, 'admin');
    const config = parseOrThrow(PickupConfigRequestSchema, request.body, 'in-store pickup configuration');
    const unknown = Object.keys(config.stores).filter((storeId) => !stores.exists(storeId));
    if (unknown.length > 0) {
      throw new ApiError(
        400,
        'unknown_store',
        `The pickup configuration names stores that do not exist: ${unknown.join(', ')}.`,
        unknown.map((storeId) => ({ path: `stores.${storeId}`, message: 'no store has this store_id' })),
      );
    }
    return sendCommitted(ctx.db, request, reply, () => {
      ctx.settings.put(SETTING.pickup, config);
      return { status: 200, body: config };
    });
  });
}

function registerPrintConfigRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/v0/d/print_config', async (request) => {
    currentUser(request);
    return readSetting<PrintConfig>(ctx, SETTING.print, CONFIG_DEFAULTS.print);
  });
  app.post('/v0/d/print_config', async (request, reply) => {
    requireRole(request, 'admin');
    const config = parseOrThrow(PrintConfigSchema, request.body, 'documents-to-print configuration');
    return sendCommitted(ctx.db, request, reply, () => {
      ctx.settings.put(SETTING.print, config);
      return { status: 200, body: config };
    });
  });
}

/** The application configuration: replaced whole (PUT) or changed by a JSON merge patch (PATCH). */
function registerAppConfigRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/api/v1/associate-app/config', async (request) => {
    currentUser(request);
    return readSetting<AppConfig>(ctx, SETTING.app, CONFIG_DEFAULTS.app);
  });
  app.put('/api/v1/associate-app/config', async (request) => {
    requireRole(request, 'admin');
    const config = parseOrThrow(AppConfigSchema, request.body, 'application configuration');
    ctx.settings.put(SETTING.app, config);
    return config;
  });
  app.patch('/api/v1/associate-app/config', async (request) => {
    requireRole(request, 'admin');
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw new ApiError(400, 'invalid_request', 'A merge patch must be a JSON object.', [
        { path: '', message: 'must be a JSON object' },
      ]);
    }
    const current = readSetting<AppConfig>(ctx, SETTING.app, CONFIG_DEFAULTS.app);
    const merged = applyMergePatch(current, request.body);
    const config = parseOrThrow(AppConfigSchema, merged, 'application configuration after the patch');
    ctx.settings.put(SETTING.app, config);
    return config;
  });
}

function registerCashDrawerConfigRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/v0/d/cash_drawer_config', async (request) => {
    currentUser(request);
    return readSetting<CashDrawerConfig>(ctx, SETTING.cashDrawer, CONFIG_DEFAULTS.cashDrawer);
  });
  app.put('/v0/d/cash_drawer_config', async (request) => {
    requireRole(request, 'admin');
    const config = parseOrThrow(CashDrawerConfigSchema, request.body, 'cash drawer configuration');
    ctx.settings.put(SETTING.cashDrawer, config);
    return config;
  });
}

function registerRoundingConfigRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  stores: StoreRepository,
): void {
  app.get('/config/rounding', async (request) => {
    currentUser(request);
    return readSetting<RoundingConfig>(ctx, SETTING.rounding, CONFIG_DEFAULTS.rounding);
  });
  app.put('/config/rounding', async (request) => {
    requireRole(request, 'admin');
    const config = parseOrThrow(RoundingConfigSchema, request.body, 'rounding configuration');
    const problems = roundingStoreProblems(stores, config);
    if (problems.length > 0) {
      throw new ApiError(
        400,
        'invalid_rounding_stores',
        `Only existing United States stores can be listed: ${problems.map((problem) => problem.message).join('; ')}.`,
        problems,
      );
    }
    ctx.settings.put(SETTING.rounding, config);
    return config;
  });
}

/** Cash rounding is a United States rule: every store listed must exist and be in the US. */
function roundingStoreProblems(stores: StoreRepository, config: RoundingConfig): ErrorDetail[] {
  return config.enabled_store_ids.flatMap((storeId, index) => {
    const store = stores.get(storeId);
    if (!store) return [{ path: `enabled_store_ids.${index}`, message: `store '${storeId}' does not exist` }];
    const country = store.physical_address?.country_code?.toUpperCase();
    if (country !== 'US') {
      return [
        {
          path: `enabled_store_ids.${index}`,
          message: `store '${storeId}' is in ${country ?? 'no country'}; only United States stores are listed here`,
        },
      ];
    }
    return [];
  });
}
