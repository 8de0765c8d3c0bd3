import type { FastifyInstance } from 'fastify';
import {
  StoreCashManagementSchema,
  type AppConfig,
  type StoreCashManagement,
} from '../../../shared/contract';
import { CONFIG_DEFAULTS, SETTING } from '../config/config-settings';
import type { PlatformContext } from '../context';
import { ApiError, conflict, notFound, type ErrorDetail } from '../http/api-error';
import { currentUser, requireRole, requireStoreAccess } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { StoreRepository } from '../stores/store-repository';
import { CashManagementRepository } from './cash-management-repository';
import { CashTransactionRepository } from './cash-transaction-repository';
import { storeCurrency } from './store-currency';
import { PriceRepository } from '../catalog/price-repository';

/** True when the application configuration makes cash management available to the business. */
export function cashManagementEnabled(ctx: PlatformContext): boolean {
  const config = ctx.settings.get<AppConfig>(SETTING.app) ?? CONFIG_DEFAULTS.app;
  return config.capabilities?.cash_management === true;
}

/**
 * GET, PUT /v0/d/stores/{store_id}/cash_management: the store's operation mode and drawers. Anyone working
 * in the store reads it; changing it is drawer setup, the manager's (the Cash Management menu).
 */
export function registerCashManagementRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const stores = new StoreRepository(ctx.db, ctx.now);
  const setups = new CashManagementRepository(ctx.db, ctx.now);
  const transactions = new CashTransactionRepository(ctx.db, ctx.now);
  const books = new PriceRepository(ctx.db);

  app.get<{ Params: { store_id: string } }>('/v0/d/stores/:store_id/cash_management', async (request) => {
    const user = currentUser(request);
    const { store_id: storeId } = request.params;
    if (!stores.exists(storeId)) throw notFound('store', storeId);
    requireStoreAccess(user, storeId);
    return setups.get(storeId);
  });

  app.put<{ Params: { store_id: string } }>('/v0/d/stores/:store_id/cash_management', async (request) => {
    const user = requireRole(request, 'manager');
    const { store_id: storeId } = request.params;
    const store = stores.get(storeId);
    if (!store) throw notFound('store', storeId);
    requireStoreAccess(user, storeId);
    const config = parseOrThrow(StoreCashManagementSchema, request.body, 'store cash management');

    if (config.operation_mode !== 'none' && !cashManagementEnabled(ctx)) {
      throw conflict(
        'cash_management_disabled',
        'Cash management is not enabled for the business: set capabilities.cash_management to true in the application configuration first.',
      );
    }

    const local = storeCurrency(books, store);
    if (local) {
      const wrongCurrency: ErrorDetail[] = config.drawers.flatMap((drawer, index) =>
        drawer.currency === local.currency
          ? []
          : [
              {
                path: `drawers.${index}.currency`,
                message: `must be the store's currency ${local.currency}, not ${drawer.currency}`,
              },
            ],
      );
      if (wrongCurrency.length > 0) {
        throw new ApiError(
          400,
          'invalid_request',
          `Drawers hold the store's local currency: ${storeId} takes ${local.currency}.`,
          wrongCurrency,
        );
      }
    }

    // Checks and write in one database transaction: a drawer taken or opened meanwhile through another
    // process sharing the database (PostgreSQL) makes it run again and answer as if it had come second.
    return ctx.db.transaction(() => saveSetup(setups, transactions, storeId, config))();
  });
}

/** Replaces the store's drawers unless one belongs to another store or is open; the setup as now stored. */
function saveSetup(
  setups: CashManagementRepository,
  transactions: CashTransactionRepository,
  storeId: string,
  config: StoreCashManagement,
): StoreCashManagement {
  config.drawers.forEach((drawer, index) => {
    const owner = setups.storeOwningDrawer(drawer.drawer_id);
    if (owner !== undefined && owner !== storeId) {
      throw new ApiError(
        409,
        'drawer_in_other_store',
        `Drawer '${drawer.drawer_id}' already belongs to store '${owner}'.`,
        [{ path: `drawers.${index}.drawer_id`, message: `belongs to store '${owner}'` }],
        { drawerId: drawer.drawer_id, storeId: owner },
      );
    }
    const serial = drawer.device?.serial;
    const holder = serial === undefined ? undefined : setups.drawerWithSerial(serial);
    if (serial !== undefined && holder && holder.storeId !== storeId) {
      throw new ApiError(
        409,
        'device_serial_in_use',
        `The drawer with serial '${serial}' is already set up as '${holder.drawerId}' in store '${holder.storeId}'.`,
        [
          {
            path: `drawers.${index}.device.serial`,
            message: `is drawer '${holder.drawerId}' of store '${holder.storeId}'`,
          },
        ],
        { serial, drawerId: holder.drawerId, storeId: holder.storeId },
      );
    }
  });

  refuseChangesToOpenDrawers(
    setups.get(storeId),
    config,
    (drawerId) => transactions.drawerState(drawerId) === 'open',
  );
  setups.put(storeId, config);
  return setups.get(storeId);
}

/**
 * A drawer in use keeps its place: while one is open (opened and not yet closed), the store's mode cannot
 * change and that drawer cannot be removed or change currency, or its day could never be closed and counted.
 */
function refuseChangesToOpenDrawers(
  current: StoreCashManagement,
  next: StoreCashManagement,
  isOpen: (drawerId: string) => boolean,
): void {
  for (const drawer of current.drawers) {
    if (!isOpen(drawer.drawer_id)) continue;
    const kept = next.drawers.find((candidate) => candidate.drawer_id === drawer.drawer_id);
    const [from, to] = [current.operation_mode, next.operation_mode];
    const why =
      from !== to ? 'mode' : !kept ? 'removed' : kept.currency !== drawer.currency ? 'currency' : undefined;
    if (why) {
      const problem = {
        mode: `the operation mode cannot change from ${from} to ${to}`,
        removed: 'it cannot be removed',
        currency: 'its currency cannot change',
      }[why];
      throw conflict(
        'drawer_open',
        `Drawer '${drawer.drawer_id}' is open: ${problem} until it is closed (daily_close).`,
        { drawerId: drawer.drawer_id, why, from, to },
      );
    }
  }
}
